/** @jest-environment node */
/**
 * What docusaurus.config.ts turns on for `docusaurus build` only (NODE_ENV production) and leaves to the dev server:
 * Mermaid's runtime in the dev server only; and what every Markdown pipeline runs in both.
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

/** The remark plugins (before Docusaurus's own) of every Markdown pipeline: docs, tool docs, blog, pages. */
function remarkPipelines(config: Config): RemarkEntry[][] {
  const [, preset] = config.presets[0]!;
  const contentPlugins = config.plugins
    .filter((plugin): plugin is [unknown, ContentOptions] => Array.isArray(plugin) && plugin.length === 2)
    .map(([, options]) => options)
    .filter((options) => Array.isArray(options?.beforeDefaultRemarkPlugins));
  return [preset.docs, preset.pages, ...contentPlugins].map((options) => options.beforeDefaultRemarkPlugins ?? []);
}

describe('the build configuration', () => {
  it.each(['production', 'development'])(
    '%s: checks the AsyncAPI examples in every pipeline (plugins/asyncapi-examples)',
    (nodeEnv) => {
      const pipelines = remarkPipelines(configFor(nodeEnv));
      expect(pipelines.length).toBeGreaterThanOrEqual(6);
      for (const plugins of pipelines) {
        const checks = plugins.filter(
          (entry) => Array.isArray(entry) && (entry[0] as {name?: string}).name === 'remarkAsyncapiExamples',
        ) as [unknown, {cacheDir?: string}][];
        // Only the dev server remembers valid examples across starts; the build checks every one.
        expect(checks.map(([, options]) => options.cacheDir)).toEqual([
          nodeEnv === 'production' ? undefined : expect.stringMatching(/node_modules\/\.cache\/asyncapi-examples$/),
        ]);
      }
    },
  );
});
