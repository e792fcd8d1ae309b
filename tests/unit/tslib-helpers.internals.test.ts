/**
 * The internals of Docusaurus and other packages that plugins/tslib-helpers relies on,
 * checked in the installed packages: a release that renames or removes one
 * fails here, naming the plugin to update, rather than silently turning the
 * feature off. The plugin's README lists them.
 */
import { describe, expect, it } from 'vitest';
import { assertHelpersProvided, helpersUsed } from '../../plugins/tslib-helpers';
import { PluginError } from '../../shared/plugin-error';

describe('tslib-helpers', () => {
  it('exports every tslib helper that the browser-bound CommonJS of @docusaurus/utils-common uses', () => {
    const used = helpersUsed();
    expect(used.size).toBeGreaterThan(0);
    expect(() => assertHelpersProvided(used)).not.toThrow();
  });

  it('stops the build with one message naming the plugin when a helper is missing', () => {
    expect(() =>
      assertHelpersProvided(['__importDefault', '__spreadArray'], ['__importDefault']),
    ).toThrow(PluginError);
    expect(() => assertHelpersProvided(['__spreadArray'], [])).toThrow(
      /\[tslib-helpers\].*__spreadArray.*README/,
    );
  });
});
