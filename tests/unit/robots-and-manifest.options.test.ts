/**
 * plugins/robots-and-manifest's options, checked as Docusaurus checks them: a good set
 * passes with its defaults filled in; a bad one stops with one PluginError
 * naming the plugin and the option.
 */
import { describe, expect, it } from 'vitest';
import robotsAndManifestPlugin from '../../plugins/robots-and-manifest';
import * as robotsAndManifest from '../../plugins/robots-and-manifest/options';
import { PluginError } from '../../shared/plugin-error';
import { validator } from './plugin-options';

describe('robots-and-manifest options', () => {
  const validate = validator(robotsAndManifest.validateOptions);

  it('are what Docusaurus validates with the plugin function', () => {
    expect(robotsAndManifestPlugin.validateOptions).toBe(robotsAndManifest.validateOptions);
  });

  it('pass with a short name, the logo filled in', () => {
    expect(validate({ shortName: 'Filament' })).toEqual({
      shortName: 'Filament',
      logo: 'static/img/logo.svg',
      id: 'default',
    });
  });

  it('stop the build naming the plugin and the option', () => {
    const missing = () => validate({ logo: 'static/img/logo.svg' });
    expect(missing).toThrow(PluginError);
    expect(missing).toThrow(
      /^\[robots-and-manifest\] invalid plugin options.*"shortName" is required/,
    );
    expect(() => validate({ shortName: 'Filament', logo: 'logo.png' })).toThrow(
      /"logo" must be an SVG file/,
    );
    // Home screens cut a longer short_name.
    expect(() => validate({ shortName: 'React Native Filament' })).toThrow(
      /"shortName" length must be less than or equal to 11/,
    );
  });
});
