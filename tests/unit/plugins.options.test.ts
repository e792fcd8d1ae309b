/**
 * The local plugins' options, checked as Docusaurus checks them: the plugin
 * function's `validateOptions`, called with Docusaurus's own `validate`
 * callback (normalizePluginOptions, which adds `id`). A good set passes with
 * its defaults filled in; a bad one stops with one PluginError naming the
 * plugin and the option. (api-reference's options: api-reference.plugin.test.ts.)
 */
import type { OptionValidationContext } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { describe, expect, it } from 'vitest';
import headScriptPlugin from '../../plugins/head-script';
import * as headScript from '../../plugins/head-script/options';
import markdownExportPlugin from '../../plugins/markdown-export';
import * as markdownExport from '../../plugins/markdown-export/options';
import robotsAndManifestPlugin from '../../plugins/robots-and-manifest';
import * as robotsAndManifest from '../../plugins/robots-and-manifest/options';
import socialCardsPlugin from '../../plugins/social-cards';
import * as socialCards from '../../plugins/social-cards/options';
import { asPluginError, PluginError } from '../../shared/plugin-error';

/** A plugin's validateOptions called as Docusaurus calls it (@docusaurus/core's plugins/init.js). */
function validator<In, Out>(
  validateOptions: (context: OptionValidationContext<In, Out>) => Out,
): (options: unknown) => Out {
  return (options) =>
    validateOptions({ validate: normalizePluginOptions as never, options: options as In });
}

describe('head-script options', () => {
  const validate = validator(headScript.validateOptions);
  const good = { storageNamespace: 'site', announcementId: 'announcement-1' };

  it('are what Docusaurus validates with the plugin function', () => {
    expect(headScriptPlugin.validateOptions).toBe(headScript.validateOptions);
  });

  it('pass when both are strings, with the default id', () => {
    expect(validate(good)).toEqual({ ...good, id: 'default' });
  });

  it('stop the build naming the plugin and the option', () => {
    const missing = () => validate({ storageNamespace: 'site' });
    expect(missing).toThrow(PluginError);
    expect(missing).toThrow(
      /^\[head-script\] invalid plugin options.*"announcementId" is required/,
    );
    expect(() => validate({ ...good, storageNamespace: 3 })).toThrow(
      /"storageNamespace" must be a string/,
    );
    expect(() => validate({ ...good, extra: true })).toThrow(/"extra" is not allowed/);
  });
});

describe('markdown-export options', () => {
  const validate = validator(markdownExport.validateOptions);

  it('are what Docusaurus validates with the plugin function', () => {
    expect(markdownExportPlugin.validateOptions).toBe(markdownExport.validateOptions);
  });

  it('pass with a summary file, the sections defaulting to guides, API reference and releases', () => {
    expect(validate({ summaryFile: 'summary.md' })).toEqual({
      summaryFile: 'summary.md',
      sections: markdownExport.DEFAULT_SECTIONS,
      id: 'default',
    });
    const sections = [{ title: 'Docs', source: 'docs:default' }];
    expect(validate({ summaryFile: 'summary.md', sections }).sections).toEqual(sections);
  });

  it('stop the build naming the plugin and the option', () => {
    const missing = () => validate({});
    expect(missing).toThrow(PluginError);
    expect(missing).toThrow(
      /^\[markdown-export\] invalid plugin options.*"summaryFile" is required/,
    );
    expect(() => validate({ summaryFile: 'summary.md', sections: 'docs' })).toThrow(
      /"sections" must be an array/,
    );
    expect(() =>
      validate({ summaryFile: 'summary.md', sections: [{ title: 'Docs', source: 'pages:x' }] }),
    ).toThrow(/"sections\[0\]\.source" must be docs:<id> or blog:<id>/);
  });
});

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

describe('the plugins’ error shape', () => {
  it('starts with the plugin name in brackets, and keeps a wrapped error as the cause', () => {
    const error = new PluginError('css-purge', 'no stylesheet');
    expect(error.message).toBe('[css-purge] no stylesheet');
    expect(error.plugin).toBe('css-purge');
    const cause = new Error('parse error at 3:1');
    const wrapped = asPluginError('markdown-export', cause);
    expect(wrapped.message).toBe('[markdown-export] parse error at 3:1');
    expect(wrapped.cause).toBe(cause);
    // An error already in that shape is not wrapped again.
    expect(asPluginError('markdown-export', wrapped)).toBe(wrapped);
  });
});
