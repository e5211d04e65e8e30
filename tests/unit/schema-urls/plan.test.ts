/** @jest-environment node */
/**
 * plugins/schema-urls/plan.ts and read.ts: which file of @asyncapi/specs answers which URL path, on small made-up
 * packages (each rule alone) and on the installed package.
 */
import fs from 'node:fs';
import path from 'node:path';
import {planSchemaUrls, urlPathOfId, type PackageFile, type SchemaUrlPlan} from '@site/plugins/schema-urls/plan';
import {readSpecsPackage, specsPlan, SPECS_DIR, topLevelId} from '@site/plugins/schema-urls/read';
import {tempDir} from '../feedback/helpers';

/** The package file the plan serves at a URL path, or undefined. */
function sourceFor(plan: SchemaUrlPlan): (urlPath: string) => string | undefined {
  const map = new Map(plan.files.map((file) => [file.url, file.source]));
  return (urlPath) => map.get(urlPath);
}

const file = (p: string, id?: string): PackageFile => ({path: p, bytes: 1, ...(id === undefined ? {} : {id})});
const urls = (files: PackageFile[]) => Object.fromEntries(planSchemaUrls(files).files.map((f) => [f.url, f.source]));

describe('urlPathOfId', () => {
  it.each([
    ['http://asyncapi.com/definitions/3.0.0/info.json', '/definitions/3.0.0/info.json'],
    ['https://www.asyncapi.com/bindings/kafka/0.5.0/channel.json', '/bindings/kafka/0.5.0/channel.json'],
    ['http://asyncapi.com/schema-store/3.0.0-without-$id.json', '/schema-store/3.0.0-without-$id.json'],
  ])('%s names %s', (id, expected) => {
    expect(urlPathOfId(id)).toEqual({path: expected});
  });

  it.each([
    [
      'http://asyncapi.com/definitions/2.6.0/http://something.example.com/schemas/external.json',
      'its $id has a second URL inside its path',
    ],
    ['http://json-schema.org/draft-07/schema', 'its $id names another host (json-schema.org)'],
    [
      'http://asyncapi.com/definitions/3.0.0/info.json#x',
      'its $id is not an http(s) URL with a path and nothing after it',
    ],
    ['urn:asyncapi:info', 'its $id is not an http(s) URL with a path and nothing after it'],
    ['http://asyncapi.com/definitions/../secret.json', 'its $id does not name one clean file path on asyncapi.com'],
    ['http://asyncapi.com/a%20b/c.json', 'its $id does not name one clean file path on asyncapi.com'],
  ])('%s names no path: %s', (id, reason) => {
    expect(urlPathOfId(id)).toEqual({reason});
  });
});

describe('planSchemaUrls', () => {
  it('serves a file at its $id, wherever it sits in the package', () => {
    expect(urls([file('common/avro.json', 'http://asyncapi.com/definitions/3.0.0/avro.json')])).toEqual({
      '/definitions/3.0.0/avro.json': 'common/avro.json',
    });
  });

  it('serves a file without $id at its place in the package, and a definition under /schema-store too', () => {
    expect(urls([file('definitions/1.0.0/info.json'), file('examples/3.0.0/Sasl.json')])).toEqual({
      '/definitions/1.0.0/info.json': 'definitions/1.0.0/info.json',
      '/schema-store/1.0.0/info.json': 'definitions/1.0.0/info.json',
      '/examples/3.0.0/Sasl.json': 'examples/3.0.0/Sasl.json',
    });
  });

  it('serves every one-file schema under /definitions and /schema-store, not at the $id of its root', () => {
    const root = 'http://asyncapi.com/definitions/3.0.0/asyncapi.json';
    expect(urls([file('schemas/3.0.0.json', root), file('definitions/3.0.0/asyncapi.json', root)])).toEqual({
      '/definitions/3.0.0.json': 'schemas/3.0.0.json',
      '/schema-store/3.0.0.json': 'schemas/3.0.0.json',
      '/definitions/3.0.0/asyncapi.json': 'definitions/3.0.0/asyncapi.json',
      '/schema-store/3.0.0/asyncapi.json': 'definitions/3.0.0/asyncapi.json',
    });
  });

  it('gives a URL to the file at that place in the package over one that only names it', () => {
    const id = 'http://asyncapi.com/definitions/3.0.0/info.json';
    for (const order of [
      [file('common/info.json', id), file('definitions/3.0.0/info.json', id)],
      [file('definitions/3.0.0/info.json', id), file('common/info.json', id)],
    ]) {
      expect(urls(order)['/definitions/3.0.0/info.json']).toBe('definitions/3.0.0/info.json');
    }
  });

  it('leaves out, with the reason, a file whose $id names no path or a path outside the served folders', () => {
    const external = 'http://asyncapi.com/definitions/2.6.0/http://something.example.com/schemas/external.json';
    const plan = planSchemaUrls([
      file('definitions/2.6.0/external.json', external),
      file('tools/x.json'),
      file('common/y.json', 'http://asyncapi.com/other/y.json'),
      file('schemas/sub/z.json'),
    ]);
    expect(plan.files).toEqual([]);
    expect(plan.leftOut).toEqual([
      {
        source: 'common/y.json',
        id: 'http://asyncapi.com/other/y.json',
        reason: expect.stringContaining('/other/y.json is outside'),
      },
      {source: 'definitions/2.6.0/external.json', id: external, reason: 'its $id has a second URL inside its path'},
      {source: 'schemas/sub/z.json', id: undefined, reason: 'it sits in a subfolder of schemas/'},
      {source: 'tools/x.json', id: undefined, reason: expect.stringContaining('/tools/x.json is outside')},
    ]);
  });

  it('stops when two files claim one URL on an equal footing', () => {
    const id = 'http://asyncapi.com/definitions/3.0.0/info.json';
    expect(() => planSchemaUrls([file('common/a.json', id), file('other/b.json', id)])).toThrow(
      /Two files of @asyncapi\/specs claim one URL:\n {2}\/definitions\/3\.0\.0\/info\.json: common\/a\.json and other\/b\.json/,
    );
  });

  it('looks a URL path up (the dev server)', () => {
    const lookup = sourceFor(planSchemaUrls([file('definitions/1.0.0/info.json')]));
    expect(lookup('/schema-store/1.0.0/info.json')).toBe('definitions/1.0.0/info.json');
    expect(lookup('/definitions/1.0.0/missing.json')).toBeUndefined();
  });
});

describe('readSpecsPackage', () => {
  it('lists the JSON files of the folders with their top-level $id, and stops at a file that is not JSON', () => {
    const dir = tempDir();
    const write = (p: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, p)), {recursive: true});
      fs.writeFileSync(path.join(dir, p), text);
    };
    write('package.json', '{"version": "9.9.9"}');
    write('tsconfig.json', '{}');
    const info = '{"$id": "http://asyncapi.com/definitions/3.0.0/info.json", "a": {"$id": "x"}}';
    const example = '[{"$id": "not the top level"}]';
    write('definitions/3.0.0/info.json', info);
    write('examples/3.0.0/info.json', example);
    write('schemas/3.0.0.json', 'not even parsed');
    write('schemas/README.md', '# not JSON');
    expect(readSpecsPackage(dir)).toEqual({
      dir,
      version: '9.9.9',
      files: [
        {
          path: 'definitions/3.0.0/info.json',
          bytes: info.length,
          id: 'http://asyncapi.com/definitions/3.0.0/info.json',
        },
        {path: 'examples/3.0.0/info.json', bytes: example.length},
        {path: 'schemas/3.0.0.json', bytes: 15},
      ],
    });
    write('bindings/x/0.1.0/broken.json', '{');
    expect(() => readSpecsPackage(dir)).toThrow(
      /@asyncapi\/specs\/bindings\/x\/0\.1\.0\/broken\.json is not valid JSON/,
    );
  });

  it('topLevelId reads only a string $id of an object', () => {
    expect(topLevelId('{"$id": 3}', 'x')).toBeUndefined();
    expect(topLevelId('"http://asyncapi.com/a.json"', 'x')).toBeUndefined();
  });
});

describe('the installed @asyncapi/specs', () => {
  const {version, plan, files} = specsPlan(SPECS_DIR);

  it('is the version package.json pins', () => {
    const pinned = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8'))
      .devDependencies['@asyncapi/specs'];
    expect(version).toBe(pinned);
  });

  it('is served whole but for the five 2.x external.json files, whose $id holds a second URL', () => {
    const served = new Set(plan.files.map((f) => f.source));
    const notServed = files.map((f) => f.path).filter((p) => !served.has(p));
    expect(notServed).toEqual(
      ['2.2.0', '2.3.0', '2.4.0', '2.5.0', '2.6.0'].map((v) => `definitions/${v}/external.json`),
    );
    expect(plan.leftOut.map((f) => f.reason)).toEqual(Array(5).fill('its $id has a second URL inside its path'));
  });

  it('answers the URLs the old site answered and the ones the $ids add', () => {
    const lookup = sourceFor(plan);
    expect(lookup('/definitions/3.0.0.json')).toBe('schemas/3.0.0.json');
    expect(lookup('/schema-store/3.1.0-without-$id.json')).toBe('schemas/3.1.0-without-$id.json');
    expect(lookup('/schema-store/all.schema-store.json')).toBe('schemas/all.schema-store.json');
    expect(lookup('/definitions/3.0.0/info.json')).toBe('definitions/3.0.0/info.json');
    expect(lookup('/schema-store/2.6.0/channelItem.json')).toBe('definitions/2.6.0/channelItem.json');
    expect(lookup('/definitions/3.0.0/avroSchema_v1.json')).toBe('common/avroSchema_v1.json');
    expect(lookup('/bindings/kafka/0.5.0/channel.json')).toBe('bindings/kafka/0.5.0/channel.json');
    expect(lookup('/extensions/x/0.1.0/schema.json')).toBe('extensions/x/0.1.0/schema.json');
    expect(lookup('/examples/3.0.0/Sasl.json')).toBe('examples/3.0.0/Sasl.json');
  });

  it('reports file sizes as on disk', () => {
    for (const f of plan.files.filter((_, index) => index % 50 === 0)) {
      expect(f.bytes).toBe(fs.statSync(path.join(SPECS_DIR, f.source)).size);
    }
  });
});
