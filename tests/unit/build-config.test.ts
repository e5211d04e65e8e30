/** @jest-environment node */
/**
 * What docusaurus.config.ts turns on for `docusaurus build` only (NODE_ENV production) and leaves to the dev server:
 * the parse-once cache (plugins/parse-cache) in every Markdown pipeline, Mermaid's runtime in the dev server only.
 */
type RemarkEntry = unknown;
type ContentOptions = {beforeDefaultRemarkPlugins?: RemarkEntry[]};
type Config = {
  presets: [string, {docs: ContentOptions; pages: ContentOptions}][];
  plugins: unknown[];
  themes?: string[];
  i18n: {locales: string[]};
};

function configFor(nodeEnv: string): Config {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  try {
    let config: Config | undefined;
    jest.isolateModules(() => {
      config = (require('@site/docusaurus.config') as {default: Config}).default;
    });
    return config!;
  } finally {
    process.env.NODE_ENV = saved;
  }
}

/** Whether a remark entry is the parse cache (the config is loaded in isolation: its own copy of the module). */
const isParseCache = (entry: RemarkEntry): boolean =>
  Array.isArray(entry) && typeof entry[0] === 'function' && (entry[0] as {name: string}).name === 'remarkParseCache';

/** The remark plugins (before Docusaurus's own) of every Markdown pipeline: docs, tool docs, blog, pages. */
function remarkPipelines(config: Config): RemarkEntry[][] {
  const [, preset] = config.presets[0]!;
  const contentPlugins = config.plugins
    .filter((plugin): plugin is [unknown, ContentOptions] => Array.isArray(plugin) && plugin.length === 2)
    .map(([, options]) => options)
    .filter((options) => Array.isArray(options?.beforeDefaultRemarkPlugins));
  return [preset.docs, preset.pages, ...contentPlugins].map((options) => options.beforeDefaultRemarkPlugins ?? []);
}

/** The first remark plugin of every Markdown pipeline. */
function firstRemarkPlugins(config: Config): RemarkEntry[] {
  return remarkPipelines(config).map((plugins) => plugins[0]);
}

describe('the build configuration', () => {
  it('parses each Markdown source once per build in every pipeline (docs, each tool, blog, pages)', () => {
    const config = configFor('production');
    const firsts = firstRemarkPlugins(config);
    expect(firsts.length).toBeGreaterThanOrEqual(6);
    for (const entry of firsts) expect(isParseCache(entry)).toBe(true);
    // Each locale after the first reuses every tree once; the last takes it out of the store.
    for (const entry of firsts)
      expect((entry as [unknown, {reuses?: number}])[1].reuses).toBe(config.i18n.locales.length - 1);
    expect(new Set(firsts.map((entry) => (entry as [unknown, {scope: string}])[1].scope))).toEqual(
      new Set(['docs', 'pages', 'blog']),
    );
  });

  it('leaves the dev server to parse as usual (it would only keep old trees)', () => {
    const firsts = firstRemarkPlugins(configFor('development'));
    expect(firsts.length).toBeGreaterThanOrEqual(6);
    expect(firsts.filter(isParseCache)).toEqual([]);
  });

  it('checks the AsyncAPI examples in every pipeline: the build in a worker thread, the dev server at once (plugins/asyncapi-examples)', () => {
    for (const [nodeEnv, deferred] of [
      ['production', true],
      ['development', false],
    ] as const) {
      const pipelines = remarkPipelines(configFor(nodeEnv));
      expect(pipelines.length).toBeGreaterThanOrEqual(6);
      for (const plugins of pipelines) {
        const checks = plugins.filter(
          (entry) => Array.isArray(entry) && (entry[0] as {name?: string}).name === 'remarkAsyncapiExamples',
        ) as [unknown, {deferred?: boolean; cacheDir?: string}][];
        expect(checks.map(([, options]) => options.deferred)).toEqual([deferred]);
        // Only the dev server remembers valid examples across starts; the build checks every one.
        expect(checks.map(([, options]) => options.cacheDir)).toEqual([
          deferred ? undefined : expect.stringMatching(/node_modules\/\.cache\/asyncapi-examples$/),
        ]);
      }
    }
  });
});
