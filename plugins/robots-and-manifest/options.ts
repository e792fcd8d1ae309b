/**
 * The plugin's options, validated the way Docusaurus validates its own
 * plugins': a Joi schema, checked by the `validate` callback Docusaurus
 * passes to the plugin function's `validateOptions` before the plugin runs.
 */
import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { validatePluginOptions } from '../../shared/plugin-error';

export const PLUGIN_NAME = 'robots-and-manifest';

/** What the site config gives. */
export interface RobotsAndManifestOptions {
  /** The manifest's short_name (under 12 characters: home screens cut longer names). */
  readonly shortName: string;
  /** The app icons are drawn from it: an SVG file, relative to the site. Default: static/img/logo.svg. */
  readonly logo?: string;
}

/** What the plugin receives: the options checked, defaults filled in, with the `id` Docusaurus adds. */
export interface RobotsAndManifestPluginOptions extends Required<RobotsAndManifestOptions> {
  readonly id: string;
}

const OPTIONS_SCHEMA = Joi.object<RobotsAndManifestPluginOptions>({
  shortName: Joi.string().max(11).required(),
  logo: Joi.string()
    .pattern(/\.svg$/i)
    .default('static/img/logo.svg')
    .messages({ 'string.pattern.base': '{#label} must be an SVG file' }),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  RobotsAndManifestOptions,
  RobotsAndManifestPluginOptions
>): RobotsAndManifestPluginOptions {
  return validatePluginOptions(PLUGIN_NAME, validate, OPTIONS_SCHEMA, options);
}
