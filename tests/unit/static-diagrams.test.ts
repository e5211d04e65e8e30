/** @jest-environment node */
/**
 * Diagrams are rendered ahead of time (npm run diagrams, plugins/static-diagrams): every ```mermaid block has its
 * light and dark SVG, named by the block's source, made from that source (its title is inside), with a title and
 * a description for screen readers; no SVG is left without a block.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import remarkStaticDiagrams, {renderedDiagram} from '@site/plugins/static-diagrams';
import {
  accessibleText,
  DIAGRAM_DIR,
  DIAGRAM_THEMES,
  diagramHash,
  findMermaidBlocks,
  svgSize,
} from '@site/plugins/static-diagrams/shared';
import {contentMarkdownFiles} from '@site/plugins/static-diagrams/sources';

const root = path.resolve(__dirname, '../..');
const dir = path.join(root, DIAGRAM_DIR);
const blocks = contentMarkdownFiles(root).flatMap((file) =>
  findMermaidBlocks(fs.readFileSync(file, 'utf8')).map((block) => ({...block, file: path.relative(root, file)})),
);
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('pre-rendered diagrams', () => {
  it('finds the diagrams', () => {
    expect(blocks.length).toBeGreaterThan(10);
  });

  it('every ```mermaid block has a title and a description for screen readers (accTitle, accDescr)', () => {
    const missing = blocks.filter((b) => {
      const {title, description} = accessibleText(b.source);
      return !title || !description;
    });
    expect(missing.map((b) => `${b.file}:${b.line}`)).toEqual([]);
  });

  it('every block has its light and dark SVG, rendered from this source (run `npm run diagrams` and commit them)', () => {
    const problems: string[] = [];
    for (const block of blocks) {
      const hash = diagramHash(block.source);
      for (const theme of DIAGRAM_THEMES) {
        const file = path.join(dir, `${hash}.${theme}.svg`);
        if (!fs.existsSync(file)) {
          problems.push(`${block.file}:${block.line}: no ${DIAGRAM_DIR}/${hash}.${theme}.svg`);
          continue;
        }
        const svg = fs.readFileSync(file, 'utf8');
        const {title} = accessibleText(block.source);
        if (title && !svg.includes(escapeXml(title)))
          problems.push(`${block.file}:${block.line}: ${hash}.${theme}.svg is not this diagram`);
        if (!svgSize(svg)) problems.push(`${hash}.${theme}.svg has no viewBox`);
        if (/<script|javascript:|foreignObject/i.test(svg))
          problems.push(`${hash}.${theme}.svg has scripts or HTML labels`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps no SVG that no block uses', () => {
    const used = new Set(blocks.flatMap((b) => DIAGRAM_THEMES.map((t) => `${diagramHash(b.source)}.${t}.svg`)));
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.svg') && !used.has(f))).toEqual([]);
  });
});

describe('remark plugin', () => {
  const rendered = blocks[0]!;

  it('turns a rendered block into <StaticDiagram> with its size and accessible text, and leaves others alone', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'mermaid', value: rendered.source},
        {type: 'code', lang: 'mermaid', value: 'flowchart LR\n  new --> diagram'},
        {type: 'code', lang: 'yaml', value: 'a: 1'},
      ],
    } as unknown as Root;
    remarkStaticDiagrams()(tree);
    const [diagram, unrendered, yaml] = tree.children as unknown as {
      type: string;
      name?: string;
      attributes?: {name: string; value: string}[];
    }[];
    expect(diagram).toMatchObject({type: 'mdxJsxFlowElement', name: 'StaticDiagram'});
    const attrs = Object.fromEntries(diagram!.attributes!.map((a) => [a.name, a.value]));
    const info = renderedDiagram(rendered.source)!;
    expect(attrs).toMatchObject({
      hash: info.hash,
      width: String(info.width),
      height: String(info.height),
      title: accessibleText(rendered.source).title,
    });
    expect(unrendered).toMatchObject({type: 'code', lang: 'mermaid'});
    expect(yaml).toMatchObject({type: 'code', lang: 'yaml'});
  });

  it('fails the build on a block without its images, naming the file, the line, the images and the command', () => {
    const source = 'flowchart LR\n  not --> rendered';
    const tree = () =>
      ({
        type: 'root',
        children: [
          {type: 'code', lang: 'mermaid', value: rendered.source},
          {type: 'code', lang: 'mermaid', value: source, position: {start: {line: 12, column: 1}}},
        ],
      }) as unknown as Root;
    const file = {path: path.join(root, 'docs/concepts/example.md')};
    expect(() => remarkStaticDiagrams({unrendered: 'error'})(tree(), file)).toThrow(
      `docs/concepts/example.md:12: this \`\`\`mermaid diagram has no pre-rendered images (static/img/diagrams/${diagramHash(source)}.{light,dark}.svg). Run \`npm run diagrams\``,
    );
    // The dev server's setting keeps it for the live renderer; rendered blocks pass either way.
    expect(() => remarkStaticDiagrams({unrendered: 'keep'})(tree(), file)).not.toThrow();
    const renderedOnly = {type: 'root', children: [{type: 'code', lang: 'mermaid', value: rendered.source}]};
    expect(() => remarkStaticDiagrams({unrendered: 'error'})(renderedOnly as unknown as Root, file)).not.toThrow();
  });

  it('names a diagram by its source, ignoring trailing spaces', () => {
    expect(diagramHash('flowchart LR\n  a --> b  \n')).toBe(diagramHash('\nflowchart LR\n  a --> b'));
    expect(diagramHash('flowchart LR\n  a --> b')).not.toBe(diagramHash('flowchart LR\n  a --> c'));
  });
});
