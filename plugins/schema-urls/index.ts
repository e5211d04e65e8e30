/**
 * Serves every file of @asyncapi/specs at the URL its `$id` names (`/definitions/...`, `/schema-store/...`,
 * `/bindings/...`, `/extensions/...`, `/examples/...`), statically: postBuild copies them into the English build
 * (the schemas' URLs have no locale, so nothing goes under /de/). ./plan.ts says which file answers which URL,
 * ./headers.ts what headers they get (written into _headers by plugins/built-html), ./dev.ts serves them on
 * the dev server, and ./page.ts makes the Reference page that lists them. The bare `/definitions` and
 * `/schema-store` are pages (src/components/SchemaFolderPage) that lead to that Reference page.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {optionsValidator} from '../plugin-options';
import {devServerMiddleware} from '../dev-server';
import {createSchemaMiddleware} from './dev';
import {SPECS_DIR, specsPlan} from './read';
import {writeSchemaFiles} from './write';

/** What configureWebpack may return: a partial webpack configuration, merged into Docusaurus's own. */
type WebpackConfigPart = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

export type SchemaUrlsOptions = {
  /** The installed @asyncapi/specs (default: the package the Reference pages are generated from). */
  packageDir: string;
  /** The site path of the page that lists the files, where `/definitions` and `/schema-store` lead. */
  page: string;
};

export const PLUGIN_NAME = 'asyncapi-schema-urls';

/** The folders whose bare path is a page leading to the list (the two the site has always answered). */
export const FOLDER_PAGES = ['definitions', 'schema-store'] as const;

export const OptionsSchema = Joi.object<SchemaUrlsOptions>({
  packageDir: Joi.string().default(SPECS_DIR),
  page: Joi.string()
    .pattern(/^\/[^?#\s]*$/, 'site path')
    .required(),
});

export const validateOptions = optionsValidator({name: PLUGIN_NAME, path: 'plugins/schema-urls'}, OptionsSchema);

export default function schemaUrlsPlugin(context: LoadContext, options: SchemaUrlsOptions): Plugin {
  const {currentLocale, defaultLocale} = context.i18n;
  const english = currentLocale === defaultLocale;
  return {
    name: PLUGIN_NAME,

    async contentLoaded({actions}) {
      if (!english) return;
      for (const folder of FOLDER_PAGES) {
        actions.addRoute({
          path: `${context.baseUrl}${folder}`,
          component: '@site/src/components/SchemaFolderPage',
          exact: true,
          props: {folder, page: options.page},
        });
      }
    },

    configureWebpack(_config, isServer): WebpackConfigPart | undefined {
      if (isServer || process.env.NODE_ENV === 'production') return undefined;
      const middleware = createSchemaMiddleware(() => specsPlan(options.packageDir).plan.files, options.packageDir);
      // webpack's Configuration type does not list `devServer` (webpack-dev-server reads it), hence the merge.
      const result: WebpackConfigPart = {};
      return Object.assign(result, {devServer: devServerMiddleware('asyncapi-schema-urls', undefined, middleware)});
    },

    async postBuild({outDir}) {
      if (!english) return;
      const started = performance.now();
      const {version, plan} = specsPlan(options.packageDir);
      const {files, bytes} = await writeSchemaFiles(plan.files, options.packageDir, outDir);
      const ms = Math.round(performance.now() - started);
      console.log(
        `[schema-urls] ${files} files (${bytes} bytes) of @asyncapi/specs ${version} written to ${path.relative(context.siteDir, outDir) || '.'} in ${ms} ms; ${plan.leftOut.length} left out (see the JSON Schema URLs page)`,
      );
    },
  };
}

// Docusaurus reads `validateOptions` from a plugin function passed directly in the config.
schemaUrlsPlugin.validateOptions = validateOptions;
