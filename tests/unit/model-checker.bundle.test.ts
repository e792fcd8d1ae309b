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
/**
 * The decoder chunks, fetched only for a compressed file (`model-decoder-*`):
 * glTF-Transform's two extensions, meshoptimizer's decoder, Draco's glue
 * (its wasm, 63 KB gzipped, is a file of its own). Measured 2026-11-28: 27,030 bytes gzipped;
 * the analysis itself then 131,333.
 */
const DECODERS_GZIP_BUDGET = 60 * 1024;
const DECODER_GROUPS = ['model-decoder-draco', 'model-decoder-ext', 'model-decoder-meshopt'];

interface Bundled {
  errors: string[];
  dir: string;
  /** Files of each named chunk group (a `webpackChunkName` import) with the chunks split off it. */
  groups: Record<string, string[]>;
}

function bundle(withPlugin: boolean): Promise<Bundled> {
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
    output: { path: path.join(dir, 'out'), chunkFilename: '[name].js' },
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
      else {
        const json = stats.toJson({ all: false, errors: true, chunkGroups: true });
        const groups = Object.fromEntries(
          Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [
            name,
            (group.assets ?? []).map((asset) => asset.name),
          ]),
        );
        resolve({ errors: json.errors!.map((e) => e.message), dir, groups });
      }
    });
  });
}

describe('the analysis in a browser bundle', () => {
  it('builds with the plugin, within its byte budget; the decoders in chunks of their own', async () => {
    const { errors, dir, groups } = await bundle(true);
    expect(errors).toEqual([]);
    const out = path.join(dir, 'out');
    const files = fs.readdirSync(out);
    // The decoders' groups, with the chunks the bundler split off them (Draco's glue, the extensions).
    expect(Object.keys(groups).sort()).toEqual(expect.arrayContaining(DECODER_GROUPS));
    const decoderFiles = new Set(DECODER_GROUPS.flatMap((name) => groups[name]));
    const isDecoderChunk = (file: string) => decoderFiles.has(file);
    const gzipOf = (list: string[]) =>
      list.reduce(
        (sum, f) => sum + gzipSync(fs.readFileSync(path.join(out, f)), { level: 9 }).length,
        0,
      );
    const js = files.filter((f) => f.endsWith('.js'));
    const analysis = gzipOf(js.filter((f) => !isDecoderChunk(f)));
    const decoders = gzipOf(js.filter(isDecoderChunk));
    console.log(`model checker analysis: ${analysis} bytes gzipped; decoders: ${decoders}`);
    expect(analysis).toBeLessThan(ANALYSIS_GZIP_BUDGET);
    // Loaded only for a compressed file: meshopt, Draco and the extensions in chunks of their own.
    expect(js.filter(isDecoderChunk)).toEqual(
      expect.arrayContaining(DECODER_GROUPS.map((name) => `${name}.js`)),
    );
    expect(decoders).toBeGreaterThan(20 * 1024);
    expect(decoders).toBeLessThan(DECODERS_GZIP_BUDGET);
    // Draco's wasm is emitted as a file the glue fetches.
    expect(files.some((f) => f.endsWith('.wasm'))).toBe(true);
  });

  it('fails without it (so the plugin is what makes it build)', async () => {
    const { errors } = await bundle(false);
    expect(errors.join('\n')).toMatch(/node:fs/);
  });
});
