/** @jest-environment node */
/**
 * Issue 15: the long generated Reference pages put each section body that holds a table or an example into a
 * `<DeferredSection>` (plugins/spec-reference/deferredSections.ts), laid out by the browser only near the viewport,
 * with a build-time height estimate. The headings stay at the top level (table of contents, anchors, search).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {Processor} from 'unified';
import remarkSpecReference from '@site/plugins/spec-reference/remark';
import {
  DEFERRED_SECTION_IMPORT,
  estimateBlock,
  shownText,
  withDeferredSections,
} from '@site/plugins/spec-reference/deferredSections';
import {STATIC_TABLE_IMPORT} from '@site/plugins/spec-reference/staticTables';
import {fragmentAttributeChange, FRAGMENT_ATTRIBUTE, FRAGMENT_HEAD_SCRIPT} from '@site/src/lib/fragmentNavigation';

const jiti = require('jiti')(__filename) as (id: string) => Record<string, unknown>;
type Plugin = (...args: unknown[]) => unknown;
type Chain = {use: (plugin: Plugin) => Chain; parse: (text: string) => unknown};
const {unified} = jiti('unified') as {unified: () => Chain};
const plugins = ['remark-parse', 'remark-mdx', 'remark-gfm', 'remark-directive'].map(
  (name) => (jiti(name) as {default: Plugin}).default,
);
const processor = plugins.reduce((chain, plugin) => chain.use(plugin), unified());
const parse = (mdx: string) => processor.parse(mdx) as Root;

type Element = {type: string; name?: string; attributes: {name: string; value: string}[]; children: RootContent[]};
const asElement = (node: RootContent) => node as unknown as Element;
const isSection = (node: RootContent) => asElement(node).name === 'DeferredSection';
const estimateOf = (node: RootContent) =>
  Object.fromEntries(asElement(node).attributes.map((a) => [a.name, Number(a.value)]));

const PAGE = [
  '# Title',
  '',
  'Intro prose stays as it is.',
  '',
  '## With a table',
  '',
  'Some text.',
  '',
  '| Field | Type |',
  '|---|---|',
  '| a | string |',
  '| b | number |',
  '',
  '## Prose only',
  '',
  'Nothing heavy here.',
  '',
  '### With an example',
  '',
  '```yaml',
  'a: 1',
  'b: 2',
  'c: 3',
  '```',
  '',
].join('\n');

describe('withDeferredSections', () => {
  const {nodes, wrapped} = withDeferredSections(parse(PAGE).children);

  it('wraps the bodies with a table or an example, and leaves headings and prose-only runs alone', () => {
    expect(wrapped).toBe(2);
    expect(nodes.map((node) => (isSection(node) ? 'section' : node.type))).toEqual([
      'heading',
      'paragraph',
      'heading',
      'section',
      'heading',
      'paragraph',
      'heading',
      'section',
    ]);
    expect(asElement(nodes[3]!).children.map((node) => node.type)).toEqual(['paragraph', 'table']);
    expect(asElement(nodes[7]!).children.map((node) => node.type)).toEqual(['code']);
  });

  it('gives each section the sum of its blocks estimates, taller on a phone than on a wide window', () => {
    const table = estimateOf(nodes[3]!);
    const blocks = asElement(nodes[3]!).children.map(estimateBlock);
    expect(table.narrow).toBe(Math.round(blocks[0]!.narrow + blocks[1]!.narrow));
    expect(table.wide).toBe(Math.round(blocks[0]!.wide + blocks[1]!.wide));
    expect(table.narrow).toBeGreaterThan(table.wide);
    // An example grows by line.
    expect(estimateOf(nodes[7]!)).toEqual({narrow: Math.round(3 * 21.5 + 51), wide: Math.round(3 * 21.5 + 51)});
  });

  it('counts the characters a reader sees', () => {
    expect(shownText(parse('Some `code` and **bold** [link](/x).').children[0])).toBe('Some code and bold link.');
  });
});

describe('the remark plugin on the 3.1.0 page', () => {
  const tree = parse('::spec-reference{version="3.1.0"}\n');
  (remarkSpecReference as (this: Processor) => (tree: Root, file: object) => void).call(
    processor as unknown as Processor,
  )(tree, {path: 'v3.1.0.mdx'});
  const sections = tree.children.filter(isSection);

  it('defers the section bodies, imports the component once, and keeps every heading at the top level', () => {
    const esm = tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value);
    expect(esm.filter((value) => value === DEFERRED_SECTION_IMPORT)).toHaveLength(1);
    expect(esm.filter((value) => value === STATIC_TABLE_IMPORT)).toHaveLength(1);
    expect(sections.length).toBeGreaterThan(50);
    const inside = sections.flatMap((node) => asElement(node).children);
    expect(inside.some((node) => node.type === 'heading')).toBe(false);
    expect(inside.some((node) => node.type === 'table')).toBe(false);
    expect(inside.filter((node) => asElement(node).name === 'StaticTable').length).toBeGreaterThan(50);
    console.log(
      `3.1.0 page: ${sections.length} deferred sections, estimated ${Math.round(
        sections.reduce((sum, node) => sum + estimateOf(node).narrow!, 0) / 1000,
      )}k px tall on a phone`,
    );
  });
});

describe('fragment navigation', () => {
  const page = (pathname: string, hash = '') => ({pathname, hash});

  it('sets the attribute for an address with an anchor, removes it on another page without one', () => {
    expect(fragmentAttributeChange(page('/a', '#x'), null)).toBe('set');
    expect(fragmentAttributeChange(page('/a', '#x'), page('/a'))).toBe('set');
    expect(fragmentAttributeChange(page('/b', '#y'), page('/a', '#x'))).toBe('set');
    expect(fragmentAttributeChange(page('/b'), page('/a', '#x'))).toBe('remove');
    expect(fragmentAttributeChange(page('/a'), page('/a', '#x'))).toBe('keep');
    expect(fragmentAttributeChange(page('/a'), null)).toBe('keep');
    // A bare "#" names no anchor.
    expect(fragmentAttributeChange(page('/b', '#'), page('/a'))).toBe('remove');
  });

  it('the section stylesheet turns deferral off under the same attribute', () => {
    const css = fs.readFileSync(
      path.resolve(__dirname, '../../../src/components/DeferredSection/styles.module.css'),
      'utf8',
    );
    expect(css).toContain(`:global(html[${FRAGMENT_ATTRIBUTE}]) .section {\n  content-visibility: visible;`);
  });

  it('the head script sets the same attribute, only when the address names an anchor', () => {
    const run = (hash: string) => {
      const attributes = new Map<string, string>();
      const documentElement = {setAttribute: (name: string, value: string) => attributes.set(name, value)};
      new Function('location', 'document', FRAGMENT_HEAD_SCRIPT)({hash}, {documentElement});
      return attributes;
    };
    expect(run('#channelObject').get(FRAGMENT_ATTRIBUTE)).toBe('');
    expect(run('').has(FRAGMENT_ATTRIBUTE)).toBe(false);
    expect(run('#').has(FRAGMENT_ATTRIBUTE)).toBe(false);
  });
});
