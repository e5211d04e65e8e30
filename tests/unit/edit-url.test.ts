import {editUrlFor} from '@site/plugins/edit-url';

describe('editUrlFor (first match wins)', () => {
  it('generator docs go to the generator repository', () => {
    expect(editUrlFor('/docs/tools/generator/usage', 'docs/tools/generator/usage.md')).toBe(
      'https://github.com/asyncapi/generator/tree/master/docs',
    );
  });
  it('specification pages go to the spec document', () => {
    expect(editUrlFor('/docs/reference/specification/v3.0.0', 'docs/reference/specification/generated/v3.0.0.md')).toBe(
      'https://github.com/asyncapi/spec/blob/master/spec/asyncapi.md',
    );
  });
  it('CLI docs go to the CLI repository', () => {
    expect(editUrlFor('/docs/tools/cli/installation', 'docs/tools/cli/installation.md')).toBe('https://github.com/asyncapi/cli/tree/master/docs');
  });
  it('extension pages go to the extensions catalog', () => {
    expect(editUrlFor('/docs/reference/extensions/x', 'docs/reference/extensions/x.md')).toBe(
      'https://github.com/asyncapi/extensions-catalog/tree/master/extensions',
    );
  });
  it('any other page goes to its own source file in this repository', () => {
    expect(editUrlFor('/docs/concepts/channel', 'docs/concepts/channel.md')).toBe(
      'https://github.com/asyncapi/website/edit/master/docs/concepts/channel.md',
    );
    // The extensions overview itself has no trailing "extensions/" segment: it is this site's own page.
    expect(editUrlFor('/docs/reference/extensions', 'docs/reference/extensions/index.md')).toBe(
      'https://github.com/asyncapi/website/edit/master/docs/reference/extensions/index.md',
    );
  });
  it('applies the rules in order: a generator page mentioning the CLI still maps to the generator', () => {
    expect(editUrlFor('/docs/tools/generator/tools/cli', 'x.md')).toBe('https://github.com/asyncapi/generator/tree/master/docs');
  });
});
