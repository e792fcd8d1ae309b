/**
 * The model checker's analysis goes into a browser bundle with the settings of
 * plugins/model-checker (Rspack, as the site builds, web target), and without
 * them it does not: gltf-transform's `import("node:fs")` stops the build. Also
 * keeps the analysis's download (loaded only by the checker page) in a budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack, type RspackOptions } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { clientBundlerConfig } from '../../plugins/model-checker';
import { testDir } from './temp-dir';

const ROOT = path.resolve(__dirname, '../..');
/** Measured 2026-11-25: 127,665 bytes (gzip -9) for gltf-validator, gltf-transform's core and the analysis. */
const ANALYSIS_GZIP_BUDGET = 140 * 1024;

function bundle(withPlugin: boolean): Promise<{ errors: string[]; dir: string }> {
  const dir = testDir('mca-bundle-');
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    `import(${JSON.stringify(path.join(ROOT, 'src/components/ModelChecker/analysis/index.ts'))});\n`,
  );
  const plugin = clientBundlerConfig(rspack as never);
  const options: RspackOptions = {
    mode: 'production',
    target: 'web',
    context: dir,
    entry: path.join(dir, 'entry.js'),
    output: { path: path.join(dir, 'out') },
    resolve: { extensions: ['.ts', '.js'], ...(withPlugin ? plugin.resolve : {}) },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: withPlugin ? (plugin.plugins as RspackOptions['plugins']) : [],
    performance: false,
  };
  return new Promise((resolve, reject) => {
    rspack(options, (error, stats) => {
      if (error || !stats) reject(error ?? new Error('no stats'));
      else
        resolve({
          errors: stats.toJson({ all: false, errors: true }).errors!.map((e) => e.message),
          dir,
        });
    });
  });
}

describe('the analysis in a browser bundle', () => {
  it('builds with the plugin, within its byte budget', async () => {
    const { errors, dir } = await bundle(true);
    expect(errors).toEqual([]);
    const out = path.join(dir, 'out');
    const gzip = fs
      .readdirSync(out)
      .filter((f) => f.endsWith('.js'))
      .reduce(
        (sum, f) => sum + gzipSync(fs.readFileSync(path.join(out, f)), { level: 9 }).length,
        0,
      );
    console.log(`model checker analysis: ${gzip} bytes gzipped`);
    expect(gzip).toBeLessThan(ANALYSIS_GZIP_BUDGET);
  });

  it('fails without it (so the plugin is what makes it build)', async () => {
    const { errors } = await bundle(false);
    expect(errors.join('\n')).toMatch(/node:fs/);
  });
});
