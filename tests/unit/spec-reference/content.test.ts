/** @jest-environment node */
/**
 * The hand-written content of the Reference pages (src/data/spec-reference, read by plugins/spec-reference/content.ts):
 * the loaders reject a malformed file with an error naming the file and the key, and the complete documents of the
 * specification pages are valid AsyncAPI documents of their version. (The binding examples are parsed and their
 * binding objects validated in binding-pages.test.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {Parser, DiagnosticSeverity} from '@asyncapi/parser';
import {
  CONTENT_DIR,
  extensionText,
  fillTemplate,
  fullDocument,
  introduction,
  loadBindingExample,
  loadExtensionText,
  loadFullDocument,
  loadTexts,
  loadSections,
  loadTextsByVersion,
  ownExamples,
  ownFieldDescriptions,
} from '@site/plugins/spec-reference/content';
import {bindingExampleProtocols} from '../lib/bindingExampleProtocols';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-content-'));
});
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

/** Writes `text` to a temporary file and returns its path. */
function file(name: string, text: string): string {
  const target = path.join(dir, name);
  fs.writeFileSync(target, text);
  return target;
}

describe('a malformed content file', () => {
  it('binding example without a document: names the file and the key', () => {
    const bad = file('nodoc.yaml', 'intro: A sentence.\n');
    expect(() => loadBindingExample(bad)).toThrow(`${bad}: "document" is required`);
  });

  it('binding example whose intro is not a string: names the file, the key and what it must be', () => {
    const bad = file('listintro.yaml', 'intro:\n  - one\ndocument: |\n  asyncapi: 3.0.0\n');
    expect(() => loadBindingExample(bad)).toThrow(`${bad}: "intro" must be a string`);
  });

  it('binding example with a misspelt key: names the file and the key', () => {
    const bad = file('typo.yaml', 'intro: A sentence.\ndocument: x\ndocuemnt: y\n');
    expect(() => loadBindingExample(bad)).toThrow(`${bad}: "docuemnt" is not allowed`);
  });

  it('extension text without guidance: names the file and the key', () => {
    const bad = file('ext.yaml', 'exampleValue: acme\nexplanation: What it is for.\n');
    expect(() => loadExtensionText(bad)).toThrow(`${bad}: "guidance" is required`);
  });

  it('protocol introductions with a text that is not a string: names the file and the key', () => {
    const bad = file('intros.yaml', 'kafka:\n  text: Apache Kafka is a log.\n');
    expect(() => loadTexts(bad)).toThrow(`${bad}: "kafka" must be a string`);
  });

  it('not YAML, or not a mapping: names the file', () => {
    const broken = file('broken.yaml', 'intro: [unclosed\n');
    expect(() => loadBindingExample(broken)).toThrow(`${broken}: not valid YAML`);
    const list = file('list.yaml', '- intro\n');
    expect(() => loadBindingExample(list)).toThrow(`${list}: "the top level" must be of type object`);
  });

  it('texts by version: a missing version and a text that is not a string, each named with its key', () => {
    const missing = file('missing.yaml', "'3.0.0': {}\n");
    expect(() => loadTextsByVersion(missing)).toThrow(`${missing}: "2.6.0" is required`);
    const number = file('number.yaml', "'3.0.0':\n  infoExtensions: 42\n'2.6.0': {}\n");
    expect(() => loadTextsByVersion(number)).toThrow(`${number}: "3.0.0.infoExtensions" must be a string`);
    const other = file('other.yaml', "'3.0.0': {}\n'2.6.0': {}\n'3.1.0': {}\n");
    expect(() => loadTextsByVersion(other)).toThrow(`${other}: "3.1.0" is not allowed`);
  });

  it('sections: a missing title, a wrong level and a misspelt key, each named with its version and position', () => {
    const untitled = file('untitled.yaml', "'3.0.0':\n  - {anchor: infoObject}\n'2.6.0': []\n");
    expect(() => loadSections(untitled)).toThrow(`${untitled}: "3.0.0[0].title" is required`);
    const level = file(
      'level.yaml',
      "'3.0.0': []\n'2.6.0':\n  - {title: T, anchor: a}\n  - {title: T, anchor: b, level: 4}\n",
    );
    expect(() => loadSections(level)).toThrow(`${level}: "2.6.0[1].level" must be one of [2, 3]`);
    const typo = file('typo-section.yaml', "'3.0.0':\n  - {title: T, anchor: a, alias: [x]}\n'2.6.0': []\n");
    expect(() => loadSections(typo)).toThrow(`${typo}: "3.0.0[0].alias" is not allowed`);
    const ok = file('ok.yaml', "'3.0.0':\n  - {title: T, anchor: a, level: 3, aliases: [b]}\n'2.6.0': []\n");
    expect(loadSections(ok)['3.0.0']).toEqual([{file: undefined, title: 'T', anchor: 'a', level: 3, aliases: ['b']}]);
  });

  it('full document of another version: names the file and the key', () => {
    const wrong = file('full.yaml', 'asyncapi: 2.6.0\ninfo: {title: T, version: 1.0.0}\n');
    expect(() => loadFullDocument(wrong, '3.0.0')).toThrow(`${wrong}: "asyncapi" must be [3.0.0]`);
  });

  it('template: a placeholder without a value, and a value without a placeholder', () => {
    const template = file('template.md', 'Version {{version}}.\n');
    expect(fillTemplate(template, {version: '3.1.0'})).toBe('Version 3.1.0.');
    expect(() => fillTemplate(template, {})).toThrow(`${template}: placeholder "{{version}}" has no value`);
    expect(() => fillTemplate(template, {version: '3.1.0', other: 'x'})).toThrow(
      `${template}: placeholder "{{other}}" is missing`,
    );
  });
});

describe('the content of the specification pages', () => {
  it.each(['3.1.0', '3.0.0', '2.6.0'] as const)('%s: the complete document parses without errors', async (version) => {
    const source = fullDocument(version);
    expect((yaml.load(source) as {asyncapi: string}).asyncapi).toBe(version);
    const {diagnostics} = await new Parser().parse(source);
    const errors = diagnostics
      .filter((d) => d.severity === DiagnosticSeverity.Error)
      .map((d) => `${d.code}: ${d.message} at ${d.path.join('.')}`);
    expect(errors).toEqual([]);
  });

  it('3.1.0 shares the examples, field descriptions and introduction of 3.0.0', () => {
    expect(ownExamples('3.1.0')).toBe(ownExamples('3.0.0'));
    expect(ownFieldDescriptions('3.1.0')).toBe(ownFieldDescriptions('3.0.0'));
    expect(introduction('3.1.0')).toContain('which for this page MUST be `3.1.0`');
    expect(introduction('3.1.0')).not.toContain('{{');
  });

  it('every protocol with an example also has an introduction, and no other protocol has one', () => {
    const intros = loadTexts(path.join(CONTENT_DIR, 'binding-intros.yaml'));
    expect(Object.keys(intros).sort()).toEqual(bindingExampleProtocols());
  });

  it('the catalogued extensions have their text', () => {
    for (const name of ['x', 'linkedin']) expect(extensionText(name)?.guidance).toContain('{/* #good-values */}');
    expect(extensionText('no-such-extension')).toBeUndefined();
  });

  it('every own example is YAML', () => {
    for (const version of ['3.0.0', '2.6.0'] as const)
      for (const example of Object.values(ownExamples(version))) expect(() => yaml.load(example)).not.toThrow();
  });
});
