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
 * The checker's code (the analysis, the report, the validator and
 * gltf-transform: chunk `model-checker`) loads only after the reader chooses files.
 */
import path from 'node:path';
import type { ConfigureWebpackUtils, Plugin } from '@docusaurus/types';
import type { Configuration, RuleSetRule } from 'webpack';
import { PluginError } from '../../shared/plugin-error';

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

/**
 * The chunk of the checker's heavy part (the `import()` in ModelChecker/index.tsx
 * names it), which also takes the packages only the checker uses: one chunk is
 * one entry fewer in the chunk maps of the runtime every page loads.
 */
export const CHECKER_CHUNK = 'model-checker';
const LIBRARIES =
  /[\\/]node_modules[\\/](gltf-validator|@gltf-transform[\\/]core|property-graph)[\\/]/;

/** The checker's CSS modules (its shell has none: it styles itself inline). */
export const CHECKER_CSS =
  /[\\/]src[\\/]components[\\/](ModelChecker|ModelReport)[\\/][^\\/]+\.module\.css$/i;

/** Docusaurus's rule for CSS modules (@docusaurus/core/lib/webpack/base.js). */
const CSS_MODULE_TEST = String(/\.module\.css$/i);

const INJECT_STYLE_LOADER = path.join(__dirname, 'inject-style-loader.cjs');

/**
 * Takes the checker's CSS modules out of Docusaurus's CSS module rule (whose
 * extract loader sends every CSS module, even of a lazy chunk, to the one
 * stylesheet) and gives them the same loaders with a <style> injection in
 * place of the extraction. An async CSS file instead would add the bundler's
 * CSS-loading runtime (about 0.5 KB gzipped, measured) to every page.
 */
function injectCheckerCss(
  config: Configuration,
  getStyleLoaders: ConfigureWebpackUtils['getStyleLoaders'],
): RuleSetRule {
  const rule = config.module?.rules?.find(
    (r): r is RuleSetRule => !!r && typeof r === 'object' && String(r.test) === CSS_MODULE_TEST,
  );
  if (!rule) {
    throw new PluginError(
      PLUGIN_NAME,
      `found no CSS module rule (test ${CSS_MODULE_TEST}) in the bundler config; see plugins/model-checker/README.md`,
    );
  }
  rule.exclude = rule.exclude ? [rule.exclude, CHECKER_CSS].flat() : CHECKER_CSS;
  const [extract, ...rest] = getStyleLoaders(false, {
    // Docusaurus's own CSS module options (base.js), so class names look the same.
    modules: { localIdentName: '[local]_[contenthash:base64:4]' },
    importLoaders: 1,
  });
  const cssLoader = rest[0];
  const loaderName = (entry: unknown) =>
    typeof entry === 'object' && entry && 'loader' in entry ? String(entry.loader) : String(entry);
  if (!/css-?extract/i.test(loaderName(extract)) || !/css-loader/.test(loaderName(cssLoader))) {
    throw new PluginError(
      PLUGIN_NAME,
      `getStyleLoaders() no longer starts with the extract loader and css-loader (${[extract, cssLoader].map(loaderName).join(', ')}); see plugins/model-checker/README.md`,
    );
  }
  return { test: CHECKER_CSS, use: [{ loader: INJECT_STYLE_LOADER }, ...rest] };
}

export default function modelCheckerPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer, { currentBundler, getStyleLoaders }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        ignoreWarnings: [VALIDATOR_WARNING],
        ...(isServer
          ? {}
          : {
              plugins: [new NormalModuleReplacementPlugin(NODE_ONLY_IMPORTS, EMPTY_MODULE)],
              module: { rules: [injectCheckerCss(config, getStyleLoaders)] },
              optimization: {
                splitChunks: {
                  cacheGroups: {
                    // The validator and gltf-transform go with the checker's own chunk.
                    modelCheckerLibraries: {
                      test: LIBRARIES,
                      name: CHECKER_CHUNK,
                      chunks: 'async',
                      enforce: true,
                      priority: 60,
                    },
                  },
                },
              },
            }),
      };
    },
  };
}
