/**
 * The internals of Docusaurus and other packages that plugins/model-checker relies on,
 * checked in the installed packages: a release that renames or removes one
 * fails here, naming the plugin to update, rather than silently turning the
 * feature off. The plugin's README lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKER_CSS, injectCheckerCss } from '../../plugins/model-checker';
import injectStyleLoader from '../../plugins/model-checker/inject-style-loader.cjs';
import type { Configuration, RuleSetRule } from 'webpack';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');

describe('model-checker', () => {
  it("finds Docusaurus's CSS module rule and its style loaders, and puts its <style> injection in place of the extraction", async () => {
    // The rule as Docusaurus's base config writes it.
    const base = read('@docusaurus/core/lib/webpack/base.js');
    expect(base).toContain('const CSS_MODULE_REGEX = /\\.module\\.css$/i;');
    expect(base).toMatch(
      /test: CSS_MODULE_REGEX,\s*use: configureWebpackUtils\.getStyleLoaders\(isServer, \{/,
    );
    const { rspack } = await import('@rspack/core');
    const { createStyleLoadersFactory } = await import('@docusaurus/bundler');
    const getStyleLoaders = await createStyleLoadersFactory({
      currentBundler: { name: 'rspack', instance: rspack as never },
    });
    const rule: RuleSetRule = { test: /\.module\.css$/i, use: [] };
    const config: Configuration = { module: { rules: [rule] } };
    const injected = injectCheckerCss(config, getStyleLoaders);
    expect(rule.exclude).toBe(CHECKER_CSS);
    expect(injected.test).toBe(CHECKER_CSS);
    const loaders = (injected.use as { loader: string }[]).map((u) => path.basename(u.loader));
    expect(loaders).toEqual(['inject-style-loader.cjs', 'cjs.js', 'cjs.js']);
    expect(CHECKER_CSS.test('/site/src/components/ModelChecker/report/styles.module.css')).toBe(
      true,
    );
    expect(CHECKER_CSS.test('/site/src/components/LivePreview/styles.module.css')).toBe(false);
  });

  it('stops the build with one message naming the plugin when the CSS module rule is gone', () => {
    const config: Configuration = { module: { rules: [{ test: /\.css$/ }] } };
    expect(() => injectCheckerCss(config, () => [])).toThrow(/^\[model-checker\] .*README/);
  });

  it("the injection loader requires the rest of the chain, styles the page, and exports css-loader's class names", () => {
    const pitch = (injectStyleLoader as { pitch: (this: unknown, request: string) => string })
      .pitch;
    const code = pitch.call(
      {
        context: '/site/src/components/ModelChecker',
        utils: { contextify: (_: string, r: string) => r },
      },
      '/site/node_modules/css-loader/dist/cjs.js!/site/src/components/ModelChecker/styles.module.css',
    );
    expect(code).toContain('require("!!/site/node_modules/css-loader/dist/cjs.js!');
    expect(code).toContain('style.textContent = String(content);');
    expect(code).toContain('module.exports = content.locals || {};');
  });
});
