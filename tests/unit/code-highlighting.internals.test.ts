/**
 * The internals of Docusaurus and other packages that plugins/code-highlighting relies on,
 * checked in the installed packages: a release that renames or removes one
 * fails here, naming the plugin to update, rather than silently turning the
 * feature off. The plugin's README lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertEagerPrismModule, EAGER_PRISM_MODULE } from '../../plugins/code-highlighting';
import { PluginError } from '../../shared/plugin-error';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');

describe('code-highlighting', () => {
  it("finds theme-classic's eager Prism client module, which it replaces", () => {
    const file = assertEagerPrismModule();
    expect(file).toMatch(EAGER_PRISM_MODULE);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/prism/i);
  });

  it('stops the build with one message naming the plugin when that module is gone', () => {
    const missing = () => {
      throw new Error('Cannot find module');
    };
    expect(() => assertEagerPrismModule(missing)).toThrow(PluginError);
    expect(() => assertEagerPrismModule(missing)).toThrow(/\[code-highlighting\].*README/);
  });

  it("mounts the React root on #__docusaurus, which the gate reads to tell SSR markup from the dev server's empty root", () => {
    expect(read('@docusaurus/core/lib/client/clientEntry.js')).toContain(
      "document.getElementById('__docusaurus')",
    );
  });
});
