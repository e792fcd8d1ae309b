/**
 * Bundler settings for the model checker's analysis
 * (src/components/ModelChecker/analysis), which runs in the browser. See README.md.
 */
import type { Plugin } from '@docusaurus/types';

export const PLUGIN_NAME = 'model-checker';

/** The Node built-ins gltf-transform's NodeIO imports lazily (`import("node:fs")`); the browser never runs it. */
export const NODE_SCHEME_BUILTINS = /^node:(fs|path)$/;

interface Bundler {
  readonly NormalModuleReplacementPlugin: new (
    pattern: RegExp,
    replace: (resource: { request: string }) => void,
  ) => unknown;
}

/**
 * The client bundle's settings: `node:fs` and `node:path` become `fs` and
 * `path`, which resolve to nothing (Rspack refuses the `node:` scheme for a
 * web target); the validator's dart2js code reads `require` dynamically only
 * under Node, so that warning is dropped. Exported for the bundle test.
 */
export function clientBundlerConfig(bundler: Bundler) {
  return {
    plugins: [
      new bundler.NormalModuleReplacementPlugin(NODE_SCHEME_BUILTINS, (resource) => {
        resource.request = resource.request.slice('node:'.length);
      }),
    ],
    resolve: { fallback: { fs: false as const, path: false as const } },
    ignoreWarnings: [
      { module: /gltf-validator/, message: /Critical dependency: require function is used/ },
    ],
  };
}

export default function modelCheckerPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer, { currentBundler }) {
      // The server bundle targets Node, which has node:fs; only the browser needs the rewrite.
      return isServer ? {} : clientBundlerConfig(currentBundler.instance as unknown as Bundler);
    },
  };
}
