/** @jest-environment node */
/**
 * The tool docs instances (src/data/toolDocs.ts): each holds exactly the pages its issue lists, in reading order
 * by `weight` (Docusaurus orders the sidebar by it, as `sidebar_position`), and the main sidebar's Tools section links
 * to every instance.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {addToolDocsLinks, TOOLS_SECTION_DOC_ID, type GeneratedItem} from '@site/plugins/docs-options/sidebar';
import {GENERATOR_DOCS_MAJOR, TOOL_DOCS} from '@site/src/data/toolDocs';
import {TOOL_FACTS} from '@site/src/data/toolFacts';

const root = path.resolve(__dirname, '../..');

/** The sidebar reading order of each instance (page ids = file names without `.md`). */
const EXPECTED_ORDER: Record<string, string[]> = {
  generator: [
    'index',
    'installation-guide',
    'usage',
    'asyncapi-document',
    'template',
    'parser',
    'versioning',
    'api',
    'template-development',
    'configuration-file',
    'template-context',
    'react-render-engine',
    'nunjucks-render-engine',
    'hooks',
    'file-templates',
    'typescript-support',
    'special-file-names',
    'generator-template',
    'using-private-template',
    'model-generation',
  ],
  cli: ['index', 'installation', 'usage', 'context', 'metrics_collection'],
  glee: [
    'index',
    'installation',
    'your-first-glee-app',
    'function-lifecycle-events',
    'env-vars-config',
    'glee-auth-intro',
    'authentication',
    'bearerToken',
    'httpApiKey',
    'userPassword',
    'crypto-websockets-interactive',
  ],
};

type DocInfo = {id: string; title: string; frontMatter: {weight?: unknown; [key: string]: unknown}};

function readDocs(dir: string): DocInfo[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      const frontMatter = (yaml.load(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') ?? {}) as DocInfo['frontMatter'];
      return {id: file.replace(/\.mdx?$/, ''), title: String(frontMatter.title ?? ''), frontMatter};
    });
}

describe.each(TOOL_DOCS.map((tool) => [tool.id, tool] as const))('tool docs instance %s', (id, tool) => {
  const docs = readDocs(path.join(root, tool.path));

  it('has exactly the pages of its reading order, each with a title and a unique weight', () => {
    expect(docs.map((d) => d.id).sort()).toEqual([...EXPECTED_ORDER[id]!].sort());
    for (const doc of docs) expect(doc.title).not.toBe('');
    const weights = docs.map((d) => d.frontMatter.weight);
    expect(weights.every((w) => typeof w === 'number')).toBe(true);
    expect(new Set(weights).size).toBe(weights.length);
  });

  it('orders its sidebar by weight, index first', () => {
    const byWeight = [...docs].sort((a, b) => Number(a.frontMatter.weight) - Number(b.frontMatter.weight));
    expect(byWeight.map((doc) => doc.id)).toEqual(EXPECTED_ORDER[id]);
  });

  it('serves under /docs/tools/<id>', () => {
    expect(tool.routeBasePath).toBe(`docs/tools/${id}`);
  });
});

describe('main docs sidebar', () => {
  it('links every tool docs instance from the Tools section, after its own pages', () => {
    const tree: GeneratedItem[] = [
      {type: 'doc', id: 'index'},
      {
        type: 'category',
        label: 'Tools',
        link: {type: 'doc', id: TOOLS_SECTION_DOC_ID},
        items: [{type: 'doc', id: 'tools/other'}],
      },
    ];
    const [, tools] = addToolDocsLinks(tree);
    expect(tools!.items!.map((item) => item.href ?? item.id)).toEqual([
      'tools/other',
      '/docs/tools/generator',
      '/docs/tools/cli',
      '/docs/tools/glee',
    ]);
  });

  it('turns a Tools section without other pages into a category linked to its index', () => {
    const [tools] = addToolDocsLinks([{type: 'doc', id: TOOLS_SECTION_DOC_ID, label: 'Tools'}]);
    expect(tools).toMatchObject({type: 'category', link: {type: 'doc', id: TOOLS_SECTION_DOC_ID}});
    expect(tools!.items).toHaveLength(TOOL_DOCS.length);
  });
});

describe('Generator docs version', () => {
  it('the current docs are labelled with the major npm serves (cut a docs version when it changes)', () => {
    expect(Number(TOOL_FACTS.generator.version.split('.')[0])).toBe(GENERATOR_DOCS_MAJOR);
  });
});
