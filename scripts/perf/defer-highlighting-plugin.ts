/**
 * Keeps Prism out of the main bundle: theme-classic adds a client module that
 * imports Prism on every page; this swaps it for an empty module. The
 * CodeBlock wrapper (src/theme/CodeBlock) loads Prism itself, after page load.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const EAGER_PRISM_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export default function deferHighlightingPlugin(): Plugin {
  return {
    name: 'defer-code-highlighting',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const replacement = path.resolve(__dirname, '../../src/perf/noEagerPrism.ts');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            EAGER_PRISM_MODULE,
            replacement,
          ),
        ],
      };
    },
  };
}
