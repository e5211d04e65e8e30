import {editUrlFor} from '@site/plugins/docs-options/editUrl';

describe('editUrlFor (first match wins)', () => {
  it('generator docs go to the page file in the generator repository', () => {
    expect(editUrlFor('/docs/tools/generator/usage', 'tool-docs/generator/usage.md', 'usage.md')).toBe(
      'https://github.com/asyncapi/generator/tree/master/apps/generator/docs/usage.md',
    );
    expect(editUrlFor('/docs/tools/generator', 'tool-docs/generator/index.md', 'index.md')).toBe(
      'https://github.com/asyncapi/generator/tree/master/apps/generator/docs/index.md',
    );
    // A versioned copy maps to the same file name.
    expect(
      editUrlFor('/docs/tools/generator/2.x/hooks', 'generator_versioned_docs/version-2.x/hooks.md', 'hooks.md'),
    ).toBe('https://github.com/asyncapi/generator/tree/master/apps/generator/docs/hooks.md');
  });
  it('CLI docs go to the page file in the CLI repository', () => {
    expect(editUrlFor('/docs/tools/cli/installation', 'tool-docs/cli/installation.md', 'installation.md')).toBe(
      'https://github.com/asyncapi/cli/tree/master/docs/installation.md',
    );
    expect(
      editUrlFor(
        '/de/docs/tools/cli/metrics_collection',
        'tool-docs/cli/metrics_collection.md',
        'metrics_collection.md',
      ),
    ).toBe('https://github.com/asyncapi/cli/tree/master/docs/metrics_collection.md');
  });
  it('Glee docs go to the page file in the Glee repository', () => {
    expect(editUrlFor('/docs/tools/glee/bearerToken', 'tool-docs/glee/bearerToken.md', 'bearerToken.md')).toBe(
      'https://github.com/asyncapi/glee/tree/master/docs/bearerToken.md',
    );
  });
  it('specification pages go to the spec document', () => {
    expect(editUrlFor('/docs/reference/specification/v3.0.0', 'docs/reference/specification/v3.0.0.mdx')).toBe(
      'https://github.com/asyncapi/spec/blob/master/spec/asyncapi.md',
    );
  });
  it('extension pages go to the extensions catalog', () => {
    expect(editUrlFor('/docs/reference/extensions/x', 'docs/reference/extensions/x.md')).toBe(
      'https://github.com/asyncapi/extensions-catalog/tree/master/extensions',
    );
  });
  it('binding pages go to their protocol folder in the bindings repository', () => {
    expect(
      editUrlFor(
        '/docs/reference/bindings/kafka',
        'docs/reference/specification/generated/bindings/kafka.mdx',
        'reference/specification/generated/bindings/kafka.mdx',
      ),
    ).toBe('https://github.com/asyncapi/bindings/tree/master/kafka');
    expect(
      editUrlFor(
        '/de/docs/reference/bindings/websockets/',
        'docs/reference/specification/generated/bindings/websockets.mdx',
      ),
    ).toBe('https://github.com/asyncapi/bindings/tree/master/websockets');
    // The overview is not a protocol page: no rule matches it (its front matter sets its own edit link).
    expect(editUrlFor('/docs/reference/bindings', 'docs/reference/specification/generated/bindings/index.mdx')).toBe(
      'https://github.com/asyncapi/website/edit/master/docs/reference/specification/generated/bindings/index.mdx',
    );
  });
  it('any other page goes to its own source file in this repository', () => {
    expect(editUrlFor('/docs/concepts/channel', 'docs/concepts/channel.md', 'concepts/channel.md')).toBe(
      'https://github.com/asyncapi/website/edit/master/docs/concepts/channel.md',
    );
    // The tools overview is this site's own page, not a tool's.
    expect(editUrlFor('/docs/tools', 'docs/tools/index.md', 'tools/index.md')).toBe(
      'https://github.com/asyncapi/website/edit/master/docs/tools/index.md',
    );
    // The extensions overview itself has no trailing "extensions/" segment: it is this site's own page.
    expect(editUrlFor('/docs/reference/extensions', 'docs/reference/extensions/index.md')).toBe(
      'https://github.com/asyncapi/website/edit/master/docs/reference/extensions/index.md',
    );
  });
  it('applies the rules in order: a generator page mentioning the CLI still maps to the generator', () => {
    expect(editUrlFor('/docs/tools/generator/tools/cli', 'x.md', 'tools/cli.md')).toBe(
      'https://github.com/asyncapi/generator/tree/master/apps/generator/docs/tools/cli.md',
    );
  });
});
