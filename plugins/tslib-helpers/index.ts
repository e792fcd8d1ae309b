/**
 * @docusaurus/utils-common is CommonJS and requires all of tslib (about 4 KB
 * gzipped) for one helper; the browser bundle gets just that helper
 * (tslib.ts). See README.md.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const PLUGIN_NAME = 'tslib-helpers';

export default function tslibHelpersPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      return { resolve: isServer ? {} : { alias: { tslib$: path.join(__dirname, 'tslib.ts') } } };
    },
  };
}
