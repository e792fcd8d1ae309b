/**
 * Bundler settings for the model checker page (docs/guides/check-your-model,
 * src/components/ModelChecker), whose packages were written for Node as well
 * as the browser:
 * - gltf-transform's core imports `node:fs` and `node:path` inside its
 *   Node-only NodeIO, which the checker never uses; the browser bundle stops
 *   on the `node:` scheme, so both become an empty module;
 * - the Khronos validator's Dart-compiled glue keeps `require` for Node
 *   (`self.require=require`), which the bundler warns about on every build;
 *   in the browser that branch never runs, so that one warning is dropped.
 * The checker's chunks (the analysis, the validator, gltf-transform, the
 * report) load only after the reader chooses files.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const PLUGIN_NAME = 'model-checker';

/** Node built-ins that the checker's packages import under the `node:` scheme, for Node only. */
export const NODE_ONLY_IMPORTS = /^node:(fs|path)$/;

/** What the browser bundle gets in their place: a module with no exports. */
export const EMPTY_MODULE = path.join(__dirname, 'node-only.ts');

/** The validator's one warning: its glue hands `require` to Dart code that runs only under Node. */
export const VALIDATOR_WARNING = {
  module: /[\\/]node_modules[\\/]gltf-validator[\\/]gltf_validator\.dart\.js$/,
  message: /Critical dependency: require function is used in a way/,
};

export default function modelCheckerPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        ignoreWarnings: [VALIDATOR_WARNING],
        ...(isServer
          ? {}
          : { plugins: [new NormalModuleReplacementPlugin(NODE_ONLY_IMPORTS, EMPTY_MODULE)] }),
      };
    },
  };
}
