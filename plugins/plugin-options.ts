/**
 * Options of the local plugins, validated the way Docusaurus validates its own plugins': the plugin function carries
 * `validateOptions`, which Docusaurus calls with its `validate` (a Joi schema from @docusaurus/utils-validation, plus
 * the `id` every plugin takes) before it calls the plugin. Docusaurus reports a failure with Joi's message alone
 * (`"provider" must be one of [local, algolia]`): it names the option, not the plugin. Here the message names both,
 * so `docusaurus build` and `docusaurus start` stop with "Invalid options for plugin … (plugins/…): …".
 */
import type {OptionValidationContext, ValidationSchema} from '@docusaurus/types';

/** Where a plugin is configured and where its code is: `{name: 'asyncapi-local-search', path: 'plugins/local-search'}`. */
export type PluginLabel = {name: string; path: string};

/** Runs a plugin's own validation; a failure names the plugin and its folder, then gives the validation's message. */
export function namedValidation<T>(plugin: PluginLabel, run: () => T): T {
  try {
    return run();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Invalid options for plugin "${plugin.name}" (${plugin.path}): ${reason}`, {cause: error});
  }
}

/**
 * A `validateOptions` for a Joi schema: defaults applied, unknown keys refused (Joi's default for an object), every
 * failure named with the plugin. Options left out of the config (`[plugin]` or a bare plugin) count as `{}`.
 */
export function optionsValidator<Out>(
  plugin: PluginLabel,
  schema: ValidationSchema<Out>,
): (context: OptionValidationContext<Partial<Out> | undefined, Out>) => Out {
  return ({validate, options}) => namedValidation(plugin, () => validate(schema, options ?? {}));
}
