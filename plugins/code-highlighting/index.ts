/**
 * Code highlighting without Prism in the page load (see README.md):
 *
 * - theme/CodeBlock wraps the theme's CodeBlock: on a server-rendered page it
 *   keeps the highlighted server HTML through hydration and fetches Prism
 *   only when a reader reaches for a block (client/highlighter-gate.ts);
 * - theme-classic's eager Prism client module is swapped for an empty one in
 *   the browser bundle, and the server bundle gets the highlighter directly;
 * - code colors are CSS (prism-theme.ts, codeThemeCss) added to the stylesheet.
 *
 * Register it under `themes`, after @docusaurus/theme-classic: its CodeBlock
 * wraps the classic one through @theme-init/CodeBlock.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { PluginError } from '../../shared/plugin-error';
import { codeThemeCss, cssVariableCodeTheme } from './prism-theme';

const PLUGIN_NAME = 'code-highlighting';

/** theme-classic's client module that imports Prism and every language on every page. */
const EAGER_PRISM_FILE = '@docusaurus/theme-classic/lib/prism-include-languages.js';
export const EAGER_PRISM_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
/** Fetches the highlighted CodeBlock in the browser; the server bundle gets highlighter.server.ts. */
const HIGHLIGHTER_MODULE = /code-highlighting[\\/]client[\\/]highlighter\.ts$/;
/** Loads the lazy grammars in the browser; the server bundle gets lazy-grammars.server.ts. */
const LAZY_GRAMMARS_MODULE = /code-highlighting[\\/]client[\\/]lazy-grammars\.ts$/;
/** The package whose one module holds Prism, ~40 grammars and 20 themes; both bundles get client/prism-renderer.tsx. */
const PRISM_REACT_RENDERER = 'prism-react-renderer';

/** Stops the build when the theme file this plugin replaces is gone (a theme-classic update). */
export function assertEagerPrismModule(resolve: (id: string) => string = require.resolve): string {
  try {
    return resolve(EAGER_PRISM_FILE);
  } catch {
    throw new PluginError(
      PLUGIN_NAME,
      `${EAGER_PRISM_FILE} no longer exists, so Prism would load on every page. ` +
        'Check how @docusaurus/theme-classic now loads Prism languages and update ' +
        'plugins/code-highlighting (see its README).',
    );
  }
}

const client = (file: string) => path.join(__dirname, 'client', file);

export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  assertEagerPrismModule();
  const cssFile = path.join(context.generatedFilesDir, PLUGIN_NAME, 'code-theme.css');
  fs.mkdirSync(path.dirname(cssFile), { recursive: true });
  fs.writeFileSync(cssFile, codeThemeCss());
  return {
    name: PLUGIN_NAME,
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [
      cssFile,
      client('highlighter-gate.ts'),
      client('prefetch-on-intent.ts'),
    ],
    configureWebpack(_config, isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        // Exact match: only the package's entry, which theme-classic's CodeBlock imports.
        resolve: { alias: { [`${PRISM_REACT_RENDERER}$`]: client('prism-renderer.tsx') } },
        plugins: [
          new NormalModuleReplacementPlugin(EAGER_PRISM_MODULE, client('no-eager-prism.ts')),
          // The server renders highlighted code synchronously.
          ...(isServer
            ? [
                new NormalModuleReplacementPlugin(
                  HIGHLIGHTER_MODULE,
                  client('highlighter.server.ts'),
                ),
                new NormalModuleReplacementPlugin(
                  LAZY_GRAMMARS_MODULE,
                  client('lazy-grammars.server.ts'),
                ),
              ]
            : []),
        ],
      };
    },
  };
}

/**
 * Prism in the site's theme config: colors by CSS variables and token
 * classes, right in both modes without a re-render. No languages here: they
 * are client/site-prism.ts's (it replaces the package's Prism).
 */
export const prism = {
  theme: cssVariableCodeTheme,
  darkTheme: cssVariableCodeTheme,
  additionalLanguages: [] as string[],
};
