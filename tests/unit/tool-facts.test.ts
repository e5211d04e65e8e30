import {minimumNode, TOOL_FACTS, toolFactText} from '@site/src/data/toolFacts';
import {minimumNodeMajor} from './lib/nodeMajor';
import manifest from '@site/src/data/cli-manifest.json';
import {gleeCommands, newestTypesFor, resolvedTypescript, typesNodeRange} from '@site/scripts/tool-facts-lib';

describe('tool facts (src/data/tool-facts.json)', () => {
  it('reads the lowest version of the open-ended engines range', () => {
    expect(minimumNode('>=24.0.0')).toBe('24.0.0');
    expect(minimumNode('>=24.11')).toBe('24.11.0');
    expect(minimumNode('^12.20.0 || ^14.13.1 || >=16.0.0')).toBe('16.0.0');
    expect(minimumNode('^18.0.0')).toBeUndefined();
    expect(minimumNode(undefined)).toBeUndefined();
  });

  it('renders the facts pages show', () => {
    expect(toolFactText('cli', 'node')).toBe(`Node.js ${minimumNode(TOOL_FACTS.cli.engines.node)} or later`);
    expect(toolFactText('cli', 'package')).toBe('@asyncapi/cli');
    expect(toolFactText('generator', 'version')).toMatch(/^\d+\.\d+\.\d+$/);
    expect(toolFactText('cli', 'released')).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(minimumNodeMajor('cli')).toBeGreaterThanOrEqual(20);
  });

  it('the manifest snapshot is the one of the CLI version in the facts, without terminal control codes', () => {
    expect(manifest.version).toBe(TOOL_FACTS.cli.version);
    // eslint-disable-next-line no-control-regex
    expect(JSON.stringify(manifest)).not.toMatch(/\\u001b|[\u0000-\u0008\u000b\u001f]/);
  });
});

describe("Glee's compiler facts (scripts/tool-facts-lib.ts)", () => {
  it('takes the newest TypeScript the dependency range allows', () => {
    expect(resolvedTypescript('^4.5.4', ['4.5.4', '4.9.5', '4.9.4', '5.0.2', '5.0.0-beta'])).toBe('4.9.5');
    expect(resolvedTypescript('^9.0.0', ['4.9.5'])).toBeUndefined();
  });

  it('asks about the @types/node releases of the Node.js versions the tool supports', () => {
    expect(typesNodeRange('^12.20.0 || ^14.13.1 || >=16.0.0')).toBe('>=12.20.0');
    expect(() => typesNodeRange(undefined)).toThrow(/engines.node/);
  });

  it('picks the newest @types/node that declares support for that TypeScript, never a prerelease', () => {
    const releases = [
      {version: '22.9.3', typeScriptVersion: '4.9'},
      {version: '22.9.4', typeScriptVersion: '5.0'},
      {version: '20.17.7', typeScriptVersion: '4.9'},
      {version: '26.6.6', typeScriptVersion: '5.6'},
      {version: '23.0.0-alpha', typeScriptVersion: '4.5'},
      {version: '12.20.0', typeScriptVersion: '3.4'},
      {version: '10.0.0'},
    ];
    expect(newestTypesFor('4.9.5', releases)).toBe('22.9.3');
    expect(newestTypesFor('5.6.3', releases)).toBe('26.6.6');
    expect(newestTypesFor('3.0.0', releases)).toBeUndefined();
  });

  it('the synced facts: the TypeScript of Glee and a @types/node for it', () => {
    expect(toolFactText('glee', 'typescript')).toMatch(/^\d+\.\d+\.\d+$/);
    expect(toolFactText('glee', 'typesNode')).toMatch(/^\d+\.\d+\.\d+$/);
    expect(() => toolFactText('cli', 'typescript')).toThrow(/no compiler facts/);
    expect(TOOL_FACTS.studio.package).toBe('@asyncapi/studio');
    expect(toolFactText('studio', 'version')).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe("Glee's commands (scripts/tool-facts-lib.ts)", () => {
  it("reads them from the comparisons of the glee binary's first argument", () => {
    const cli = "if (command === 'dev') {\n} else if (command === 'start') {\n} else if (command === \"docs\") {}";
    expect(gleeCommands(cli)).toEqual(['dev', 'start', 'docs']);
    expect(() => gleeCommands('console.log(1)')).toThrow(/no command/);
  });

  it('the synced facts list them', () => {
    expect(TOOL_FACTS.glee.commands).toEqual(expect.arrayContaining(['dev', 'start']));
  });
});
