/** @jest-environment node */
/**
 * The generated page per binding protocol (plugins/spec-reference/bindingPages.ts): one per protocol folder of
 * @asyncapi/specs, the newest version's fields against the schema, the version diff, and the example documents
 * (parsed with @asyncapi/parser, binding objects validated against the schema of their bindingVersion).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import semver from 'semver';
import {Parser, DiagnosticSeverity} from '@asyncapi/parser';
import {expandDirectives, renderDirective} from '@site/plugins/spec-reference/directives';
import {bindingSchema} from '@site/plugins/spec-reference/bindingPages';
import {describeChange, diffBindingSchemas, flattenFields} from '@site/plugins/spec-reference/bindingDiff';
import {bindingExample} from '@site/plugins/spec-reference/content';
import {bindingExampleProtocols} from '../lib/bindingExampleProtocols';
import {fieldAnchor} from '@site/plugins/spec-reference/model';
import {bindingPageFrontMatter} from '../lib/bindingPageFrontMatter';
import {protocolUsage, scanBindings} from '@site/plugins/spec-reference/bindings';
import {loadRegistry3} from '@site/plugins/spec-reference/registry';
import {extractExamples} from '../lib/asyncapiExamples';
import {bindingProblems, findBindings} from '../lib/bindingObjects';

const specsDir = path.resolve(__dirname, '../../../node_modules/@asyncapi/specs');
const folders = fs
  .readdirSync(path.join(specsDir, 'bindings'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const bindingsDir = path.join(__dirname, '../../../docs/reference/bindings');
/** A committed stub page (front matter + directive), and the page with its directive expanded. */
const stubOf = (protocol: string): string => fs.readFileSync(path.join(bindingsDir, `${protocol}.mdx`), 'utf8');
const usage = protocolUsage(loadRegistry3('3.0.0'), folders);
/** Binding versions in a protocol folder, oldest first. */
const versionsOf = (protocol: string): string[] =>
  fs
    .readdirSync(path.join(specsDir, 'bindings', protocol))
    .filter((name) => /^\d+\.\d+\.\d+$/.test(name))
    .sort(semver.compare);
const expanded = new Map<string, string>();
const page = (protocol: string): string => {
  if (!expanded.has(protocol)) {
    const file = path.join(bindingsDir, `${protocol}.mdx`);
    expanded.set(protocol, expandDirectives(fs.readFileSync(file, 'utf8'), file));
  }
  return expanded.get(protocol)!;
};

describe('a page per binding protocol', () => {
  it('exists for every protocol folder of the package (19)', () => {
    console.log(`binding protocols in @asyncapi/specs: ${folders.length}`);
    expect(folders).toHaveLength(19);
    expect(scanBindings().map((info) => info.protocol)).toEqual(folders);
    for (const protocol of folders) expect(fs.existsSync(path.join(bindingsDir, `${protocol}.mdx`))).toBe(true);
  });

  it.each(folders)('%s has its title, intro, versions and an example', (protocol) => {
    const mdx = page(protocol);
    const front = yaml.load(/^---\n([\s\S]*?)\n---/.exec(stubOf(protocol))?.[1] ?? '') as Record<string, unknown>;
    expect(front).toEqual(bindingPageFrontMatter(protocol, folders));
    expect(mdx).toContain('{/* #versions */}');
    expect(mdx).toContain('{/* #example */}');
    expect(bindingExample(protocol)).toBeDefined();
    // The body has no front matter of its own, so that a directive can splice it into a stub page.
    expect(renderDirective('binding-reference', {protocol}).startsWith('---')).toBe(false);
  });

  it('has an example file for each protocol folder and for nothing else', () => {
    expect(bindingExampleProtocols()).toEqual(folders);
  });

  it('makes the overview the Bindings category index, linking every protocol page', () => {
    const file = path.join(bindingsDir, 'index.mdx');
    const overview = expandDirectives(fs.readFileSync(file, 'utf8'), file);
    for (const protocol of folders) expect(overview).toContain(`](/docs/reference/bindings/${protocol})`);
    expect(JSON.parse(fs.readFileSync(path.join(bindingsDir, '_category_.json'), 'utf8'))).toEqual({label: 'Bindings'});
  });
});

describe('the fields of a binding page against the schema', () => {
  it.each([
    ['kafka', 'channel'],
    ['kafka', 'operation'],
    ['mqtt', 'server'],
    ['mqtt', 'message'],
  ] as const)(
    '%s %s: every property of the newest schema has a row, with its default and allowed values',
    (protocol, object) => {
      const mdx = page(protocol);
      const schema = bindingSchema(protocol, versionsOf(protocol).at(-1)!, object);
      expect(schema).toBeDefined();
      const section = mdx.slice(mdx.indexOf(`{/* #${object}-binding */}`));
      const table = section.slice(0, section.indexOf('\n#'));
      const fields = flattenFields(schema ?? {});
      const missing = [...fields].filter(([name]) => !table.includes(`id="${fieldAnchor(`${object}-binding`, name)}"`));
      expect(missing.map(([name]) => name)).toEqual([]);
      for (const [name, facts] of fields) {
        const row =
          table.split('\n').find((line) => line.includes(`id="${fieldAnchor(`${object}-binding`, name)}"`)) ?? '';
        if (facts.hasDefault) expect(row).toContain(`\`${JSON.stringify(facts.default).replace(/^"|"$/g, '')}\``);
        for (const value of facts.enum ?? [])
          expect(row).toContain(`\`${typeof value === 'string' ? value : JSON.stringify(value)}\``);
        expect(row).toContain(facts.required ? '**Yes**' : '| No |');
      }
    },
  );

  it('shows the column headings and a described Kafka field', () => {
    expect(page('kafka')).toContain('| Field | Type | Required | Allowed values | Description |');
    expect(page('kafka')).toContain('Id of the consumer group.');
  });

  // Issue 38: six columns do not fit a docs page's column; a column no field of the table fills is left out.
  it('leaves out the Default or Allowed values column when no field of the table has one', () => {
    const headings = (protocol: string) =>
      page(protocol)
        .split('\n')
        .filter((line) => line.startsWith('| Field | Type | Required |'));
    // No Kafka field has a default; IBM MQ's server binding has both.
    expect(headings('kafka').length).toBe(4);
    expect(headings('kafka').filter((line) => line.includes('Default'))).toEqual([]);
    expect(headings('ibmmq')).toContain('| Field | Type | Required | Default | Allowed values | Description |');
    expect(headings('sns').some((line) => line === '| Field | Type | Required | Default | Description |')).toBe(true);
    // Every row has as many cells as its heading.
    for (const protocol of ['kafka', 'ibmmq', 'sns']) {
      const lines = page(protocol).split('\n');
      lines.forEach((line, index) => {
        if (!line.startsWith('| Field | Type | Required |')) return;
        const cells = (row: string) => row.replace(/\\\|/g, '').split('|').length;
        for (let next = index + 2; lines[next]?.startsWith('| '); next += 1)
          expect([protocol, cells(lines[next]!)]).toEqual([protocol, cells(line)]);
      });
    }
  });
});

describe('diffBindingSchemas', () => {
  const schema = (protocol: string, version: string, object: 'server' | 'channel' | 'operation' | 'message') =>
    bindingSchema(protocol, version, object);

  it('finds what changed in the MQTT server binding from 0.1.0 to 0.2.0', () => {
    const changes = diffBindingSchemas(schema('mqtt', '0.1.0', 'server'), schema('mqtt', '0.2.0', 'server'));
    expect(changes).toEqual(
      expect.arrayContaining([
        {kind: 'field-added', field: 'sessionExpiryInterval', required: false},
        {kind: 'field-added', field: 'maximumPacketSize', required: false},
      ]),
    );
    // bindingVersion always changes; it is not news.
    expect(changes.some((change) => 'field' in change && change.field === 'bindingVersion')).toBe(false);
  });

  it('finds objects added between versions (MQTT 0.2.0 has no channel binding)', () => {
    expect(diffBindingSchemas(undefined, schema('kafka', '0.5.0', 'server'))).toEqual([{kind: 'object-added'}]);
    expect(diffBindingSchemas(schema('kafka', '0.5.0', 'server'), undefined)).toEqual([{kind: 'object-removed'}]);
    expect(diffBindingSchemas(schema('kafka', '0.5.0', 'server'), schema('kafka', '0.5.0', 'server'))).toEqual([]);
  });

  it('reports required, default, allowed value and type changes', () => {
    const older = {
      properties: {a: {type: 'string', enum: ['x', 'y'], default: 'x'}, b: {type: 'integer'}, gone: {type: 'string'}},
      required: ['a'],
    };
    const newer = {
      properties: {
        a: {type: 'string', enum: ['y', 'z'], default: 'y'},
        b: {type: 'number'},
        c: {type: 'object', properties: {d: {type: 'string'}}, required: ['d']},
      },
      required: ['b'],
    };
    const changes = diffBindingSchemas(older, newer);
    expect(changes).toEqual([
      {kind: 'required', field: 'a', required: false},
      {kind: 'default', field: 'a', from: 'x', to: 'y'},
      {kind: 'enum', field: 'a', added: ['z'], removed: ['x']},
      {kind: 'required', field: 'b', required: true},
      {kind: 'type', field: 'b', from: 'integer', to: 'number'},
      {kind: 'field-added', field: 'c', required: false},
      {kind: 'field-added', field: 'c.d', required: true},
      {kind: 'field-removed', field: 'gone'},
    ]);
    expect(changes.map(describeChange)).toContain('`a` allows `z` and no longer allows `x`.');
  });

  it('is shown on the Kafka page for every consecutive pair of versions', () => {
    const kafka = page('kafka');
    for (const anchor of ['changes-0-4-0-to-0-5-0', 'changes-0-3-0-to-0-4-0', 'changes-0-1-0-to-0-3-0'])
      expect(kafka).toContain(`{/* #${anchor} */}`);
    expect(page('mqtt')).toContain('Added `sessionExpiryInterval`.');
  });
});

describe('example documents', () => {
  const parser = new Parser();
  const examples = folders.map((protocol) => {
    const found = extractExamples(page(protocol), `bindings/${protocol}.mdx`);
    return [protocol, found] as const;
  });

  it.each(examples)(
    '%s: the page shows exactly one complete document, the one in src/data/spec-reference/binding-examples',
    (protocol, found) => {
      expect(found).toHaveLength(1);
      expect(found[0]!.source.trim()).toBe(bindingExample(protocol)!.document.trim());
    },
  );

  it.each(examples)('%s: the document parses without errors', async (_protocol, found) => {
    const {diagnostics} = await parser.parse(found[0]!.source);
    const errors = diagnostics
      .filter((d) => d.severity === DiagnosticSeverity.Error)
      .map((d) => `${d.code}: ${d.message} at ${d.path.join('.')}`);
    expect(errors).toEqual([]);
  });

  it.each(examples)(
    '%s: the document uses the binding, and its binding objects validate against their bindingVersion',
    (protocol, found) => {
      const document = yaml.load(found[0]!.source);
      const key = protocol === 'websockets' ? 'ws' : protocol;
      const bindings = findBindings(document).filter((binding) => binding.protocol === key);
      // Mercure has neither a schema nor a key in the Bindings Objects: its document cannot carry the binding.
      if (protocol !== 'mercure') expect(bindings.length).toBeGreaterThan(0);
      expect(bindingProblems(document)).toEqual([]);
      const newest = versionsOf(protocol).at(-1);
      for (const {binding, level} of bindings) {
        const version = (binding as {bindingVersion?: string}).bindingVersion;
        if (!newest) {
          expect(binding).toEqual({});
          continue;
        }
        // The newest version, unless the specification schema validates only older ones (SNS, SQS): then the newest of those.
        const validated = usage.get(protocol)?.validated[level] ?? [];
        const expected =
          validated.length === 0 || validated.includes(newest) ? newest : [...validated].sort(semver.rcompare)[0];
        expect(version).toBe(expected);
      }
    },
  );
});
