/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {CATALOG_260, CATALOG_300} from '@site/plugins/spec-reference/catalog';
import {generateReferenceFiles, writeReferenceFiles} from '@site/plugins/spec-reference';
import {loadRegistry300, fileNameOf, isObject} from '@site/plugins/spec-reference/registry';
import {fieldAnchor} from '@site/plugins/spec-reference/model';
import {protocolName} from '@site/plugins/spec-reference/links';
import {hoistCategories, type GeneratedItem} from '@site/plugins/sidebar-weights';

const specsDir = path.resolve(__dirname, '../../../node_modules/@asyncapi/specs');
const files = generateReferenceFiles(specsDir);
const page = (name: string): string => {
  const content = files.get(name);
  if (content === undefined) throw new Error(`not generated: ${name}`);
  return content;
};

/** Heading ids (`{/* #id *\/}`) and element ids (`id="..."`) of a page, in order, duplicates kept. */
function anchorsOf(mdx: string): string[] {
  const headings = [...mdx.matchAll(/\{\/\* #([^ ]+) \*\/\}/g)].map((m) => m[1]);
  const ids = [...mdx.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  return [...headings, ...ids];
}

/** Targets of same-page links `](#x)` and `href="#x"`. */
function localLinks(mdx: string): string[] {
  return [...mdx.matchAll(/\]\(#([^)]+)\)/g), ...mdx.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
}

/** Links to other reference pages: `](/docs/reference/...#anchor)`. */
function crossLinks(mdx: string): {page: string; anchor?: string}[] {
  return [...mdx.matchAll(/\]\((\/docs\/reference\/[^)#\s]+)(?:#([^)\s]+))?\)/g)].map((m) => ({page: m[1], anchor: m[2]}));
}

const PAGE_FILES: Record<string, string> = {
  '/docs/reference/specification/v3.0.0': 'spec-v3.0.0.mdx',
  '/docs/reference/specification/v2.x': 'spec-v2.x.mdx',
  '/docs/reference/specification/v3.0.0-explorer': 'explorer.mdx',
  '/docs/reference/bindings': path.join('bindings', 'index.mdx'),
  '/docs/reference/extensions': path.join('extensions', 'index.mdx'),
  '/docs/reference/extensions/x': path.join('extensions', 'x.mdx'),
  '/docs/reference/extensions/linkedin': path.join('extensions', 'linkedin.mdx'),
};

// One page per binding protocol folder (tests/unit/spec-reference/binding-pages.test.ts checks them in detail).
const BINDING_PROTOCOLS = fs
  .readdirSync(path.join(specsDir, 'bindings'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const protocol of BINDING_PROTOCOLS) PAGE_FILES[`/docs/reference/bindings/${protocol}`] = path.join('bindings', `${protocol}.mdx`);

const mdxPages = [...files.keys()].filter((name) => name.endsWith('.mdx'));

describe('generated files', () => {
  it('are the seven pages, a page per binding protocol, the Explorer data and the sidebar metadata', () => {
    expect([...files.keys()].sort()).toEqual(
      [
        ...Object.values(PAGE_FILES),
        'explorer-data.json',
        '_category_.json',
        path.join('extensions', '_category_.json'),
        path.join('bindings', '_category_.json'),
      ].sort(),
    );
  });

  it.each(Object.entries(PAGE_FILES))('%s has that slug and a title, description and weight', (url, name) => {
    const match = /^---\n([\s\S]*?)\n---/.exec(page(name));
    const front = yaml.load(match?.[1] ?? '') as Record<string, unknown>;
    expect(`/docs${String(front.slug)}`).toBe(url);
    expect(typeof front.title).toBe('string');
    expect(typeof front.description).toBe('string');
    expect(typeof front.weight).toBe('number');
  });

  it('give the spec pages their release notes and the Explorer a page without sidebar and table of contents', () => {
    expect(page('spec-v3.0.0.mdx')).toContain('releaseNoteLink: "/blog/release-notes-3.0.0"');
    expect(page('spec-v2.x.mdx')).toContain('releaseNoteLink: "/blog/release-notes-2.6.0"');
    // No TOC; the sidebar is hidden by CSS (src/css/custom.css) so the page keeps its place in prev/next.
    expect(page('explorer.mdx')).toMatch(/hide_table_of_contents: true\n/);
    expect(page('explorer.mdx')).not.toMatch(/displayed_sidebar/);
  });

  it.each(mdxPages)('%s has unique anchors and every same-page link resolves', (name) => {
    const anchors = anchorsOf(page(name));
    expect(anchors.length).toBe(new Set(anchors).size);
    const missing = localLinks(page(name)).filter((target) => !anchors.includes(target));
    expect(missing).toEqual([]);
  });

  it.each(mdxPages)('%s links only to generated pages and anchors that exist', (name) => {
    for (const link of crossLinks(page(name))) {
      const target = PAGE_FILES[link.page];
      expect(target).toBeDefined();
      if (link.anchor) expect(anchorsOf(page(target))).toContain(link.anchor);
    }
  });

  it('escape MDX outside code: no raw braces from schema text in prose', () => {
    // `{{asyncapi}}` appears in the Multi Format Schema description and must be escaped.
    expect(page('spec-v3.0.0.mdx')).toContain('version=\\{\\{asyncapi\\}\\}');
  });

  it('writes only changed files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-ref-'));
    expect(writeReferenceFiles(dir, files)).toHaveLength(files.size);
    expect(writeReferenceFiles(dir, files)).toEqual([]);
    fs.rmSync(dir, {recursive: true, force: true});
  });
});

describe('coverage of the 3.0.0 schemas', () => {
  const registry = loadRegistry300(specsDir);
  const v3 = page('spec-v3.0.0.mdx');
  const anchors = new Set(anchorsOf(v3));

  it('documents every definition in its own section', () => {
    const documented = new Set(CATALOG_300.map((entry) => entry.file).filter(Boolean));
    for (const id of registry.schemas.keys()) expect(documented).toContain(fileNameOf(id));
    for (const entry of CATALOG_300) expect(anchors).toContain(entry.anchor);
  });

  it('lists every field of every definition as a row with its anchor', () => {
    const missing: string[] = [];
    for (const entry of CATALOG_300.filter((e) => e.file)) {
      const schema = registry.schemas.get(`http://asyncapi.com/definitions/3.0.0/${entry.file}.json`);
      const parts = [schema, ...(Array.isArray(schema?.allOf) ? schema.allOf : [])];
      const elseBranch = isObject(schema?.else) ? schema.else : undefined;
      if (elseBranch) parts.push(elseBranch);
      for (const part of parts) {
        if (!isObject(part) || !isObject(part.properties)) continue;
        for (const [name, value] of Object.entries(part.properties)) {
          if (!anchors.has(fieldAnchor(entry.anchor, name))) missing.push(`${entry.file}.${name}`);
          // Inline objects with their own fields (OAuth `flows`) are documented as `parent.child` rows.
          const nested = isObject(value) && isObject(value.properties) ? Object.keys(value.properties) : [];
          for (const child of nested) {
            if (!anchors.has(fieldAnchor(entry.anchor, `${name}.${child}`))) missing.push(`${entry.file}.${name}.${child}`);
          }
        }
      }
      if (isObject(schema?.patternProperties) && Object.keys(schema.patternProperties).some((p) => p.startsWith('^x-'))) {
        if (!anchors.has(`${entry.anchor}-extensions`)) missing.push(`${entry.file} extensions`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has the sections asked for, in reading order, with the anchors other pages use', () => {
    const order = ['asyncapiObject', 'infoObject', 'channelObject', 'operationObject', 'componentsObject', 'messageObject', 'securitySchemeObject', 'specificationExtensions'];
    const positions = order.map((anchor) => v3.indexOf(`{/* #${anchor} */}`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(v3).toContain('<a id="A2SObject"></a>');
  });

  it('2.x page documents every catalog entry and says that 3.0.0 is current', () => {
    const v2 = page('spec-v2.x.mdx');
    for (const entry of CATALOG_260) expect(anchorsOf(v2)).toContain(entry.anchor);
    expect(v2).toContain('3.0.0 is the current version');
  });
});

describe('bindings and extensions pages', () => {
  it('cover every protocol folder of the package', () => {
    const bindings = page(path.join('bindings', 'index.mdx'));
    for (const protocol of fs.readdirSync(path.join(specsDir, 'bindings'))) {
      const hasSchema = fs.readdirSync(path.join(specsDir, 'bindings', protocol)).some((v) => /^\d/.test(v));
      if (hasSchema) expect(bindings).toContain(`{/* #${protocol} */}`);
      else expect(bindings.slice(bindings.indexOf('{/* #reserved */}'))).toContain(`- [${protocolName(protocol)}](/docs/reference/bindings/${protocol}):`);
    }
    expect(bindings).toContain('Key in a bindings object: `ws`');
    expect(bindings).toContain('{/* #kafka-server */}');
  });

  it('give each extension its page with a complete example document', () => {
    expect(page(path.join('extensions', 'x.mdx'))).toContain('  x-x: AsyncAPISpec');
    expect(page(path.join('extensions', 'linkedin.mdx'))).toContain('x-linkedin: https://www.linkedin.com/company/asyncapi/');
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
          {type: 'category', label: 'specification', customProps: {hoist: true}, items: [{type: 'doc', id: 'a'}, {type: 'category', label: 'g', customProps: {hoist: true}, items: [{type: 'doc', id: 'b'}]}]},
          {type: 'doc', id: 'c'},
        ],
      },
    ];
    const hoisted = hoistCategories(items);
    expect(hoisted[0].items?.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});
