/**
 * Bundler settings for the model checker (docs/guides/check-your-model,
 * src/components/ModelChecker, its report included), which runs in the browser:
 * its analysis's packages into the browser bundle, and its CSS out of the
 * stylesheet every page loads. See README.md.
 */
import path from 'node:path';
import type { ConfigureWebpackUtils, Plugin } from '@docusaurus/types';
import type { Configuration, RuleSetRule } from 'webpack';
import { PluginError } from '../../shared/plugin-error';

export const PLUGIN_NAME = 'model-checker';

/** The Node built-ins gltf-transform's NodeIO imports lazily (`import("node:fs")`); the browser never runs it. */
export const NODE_SCHEME_BUILTINS = /^node:(fs|path)$/;

/** The checker's CSS modules, its report's included (its shell has none: it styles itself inline). */
export const CHECKER_CSS =
  /[\\/]src[\\/]components[\\/]ModelChecker[\\/](?:[^\\/]+[\\/])*[^\\/]+\.module\.css$/i;

/** Docusaurus's rule for CSS modules (@docusaurus/core/lib/webpack/base.js). */
const CSS_MODULE_TEST = String(/\.module\.css$/i);

const INJECT_STYLE_LOADER = path.join(__dirname, 'inject-style-loader.cjs');

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

/**
 * Takes the checker's CSS modules out of Docusaurus's CSS module rule (whose
 * extract loader sends every CSS module, even of a lazy chunk, to the one
 * stylesheet) and gives them the same loaders with a <style> injection in
 * place of the extraction (./inject-style-loader.cjs). An async CSS file
 * instead would add the bundler's CSS-loading runtime to every page (about
 * 0.5 KB gzipped, measured).
 */
export function injectCheckerCss(
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
  const loaderName = (entry: unknown) =>
    typeof entry === 'object' && entry && 'loader' in entry ? String(entry.loader) : String(entry);
  if (!/css-?extract/i.test(loaderName(extract)) || !/css-loader/.test(loaderName(rest[0]))) {
    throw new PluginError(
      PLUGIN_NAME,
      `getStyleLoaders() no longer starts with the extract loader and css-loader (${[extract, rest[0]].map(loaderName).join(', ')}); see plugins/model-checker/README.md`,
    );
  }
  return { test: CHECKER_CSS, use: [{ loader: INJECT_STYLE_LOADER }, ...rest] };
}

export default function modelCheckerPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,

    configureWebpack(config, isServer, { currentBundler, getStyleLoaders }) {
      // The server bundle targets Node, which has node:fs, and renders only the shell.
      if (isServer) return {};
      return {
        ...clientBundlerConfig(currentBundler.instance as unknown as Bundler),
        module: { rules: [injectCheckerCss(config, getStyleLoaders)] },
      };
    },
  };
}
