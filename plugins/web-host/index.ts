/**
 * The web host (issue 22): react-native-filament's own src/ running on
 * Filament's WebAssembly build in the page. The host is bundled apart from
 * the site (./bundle.ts), once, into a cache folder when the site's content
 * loads: `npm start` serves it from there, a build copies it into web-host/.
 * Its size is then known, so the Run buttons can say what a Run downloads
 * (each button's own figure, written into its page by remark-run-button.ts)
 * and the live previews what their first load does (global data). No page loads any of it until it is imported with import()
 * (packages/web-host's runSample). See README.md.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
// Types only: webpack's Configuration knows devServer once webpack-dev-server's types are loaded.
import type {} from 'webpack-dev-server';
import { asPluginError } from '../../shared/plugin-error';
import { gzipTwin } from '../../shared/gzip-twin';
import { buildHost } from './bundle';
import { firstRunBytes, hostBundleDir, wasmTwinFile } from './download';
import { toJsx } from '../../shared/live-preview/jsx';
import { PRESET_NAMES, PRESETS, type PresetName } from '../../shared/live-preview/scene';
import { runButtonSplitChunks } from './run-button-chunk';
import { siteModels } from './samples';
import remarkRunButton from './remark-run-button';

/** The guides' remark plugins: a ```tsx live block gets a Run button that runs it on the host. */
export const remarkPlugins = [remarkRunButton];

export const PLUGIN_NAME = 'web-host';

/** Where the host is served, relative to the site's base URL. */
export const HOST_DIR = 'web-host';

/**
 * The plugin's global data, read by the live previews
 * (src/components/LivePreview/Stage.tsx). It reaches every page, so it holds
 * only what they need: a guide's Run button gets its own figure as a prop
 * (remark-run-button.ts), not from here.
 */
export interface WebHostData {
  /**
   * Bytes of each live preview's first load as GitHub Pages sends them (its JSX is run like a
   * sample; download.ts), by preset.
   */
  readonly previewBytes: Readonly<Record<PresetName, number>>;
  /**
   * Bytes of the model checker's first "Show it live" as GitHub Pages sends them (download.ts):
   * the host and Filament, no model (the reader's is in memory).
   */
  readonly checkerBytes: number;
  /** The site's models (static/models), for the playground's "Download as an app" (its stand-ins). */
  readonly siteModels: readonly string[];
}

/** Each preset's code as the page first shows it (src/components/LivePreview), by preset. */
const previewSources = () =>
  new Map(PRESET_NAMES.map((name) => [name, toJsx(PRESETS[name], PRESETS[name].initial)]));

async function buildInto(siteDir: string, outDir: string): Promise<WebHostData> {
  try {
    // The figures count the wasm's gzip twin, which live-preview ships: compressed once for both.
    const wasm = require.resolve('filament/filament.wasm', { paths: [siteDir] });
    const [result] = await Promise.all([buildHost(siteDir, outDir), gzipTwin(wasm, siteDir)]);
    const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
    logger.info(
      `[${PLUGIN_NAME}] host bundled: ${bytes} bytes of JS in ${HOST_DIR}/ (before gzip)`,
    );
    return {
      previewBytes: firstRunBytes(siteDir, outDir, previewSources()) as WebHostData['previewBytes'],
      checkerBytes: firstRunBytes(siteDir, outDir, new Map([['checker', '']])).checker!,
      siteModels: siteModels(siteDir),
    };
  } catch (error) {
    throw asPluginError(PLUGIN_NAME, error);
  }
}

/**
 * The bundler's persistent cache keeps each guide's compiled MDX, and with it
 * the Run button's figure (remark-run-button.ts), across builds: it is evicted
 * when its version changes, not when the host's bundle, the wasm's gzip twin
 * or the site's models do. So the version gets a hash of them (names and
 * contents); unchanged, the cache is kept. Nothing when the cache is off
 * (DOCUSAURUS_NO_PERSISTENT_CACHE).
 */
function cacheVersionWithFigures(config: Configuration, siteDir: string, hostDir: string) {
  const cache = (config.experiments as { cache?: { version?: string } } | undefined)?.cache;
  if (typeof cache?.version !== 'string') return {};
  const hash = createHash('sha256');
  const modelsDir = path.join(siteDir, 'static/models');
  const files = [
    ...fs
      .readdirSync(hostDir, { recursive: true, encoding: 'utf8' })
      .map((f) => path.join(hostDir, f)),
    ...fs.readdirSync(modelsDir).map((f) => path.join(modelsDir, f)),
    wasmTwinFile(siteDir),
  ].filter((file) => fs.statSync(file).isFile());
  for (const file of files.sort()) hash.update(file).update(fs.readFileSync(file));
  return {
    experiments: { cache: { version: `${cache.version}-${hash.digest('hex').slice(0, 12)}` } },
  };
}

export default function webHostPlugin(context: LoadContext): Plugin {
  // remark-run-button.ts reads the bundle there too, for each Run button's figure.
  const hostDir = hostBundleDir(context.siteDir);
  const isDev = process.env.NODE_ENV === 'development';
  return {
    name: PLUGIN_NAME,

    // Built once when the site loads (under `npm start`, edits to packages/web-host/
    // need a restart); postBuild copies this very bundle into the build.
    async loadContent(): Promise<WebHostData> {
      return buildInto(context.siteDir, hostDir);
    },

    async contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },

    configureWebpack(config, isServer) {
      const cacheVersion = cacheVersionWithFigures(config, context.siteDir, hostDir);
      if (isServer) return cacheVersion;
      if (!isDev) return { ...cacheVersion, optimization: { splitChunks: runButtonSplitChunks } };
      fs.mkdirSync(hostDir, { recursive: true });
      return {
        ...cacheVersion,
        devServer: {
          static: [
            {
              directory: hostDir,
              publicPath: `${context.baseUrl}${HOST_DIR}`,
              watch: false,
            },
          ],
        },
      };
    },

    async postBuild({ outDir }) {
      await fs.promises.cp(hostDir, path.join(outDir, HOST_DIR), {
        recursive: true,
      });
    },
  };
}
