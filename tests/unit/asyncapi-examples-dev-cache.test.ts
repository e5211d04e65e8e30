/** @jest-environment node */
/**
 * The dev server's memory of the AsyncAPI examples it found valid (plugins/asyncapi-examples/devCache.ts, the remark
 * plugin's `cacheDir`): kept across starts, so a start checks only new or changed examples; an invalid example is
 * never remembered; the memory's file changes with the checker's code or the lockfile.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import remarkAsyncapiExamples from '@site/plugins/asyncapi-examples';
import {cacheFileName, checkerInputs, devValidExamples, validExamples} from '@site/plugins/asyncapi-examples/devCache';

const root = path.resolve(__dirname, '../..');
const VALID = 'asyncapi: 3.0.0\ninfo:\n  title: Cached\n  version: 1.0.0\n';
const INVALID = 'asyncapi: 3.0.0\ninfo:\n  title: Cached\n';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asyncapi-examples-cache-'));
});
afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('validExamples', () => {
  it('remembers an example by its text and keeps it for the next process', () => {
    const file = path.join(dir, 'nested/valid.json');
    const memory = validExamples(file);
    expect(memory.has(VALID)).toBe(false);
    memory.add(VALID);
    expect(memory.has(VALID)).toBe(true);
    expect(memory.has(`${VALID}# changed\n`)).toBe(false);
    memory.flush();
    expect(validExamples(file).has(VALID)).toBe(true);
  });

  it('starts empty from a damaged or foreign file, without throwing', () => {
    const file = path.join(dir, 'valid.json');
    fs.writeFileSync(file, '{"not": "a list"');
    expect(validExamples(file).has(VALID)).toBe(false);
    fs.writeFileSync(file, '{"not": "a list"}');
    expect(validExamples(file).has(VALID)).toBe(false);
  });
});

describe('the memory file', () => {
  it("is named after the checker's code and the lockfile: a change of either starts a new one", () => {
    const inputs = ['a.ts', 'lock.json'].map((name) => path.join(dir, name));
    fs.writeFileSync(inputs[0]!, 'check v1');
    fs.writeFileSync(inputs[1]!, '{"specs": "6.11.1"}');
    const first = cacheFileName(inputs);
    expect(first).toMatch(/^valid-[0-9a-f]{16}\.json$/);
    expect(cacheFileName(inputs)).toBe(first);
    fs.writeFileSync(inputs[1]!, '{"specs": "6.12.0"}');
    expect(cacheFileName(inputs)).not.toBe(first);
  });

  it('depends on the check, the detection and package-lock.json of the site', () => {
    expect(checkerInputs(root).map((file) => path.relative(root, file))).toEqual([
      'plugins/asyncapi-examples/check.ts',
      'plugins/asyncapi-examples/detect.ts',
      'package-lock.json',
    ]);
  });
});

describe('the remark plugin with a cache folder (the dev server)', () => {
  const file = {path: path.join(root, 'docs/concepts/example.md')};
  const code = (value: string, line: number) =>
    ({type: 'code', lang: 'yaml', meta: '', value, position: {start: {line, column: 1}}}) as const;
  const tree = (...children: unknown[]) => ({type: 'root', children}) as unknown as Root;

  it('remembers the valid examples it checked, and never an invalid one, which stops its page every time', () => {
    const check = remarkAsyncapiExamples({cacheDir: dir});
    check(tree(code(VALID, 3)), file);
    const memory = devValidExamples(dir, root);
    expect(memory.has(VALID)).toBe(true);
    for (let run = 0; run < 2; run++)
      expect(() => check(tree(code(INVALID, 10)), file)).toThrow(/docs\/concepts\/example\.md:1[0-9]: /);
    expect(memory.has(INVALID)).toBe(false);
    memory.flush();
    const [saved] = fs.readdirSync(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, saved!), 'utf8'))).toHaveLength(1);
  });
});
