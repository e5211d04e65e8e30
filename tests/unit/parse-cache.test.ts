/** @jest-environment node */
/**
 * Issue 15 (build time): plugins/parse-cache parses each Markdown source once per build. The second locale's
 * compile of the same source reuses a copy of the first one's syntax tree; the transformed tree must be exactly what a
 * fresh parse gives, and the first locale's transforms must not leak into the second's.
 */
import type {Root} from 'mdast';
import remarkParseCache, {parseCacheStore} from '@site/plugins/parse-cache';

// unified and the remark plugins are ESM only: loaded through jiti, as in the spec-reference tests. The processor is
// built as @mdx-js/mdx builds Docusaurus's (remark-parse, remark-mdx for MDX, then the remark plugins in order).
const jiti = require('jiti')(__filename) as (id: string) => Record<string, unknown>;
type Plugin = (...args: unknown[]) => unknown;
type PluginEntry = Plugin | [Plugin, unknown];
type Processor = {
  use: (plugin: Plugin, options?: unknown) => Processor;
  parse: (file: {value: string; path: string}) => unknown;
  run: (tree: unknown) => Promise<unknown>;
};
const {unified} = jiti('unified') as {unified: () => Processor};
const [remarkParse, remarkMdx, remarkGfm, remarkDirective] = [
  'remark-parse',
  'remark-mdx',
  'remark-gfm',
  'remark-directive',
].map((name) => (jiti(name) as {default: Plugin}).default) as [Plugin, Plugin, Plugin, Plugin];

const SOURCE = [
  'import Tabs from "@theme/Tabs";',
  '',
  '# Channels {/* #channels */}',
  '',
  'A channel is an *addressable* component, see [the spec](./spec.md) and {props.name}.',
  '',
  '| Field | Type |',
  '|---|---|',
  '| `address` | string |',
  '',
  ':::note[Heads up]',
  'Directives parse too.',
  ':::',
  '',
  '<Tabs groupId="lang" values={[1, 2].map((n) => n * 2)}>Tabbed *text*</Tabs>',
  '',
  '```yaml title="asyncapi.yaml"',
  'asyncapi: 3.0.0',
  '```',
].join('\n');

/** Counts the calls that reach the real parser (it sits under the cache, as remark-parse does in Docusaurus). */
function countingParser(counter: {calls: number}): Plugin {
  return function (this: {parser: (...args: unknown[]) => unknown}) {
    const parse = this.parser;
    this.parser = (...args: unknown[]) => {
      counter.calls += 1;
      return parse(...args);
    };
  };
}

/** Appends a paragraph: a transform that changes the tree in place, as Docusaurus's link and heading plugins do. */
const appendParagraph: Plugin = () => (tree: unknown) => {
  (tree as Root).children.push({type: 'paragraph', children: [{type: 'text', value: 'added by a transform'}]});
};

/** Parses and transforms a source as one locale's compile does; the result is the transformed tree as JSON. */
async function compile(options: {
  format?: 'md' | 'mdx';
  scope?: string;
  reuses?: number;
  cache?: boolean;
  counter?: {calls: number};
  extra?: PluginEntry[];
  source?: string;
}): Promise<string> {
  const plugins: PluginEntry[] = [
    remarkParse,
    ...(options.format === 'md' ? [] : [remarkMdx]),
    countingParser(options.counter ?? {calls: 0}),
    ...(options.cache === false
      ? []
      : [[remarkParseCache as Plugin, {scope: options.scope ?? 'docs', reuses: options.reuses}] as PluginEntry]),
    remarkGfm,
    remarkDirective,
    ...(options.extra ?? []),
  ];
  const processor = plugins.reduce(
    (chain, entry) => (Array.isArray(entry) ? chain.use(entry[0], entry[1]) : chain.use(entry)),
    unified(),
  );
  const tree = await processor.run(processor.parse({value: options.source ?? SOURCE, path: '/site/docs/a.mdx'}));
  return JSON.stringify(tree);
}

describe('remark parse cache', () => {
  beforeEach(() => parseCacheStore().clear());

  it('parses a source once; the second locale transforms a copy of the stored tree, equal to a fresh parse', async () => {
    const counter = {calls: 0};
    const fresh = await compile({cache: false});
    expect(await compile({counter})).toBe(fresh);
    expect(await compile({counter})).toBe(fresh);
    expect(counter.calls).toBe(1);
    expect(parseCacheStore().size).toBe(1);
  });

  it("keeps each compile's transforms to itself: the stored tree is a copy, and each hit gets its own copy", async () => {
    const withTransform = await compile({extra: [appendParagraph]});
    expect(withTransform).toContain('added by a transform');
    const plain = await compile({});
    expect(plain).not.toContain('added by a transform');
    expect(plain).toBe(await compile({cache: false}));
    expect(await compile({extra: [appendParagraph]})).toBe(withTransform);
  });

  it('parses again for other text, another scope, or another format (md and mdx processors parse differently)', async () => {
    const counter = {calls: 0};
    await compile({counter});
    await compile({counter, source: `${SOURCE}\n\nOne more line.`});
    await compile({counter, scope: 'blog'});
    // The same text through an MDX processor and a Markdown one: different trees (JSX or raw HTML).
    const text = '# Plain\n\nText with <b>html</b>.';
    const mdx = await compile({counter, source: text});
    const md = await compile({counter, format: 'md', source: text});
    expect(md).not.toBe(mdx);
    expect(md).toBe(await compile({cache: false, format: 'md', source: text}));
    expect(counter.calls).toBe(5);
    expect(parseCacheStore().size).toBe(5);
  });

  it('hands the last locale the stored tree itself and lets go of it (reuses)', async () => {
    const counter = {calls: 0};
    const fresh = await compile({cache: false});
    // Three locales: the second gets a copy, the third the stored tree, after which the store is empty.
    expect(await compile({counter, reuses: 2, extra: [appendParagraph]})).not.toBe(fresh);
    expect(parseCacheStore().size).toBe(1);
    expect(await compile({counter, reuses: 2})).toBe(fresh);
    expect(parseCacheStore().size).toBe(1);
    expect(await compile({counter, reuses: 2})).toBe(fresh);
    expect(counter.calls).toBe(1);
    expect(parseCacheStore().size).toBe(0);
    // Asked for once more than that (the same text twice in one locale): parsed again, still the same tree.
    expect(await compile({counter, reuses: 2})).toBe(fresh);
    expect(counter.calls).toBe(2);
    // Nothing to reuse: nothing is stored.
    parseCacheStore().clear();
    await compile({counter, reuses: 0, source: 'Other text.'});
    expect(parseCacheStore().size).toBe(0);
  });

  it('says what is wrong when the processor has no parser to wrap', () => {
    expect(() => remarkParseCache.call({data: () => ({})} as never, {scope: 'docs'})).toThrow(/no parser to wrap/);
  });
});
