/**
 * A local plugin with options, typed by what its `validateOptions` returns
 * (the type its Joi schema is declared with, `Joi.object<Checked>`).
 * Docusaurus calls a plugin function's `validateOptions` property first and
 * passes the plugin what it returned (@docusaurus/core's plugins/init.js), so
 * the plugin takes the checked options; Docusaurus types them `unknown`, and
 * the one conversion is here rather than at every entry point.
 */
import type { LoadContext, OptionValidationContext, PluginModule } from '@docusaurus/types';

export function withValidatedOptions<Options, Checked, Result>(
  plugin: (context: LoadContext, options: Checked) => Result,
  validateOptions: (data: OptionValidationContext<Options, Checked>) => Checked,
): ((context: LoadContext, options: unknown) => Result) & {
  readonly validateOptions: NonNullable<PluginModule['validateOptions']>;
} {
  const module = (context: LoadContext, options: unknown) => plugin(context, options as Checked);
  return Object.assign(module, {
    validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>,
  });
}
