/** @jest-environment node */
/**
 * The local plugins' options, validated as Docusaurus validates them: each plugin function carries `validateOptions`,
 * which Docusaurus calls with `normalizePluginOptions` (@docusaurus/utils-validation) before it makes the plugin.
 * Every plugin that takes options is in the config as `[plugin, options]` (never made by calling a factory in the
 * config, which Docusaurus cannot validate); a bad option stops the build with the plugin's name and the option's.
 */
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import builtHtmlPlugin, {validateOptions as builtHtmlOptions} from '@site/plugins/built-html';
import {validateOptions as schemaUrlsOptions} from '@site/plugins/schema-urls';
import {validateOptions as translationsOptions} from '@site/plugins/translations';
import {validateOptions as blogOptions} from '@site/plugins/blog';
import {namedValidation} from '@site/plugins/plugin-options';
import {SCHEMA_FILE_FOLDERS} from '@site/plugins/schema-urls/headers';

type Validator = (context: OptionValidationContext<never, unknown>) => unknown;

/** What Docusaurus does with a plugin's options before it calls the plugin. */
const validateWith = (validator: unknown) => (options: unknown) =>
  (validator as Validator)({validate: normalizePluginOptions as never, options: options as never});

describe('the error for refused options', () => {
  it('names the plugin, its folder and the validation message, and keeps the cause', () => {
    const cause = new Error('"provider" must be one of [local, algolia]');
    const label = {name: 'asyncapi-local-search', path: 'plugins/local-search'};
    let error: Error | undefined;
    try {
      namedValidation(label, () => {
        throw cause;
      });
    } catch (thrown) {
      error = thrown as Error;
    }
    expect(namedValidation(label, () => 'valid')).toBe('valid');
    expect(error?.message).toBe(
      'Invalid options for plugin "asyncapi-local-search" (plugins/local-search): "provider" must be one of [local, algolia]',
    );
    expect(error?.cause).toBe(cause);
  });
});

describe('plugins/built-html options', () => {
  const validate = validateWith(builtHtmlOptions);
  const named = /^Invalid options for plugin "asyncapi-built-html" \(plugins\/built-html\): /;

  it('is what Docusaurus reads from the plugin function', () => {
    expect(typeof builtHtmlOptions).toBe('function');
    expect(builtHtmlPlugin.validateOptions).toBe(builtHtmlOptions);
  });

  it("takes the config's hosts and file folders as they are", () => {
    const options = {gtmContainerId: 'GTM-ABC123', algoliaAppId: 'BH4D9OD16A', fileFolders: SCHEMA_FILE_FOLDERS};
    expect(validate(options)).toEqual({id: 'default', ...options});
  });

  it('defaults to no tag manager, no Algolia and no file folders', () => {
    const defaults = {id: 'default', gtmContainerId: null, algoliaAppId: null, fileFolders: []};
    expect(validate({})).toEqual(defaults);
    expect(validate(undefined)).toEqual(defaults);
    expect(validate({gtmContainerId: null, algoliaAppId: undefined})).toEqual(defaults);
  });

  it.each([
    ['a container id of the wrong type', {gtmContainerId: 42}, '"gtmContainerId" must be a string'],
    ['an empty container id', {gtmContainerId: ''}, '"gtmContainerId" is not allowed to be empty'],
    [
      'an application id that would break the policy',
      {algoliaAppId: 'APP; script-src *'},
      '"algoliaAppId" with value "APP; script-src *" fails to match the Algolia application id pattern',
    ],
    ['file folders that are not a list', {fileFolders: {folders: ['x']}}, '"fileFolders" must be an array'],
    [
      'a file folder group without headers',
      {fileFolders: [{folders: ['definitions']}]},
      '"fileFolders[0].headers" is required',
    ],
    [
      'a file folder group without folders',
      {fileFolders: [{folders: [], headers: {}}]},
      '"fileFolders[0].folders" must contain at least 1 items',
    ],
    [
      'a folder that is a path',
      {fileFolders: [{folders: ['/definitions/'], headers: {}}]},
      '"fileFolders[0].folders[0]" with value "/definitions/" fails to match the folder name pattern',
    ],
    [
      'a header value that is not a string',
      {fileFolders: [{folders: ['definitions'], headers: {'Cache-Control': 3600}}]},
      '"fileFolders[0].headers.Cache-Control" must be a string',
    ],
    ['an unknown option', {scriptHashes: []}, '"scriptHashes" is not allowed'],
  ])('refuses %s, naming the plugin and the option', (_case, options, message) => {
    expect(() => validate(options)).toThrow(named);
    expect(() => validate(options)).toThrow(message);
  });
});

describe('the other validated plugins name themselves too', () => {
  it.each([
    ['schema-urls', schemaUrlsOptions, {}, '"asyncapi-schema-urls" (plugins/schema-urls): "page" is required'],
    ['translations', translationsOptions, {}, '"translations" (plugins/translations): "roots" is required'],
    [
      'blog',
      blogOptions,
      {routeBasePath: 3},
      '"docusaurus-plugin-content-blog" (plugins/blog): "routeBasePath" must be a string',
    ],
  ])('%s', (_plugin, validator, options, message) => {
    expect(() => validateWith(validator)(options)).toThrow(`Invalid options for plugin ${message}`);
  });
});

describe('the config', () => {
  type Entry = unknown;
  type PluginFunction = ((...args: unknown[]) => unknown) & {validateOptions?: Validator};

  function configPlugins(): Entry[] {
    let plugins: Entry[] = [];
    jest.isolateModules(() => {
      plugins = (require('@site/docusaurus.config') as {default: {plugins: Entry[]}}).default.plugins;
    });
    return plugins;
  }
  const plugins = configPlugins();
  const local = plugins.filter((entry) => typeof (Array.isArray(entry) ? entry[0] : entry) === 'function');

  it('gives every local plugin with options as [plugin, options], with a validateOptions that accepts them', () => {
    const withOptions = local.filter(Array.isArray) as [PluginFunction, unknown][];
    expect(withOptions.map(([plugin]) => plugin.name).sort()).toEqual([
      'blogPlugin',
      'builtHtmlPlugin',
      'clientRedirectsPlugin',
      'schemaUrlsPlugin',
      'translationsPlugin',
    ]);
    for (const [plugin, options] of withOptions) {
      expect(typeof plugin.validateOptions).toBe('function');
      expect(() => validateWith(plugin.validateOptions)(options)).not.toThrow();
    }
  });

  it('gives the plugins without options as the plugin function itself, never one a factory made', () => {
    const bare = local.filter((entry) => !Array.isArray(entry)) as PluginFunction[];
    expect(bare.length).toBeGreaterThan(0);
    for (const plugin of bare) {
      // A factory's result is an anonymous function of the context; a plugin is a named function.
      expect(plugin.name).toMatch(/Plugin$/);
      // A plugin given without options gets none: it takes at most the context.
      expect(plugin.length).toBeLessThanOrEqual(1);
      expect(plugin.validateOptions).toBeUndefined();
    }
  });
});
