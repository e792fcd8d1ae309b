/**
 * Keeps two libraries out of the JS every page loads:
 *
 * - Prism: theme-classic adds a client module that imports Prism on every
 *   page; this swaps it for an empty module. The CodeBlock wrapper
 *   (src/theme/CodeBlock) loads Prism itself, when a reader needs it
 *   (src/perf/highlighterGate.ts); the server bundle gets it directly, so
 *   the HTML is highlighted.
 * - tslib: @docusaurus/utils-common is CommonJS and requires all of tslib
 *   (4 KB gzipped) for one helper; the browser bundle gets just that helper.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const EAGER_PRISM_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

/** Fetches the highlighted CodeBlock in the browser; the server bundle gets highlighter.server.ts. */
export const HIGHLIGHTER_MODULE = /src[\\/]perf[\\/]highlighter\.ts$/;

const src = (file: string) => path.resolve(__dirname, '../../src/perf', file);

export default function slimClientBundlePlugin(): Plugin {
  return {
    name: 'slim-client-bundle',
    configureWebpack(_config, isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            EAGER_PRISM_MODULE,
            src('noEagerPrism.ts'),
          ),
          // The server renders highlighted code synchronously.
          ...(isServer
            ? [
                new currentBundler.instance.NormalModuleReplacementPlugin(
                  HIGHLIGHTER_MODULE,
                  src('highlighter.server.ts'),
                ),
              ]
            : []),
        ],
        resolve: isServer ? {} : { alias: { tslib$: src('tslibHelpers.ts') } },
      };
    },
  };
}
