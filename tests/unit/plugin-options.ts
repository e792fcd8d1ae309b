/**
 * A local plugin's validateOptions called as Docusaurus calls it
 * (@docusaurus/core's plugins/init.js, with its own `validate` callback,
 * normalizePluginOptions, which adds `id`), for the <name>.options tests.
 */
import type { OptionValidationContext } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';

export function validator<In, Out>(
  validateOptions: (context: OptionValidationContext<In, Out>) => Out,
): (options: unknown) => Out {
  return (options) =>
    validateOptions({ validate: normalizePluginOptions as never, options: options as In });
}
