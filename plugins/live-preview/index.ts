/**
 * Serves Filament's wasm for the web host (plugins/web-host), which runs the
 * live previews, the Run buttons and the model checker's live view:
 * - the wasm is copied from the pinned package into the build (and served by
 *   the dev server) at filament/<version>/filament.wasm, never committed;
 * - the pages learn that path and Filament's version through global data.
 * The site's own bundle has no Filament code (the host bundles its glue).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { asPluginError } from '../../shared/plugin-error';
import { resolveFilament, type FilamentPackage } from './filament-package';

const PLUGIN_NAME = 'live-preview';

/** What the LivePreview component reads with usePluginData('live-preview'). */
export interface LivePreviewGlobalData {
  readonly filamentVersion: string;
  /** Relative to the site's base URL. */
  readonly wasmPath: string;
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
      };
    },

    contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        devServer: {
          static: [
            {
              directory: path.dirname(filament.wasmFile),
              publicPath: `${context.baseUrl}${path.posix.dirname(filament.wasmPath)}`,
              watch: false,
            },
          ],
        },
      };
    },

    async postBuild({ outDir }) {
      const target = path.join(outDir, filament.wasmPath);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.copyFile(filament.wasmFile, target);
    },
  };
}
