/**
 * The JSON Schema URLs of the built site (plugins/schema-urls), checked the way tools use them: every `$id` of
 * @asyncapi/specs resolves to a built file that names itself by that URL; a crawl that follows every `$ref` by URL
 * from each version's root, through the preview server (`npm run serve`, the build's _headers applied), reaches only
 * files the site serves, with the headers tools need; every file SchemaStore's all.schema-store.json refers to is
 * served; and a JSON Schema validator (Ajv, which @asyncapi/parser uses) given the served one-file schemas accepts
 * the documents of the docs and rejects a broken one at the right place. Plus robots.txt and the bare folder pages.
 */
import type {ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import yaml from 'js-yaml';
import {specsPlan, SPECS_DIR} from '@site/plugins/schema-urls/read';
import {SCHEMA_HOSTS, SCHEMA_URL_ROOTS, urlPathOfId} from '@site/plugins/schema-urls/plan';
import {SCHEMA_URLS_PAGE} from '@site/src/data/schemaUrls';
import {contentMarkdownFiles, extractExamples} from '../unit/lib/asyncapiExamples';
import {startPreviewServer} from '../unit/lib/previewServer';
import {BUILD, fileFor, page, readBuilt, sitemapPaths} from './site';

const {plan, files: packageFiles} = specsPlan(SPECS_DIR);
const ROOT = path.resolve(__dirname, '../..');

function builtJson(urlPath: string): unknown {
  const file = fileFor(urlPath);
  if (!file) throw new Error(`${urlPath} is not in the build`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Every string `$id` (any depth) of a JSON value. */
function idsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) idsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$id' && typeof item === 'string') found.push(item);
      else idsIn(item, found);
    }
  }
  return found;
}

describe('the schema files in the build', () => {
  it('are every file the plan serves, byte for byte, and nothing else, in the English build only', () => {
    const built = SCHEMA_URL_ROOTS.flatMap((root) => {
      const dir = path.join(BUILD, root);
      return fs
        .readdirSync(dir, {recursive: true, withFileTypes: true})
        .filter((entry) => entry.isFile())
        .map((entry) => `/${path.relative(BUILD, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
    });
    expect(built.sort()).toEqual(plan.files.map((file) => file.url).sort());
    for (const {url, source} of plan.files) {
      expect(fs.readFileSync(path.join(BUILD, url)).equals(fs.readFileSync(path.join(SPECS_DIR, source)))).toBe(true);
    }
    for (const root of SCHEMA_URL_ROOTS) expect(fs.existsSync(path.join(BUILD, 'de', root))).toBe(false);
  });

  it('answer every $id of the package (nested ones too) with a file whose own $id is that URL', () => {
    const leftOut = new Set(plan.leftOut.map((file) => file.id));
    const ids = new Set<string>();
    for (const {path: file} of packageFiles) {
      for (const id of idsIn(JSON.parse(fs.readFileSync(path.join(SPECS_DIR, file), 'utf8')))) ids.add(id);
    }
    const problems: string[] = [];
    const otherHosts = new Set<string>();
    let checked = 0;
    for (const id of ids) {
      const host = new URL(id).host;
      if (!SCHEMA_HOSTS.includes(host)) {
        otherHosts.add(id);
        continue;
      }
      const named = urlPathOfId(id);
      if ('reason' in named) {
        if (!leftOut.has(id)) problems.push(`${id}: ${named.reason}, and it is not among the files left out`);
        continue;
      }
      checked++;
      const file = fileFor(named.path);
      if (!file) problems.push(`${id}: nothing at ${named.path}`);
      else if ((builtJson(named.path) as {$id?: unknown}).$id !== id)
        problems.push(`${id}: ${named.path} names another $id`);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(580);
    // The only other $id is the JSON Schema meta-schema a 2.x bundle carries.
    expect([...otherHosts]).toEqual(['http://json-schema.org/draft-07/schema']);
  });
});

describe('through the preview server', () => {
  let child: ChildProcess;
  let base = '';

  beforeAll(async () => {
    ({child, base} = await startPreviewServer(['--dir', BUILD, '--port', '0'], {
      FEEDBACK_INBOX: path.join(os.tmpdir(), 'schema-urls-build-test-inbox.jsonl'),
      GITHUB_TOKEN: '',
    }));
  }, 30_000);

  afterAll(() => {
    child?.kill('SIGTERM');
  });

  const fetched = new Map<string, unknown>();

  /** Fetches a URL path as a tool would; checks status, type, CORS and that no page policy comes with it. */
  async function fetchSchema(urlPath: string, problems: string[]): Promise<unknown> {
    if (fetched.has(urlPath)) return fetched.get(urlPath);
    const response = await fetch(`${base}${urlPath}`);
    const type = urlPath.startsWith('/examples/') ? 'application/json' : 'application/schema+json';
    const headers = response.headers;
    if (response.status !== 200) problems.push(`${urlPath}: status ${response.status}`);
    else if (headers.get('content-type') !== type) problems.push(`${urlPath}: type ${headers.get('content-type')}`);
    else if (headers.get('access-control-allow-origin') !== '*') problems.push(`${urlPath}: no CORS header`);
    else if (headers.has('content-security-policy')) problems.push(`${urlPath}: a page policy`);
    const value = response.status === 200 ? await response.json() : undefined;
    fetched.set(urlPath, value);
    return value;
  }

  /** The `$ref`s of a JSON value, each with whether it sits in example data (under `example`/`examples`). */
  function refsIn(value: unknown, inExample = false, found: {ref: string; inExample: boolean}[] = []) {
    if (Array.isArray(value)) for (const item of value) refsIn(item, inExample, found);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === '$ref' && typeof item === 'string') found.push({ref: item, inExample});
        else refsIn(item, inExample || key === 'example' || key === 'examples', found);
      }
    }
    return found;
  }

  /** The value at a JSON pointer (`/definitions/x`), or undefined. */
  function atPointer(value: unknown, pointer: string): unknown {
    if (pointer === '') return value;
    return pointer
      .slice(1)
      .split('/')
      .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>(
        (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
        value,
      );
  }

  it('a crawl that follows every $ref by URL from each version root reaches only served files', async () => {
    const versions = fs.readdirSync(path.join(SPECS_DIR, 'definitions')).sort();
    const queue = versions.map((version) => `/definitions/${version}/asyncapi.json`);
    const seen = new Set(queue);
    const problems: string[] = [];
    const external = new Set<string>();
    let refs = 0;
    while (queue.length > 0) {
      const urlPath = queue.shift()!;
      const document = await fetchSchema(urlPath, problems);
      // Example values are data, not schemas: a `$ref` in them is part of the example.
      if (document === undefined || urlPath.startsWith('/examples/')) continue;
      for (const {ref, inExample} of refsIn(document)) {
        if (ref.startsWith('#')) continue;
        if (!/^https?:\/\//.test(ref)) {
          if (!inExample) problems.push(`${urlPath}: relative $ref ${ref} outside example data`);
          continue;
        }
        refs++;
        const url = new URL(ref);
        if (!SCHEMA_HOSTS.includes(url.host)) {
          external.add(url.href);
          continue;
        }
        // The host mapped to the preview server.
        const target = await fetchSchema(url.pathname, problems);
        if (target !== undefined && url.hash && atPointer(target, url.hash.slice(1)) === undefined)
          problems.push(`${urlPath}: ${ref} points at nothing`);
        if (!seen.has(url.pathname)) {
          seen.add(url.pathname);
          queue.push(url.pathname);
        }
      }
    }
    expect(problems).toEqual([]);
    const roots = new Set([...seen].map((urlPath) => urlPath.split('/')[1]));
    expect([...roots].sort()).toEqual(['bindings', 'definitions', 'examples', 'extensions']);
    expect(seen.size).toBeGreaterThan(700);
    expect(refs).toBeGreaterThan(1000);
    // The only other URLs are the JSON Schema meta-schemas, which validators ship.
    expect([...external].every((href) => href.startsWith('http://json-schema.org/draft-0'))).toBe(true);
  });

  it('every file all.schema-store.json refers to is served, and it is at both old addresses', async () => {
    const problems: string[] = [];
    const store = await fetchSchema('/schema-store/all.schema-store.json', problems);
    expect(await fetchSchema('/definitions/all.schema-store.json', problems)).toEqual(store);
    const targets = refsIn(store).filter(({ref}) => !ref.startsWith('#'));
    expect(targets.length).toBe(14);
    for (const {ref} of targets) {
      const url = new URL(ref);
      expect(SCHEMA_HOSTS).toContain(url.host);
      await fetchSchema(url.pathname, problems);
    }
    expect(problems).toEqual([]);
  });

  describe('Ajv with the served one-file schemas', () => {
    const docsExamples = contentMarkdownFiles(ROOT)
      .flatMap((file) => extractExamples(fs.readFileSync(file, 'utf8'), file))
      .map((example) => ({
        where: `${path.relative(ROOT, example.file)}:${example.line}`,
        document: yaml.load(example.source),
      }));

    async function validatorFor(version: string) {
      const problems: string[] = [];
      const schema = await fetchSchema(`/schema-store/${version}-without-$id.json`, problems);
      expect(problems).toEqual([]);
      const ajv = new Ajv({strict: false, allErrors: true});
      addFormats(ajv);
      return ajv.compile(schema as object);
    }

    it.each([['3.1.0'], ['3.0.0'], ['2.6.0']])(
      '%s: accepts every document of that version in the docs',
      async (version) => {
        const validate = await validatorFor(version);
        const documents = docsExamples.filter(({document}) => (document as {asyncapi?: unknown})?.asyncapi === version);
        expect(documents.length).toBeGreaterThanOrEqual(version === '3.1.0' ? 2 : 10);
        const rejected = documents
          .filter(({document}) => !validate(document))
          .map(({where}) => `${where}: ${JSON.stringify(validate.errors?.slice(0, 2))}`);
        expect(rejected).toEqual([]);
      },
    );

    it('3.1.0: rejects a channel address that is not a string, at its path', async () => {
      const validate = await validatorFor('3.1.0');
      const document = {
        asyncapi: '3.1.0',
        info: {title: 'Parcels', version: '1.0.0'},
        channels: {parcelStatus: {address: 42}},
      };
      expect(validate(document)).toBe(false);
      expect(validate.errors).toContainEqual(
        expect.objectContaining({instancePath: '/channels/parcelStatus/address', message: 'must be string,null'}),
      );
    });

    it('2.6.0: rejects a document without channels, and an unknown field where it is', async () => {
      const validate = await validatorFor('2.6.0');
      expect(validate({asyncapi: '2.6.0', info: {title: 'Parcels', version: '1.0.0'}, channels: {}})).toBe(true);
      expect(validate({asyncapi: '2.6.0', info: {title: 'Parcels', version: '1.0.0'}})).toBe(false);
      expect(validate.errors).toContainEqual(
        expect.objectContaining({instancePath: '', message: "must have required property 'channels'"}),
      );
      expect(validate({asyncapi: '2.6.0', info: {title: 'Parcels', version: '1.0.0', owner: 'x'}, channels: {}})).toBe(
        false,
      );
      expect(validate.errors).toContainEqual(
        expect.objectContaining({instancePath: '/info', message: 'must NOT have additional properties'}),
      );
    });
  });
});

describe('around the schema files', () => {
  it('robots.txt keeps crawlers out of their folders and names both sitemaps, which exist', () => {
    const robots = readBuilt('robots.txt');
    for (const root of ['definitions', 'schema-store']) expect(robots).toContain(`\nDisallow: /${root}/\n`);
    const sitemaps = [...robots.matchAll(/^Sitemap: https:\/\/www\.asyncapi\.com(\/.*)$/gm)].map((m) => m[1]);
    expect(sitemaps).toEqual(['/sitemap.xml', '/de/sitemap.xml']);
    for (const sitemap of sitemaps) expect(fileFor(sitemap!)).not.toBeNull();
    expect(fs.existsSync(path.join(BUILD, 'de', 'robots.txt'))).toBe(false);
  });

  it.each([['/definitions'], ['/schema-store']])(
    '%s is a page that leads to the list, kept out of indexes',
    (folder) => {
      const $ = page(folder);
      expect($('meta[http-equiv="refresh"]').attr('content')).toBe(`0; url=${SCHEMA_URLS_PAGE}`);
      expect($('meta[name="robots"]').attr('content')).toBe('noindex');
      expect($(`main a[href="${SCHEMA_URLS_PAGE}"]`).length).toBe(1);
      for (const locale of ['en', 'de'] as const) expect(sitemapPaths(locale)).not.toContain(folder);
      expect(fileFor(`/de${folder}`)).toBeNull();
    },
  );

  it('the list links to the files at the root in both locales', () => {
    for (const prefix of ['', '/de']) {
      const hrefs = page(`${prefix}${SCHEMA_URLS_PAGE}`)('a[href$=".json"]')
        .map((_, el) => el.attribs.href)
        .get();
      expect(hrefs).toContain('/definitions/3.1.0/asyncapi.json');
      expect(hrefs.filter((href) => !fileFor(href))).toEqual([]);
    }
  });
});
