/**
 * The web host (issue 22): react-native-filament's own src/ running on
 * Filament's WebAssembly build in the page. The host is bundled apart from
 * the site (./bundle.ts) into web-host/ of the build, and served from a
 * cache folder under `npm start`; no page loads any of it until it is
 * imported with import() (runtime/index.ts's runSample). See README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
// Types only: webpack's Configuration knows devServer once webpack-dev-server's types are loaded.
import type {} from 'webpack-dev-server';
import { asPluginError } from '../../shared/plugin-error';
import { buildHost } from './bundle';

export const PLUGIN_NAME = 'web-host';

/** Where the host is served, relative to the site's base URL. */
export const HOST_DIR = 'web-host';

async function buildInto(siteDir: string, outDir: string): Promise<void> {
  try {
    const result = await buildHost(siteDir, outDir);
    const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
    logger.info(
      `[${PLUGIN_NAME}] host bundled: ${bytes} bytes of JS in ${HOST_DIR}/ (before gzip)`,
    );
  } catch (error) {
    throw asPluginError(PLUGIN_NAME, error);
  }
}

export default function webHostPlugin(context: LoadContext): Plugin {
  const devDir = path.join(context.siteDir, 'node_modules/.cache/web-host');
  const isDev = process.env.NODE_ENV === 'development';
  return {
    name: PLUGIN_NAME,

    // Under `npm start` the host is built once when the site loads (edits to
    // runtime/ need a restart; the build below always bundles afresh).
    async loadContent() {
      if (isDev) await buildInto(context.siteDir, path.join(devDir, HOST_DIR));
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
      await buildInto(context.siteDir, path.join(outDir, HOST_DIR));
    },
  };
}
