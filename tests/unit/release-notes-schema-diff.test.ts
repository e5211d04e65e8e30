/** @jest-environment node */
/**
 * Release-notes posts (`blog/release-notes-<version>/`) must name every change the JSON Schema diff between the
 * previous specification version and theirs shows: each added or removed property, each property that became
 * required or optional (as a code span with its name) and each value added to a list of allowed values. The diff
 * logic is the pure module tests/unit/lib/specSchemaDiff.ts, tested first with small schemas.
 */
import fs from 'node:fs';
import path from 'node:path';
import {codeSpans, diffSchemas, leafName, missedChanges, type SchemaBundle} from './lib/specSchemaDiff';

const root = path.resolve(__dirname, '../..');
const specsDir = path.join(path.dirname(require.resolve('@asyncapi/specs/package.json')), 'schemas');

/** Released specification versions with a schema bundle, oldest first. */
const versions = fs
  .readdirSync(specsDir)
  .map((name) => /^(\d+)\.(\d+)\.(\d+)\.json$/.exec(name))
  .filter((m): m is RegExpExecArray => m !== null)
  .sort((a, b) => Number(a[1]) - Number(b[1]) || Number(a[2]) - Number(b[2]) || Number(a[3]) - Number(b[3]))
  .map((m) => `${m[1]}.${m[2]}.${m[3]}`);
const bundle = (version: string) =>
  JSON.parse(fs.readFileSync(path.join(specsDir, `${version}.json`), 'utf8')) as SchemaBundle;

/** Definitions a major version renamed, so their fields are compared with the old ones. */
const RENAMED: {[toVersion: string]: {[oldName: string]: string}} = {
  '3.0.0': {channelItem: 'channel', message: 'messageObject'},
};

const posts = fs
  .readdirSync(path.join(root, 'blog'))
  .map((dir) => /^release-notes-(\d+\.\d+\.\d+)$/.exec(dir))
  .filter((m): m is RegExpExecArray => m !== null)
  .map((m) => ({version: m[1]!, file: path.join('blog', m[0], 'index.md')}));

const def = (version: string, name: string, schema: object) =>
  [`http://asyncapi.com/definitions/${version}/${name}.json`, schema] as const;

describe('specSchemaDiff', () => {
  const before: SchemaBundle = {
    required: ['asyncapi', 'info', 'channels'],
    properties: {asyncapi: {enum: ['1.0.0']}, info: {}, channels: {}, tags: {}},
    definitions: Object.fromEntries([
      def('1.0.0', 'info', {properties: {title: {}, version: {}}}),
      def('1.0.0', 'messageTrait', {
        properties: {
          schemaFormat: {type: 'string'},
          examples: {type: 'array', items: {type: 'object', properties: {name: {}, payload: {}}}},
        },
        allOf: [{if: {properties: {schemaFormat: {enum: ['a;version=1.0.0']}}}}],
      }),
      def('1.0.0', 'message', {properties: {examples: {type: 'array', items: {properties: {name: {}}}}}}),
      def('1.0.0', 'gone', {properties: {x: {}}}),
    ]),
  } as SchemaBundle;
  const after: SchemaBundle = {
    required: ['asyncapi', 'info'],
    properties: {asyncapi: {const: '2.0.0'}, info: {}, channels: {}, operations: {}},
    definitions: Object.fromEntries([
      def('2.0.0', 'info', {
        allOf: [
          {properties: {title: {}, version: {}}},
          {$ref: 'http://asyncapi.com/definitions/2.0.0/infoExtensions.json'},
        ],
      }),
      def('2.0.0', 'infoExtensions', {properties: {'x-x': {}}}),
      def('2.0.0', 'messageTrait', {
        properties: {examples: {type: 'array', items: {type: 'object'}}},
        allOf: [{if: {properties: {schemaFormat: {enum: ['a;version=1.0.0', 'a;version=2.0.0']}}}}],
      }),
      def('2.0.0', 'messageObject', {
        properties: {examples: {type: 'array', items: {$ref: 'http://asyncapi.com/definitions/2.0.0/example.json'}}},
      }),
    ]),
  } as SchemaBundle;
  const diff = diffSchemas('1.0.0', before, '2.0.0', after, {message: 'messageObject'});

  it('lists added and removed properties, required changes and added values per definition', () => {
    expect(diff.changes).toEqual([
      {
        definition: 'asyncapi',
        added: ['operations'],
        removed: ['tags'],
        becameRequired: [],
        becameOptional: ['channels'],
        valuesAdded: {},
        valuesRemoved: {},
      },
      {
        definition: 'info',
        added: ['x-x'],
        removed: [],
        becameRequired: [],
        becameOptional: [],
        valuesAdded: {},
        valuesRemoved: {},
      },
      {
        definition: 'messageTrait',
        added: [],
        // `schemaFormat` is still named in the `if` condition, so it does not count as removed.
        removed: ['examples[].name', 'examples[].payload'],
        becameRequired: [],
        becameOptional: [],
        valuesAdded: {schemaFormat: ['a;version=2.0.0']},
        valuesRemoved: {},
      },
    ]);
    // `message` → `messageObject`: the examples moved to a definition of their own, which is not a removal.
    expect(diff.removedDefinitions).toEqual(['gone']);
    expect(diff.addedDefinitions).toEqual(['infoExtensions']);
  });

  it('finds the changes a post does not name', () => {
    const post =
      'Root: `operations` added, `tags` removed, `channels` optional. Info gains `info.x-x`. Traits lose `schemaFormat`.';
    expect(missedChanges(diff, post).map((m) => `${m.definition} ${m.kind} ${m.property}`)).toEqual([
      'messageTrait removed examples[].name',
      'messageTrait removed examples[].payload',
      'messageTrait value added schemaFormat = a;version=2.0.0',
    ]);
    expect(leafName('traits[].examples[].name')).toBe('name');
    expect(codeSpans('see `info.x-linkedin` and `$ref`').has('x-linkedin')).toBe(true);
  });
});

describe.each(posts.map((p) => [p.file, p] as const))('release notes %s', (_file, post) => {
  it('names every change of the schema diff with the previous version', () => {
    const index = versions.indexOf(post.version);
    expect(index).toBeGreaterThan(0); // The post's version has a schema in @asyncapi/specs, and one before it.
    const previous = versions[index - 1]!;
    const diff = diffSchemas(previous, bundle(previous), post.version, bundle(post.version), RENAMED[post.version]);
    const missed = missedChanges(diff, fs.readFileSync(path.join(root, post.file), 'utf8')).map(
      (m) =>
        `${m.definition}: ${m.kind} \`${m.kind.startsWith('value') ? m.property : leafName(m.property)}\` (${m.property})`,
    );
    // If this fails, the post misses a change between the ${previous} and ${post.version} schemas: describe each
    // listed change in the post, naming the field in backticks (or the value, for value changes).
    expect(missed).toEqual([]);
  });
});
