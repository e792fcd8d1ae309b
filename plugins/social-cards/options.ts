/**
 * The plugin's options, validated the way Docusaurus validates its own
 * plugins': a Joi schema, checked by the `validate` callback Docusaurus
 * passes to the plugin function's `validateOptions` before the plugin runs.
 */
import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { validatePluginOptions } from '../../shared/plugin-error';

export const PLUGIN_NAME = 'social-cards';

/** What the site config gives. */
export interface SocialCardsOptions {
  /** The logo on the cards: an SVG file, relative to the site. Default: static/img/logo.svg. */
  readonly logo?: string;
  /** Folder of the cards in the build. Default: img/social. */
  readonly outDir?: string;
  /** Where cards are kept between builds, relative to the site. Default: node_modules/.cache/social-cards. */
  readonly cacheDir?: string;
}

/** What the plugin receives: the options checked, defaults filled in, with the `id` Docusaurus adds. */
export interface SocialCardsPluginOptions extends Required<SocialCardsOptions> {
  readonly id: string;
}

const OPTIONS_SCHEMA = Joi.object<SocialCardsPluginOptions>({
  logo: Joi.string()
    .pattern(/\.svg$/i)
    .default('static/img/logo.svg')
    .messages({ 'string.pattern.base': '{#label} must be an SVG file' }),
  // Without slashes at either end: the cards' URLs are `${baseUrl}${outDir}/<key>.png`.
  outDir: Joi.string()
    .default('img/social')
    .custom((dir: string) => dir.replace(/^\/|\/$/g, '')),
  cacheDir: Joi.string().default('node_modules/.cache/social-cards'),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  SocialCardsOptions,
  SocialCardsPluginOptions
>): SocialCardsPluginOptions {
  return validatePluginOptions(PLUGIN_NAME, validate, OPTIONS_SCHEMA, options);
}
