/** @jest-environment node */
import {CATALOGS} from '@site/plugins/spec-reference/catalog';
import {makeLinker} from '@site/plugins/spec-reference/links';
import {cell, escapeMdx, jsString, renderFieldTable, renderType} from '@site/plugins/spec-reference/markdown';
import {
  buildSections,
  fieldAnchor,
  notesOf,
  readerDescription,
  typeOf,
  type Section,
} from '@site/plugins/spec-reference/model';
import {loadRegistry260, loadRegistry3} from '@site/plugins/spec-reference/registry';

const registry = loadRegistry3('3.0.0');
const sections = buildSections(CATALOGS['3.0.0'], registry);
const section = (anchor: string): Section => {
  const found = sections.find((s) => s.entry.anchor === anchor);
  if (!found) throw new Error(`no section ${anchor}`);
  return found;
};
const link = makeLinker('3.0.0');

describe('field tables of known objects', () => {
  it('Channel Object has its ten fields, none required', () => {
    const channel = section('channelObject');
    expect(channel.fields.map((f) => f.name)).toEqual([
      'address',
      'messages',
      'parameters',
      'title',
      'summary',
      'description',
      'servers',
      'tags',
      'externalDocs',
      'bindings',
    ]);
    expect(channel.fields.every((f) => !f.required)).toBe(true);
    expect(channel.description).toBe('Describes a shared communication channel.');
  });

  it('types link to the objects they refer to', () => {
    const byName = Object.fromEntries(section('channelObject').fields.map((f) => [f.name, renderType(f.type, link)]));
    expect(byName.address).toBe('string | null');
    expect(byName.messages).toBe('[Messages Object](#messagesObject)');
    expect(byName.servers).toBe('[[Reference Object](#referenceObject)]');
    expect(byName.tags).toBe('[[Reference Object](#referenceObject) | [Tag Object](#tagObject)]');
    expect(byName.bindings).toBe(
      '[Reference Object](#referenceObject) | [Channel Bindings Object](#channelBindingsObject)',
    );
  });

  it('Operation Object requires action and channel and lists the allowed actions', () => {
    const operation = section('operationObject');
    expect(operation.fields.filter((f) => f.required).map((f) => f.name)).toEqual(['action', 'channel']);
    expect(operation.fields.find((f) => f.name === 'action')?.notes).toContain('Allowed values: `send`, `receive`.');
  });

  it('Info Object merges its allOf part and includes the info extensions', () => {
    const info = section('infoObject');
    expect(info.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['title', 'version', 'contact', 'license']));
    expect(renderType(info.includes[0], link)).toBe('[Info Extensions](#infoExtensions)');
    const extension = section('infoExtensions').fields[0];
    expect(renderType(extension.type, link)).toMatch(/\/docs\/reference\/extensions\//);
    expect(extension.description).toMatch(/^This extension allows you to provide/);
  });

  it('map definitions get one patterned entry and extensions a pattern row', () => {
    const channels = section('channelsObject');
    expect(renderType(channels.patterned.find((f) => f.anchor === 'channelsObject-entries')!.type, link)).toBe(
      '[Reference Object](#referenceObject) | [Channel Object](#channelObject)',
    );
    expect(section('channelObject').patterned[0].anchor).toBe('channelObject-extensions');
  });

  it('bindings object fields point to the bindings page and know the validated versions', () => {
    const kafka = section('serverBindingsObject').fields.find((f) => f.name === 'kafka');
    expect(kafka?.bindingVersions).toEqual(['0.5.0', '0.4.0', '0.3.0']);
    expect(renderType(kafka!.type, link)).toContain('/docs/reference/bindings#kafka-server');
  });

  it('security scheme groups list their variants', () => {
    expect(section('securitySchemeObject').choices.length).toBeGreaterThan(5);
    expect(section('httpSecurityScheme').choices.map((c) => renderType(c, link))).toEqual([
      '[HTTP Authentication (non-bearer)](#nonBearerHttpSecurityScheme)',
      '[HTTP Bearer Authentication](#bearerHttpSecurityScheme)',
      '[HTTP API Key](#httpApiKeySecurityScheme)',
    ]);
  });

  it('loads the examples the definitions point to', () => {
    expect(section('channelObject').examples[0]).toMatchObject({address: 'users.{userId}'});
  });
});

describe('types and notes', () => {
  it('reads maps, arrays, unions and constants', () => {
    expect(typeOf({type: 'object', additionalProperties: {type: 'string'}}, registry)).toEqual({
      kind: 'map',
      values: {kind: 'prim', name: 'string'},
    });
    expect(typeOf({type: 'array', items: {type: 'integer'}}, registry)).toEqual({
      kind: 'array',
      items: {kind: 'prim', name: 'integer'},
    });
    expect(typeOf({enum: ['a', 'b']}, registry)).toEqual({kind: 'prim', name: 'string'});
    expect(notesOf({const: '3.0.0', format: 'uri', default: 'x'})).toEqual([
      'Its value MUST be `3.0.0`.',
      'Default: `x`.',
      'Format: `uri`.',
    ]);
  });
});

describe('Markdown for MDX', () => {
  it('escapes braces and angle brackets outside code spans only', () => {
    expect(escapeMdx('version={{asyncapi}} <b> `a{b}<c>`')).toBe('version=\\{\\{asyncapi\\}\\} \\<b\\> `a{b}<c>`');
  });

  it('keeps table cells on one row and escapes pipes', () => {
    expect(cell('a | b\nc\n\nd')).toBe('a \\| b c<br /><br />d');
    expect(jsString('a|b')).toBe('"a\\u007cb"');
  });

  it('gives every field row an anchor that links to itself', () => {
    const table = renderFieldTable(section('tagObject').fields, link);
    expect(table).toContain('<a id="tagObject-name" href="#tagObject-name"><code>{"name"}</code></a>');
    expect(fieldAnchor('referenceObject', '$ref')).toBe('referenceObject-ref');
    expect(fieldAnchor('x', 'cleanup.policy')).toBe('x-cleanup-policy');
  });
});

describe('2.6.0 Message Object', () => {
  it('does not mark the fields of one oneOf alternative as required', () => {
    const registry260 = loadRegistry260();
    const message = buildSections(CATALOGS['2.6.0'], registry260).find((s) => s.entry.anchor === 'messageObject');
    expect(message?.fields.find((f) => f.name === 'oneOf')?.required).toBe(false);
    expect(message?.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['payload', 'headers', 'correlationId']));
  });
});

describe('internal notes of the schemas', () => {
  it('never show up as a description: the 2.6.0 root says "!!Auto generated!! Do not manually edit."', () => {
    const registry260 = loadRegistry260();
    const root = buildSections(CATALOGS['2.6.0'], registry260).find((s) => s.entry.anchor === 'asyncapiObject');
    expect(root?.description).toBe('');
    expect(readerDescription({description: '!!Auto generated!! \n Do not manually edit. '})).toBe('');
    expect(readerDescription({description: 'Describes a shared communication channel.'})).toBe(
      'Describes a shared communication channel.',
    );
  });
});
