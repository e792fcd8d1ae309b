/**
 * The internals of Docusaurus and other packages that plugins/lazy-chrome relies on,
 * checked in the installed packages: a release that renames or removes one
 * fails here, naming the plugin to update, rather than silently turning the
 * feature off. The plugin's README lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertWrappedComponentsExist, wrappedComponents } from '../../plugins/lazy-chrome';
import { PluginError } from '../../shared/plugin-error';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');

describe('lazy-chrome', () => {
  it("wraps components that theme-classic has, and allows wrapping (swizzle config: not 'forbidden')", async () => {
    const names = wrappedComponents();
    expect(names).toContain('Navbar/MobileSidebar');
    expect(() => assertWrappedComponentsExist(names)).not.toThrow();
    const { default: getSwizzleConfig } =
      (await import('@docusaurus/theme-classic/lib/getSwizzleConfig.js')) as {
        default: () => { components: Record<string, { actions: { wrap: string } }> };
      };
    const swizzle = getSwizzleConfig().components;
    for (const name of names) expect(swizzle[name]?.actions.wrap, name).not.toBe('forbidden');
  });

  it('stops the build with one message naming the plugin when a wrapped component is gone', () => {
    const gone = () => assertWrappedComponentsExist(['Navbar/MobileSidebar'], () => false);
    expect(gone).toThrow(PluginError);
    expect(gone).toThrow(/\[lazy-chrome\].*Navbar\/MobileSidebar.*README/);
  });

  it('the mobile drawer renders nothing unless shouldRender, the condition the wrapper checks', () => {
    expect(read('@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/index.js')).toMatch(
      /if \(!mobileSidebar\.shouldRender\) \{\s*return null;/,
    );
  });
});
