/**
 * Serves Filament's wasm for the web host (plugins/web-host), which runs the
 * live previews, the Run buttons and the model checker's live view:
 * - the wasm is copied from the pinned package into the build (and served by
 *   the dev server) at filament/<version>/filament.wasm, never committed,
 *   with its gzip twin filament.wasm.gz beside it, which the host fetches
 *   first (GitHub Pages sends .wasm uncompressed; shared/gzip-twin.ts);
 * - the pages learn that path and Filament's version through global data.
 * The site's own bundle has no Filament code (the host bundles its glue).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { GZIP_TWIN_SUFFIX, gzipTwin } from '../../shared/gzip-twin';
import { asPluginError } from '../../shared/plugin-error';
import { resolveFilament, type FilamentPackage } from './filament-package';
import { FILAMENT_WASM as PLUGIN_NAME, type FilamentWasmData } from '../../shared/filament-wasm';

export { PLUGIN_NAME };

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
  /** The wasm's gzip twin in the cache (compressed once per content), set by loadContent. */
  let wasmTwin: string | undefined;
  return {
    name: PLUGIN_NAME,

    async loadContent(): Promise<FilamentWasmData> {
      wasmTwin = await gzipTwin(filament.wasmFile, context.siteDir);
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
      const publicPath = `${context.baseUrl}${path.posix.dirname(filament.wasmPath)}`;
      // The wasm from the package, its twin from the cache folder that holds only it.
      const folders = [filament.wasmFile, wasmTwin].filter((file) => file !== undefined);
      return {
        devServer: {
          static: folders.map((file) => ({
            directory: path.dirname(file),
            publicPath,
            watch: false,
          })),
        },
      };
    },

    async postBuild({ outDir }) {
      const target = path.join(outDir, filament.wasmPath);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.copyFile(filament.wasmFile, target);
      await fs.promises.copyFile(
        wasmTwin ?? (await gzipTwin(filament.wasmFile, context.siteDir)),
        `${target}${GZIP_TWIN_SUFFIX}`,
      );
    },
  };
}
