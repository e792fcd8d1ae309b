/**
 * plugins/social-cards's options, checked as Docusaurus checks them: a good set
 * passes with its defaults filled in; a bad one stops with one PluginError
 * naming the plugin and the option.
 */
import { describe, expect, it } from 'vitest';
import socialCardsPlugin from '../../plugins/social-cards';
import * as socialCards from '../../plugins/social-cards/options';
import { PluginError } from '../../shared/plugin-error';
import { validator } from './plugin-options';

describe('social-cards options', () => {
  const validate = validator(socialCards.validateOptions);

  it('are what Docusaurus validates with the plugin function', () => {
    expect(socialCardsPlugin.validateOptions).toBe(socialCards.validateOptions);
  });

  it('pass with none given, the logo, folders and cache filled in', () => {
    expect(validate({})).toEqual({
      logo: 'static/img/logo.svg',
      outDir: 'img/social',
      cacheDir: 'node_modules/.cache/social-cards',
      id: 'default',
    });
    // The cards' folder is joined to the base URL: no slash at either end.
    expect(validate({ outDir: '/cards/' }).outDir).toBe('cards');
  });

  it('stop the build naming the plugin and the option', () => {
    const png = () => validate({ logo: 'logo.png' });
    expect(png).toThrow(PluginError);
    expect(png).toThrow(/^\[social-cards\] invalid plugin options.*"logo" must be an SVG file/);
    // The short name moved to robots-and-manifest with the manifest.
    expect(() => validate({ shortName: 'Filament' })).toThrow(/"shortName" is not allowed/);
  });
});
