/**
 * The web host (issue 22): react-native-filament's own src/ running on
 * Filament's WebAssembly build in the page. The host is bundled apart from
 * the site (./bundle.ts), once, into a cache folder when the site's content
 * loads: `npm start` serves it from there, a build copies it into web-host/.
 * Its size is then known, so the Run buttons can say what a Run downloads
 * (global data). No page loads any of it until it is imported with import()
 * (runtime/index.ts's runSample). See README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
// Types only: webpack's Configuration knows devServer once webpack-dev-server's types are loaded.
import type {} from 'webpack-dev-server';
import { asPluginError } from '../../shared/plugin-error';
import { buildHost } from './bundle';
import { firstRunBytes } from './download';
import { liveSamples } from './samples';
import { toJsx } from '../../shared/live-preview/jsx';
import { PRESET_NAMES, PRESETS, type PresetName } from '../../shared/live-preview/scene';

export const PLUGIN_NAME = 'web-host';

/** Where the host is served, relative to the site's base URL. */
export const HOST_DIR = 'web-host';

/** The plugin's global data, read by client/RunSample.tsx. */
export interface WebHostData {
  /** Gzipped bytes of each sample's first Run (./download.ts), by sample name. */
  readonly downloadBytes: Readonly<Record<string, number>>;
  /** Gzipped bytes of each live preview's first load (its JSX is run like a sample), by preset. */
  readonly previewBytes: Readonly<Record<PresetName, number>>;
  /**
   * Gzipped bytes of the model checker's first "Show it live": the host and
   * Filament, no model (the reader's is in memory).
   */
  readonly checkerBytes: number;
}

/** Each preset's code as the page first shows it (src/components/LivePreview), by preset. */
const previewSources = () =>
  new Map(PRESET_NAMES.map((name) => [name, toJsx(PRESETS[name], PRESETS[name].initial)]));

async function buildInto(siteDir: string, outDir: string): Promise<WebHostData> {
  try {
    const result = await buildHost(siteDir, outDir);
    const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
    logger.info(
      `[${PLUGIN_NAME}] host bundled: ${bytes} bytes of JS in ${HOST_DIR}/ (before gzip)`,
    );
    return {
      downloadBytes: firstRunBytes(siteDir, outDir, liveSamples(siteDir)),
      previewBytes: firstRunBytes(siteDir, outDir, previewSources()) as WebHostData['previewBytes'],
      checkerBytes: firstRunBytes(siteDir, outDir, new Map([['checker', '']])).checker!,
    };
  } catch (error) {
    throw asPluginError(PLUGIN_NAME, error);
  }
}

export default function webHostPlugin(context: LoadContext): Plugin {
  const devDir = path.join(context.siteDir, 'node_modules/.cache/web-host');
  const isDev = process.env.NODE_ENV === 'development';
  return {
    name: PLUGIN_NAME,

    // Built once when the site loads (under `npm start`, edits to runtime/
    // need a restart); postBuild copies this very bundle into the build.
    async loadContent(): Promise<WebHostData> {
      return buildInto(context.siteDir, path.join(devDir, HOST_DIR));
    },

    async contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },

    configureWebpack(_config, isServer) {
      if (isServer || !isDev) return;
      fs.mkdirSync(path.join(devDir, HOST_DIR), { recursive: true });
      return {
        devServer: {
          static: [
            {
              directory: path.join(devDir, HOST_DIR),
              publicPath: `${context.baseUrl}${HOST_DIR}`,
              watch: false,
            },
          ],
        },
      };
    },

    async postBuild({ outDir }) {
      await fs.promises.cp(path.join(devDir, HOST_DIR), path.join(outDir, HOST_DIR), {
        recursive: true,
      });
    },
  };
}
