/**
 * The plugin's options, validated the way Docusaurus validates its own
 * plugins': a Joi schema, handed to the `validate` callback Docusaurus passes
 * to `validateOptions` (`normalizePluginOptions`, which also checks `id`).
 * The options of the docs instance the plugin creates are validated there
 * too, by @docusaurus/plugin-content-docs' own `validateOptions`, so a
 * mistake stops the build when the config loads, as it would for an entry
 * of the config.
 */
import type { PluginOptions as DocsPluginOptions } from '@docusaurus/plugin-content-docs';
import { validateOptions as validateDocsOptions } from '@docusaurus/plugin-content-docs';
import type { OptionValidationContext, ValidationSchema } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { PluginError } from '../../shared/plugin-error';
import type { AcceptedWarning } from './accepted-warnings';
import { apiDocsOptions } from './docs-instance';
import { PLUGIN_NAME } from './name';

export { PLUGIN_NAME };

/**
 * The id of the docs instance that serves the reference. The plugin takes it
 * as its own id: Docusaurus and the theme know a docs instance by the name
 * `docusaurus-plugin-content-docs` and its id (`useDocsData('api')`, plugin
 * reloads under `npm start`, markdown-export's `docs:api` section).
 */
export const API_DOCS_ID = 'api';

/** What the site config gives. */
export interface ApiReferenceOptions {
  /** The generated folder, relative to the site (git-ignored); the `api` docs instance's `path`. */
  readonly out: string;
  /**
   * Warnings reviewed and accepted, each with a reason; by default the list in
   * accepted-warnings.ts. Leave it out of the site config: Docusaurus ships
   * the whole config, plugin options included, to every page (the list as an
   * option added 360 B gzipped to main.js).
   */
  readonly acceptedWarnings?: readonly AcceptedWarning[];
  /** The guides whose sections API pages list under "Used in the guides". */
  readonly guides: {
    /** Their folder, relative to the site (e.g. `docs/guides`). */
    readonly dir: string;
    /** Its route without base URL (e.g. `/docs/guides`). */
    readonly route: string;
    /** Guide ids in reading order (the sidebar's); others follow by id. */
    readonly order: readonly string[];
  };
}

/** What the plugin receives: the options checked, with its id and its docs instance's options. */
export interface ApiReferencePluginOptions extends ApiReferenceOptions {
  readonly id: string;
  /** The `api` docs instance's options, normalized by the docs plugin (defaults filled in). */
  readonly docs: DocsPluginOptions;
}

/** `id` is added by Docusaurus's `validate` (normalizePluginOptions). */
const OPTIONS_SCHEMA = Joi.object<ApiReferenceOptions & { readonly id: string }>({
  out: Joi.string().required(),
  acceptedWarnings: Joi.array().items(
    Joi.object({ message: Joi.string().required(), reason: Joi.string().required() }),
  ),
  guides: Joi.object({
    dir: Joi.string().required(),
    route: Joi.string().required(),
    order: Joi.array().items(Joi.string()).required(),
  }).required(),
});

/**
 * Docusaurus calls this (the plugin function's `validateOptions`) before the
 * plugin, with the config's options.
 */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  ApiReferenceOptions,
  ApiReferencePluginOptions
>): ApiReferencePluginOptions {
  // One callback for both schemas (Docusaurus's is generic; its type is not).
  const check = validate as unknown as <T>(schema: ValidationSchema<T>, options: unknown) => T;
  try {
    const own = check<ApiReferenceOptions & { readonly id: string }>(OPTIONS_SCHEMA, {
      id: API_DOCS_ID,
      ...options,
    });
    const docs = validateDocsOptions({ validate: check, options: apiDocsOptions(own) });
    return { ...own, docs };
  } catch (error) {
    throw new PluginError(
      PLUGIN_NAME,
      `invalid plugin options in docusaurus.config.ts: ${(error as Error).message}`,
    );
  }
}
