/**
 * Source maps for the browser bundle, for the bundle analysis
 * (`npm run bench:bundle`, tools/bench/bundle.ts). Only in builds made with
 * SOURCE_MAPS=1: the deployed site ships no maps. See README.md.
 */
import type { Plugin } from '@docusaurus/types';

export const PLUGIN_NAME = 'source-maps';

export default function sourceMapsPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      // The server bundle only renders the HTML; what readers download is the client's.
      return isServer ? {} : { devtool: 'source-map' };
    },
  };
}
