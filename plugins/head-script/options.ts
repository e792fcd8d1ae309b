/**
 * The plugin's options, validated the way Docusaurus validates its own
 * plugins': a Joi schema, checked by the `validate` callback Docusaurus
 * passes to the plugin function's `validateOptions` before the plugin runs.
 */
import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { validatePluginOptions } from '../../shared/plugin-error';
import type { EarlyScriptOptions } from './early-script';

export const PLUGIN_NAME = 'head-script';

/** What the site config gives: the early script's options but the base URL (the site's). */
export type HeadScriptOptions = Omit<EarlyScriptOptions, 'baseUrl'>;

/** What the plugin receives: the options checked, with the `id` Docusaurus adds. */
export interface HeadScriptPluginOptions extends HeadScriptOptions {
  readonly id: string;
}

const OPTIONS_SCHEMA = Joi.object<HeadScriptPluginOptions>({
  storageNamespace: Joi.string().required(),
  announcementId: Joi.string().required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<HeadScriptOptions, HeadScriptPluginOptions>): HeadScriptPluginOptions {
  return validatePluginOptions(PLUGIN_NAME, validate, OPTIONS_SCHEMA, options);
}
