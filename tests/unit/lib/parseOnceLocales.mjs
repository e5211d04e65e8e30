/**
 * Run by tests/unit/parse-once.test.ts in a child Node (Jest does not load the ES modules of @mdx-js/mdx): compiles
 * sources through the MDX processor @docusaurus/mdx-loader builds, one processor per locale as `docusaurus build`
 * makes them, with plugins/translations/parseOnce.ts (loaded through jiti) attached as the site's config attaches it.
 * Prints what each scenario gave: the compiled outputs, the calls that reached the real parser, the store's size.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const jiti = createRequire(require.resolve('@docusaurus/utils'))('jiti')(fileURLToPath(import.meta.url));
const {default: remarkParseOnce, parsedSources} = jiti(path.join(siteDir, 'plugins/translations/parseOnce.ts'));
const {createProcessorUncached} = require('@docusaurus/mdx-loader/lib/processor');
const {DEFAULT_CONFIG} = require('@docusaurus/core/lib/server/configValidation');

const SOURCE = [
  '# Channels',
  '',
  'A channel is an *addressable* component with {1 + 1} parts.',
  '',
  '| Field | Type |',
  '|---|---|',
  '| `address` | string |',
  '',
  ':::note[Heads up]',
  'Directives parse too.',
  ':::',
  '',
  '<details><summary>More</summary>Text</details>',
  '',
  '```yaml title="asyncapi.yaml"',
  'asyncapi: 3.0.0',
  '```',
].join('\n');

/** Counts the calls that reach the real parser: attached first, it wraps remark-parse, and the cache wraps it. */
let calls = 0;
function countParses() {
  const parse = this.parser;
  this.parser = (...args) => {
    calls += 1;
    return parse(...args);
  };
}

/** Changes the tree in place, as Docusaurus's heading and link plugins do. */
const addParagraph = () => (tree) => {
  tree.children.push({type: 'paragraph', children: [{type: 'text', value: 'added in this locale'}]});
};

/** One locale's processor, as the MDX loader makes it from a content plugin's options. */
function processor(plugins, format = 'mdx') {
  const options = {
    beforeDefaultRemarkPlugins: [countParses, ...plugins],
    markdownConfig: DEFAULT_CONFIG.markdown,
    admonitions: true,
    siteDir,
    staticDirs: [path.join(siteDir, 'static')],
  };
  return createProcessorUncached({options, format});
}

const filePath = path.join(siteDir, 'docs/concepts/example.mdx');
const compile = async (p, content = SOURCE) => (await p.process({content, filePath, frontMatter: {}})).content;
const once = (reuses) => [remarkParseOnce, {reuses}];

function reset() {
  calls = 0;
  parsedSources.clear();
}

const results = {};

// Two locales: the first transforms its tree, the second compiles the same source.
reset();
const fresh = await compile(await processor([]));
reset();
const english = await compile(await processor([once(1), addParagraph]));
const storedAfterFirst = parsedSources.size;
const german = await compile(await processor([once(1)]));
results.twoLocales = {fresh, english, german, calls, storedAfterFirst, storedAfterLast: parsedSources.size};

// Other text, and the same text through a Markdown (.md) processor.
reset();
const mdx = await processor([once(1)]);
const md = await processor([once(1)], 'md');
const text = 'Text with <b>html</b>.';
await compile(mdx, text);
await compile(mdx, `${text} More.`);
const asMarkdown = await compile(md, text);
const markdownCalls = calls;
results.formats = {calls: markdownCalls, asMarkdown, freshMarkdown: await compile(await processor([], 'md'), text)};

// Three locales, each transforming its tree.
reset();
const outputs = [];
for (let i = 0; i < 3; i += 1) outputs.push(await compile(await processor([once(2), addParagraph])));
results.threeLocales = {outputs, fresh, calls, stored: parsedSources.size};

// One locale: nothing to reuse, nothing stored.
reset();
await compile(await processor([once(0)]), 'Other text.');
results.oneLocale = {stored: parsedSources.size};

console.log(JSON.stringify(results));
