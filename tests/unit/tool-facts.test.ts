import {minimumNode, minimumNodeMajor, TOOL_FACTS, toolFactText} from '@site/src/data/toolFacts';
import manifest from '@site/src/data/cli-manifest.json';

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
