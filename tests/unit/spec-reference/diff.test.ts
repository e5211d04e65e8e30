/** @jest-environment node */
import {
  collectFields,
  describeChange,
  diffRegistries,
  renderChangesSection,
  type SchemaChange,
} from '@site/plugins/spec-reference/diff';
import {loadRegistry3} from '@site/plugins/spec-reference/registry';

const changes = diffRegistries(loadRegistry3('3.0.0'), loadRegistry3('3.1.0'));

describe('the 3.0.0 to 3.1.0 schema diff', () => {
  it('is exactly what the published schemas changed', () => {
    console.log(
      changes
        .map((change) => `${change.kind} ${change.definition}${'field' in change ? `.${change.field}` : ''}`)
        .join('\n'),
    );
    expect(changes).toEqual<SchemaChange[]>([
      {kind: 'enum-values-added', definition: 'asyncapi', field: 'asyncapi', values: ['3.1.0']},
      {kind: 'enum-values-removed', definition: 'asyncapi', field: 'asyncapi', values: ['3.0.0']},
      {
        kind: 'description-changed',
        definition: 'messageExampleObject',
        field: 'headers',
        from: 'Example of the application headers. It MUST be a map of key-value pairs.',
        to: 'Example of the application headers. It can be of any type.',
      },
      {
        kind: 'type-changed',
        definition: 'messageExampleObject',
        field: 'payload',
        from: '["number","string","boolean","object","array","null"]',
        to: '',
      },
      {
        kind: 'enum-values-added',
        definition: 'multiFormatSchema',
        field: 'schemaFormat',
        values: [
          'application/vnd.aai.asyncapi;version=3.1.0',
          'application/vnd.aai.asyncapi+json;version=3.1.0',
          'application/vnd.aai.asyncapi+yaml;version=3.1.0',
        ],
      },
      {kind: 'field-added', definition: 'operationBindingsObject', field: 'ros2'},
      {kind: 'field-added', definition: 'serverBindingsObject', field: 'ros2'},
    ]);
  });

  it('adds and removes no definition, so every 3.0.0 section exists in 3.1.0', () => {
    expect(changes.filter((change) => change.kind.startsWith('definition-'))).toEqual([]);
  });

  it('reads as a section with links to the objects', () => {
    const section = renderChangesSection('3.0.0', changes, '/blog/release-notes-3.1.0');
    expect(section).toMatch(/^## What changed from 3\.0\.0 \{\/\* #changes \*\/\}/);
    expect(section).toContain('- [Server Bindings Object](#serverBindingsObject): new field `ros2`.');
    expect(section).toContain('[release notes](/blog/release-notes-3.1.0)');
  });
});

describe('diffRegistries on small schemas', () => {
  const registry = (version: string, schemas: Record<string, object>) => ({
    version,
    rootId: '',
    schemas: new Map(
      Object.entries(schemas).map(([file, schema]) => [
        `http://asyncapi.com/definitions/${version}/${file}.json`,
        schema as Record<string, unknown>,
      ]),
    ),
  });

  it('finds added and removed definitions, nested fields once, and required flags', () => {
    const before = registry('1.0.0', {
      a: {
        type: 'object',
        required: ['x'],
        properties: {x: {type: 'string'}, gone: {type: 'object', properties: {inner: {}}}},
      },
      old: {type: 'string'},
    });
    const after = registry('1.1.0', {
      a: {type: 'object', properties: {x: {type: 'string'}, added: {type: 'object', properties: {inner: {}}}}},
      fresh: {type: 'string'},
    });
    expect(diffRegistries(before, after)).toEqual([
      {kind: 'field-added', definition: 'a', field: 'added'},
      {kind: 'field-removed', definition: 'a', field: 'gone'},
      {kind: 'required-removed', definition: 'a', field: 'x'},
      {kind: 'definition-added', definition: 'fresh'},
      {kind: 'definition-removed', definition: 'old'},
    ]);
  });

  it('collects fields declared inside combinators and conditions', () => {
    const fields = collectFields({
      allOf: [{if: {properties: {f: {enum: ['a']}}}, then: {properties: {f: {enum: ['b']}, g: {const: 1}}}}],
    });
    expect([...fields.keys()]).toEqual(['f', 'g']);
    expect([...(fields.get('f')?.enum ?? [])]).toEqual(['a', 'b']);
    expect(describeChange({kind: 'required-added', definition: 'channel', field: 'address'})).toBe(
      '[Channel Object](#channelObject): `address` is now required.',
    );
  });
});
