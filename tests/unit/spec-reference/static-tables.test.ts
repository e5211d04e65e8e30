/** @jest-environment node */
/**
 * Issue 15: the generated Reference's tables are static HTML made at build time (plugins/spec-reference/
 * staticTables.ts), not a React element per cell. The MDX is parsed here with the same remark parsers Docusaurus
 * uses (remark-parse, remark-mdx, remark-gfm, remark-directive; ESM, loaded through jiti).
 */
import type {Root, RootContent, Table} from 'mdast';
import type {Processor} from 'unified';
import remarkSpecReference from '@site/plugins/spec-reference/remark';
import {DIRECTIVES, renderDirective} from '@site/plugins/spec-reference/directives';
import {
  PageTables,
  SERVER_CONSTANT,
  STATIC_TABLE_IMPORT,
  TABLES_EXPORT,
  staticTable,
  tablesExport,
  withStaticTables,
  type StaticTableData,
} from '@site/plugins/spec-reference/staticTables';

// jiti loads the ESM-only remark packages.
const jiti = require('jiti')(__filename) as (id: string) => Record<string, unknown>;
type Plugin = (...args: unknown[]) => unknown;
type Chain = {use: (plugin: Plugin) => Chain; parse: (text: string) => unknown};
const {unified} = jiti('unified') as {unified: () => Chain};
const plugins = ['remark-parse', 'remark-mdx', 'remark-gfm', 'remark-directive'].map(
  (name) => (jiti(name) as {default: Plugin}).default,
);
const processor = plugins.reduce((chain, plugin) => chain.use(plugin), unified());
const parse = (mdx: string) => processor.parse(mdx) as Root;
const firstTable = (mdx: string) => parse(mdx).children.find((node): node is Table => node.type === 'table')!;

type JsxNode = {type: string; name?: string; attributes?: {name: string; value: unknown}[]};
const attribute = (node: RootContent, name: string) =>
  (node as JsxNode).name !== 'StaticTable'
    ? undefined
    : ((node as JsxNode).attributes?.find((a) => a.name === name)?.value as string | null | undefined);

describe('a table turned into static HTML', () => {
  it('keeps the field anchors, code, links, emphasis and line breaks, and lists the anchors and site links', () => {
    const table = staticTable(
      firstTable(
        [
          '| Field | Type | Required | Description |',
          '|---|---|---|---|',
          '| <a id="channelObject-address" href="#channelObject-address"><code>{"address"}</code></a> | string \\| null | **Yes** | See [Channel](#channelObject) and [Kafka](/docs/reference/bindings/kafka#server).<br />Uses `a<b` & *more*. |',
          '| <a id="channelObject-x" href="#channelObject-x"><code>{"^x-[\\\\w]+$"}</code></a> | any | No | [spec](https://github.com/asyncapi/spec) |',
        ].join('\n'),
      ),
    );
    expect(table).toEqual({
      anchors: ['channelObject-address', 'channelObject-x'],
      links: ['#channelObject-address', '#channelObject', '/docs/reference/bindings/kafka#server', '#channelObject-x'],
      html:
        '<table class="table-stack" style="--table-label-2:&quot;Type&quot;;--table-label-3:&quot;Required&quot;;' +
        '--table-label-4:&quot;Description&quot;"><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody>' +
        '<tr><td><a href="#channelObject-address" id="channelObject-address" class="static-anchor"><code>address</code></a></td>' +
        '<td>string | null</td><td><strong>Yes</strong></td>' +
        '<td>See <a href="#channelObject">Channel</a> and <a href="/docs/reference/bindings/kafka#server">Kafka</a>.<br>' +
        'Uses <code>a&lt;b</code> &amp; <em>more</em>.</td></tr>' +
        '<tr><td><a href="#channelObject-x" id="channelObject-x" class="static-anchor"><code>^x-[\\w]+$</code></a></td>' +
        '<td>any</td><td>No</td>' +
        '<td><a href="https://github.com/asyncapi/spec" target="_blank" rel="noopener noreferrer">spec</a></td></tr>' +
        '</tbody></table>',
    });
  });

  it('keeps column alignment, and leaves a table of two columns unstacked', () => {
    const table = staticTable(firstTable('| Flag | Default |\n|:---|---:|\n| `-o` | none |'));
    expect(table?.html).toBe(
      '<table><thead><tr><th style="text-align:left">Flag</th><th style="text-align:right">Default</th></tr></thead>' +
        '<tbody><tr><td style="text-align:left"><code>-o</code></td><td style="text-align:right">none</td></tr></tbody></table>',
    );
  });

  it.each([
    ['a component', '| a |\n|---|\n| <Badge text="x" /> |'],
    ['an expression that is not a string', '| a |\n|---|\n| {1 + 1} |'],
    ['an image', '| a |\n|---|\n| ![logo](/img/logo.svg) |'],
    ['a relative Markdown link (the theme resolves it)', '| a |\n|---|\n| [next](./next.md) |'],
    ['an <a> with other attributes', '| a |\n|---|\n| <a href="#x" className="y">x</a> |'],
  ])('leaves a table with %s to MDX', (_, mdx) => {
    const tree = parse(mdx);
    expect(staticTable(firstTable(mdx))).toBeUndefined();
    const page = new PageTables();
    const nodes = [...tree.children];
    expect(withStaticTables(nodes, page)).toBe(0);
    expect(nodes).toEqual(tree.children);
    expect(page.tables).toEqual([]);
  });
});

describe('the generated Reference pages', () => {
  const pages = Object.entries(DIRECTIVES).flatMap(([name, renderer]) => {
    const [key, values] = Object.entries(renderer.attributes)[0] ?? [];
    return key && values ? values().map((value) => ({name, attributes: {[key]: value}})) : [{name, attributes: {}}];
  });

  it('covers every kind of generated page', () => {
    expect(new Set(pages.map((p) => p.name))).toEqual(new Set(Object.keys(DIRECTIVES)));
    expect(pages.length).toBeGreaterThan(25);
  });

  /**
   * Pages whose tables stay Markdown, with the reason. The JSON Schema URLs page (plugins/schema-urls) links in its
   * cells to files of the default locale's build through <SchemaFiles>, which static HTML cannot express (StaticTable
   * puts the locale's base URL on site paths); its four tables have 57 short rows.
   */
  const MARKDOWN_TABLES: Readonly<Record<string, number>> = {'schema-urls': 4};

  it('have every table static, with each field anchor of the Markdown listed for the anchor check', () => {
    const problems: string[] = [];
    let tables = 0;
    for (const {name, attributes} of pages) {
      const where = `::${name}${JSON.stringify(attributes)}`;
      const body = renderDirective(name, attributes);
      const page = new PageTables();
      const nodes = parse(body).children;
      const converted = withStaticTables(nodes, page);
      tables += converted;
      const left = nodes.filter((node) => node.type === 'table').length;
      if (left !== (MARKDOWN_TABLES[name] ?? 0)) problems.push(`${where}: ${left} table(s) left as Markdown`);
      const anchors = page.tables.flatMap((table) => table.anchors);
      const written = [...body.matchAll(/^\|.*?<a id="([^"]+)"/gm)].map((m) => m[1]);
      if (anchors.join(' ') !== written.join(' ')) problems.push(`${where}: anchors differ from the Markdown's`);
    }
    expect(problems).toEqual([]);
    expect(tables).toBeGreaterThan(300);
  });

  it('the remark plugin splices static tables (in deferred sections) and one import into a page with two directives', () => {
    const tree = parse('::spec-reference{version="3.1.0"}\n\n::extension{name="linkedin"}\n');
    (remarkSpecReference as (this: Processor) => (tree: Root, file: object) => void).call(
      processor as unknown as Processor,
    )(tree, {
      path: 'page.mdx',
    });
    const esm = tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value);
    expect(esm.filter((value) => value === STATIC_TABLE_IMPORT)).toHaveLength(1);
    // Tables sit at the top level or in a section body (deferredSections.ts).
    const blocks = tree.children.flatMap((node) =>
      (node as JsxNode).name === 'DeferredSection' ? (node as unknown as {children: RootContent[]}).children : [node],
    );
    const staticTables = blocks.filter((node) => (node as JsxNode).name === 'StaticTable');
    expect(staticTables.length).toBeGreaterThan(50);
    expect(blocks.some((node) => node.type === 'table')).toBe(false);
    // Headings stay Markdown: the table of contents and the heading anchors come from them.
    expect(tree.children.filter((node) => node.type === 'heading').length).toBeGreaterThan(50);
    // Each element names its place among the page's tables, which one export holds (tablesExport).
    expect(staticTables.map((node) => attribute(node, 'index'))).toEqual(staticTables.map((_, i) => String(i)));
    expect(staticTables.every((node) => attribute(node, 'html') === undefined)).toBe(true);
    const exports = esm.filter((value) => value.startsWith(`export const ${TABLES_EXPORT} =`));
    expect(exports).toHaveLength(1);
    const data = tablesOf(exports[0]!);
    expect(data).toHaveLength(staticTables.length);
    expect(data.every((table) => /^<table[ >]/.test(table.html))).toBe(true);
  });

  it('stacks tables of three or more columns where they do not fit, and lets long field names break after their dots', () => {
    const table = staticTable(
      firstTable(
        [
          '| Field | Type | Required | Default | Allowed values | Description |',
          '|---|---|---|---|---|---|',
          '| <a id="c-t" href="#c-t"><code>{"topicConfiguration.cleanup.policy"}</code></a> | [string] | No | – | `compact`, `delete` | Uses `topicConfiguration.retention.ms`. |',
        ].join('\n'),
      ),
    );
    expect(table?.html).toMatch(
      /^<table class="table-stack table-many-columns" style="--table-label-2:&quot;Type&quot;;--table-label-3:&quot;Required&quot;;--table-label-4:&quot;Default&quot;;--table-label-5:&quot;Allowed values&quot;;--table-label-6:&quot;Description&quot;"><thead>/,
    );
    expect(table?.html).toContain('<code>topicConfiguration.<wbr>cleanup.<wbr>policy</code>');
    expect(table?.html).toContain('<code>topicConfiguration.<wbr>retention.<wbr>ms</code>');
    // Short code and text outside code are left alone.
    expect(table?.html).toContain('<code>compact</code>, <code>delete</code>');
    expect(table?.html).toContain('<td>Uses ');
  });
});

/** The tables a page's export holds (the JSON in its `data:` URL; the server's and the browser's are the same). */
function tablesOf(statement: string): StaticTableData[] {
  const urls = [...statement.matchAll(/"data:application\/json;base64,([^"]+)"/g)].map((m) => m[1]);
  expect(urls).toHaveLength(2);
  expect(urls[0]).toBe(urls[1]);
  return JSON.parse(Buffer.from(urls[0]!, 'base64').toString('utf8')) as StaticTableData[];
}

describe('the tables of a page', () => {
  const table = staticTable(
    firstTable('| Field | Type |\n|---|---|\n| <a id="x-a" href="#x-a"><code>a</code></a> | [B](#b) |'),
  )!;

  it('become elements that pass the page export and their index, and nothing else', () => {
    const page = new PageTables();
    type Element = {attributes: {name: string; value: unknown}[]};
    const first = page.element(table) as unknown as Element;
    const second = page.element(table) as unknown as Element;
    expect(
      first.attributes.map((a) => [a.name, a.value !== null && typeof a.value === 'object' ? 'expression' : a.value]),
    ).toEqual([
      ['source', 'expression'],
      ['index', '0'],
    ]);
    expect(second.attributes.map((a) => a.name)).toEqual(['source', 'index']);
    expect(second.attributes[1]!.value).toBe('1');
    expect(first.attributes[0]!.value).toMatchObject({
      type: 'mdxJsxAttributeValueExpression',
      value: TABLES_EXPORT,
      data: {estree: {body: [{expression: {type: 'Identifier', name: TABLES_EXPORT}}]}},
    });
    expect(page.tables).toEqual([
      {html: table.html, anchors: ['x-a'], links: ['#x-a', '#b']},
      {html: table.html, anchors: ['x-a'], links: ['#x-a', '#b']},
    ]);
  });

  it('are required by the server bundle and imported on demand by the browser bundle, from the same JSON', () => {
    const statement = tablesExport([{html: table.html, anchors: ['x-a'], links: ['#x-a']}]);
    expect(statement).toMatch(
      new RegExp(
        `^export const ${TABLES_EXPORT} = ${SERVER_CONSTANT} \\? require\\("data:[^"]+"\\) : \\(\\) => import\\("data:[^"]+"\\);$`,
      ),
    );
    expect(tablesOf(statement)).toEqual([{html: table.html, anchors: ['x-a'], links: ['#x-a']}]);
    // It parses as the MDX ESM the page gets (remark-mdx runs it through acorn).
    const [node] = parse(statement).children;
    expect(node).toMatchObject({type: 'mdxjsEsm'});
  });
});
