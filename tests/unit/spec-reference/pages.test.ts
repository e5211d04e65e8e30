/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {CATALOGS} from '@site/plugins/spec-reference/catalog';
import {
  anchorsOf,
  DIRECTIVES,
  expandDirectives,
  parseLeafDirective,
  renderDirective,
} from '@site/plugins/spec-reference/directives';
import {loadRegistry3, fileNameOf, isObject, type Registry} from '@site/plugins/spec-reference/registry';
import {fieldAnchor} from '@site/plugins/spec-reference/model';
import {bindingPageFrontMatter} from '../lib/bindingPageFrontMatter';
import {protocolName} from '@site/plugins/spec-reference/links';
import {scanBindings} from '@site/plugins/spec-reference/bindings';
import {hoistCategories, type GeneratedItem} from '@site/plugins/docs-options/sidebar';
import {markdownFiles} from '@site/plugins/static-diagrams/sources';

/** The committed stub of a protocol page (docs/reference/bindings/<protocol>.mdx): front matter and the directive. */
function renderBindingStub(protocol: string, protocols: readonly string[]): string {
  const frontMatter = Object.entries(bindingPageFrontMatter(protocol, protocols))
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? JSON.stringify(value) : value}`)
    .join('\n');
  return `---\n${frontMatter}\n---\n\n{/* The page body is generated from @asyncapi/specs at build time (plugins/spec-reference). */}\n\n::binding-reference{protocol="${protocol}"}\n`;
}

const root = path.resolve(__dirname, '../../..');
const specsDir = path.join(root, 'node_modules/@asyncapi/specs');
/** Every protocol folder under `bindings/` in the package, with or without a schema, sorted by folder name. */
const bindingProtocols = scanBindings().map((info) => info.protocol);
const referenceDir = path.join(root, 'docs', 'reference');

/** A page's URL from its file: `docs/reference/extensions/index.mdx` is `/docs/reference/extensions`. */
const routeOf = (file: string): string =>
  '/' +
  path
    .relative(root, file)
    .replace(/\.mdx?$/, '')
    .replace(/\/index$/, '')
    .split(path.sep)
    .join('/');

/** The stub pages (files with a registered directive), by URL: their source and their expanded text. */
const stubs = new Map(
  markdownFiles(referenceDir)
    .map((file) => ({file, source: fs.readFileSync(file, 'utf8')}))
    .filter(({source}) => source.split('\n').some((line) => parseLeafDirective(line)))
    .map(({file, source}) => [routeOf(file), {file, source, expanded: expandDirectives(source, file)}]),
);
const page = (url: string): string => {
  const stub = stubs.get(url);
  if (!stub) throw new Error(`no stub page for ${url}`);
  return stub.expanded;
};

/** Targets of same-page links `](#x)` and `href="#x"`. */
function localLinks(mdx: string): string[] {
  return [...mdx.matchAll(/\]\(#([^)]+)\)/g), ...mdx.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
}

/** Links to other reference pages: `](/docs/reference/...#anchor)`. */
function crossLinks(mdx: string): {page: string; anchor?: string}[] {
  return [...mdx.matchAll(/\]\((\/docs\/reference\/[^)#\s]+)(?:#([^)\s]+))?\)/g)].map((m) => ({
    page: m[1],
    anchor: m[2],
  }));
}

const PAGES = [
  '/docs/reference/specification/v3.1.0',
  '/docs/reference/specification/v3.1.0-explorer',
  '/docs/reference/specification/v3.0.0',
  '/docs/reference/specification/v3.0.0-explorer',
  '/docs/reference/specification/v2.x',
  '/docs/reference/bindings',
  '/docs/reference/extensions',
  '/docs/reference/extensions/x',
  '/docs/reference/extensions/linkedin',
  // The schema files the site serves (plugins/schema-urls, rendered through this plugin's directives).
  '/docs/reference/json-schema-urls',
  // One page per binding protocol folder (binding-pages.test.ts checks their content).
  ...bindingProtocols.map((protocol) => `/docs/reference/bindings/${protocol}`),
];

const frontMatterOf = (url: string): Record<string, unknown> =>
  yaml.load(/^---\n([\s\S]*?)\n---/.exec(stubs.get(url)?.source ?? '')?.[1] ?? '') as Record<string, unknown>;

describe('stub pages', () => {
  it('are the generated pages, at the URLs they always had', () => {
    expect([...stubs.keys()].sort()).toEqual([...PAGES].sort());
  });

  it.each(PAGES)('%s has a title, description and weight and no slug', (url) => {
    const front = frontMatterOf(url);
    expect(front.slug).toBeUndefined();
    expect(typeof front.title).toBe('string');
    expect(typeof front.description).toBe('string');
    expect(typeof front.weight).toBe('number');
  });

  it('name only registered directives, with attributes their renderer accepts', () => {
    const problems: string[] = [];
    for (const file of markdownFiles(path.join(root, 'docs'))) {
      for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
        const directive = parseLeafDirective(line);
        // Admonitions and other plugins' directives (`::cli-commands`) are not ours.
        if (!directive || directive.name === 'cli-commands') continue;
        try {
          renderDirective(directive.name, directive.attributes, file);
        } catch (error) {
          problems.push((error as Error).message);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('reject an unknown directive or attribute with a message that names it', () => {
    expect(() => renderDirective('spec-refrence', {version: '3.1.0'}, 'x.mdx')).toThrow(
      /x\.mdx: ::spec-refrence\{version="3\.1\.0"\} names no generated page/,
    );
    expect(() => renderDirective('spec-reference', {version: '9.9.9'}, 'x.mdx')).toThrow(
      /needs version to be one of "3\.1\.0", "3\.0\.0", "2\.6\.0"/,
    );
  });

  it('exist for every 3.x version, the newest 2.x version and every extension in the package', () => {
    const used = [...stubs.values()].flatMap(({source}) =>
      source
        .split('\n')
        .map((line) => parseLeafDirective(line))
        .filter((d) => d !== undefined),
    );
    const has = (name: string, attributes: Record<string, string> = {}) =>
      used.some((d) => d.name === name && Object.entries(attributes).every(([k, v]) => d.attributes[k] === v));
    const versions = fs.readdirSync(path.join(specsDir, 'definitions')).filter((v) => /^\d+\.\d+\.\d+$/.test(v));
    for (const version of versions.filter((v) => v.startsWith('3.'))) {
      expect(has('spec-reference', {version})).toBe(true);
      expect(has('spec-explorer', {version})).toBe(true);
    }
    const newest2 = versions
      .filter((v) => v.startsWith('2.'))
      .sort()
      .pop() as string;
    expect(has('spec-reference', {version: newest2})).toBe(true);
    for (const name of fs.readdirSync(path.join(specsDir, 'extensions'))) expect(has('extension', {name})).toBe(true);
    for (const protocol of bindingProtocols) expect(has('binding-reference', {protocol})).toBe(true);
    expect(has('bindings-overview') && has('extensions-overview')).toBe(true);
    expect(Object.keys(DIRECTIVES).every((name) => has(name))).toBe(true);
  });

  it('of the binding protocols are what the generator writes (title and description from bindingPageFrontMatter)', () => {
    const protocols = bindingProtocols;
    for (const protocol of protocols) {
      expect(stubs.get(`/docs/reference/bindings/${protocol}`)?.source).toBe(renderBindingStub(protocol, protocols));
    }
  });

  it('give the spec pages their release notes and the Explorers a page without table of contents', () => {
    expect(frontMatterOf('/docs/reference/specification/v3.1.0').releaseNoteLink).toBe('/blog/release-notes-3.1.0');
    expect(frontMatterOf('/docs/reference/specification/v3.1.0-explorer').releaseNoteLink).toBe(
      '/blog/release-notes-3.1.0',
    );
    expect(frontMatterOf('/docs/reference/specification/v3.0.0').releaseNoteLink).toBe('/blog/release-notes-3.0.0');
    expect(frontMatterOf('/docs/reference/specification/v2.x').releaseNoteLink).toBe('/blog/release-notes-2.6.0');
    for (const url of [
      '/docs/reference/specification/v3.1.0-explorer',
      '/docs/reference/specification/v3.0.0-explorer',
    ]) {
      // No TOC; the sidebar is hidden by CSS (src/css/custom.css) so the page keeps its place in prev/next.
      expect(frontMatterOf(url).hide_table_of_contents).toBe(true);
      expect(frontMatterOf(url).displayed_sidebar).toBeUndefined();
    }
  });

  it('order the Reference section: specification pages, then extensions, then bindings', () => {
    const weight = (url: string) => frontMatterOf(url).weight as number;
    const spec = PAGES.filter((url) => url.includes('/specification/')).map(weight);
    expect(spec).toEqual([...spec].sort((a, b) => a - b));
    expect(Math.max(...spec)).toBeLessThan(weight('/docs/reference/extensions'));
    expect(weight('/docs/reference/extensions')).toBeLessThan(weight('/docs/reference/bindings'));
  });

  it('export the Explorer data as one JSON string, which the MDX parser reads in one pass', () => {
    const explorer = page('/docs/reference/specification/v3.1.0-explorer');
    const prefix = 'export const specExplorerData = JSON.parse(';
    const lines = explorer.split('\n');
    const line = lines.find((l) => l.startsWith(prefix)) as string;
    expect(line.endsWith(');')).toBe(true);
    const data = JSON.parse(JSON.parse(line.slice(prefix.length, -2)) as string) as {
      version: string;
      pageUrl: string;
      nodes: Record<string, unknown>;
    };
    expect(data.version).toBe('3.1.0');
    expect(data.pageUrl).toBe('/docs/reference/specification/v3.1.0');
    expect(Object.keys(data.nodes).length).toBeGreaterThan(40);
    expect(lines).toContain('<SpecExplorer data={specExplorerData} />');
    // No expression in the page holds the data: the longest line with a brace is the export.
    expect(lines.filter((l) => l.includes('{') && l.length > 1000)).toEqual([line]);
  });
});

describe('generated pages', () => {
  it.each(PAGES)('%s has unique anchors and every same-page link resolves', (url) => {
    const anchors = anchorsOf(page(url));
    expect(anchors.length).toBe(new Set(anchors).size);
    const missing = localLinks(page(url)).filter((target) => !anchors.includes(target));
    expect(missing).toEqual([]);
  });

  it.each(PAGES)('%s links only to generated pages and anchors that exist', (url) => {
    for (const link of crossLinks(page(url))) {
      expect(PAGES).toContain(link.page);
      if (link.anchor) expect(anchorsOf(page(link.page))).toContain(link.anchor);
    }
  });

  it('escape MDX outside code: no raw braces from schema text in prose', () => {
    // `{{asyncapi}}` appears in the Multi Format Schema description and must be escaped.
    expect(page('/docs/reference/specification/v3.0.0')).toContain('version=\\{\\{asyncapi\\}\\}');
    expect(page('/docs/reference/specification/v3.1.0')).toContain('version=\\{\\{asyncapi\\}\\}');
  });

  it('2.x page documents every catalog entry and says that 3.1.0 is current', () => {
    const v2 = page('/docs/reference/specification/v2.x');
    for (const entry of CATALOGS['2.6.0']) expect(anchorsOf(v2)).toContain(entry.anchor);
    expect(v2).toContain('3.1.0 is the current version');
  });

  it('keep every object and field anchor of 3.0.0 in 3.1.0 (a reader who switches stays in place)', () => {
    const v310 = new Set(anchorsOf(page('/docs/reference/specification/v3.1.0')));
    expect(anchorsOf(page('/docs/reference/specification/v3.0.0')).filter((anchor) => !v310.has(anchor))).toEqual([]);
    // What 3.1.0 adds: the changes list and the ROS 2 bindings.
    expect(
      [...v310].filter((anchor) => !anchorsOf(page('/docs/reference/specification/v3.0.0')).includes(anchor)).sort(),
    ).toEqual([
      'changes',
      'operationBindingsObject-ros2',
      'operationBindingsObject-ros2-bindingVersion',
      'serverBindingsObject-ros2',
      'serverBindingsObject-ros2-bindingVersion',
    ]);
  });
});

describe.each([
  ['3.0.0', '/docs/reference/specification/v3.0.0'],
  ['3.1.0', '/docs/reference/specification/v3.1.0'],
] as const)('coverage of the %s schemas', (version, url) => {
  const registry: Registry = loadRegistry3(version);
  const v3 = page(url);
  const anchors = new Set(anchorsOf(v3));

  it('documents every definition in its own section', () => {
    const documented = new Set(CATALOGS['3.0.0'].map((entry) => entry.file).filter(Boolean));
    for (const id of registry.schemas.keys()) expect(documented).toContain(fileNameOf(id));
    for (const entry of CATALOGS['3.0.0']) expect(anchors).toContain(entry.anchor);
  });

  it('lists every field of every definition as a row with its anchor', () => {
    const missing: string[] = [];
    let total = 0;
    for (const entry of CATALOGS['3.0.0'].filter((e) => e.file)) {
      const schema = registry.schemas.get(`http://asyncapi.com/definitions/${version}/${entry.file}.json`);
      const parts = [schema, ...(Array.isArray(schema?.allOf) ? schema.allOf : [])];
      const elseBranch = isObject(schema?.else) ? schema.else : undefined;
      if (elseBranch) parts.push(elseBranch);
      for (const part of parts) {
        if (!isObject(part) || !isObject(part.properties)) continue;
        for (const [name, value] of Object.entries(part.properties)) {
          total += 1;
          if (!anchors.has(fieldAnchor(entry.anchor, name))) missing.push(`${entry.file}.${name}`);
          // Inline objects with their own fields (OAuth `flows`) are documented as `parent.child` rows.
          const nested = isObject(value) && isObject(value.properties) ? Object.keys(value.properties) : [];
          for (const child of nested) {
            total += 1;
            if (!anchors.has(fieldAnchor(entry.anchor, `${name}.${child}`)))
              missing.push(`${entry.file}.${name}.${child}`);
          }
        }
      }
      if (
        isObject(schema?.patternProperties) &&
        Object.keys(schema.patternProperties).some((p) => p.startsWith('^x-'))
      ) {
        total += 1;
        if (!anchors.has(`${entry.anchor}-extensions`)) missing.push(`${entry.file} extensions`);
      }
    }
    console.log(
      `${version} field coverage: ${total - missing.length}/${total} properties of ${registry.schemas.size} definitions documented`,
    );
    expect(total).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });

  it('has the sections asked for, in reading order, with the anchors other pages use', () => {
    const order = [
      'asyncapiObject',
      'infoObject',
      'channelObject',
      'operationObject',
      'componentsObject',
      'messageObject',
      'securitySchemeObject',
      'specificationExtensions',
    ];
    const positions = order.map((anchor) => v3.indexOf(`{/* #${anchor} */}`));
    if (version === '3.1.0') expect(v3.indexOf('{/* #changes */}')).toBeLessThan(v3.indexOf('{/* #introduction */}'));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(v3).toContain('<a id="A2SObject"></a>');
  });
});

describe('bindings and extensions pages', () => {
  it('cover every protocol folder of the package', () => {
    const bindings = page('/docs/reference/bindings');
    for (const protocol of fs.readdirSync(path.join(specsDir, 'bindings'))) {
      const hasSchema = fs.readdirSync(path.join(specsDir, 'bindings', protocol)).some((v) => /^\d/.test(v));
      if (hasSchema) expect(bindings).toContain(`{/* #${protocol} */}`);
      else
        expect(bindings.slice(bindings.indexOf('{/* #reserved */}'))).toContain(
          `- [${protocolName(protocol)}](/docs/reference/bindings/${protocol}):`,
        );
    }
    expect(bindings).toContain('Key in a bindings object: `ws`');
    expect(bindings).toContain('{/* #kafka-server */}');
  });

  it('give each extension its page with a complete example document', () => {
    expect(page('/docs/reference/extensions/x')).toContain('  x-x: AsyncAPISpec');
    expect(page('/docs/reference/extensions/linkedin')).toContain(
      'x-linkedin: https://www.linkedin.com/company/asyncapi/',
    );
  });
});

describe('hoistCategories', () => {
  it('replaces hoisted categories by their items, at any depth', () => {
    const items: GeneratedItem[] = [
      {
        type: 'category',
        label: 'reference',
        link: {type: 'doc', id: 'reference/index'},
        items: [
          {
            type: 'category',
            label: 'specification',
            customProps: {hoist: true},
            items: [
              {type: 'doc', id: 'a'},
              {type: 'category', label: 'g', customProps: {hoist: true}, items: [{type: 'doc', id: 'b'}]},
            ],
          },
          {type: 'doc', id: 'c'},
        ],
      },
    ];
    const hoisted = hoistCategories(items);
    expect(hoisted[0].items?.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});
