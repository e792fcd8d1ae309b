/**
 * The plugin's options, validated the way Docusaurus validates its own
 * plugins': a Joi schema, checked by the `validate` callback Docusaurus
 * passes to the plugin function's `validateOptions` before the plugin runs.
 */
import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { validatePluginOptions } from '../../shared/plugin-error';
import type { Section } from './pages';

export const PLUGIN_NAME = 'markdown-export';

/** What the site config gives. */
export interface MarkdownExportOptions {
  /**
   * A file (relative to the site) holding the paragraph under the site title
   * in llms.txt and llms-full.txt. A file rather than a string because
   * Docusaurus ships the whole site config, plugin options included, to
   * every page (a 440-character summary added 190 B gzipped to main.js).
   */
  readonly summaryFile: string;
  /**
   * llms.txt's sections, in order, each fed by one docs or blog plugin
   * instance (`docs:<id>`, `blog:<id>`). Every docs and blog instance needs one.
   * Default: DEFAULT_SECTIONS.
   */
  readonly sections?: readonly Section[];
}

/** What the plugin receives: the options checked, defaults filled in, with the `id` Docusaurus adds. */
export interface MarkdownExportPluginOptions extends Required<MarkdownExportOptions> {
  readonly id: string;
}

export const DEFAULT_SECTIONS: readonly Section[] = [
  { title: 'Guides', source: 'docs:default' },
  { title: 'API reference', source: 'docs:api' },
  { title: 'Releases', source: 'blog:default' },
];

const OPTIONS_SCHEMA = Joi.object<MarkdownExportPluginOptions>({
  summaryFile: Joi.string().required(),
  sections: Joi.array()
    .items(
      Joi.object({
        title: Joi.string().required(),
        source: Joi.string()
          .pattern(/^(docs|blog):.+$/)
          .required()
          .messages({ 'string.pattern.base': '{#label} must be docs:<id> or blog:<id>' }),
      }),
    )
    .default(DEFAULT_SECTIONS),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  MarkdownExportOptions,
  MarkdownExportPluginOptions
>): MarkdownExportPluginOptions {
  return validatePluginOptions(PLUGIN_NAME, validate, OPTIONS_SCHEMA, options);
}
