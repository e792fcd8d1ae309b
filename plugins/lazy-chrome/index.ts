/**
 * Parts of theme-classic's page chrome that a first paint does not show,
 * fetched when they are needed instead of shipping in main.js (README.md).
 *
 * Register it under `themes`, after @docusaurus/theme-classic: its components
 * wrap the classic ones through @theme-init.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const PLUGIN_NAME = 'lazy-chrome';

export default function lazyChromePlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
  };
}
