/**
 * The internals of Docusaurus and other packages that plugins/css-purge relies on,
 * checked in the installed packages: a release that renames or removes one
 * fails here, naming the plugin to update, rather than silently turning the
 * feature off. The plugin's README lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stylesheetDir } from '../../plugins/css-purge';
import { PluginError } from '../../shared/plugin-error';
import { testDir } from './temp-dir';

describe('css-purge', () => {
  it('stops the build with one message naming the plugin when the build has no stylesheet where Docusaurus wrote it', () => {
    const outDir = testDir('css-purge-');
    expect(() => stylesheetDir(outDir)).toThrow(PluginError);
    expect(() => stylesheetDir(outDir)).toThrow(/^\[css-purge\] .*README/);
    fs.mkdirSync(path.join(outDir, 'assets/css'), { recursive: true });
    fs.writeFileSync(path.join(outDir, 'assets/css/styles.abc.css'), 'a{}');
    expect(stylesheetDir(outDir)).toBe(path.join(outDir, 'assets/css'));
  });
});
