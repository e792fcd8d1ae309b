/**
 * Serves Filament's wasm for the live previews (run on the web host), the
 * Run buttons and the model checker, and lets the bundler take its
 * Emscripten glue (the model checker's renderer imports it):
 * - the glue mentions Node's fs, path and crypto (for Node only): they resolve to nothing;
 * - the wasm is copied from the pinned package into the build (and served by
 *   the dev server) at filament/<version>/filament.wasm, never committed;
 * - the pages learn that path and the download size through global data.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { asPluginError } from '../../shared/plugin-error';
import { downloadEstimate, resolveFilament, type FilamentPackage } from './filament-package';

const PLUGIN_NAME = 'live-preview';

/** What the LivePreview component reads with usePluginData('live-preview'). */
export interface LivePreviewGlobalData {
  readonly filamentVersion: string;
  /** Relative to the site's base URL. */
  readonly wasmPath: string;
  /**
   * Compressed bytes the model checker's live view downloads after the click
   * (wasm, glue; models counted generously). The previews' figure is the web host's.
   */
  readonly downloadBytes: number;
}

/** The pinned Filament build; a wrong pin or install stops the build naming the plugin. */
function pinnedFilament(siteDir: string): FilamentPackage {
  try {
    return resolveFilament(siteDir);
  } catch (error) {
    throw asPluginError(PLUGIN_NAME, error);
  }
}

export default function livePreviewPlugin(context: LoadContext): Plugin {
  const filament = pinnedFilament(context.siteDir);
  return {
    name: PLUGIN_NAME,

    loadContent(): LivePreviewGlobalData {
      return {
        filamentVersion: filament.version,
        wasmPath: filament.wasmPath,
        downloadBytes: downloadEstimate(context.siteDir, filament),
      };
    },

    contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },

    configureWebpack(_config, isServer) {
      return {
        resolve: { fallback: { fs: false, path: false, crypto: false } },
        ...(isServer
          ? {}
          : {
              // filament.js (Emscripten glue) reads __filename and __dirname only when Node runs it;
              // the browser bundle keeps the bundler's mock, without a warning on every build.
              node: { __filename: 'mock', __dirname: 'mock' },
              optimization: {
                splitChunks: {
                  cacheGroups: {
                    // A recognizable name for the glue's own chunk, loaded only after the click.
                    filamentGlue: {
                      test: /[\\/]node_modules[\\/]filament[\\/]/,
                      name: 'filament-glue',
                      chunks: 'async',
                      enforce: true,
                      priority: 60,
                    },
                  },
                },
              },
              devServer: {
                static: [
                  {
                    directory: path.dirname(filament.wasmFile),
                    publicPath: `${context.baseUrl}${path.posix.dirname(filament.wasmPath)}`,
                    watch: false,
                  },
                ],
              },
            }),
      };
    },

    async postBuild({ outDir }) {
      const target = path.join(outDir, filament.wasmPath);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.copyFile(filament.wasmFile, target);
    },
  };
}
