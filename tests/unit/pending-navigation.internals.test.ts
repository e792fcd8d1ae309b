/**
 * The internals of Docusaurus and other packages that plugins/pending-navigation relies on,
 * checked in the installed packages: a release that renames or removes one
 * fails here, naming the plugin to update, rather than silently turning the
 * feature off. The plugin's README lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assertCoreRenderUnchanged,
  CORE_FILES,
  PENDING_NAVIGATION_REQUEST,
} from '../../plugins/pending-navigation';
import { PluginError } from '../../shared/plugin-error';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');

describe('pending-navigation', () => {
  it("core's App.js imports PendingNavigation by the relative path the plugin replaces, and only it does", () => {
    const imports = [...read(CORE_FILES.app).matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
    expect(imports.filter((request) => PENDING_NAVIGATION_REQUEST.test(request))).toEqual([
      './PendingNavigation',
    ]);
    const clientDir = path.join(ROOT, 'node_modules/@docusaurus/core/lib/client');
    const importers = fs
      .readdirSync(clientDir)
      .filter((f) => f.endsWith('.js'))
      .filter((f) =>
        /from '\.\/PendingNavigation'/.test(fs.readFileSync(path.join(clientDir, f), 'utf8')),
      );
    expect(importers).toEqual(['App.js']);
  });

  it("core's PendingNavigation still renders what the subclass renders, but for its Route", () => {
    expect(() => assertCoreRenderUnchanged()).not.toThrow();
  });

  it("stops the build with one message naming the plugin when core's render changed", () => {
    const changed = () =>
      assertCoreRenderUnchanged((file) =>
        file === CORE_FILES.app ? read(file) : 'return <Route location={location} />;',
      );
    expect(changed).toThrow(PluginError);
    expect(changed).toThrow(/\[pending-navigation\].*PendingNavigation\.js.*README/);
  });
});
