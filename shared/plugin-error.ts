/**
 * The one error shape of the local plugins (plugins/): the message starts
 * with the plugin's folder name in brackets, `[css-purge] …`, and says what
 * to check. A plugin stops the build by throwing it; Docusaurus's CLI prints
 * it through @docusaurus/logger (`logger.error` in
 * @docusaurus/core/bin/docusaurus.mjs), causes included, and exits with 1.
 */
import type { ValidationSchema } from '@docusaurus/types';

export class PluginError extends Error {
  override name = 'PluginError';

  constructor(
    /** The plugin's folder name under plugins/, which is also its `name`. */
    readonly plugin: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`[${plugin}] ${message}`, options);
  }
}

/**
 * `error` as a PluginError of `plugin`: itself if it already is one, else one
 * with its message (and it as the cause), for errors of the modules a
 * plugin's step calls (a parser, a worker).
 */
export function asPluginError(plugin: string, error: unknown): PluginError {
  if (error instanceof PluginError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new PluginError(plugin, message, { cause: error });
}

/**
 * A plugin's `validateOptions` body: `schema` checked by the `validate`
 * callback Docusaurus passes (`normalizePluginOptions`, which also adds
 * `id`), a mistake reported as a PluginError naming the option.
 */
export function validatePluginOptions<Options>(
  plugin: string,
  validate: (schema: ValidationSchema<Options>, options: never) => Options,
  schema: ValidationSchema<Options>,
  options: unknown,
): Options {
  try {
    return validate(schema, options as never);
  } catch (error) {
    throw new PluginError(
      plugin,
      `invalid plugin options in docusaurus.config.ts: ${(error as Error).message}`,
    );
  }
}
