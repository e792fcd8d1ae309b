/**
 * Parts of theme-classic's page chrome that a first paint does not show,
 * fetched when they are needed instead of shipping in main.js (README.md).
 *
 * Register it under `themes`, after @docusaurus/theme-classic: its components
 * wrap the classic ones through @theme-init.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { PluginError } from '../../shared/plugin-error';

export const PLUGIN_NAME = 'lazy-chrome';

const THEME_DIR = path.join(__dirname, 'theme');

/** The theme components this plugin wraps, by name (`Navbar/MobileSidebar`, …). */
export function wrappedComponents(dir = THEME_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return wrappedComponents(full);
    return [path.relative(THEME_DIR, full).replace(/(\/index)?\.tsx$/, '')];
  });
}

/** theme-classic's own file of a component, if it still has one. */
export function classicComponentFile(name: string): string | undefined {
  const themeDir = path.join(
    path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
    'lib/theme',
    name,
  );
  return [`${themeDir}.js`, path.join(themeDir, 'index.js')].find((file) => fs.existsSync(file));
}

/**
 * Stops the build when a wrapped component is gone from theme-classic: its
 * @theme-init import would fail with a bundler error that names no plugin.
 */
export function assertWrappedComponentsExist(
  names: readonly string[] = wrappedComponents(),
  exists: (name: string) => boolean = (name) => classicComponentFile(name) !== undefined,
): void {
  const gone = names.filter((name) => !exists(name));
  if (gone.length > 0) {
    throw new PluginError(
      PLUGIN_NAME,
      `@docusaurus/theme-classic no longer has ${gone.join(', ')}, which ` +
        'plugins/lazy-chrome wraps. Remove the wrapper from plugins/lazy-chrome/theme or ' +
        'follow the component to its new name (see the plugin README).',
    );
  }
}

export default function lazyChromePlugin(): Plugin {
  assertWrappedComponentsExist();
  return {
    name: PLUGIN_NAME,
    getThemePath: () => THEME_DIR,
    getTypeScriptThemePath: () => THEME_DIR,
  };
}
