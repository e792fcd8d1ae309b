/**
 * The web host in the build (plugins/web-host): the bundle postBuild copied
 * into web-host/, and the Run buttons' figures, which must say what a first
 * Run downloads, gzipped as the server sends it: the host's files (scripts
 * and the library's default light), Filament's wasm and the sample's model.
 * Computed here from the built files themselves. Each button's figure is in
 * its own page's chunk (remark-run-button.ts), not in the global data that
 * every page loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { gzippedSize as gzipped } from '../../shared/gzipped-size';
import { formatDownload } from '../../shared/live-preview/poster';
import { assertBuilt, BUILD_DIR, htmlText, readRoute } from './helpers';

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

beforeAll(assertBuilt);

/** What every first Run downloads: the host's files and Filament's wasm. */
function sharedFiles(): string[] {
  // Every file of the host counts (an upper bound: the in-page transform's chunk is only
  // loaded by previews and edited code, but esbuild's shared chunk has no telling name).
  const host = filesUnder(path.join(BUILD_DIR, 'web-host'));
  expect(host.map((file) => path.relative(BUILD_DIR, file))).toEqual(
    expect.arrayContaining(['web-host/host.js', 'web-host/RNF_default_env_ibl.ktx']),
  );
  const wasm = filesUnder(path.join(BUILD_DIR, 'filament')).filter((f) => f.endsWith('.wasm'));
  expect(wasm).toHaveLength(1);
  return [...host, ...wasm];
}

const bytesOf = (files: string[]) => files.reduce((sum, file) => sum + gzipped(file), 0);

/** The `downloadBytes` prop the page's own chunk gives the sample's button (remark-run-button.ts). */
function figuresInScripts(sample: string): { file: string; bytes: number }[] {
  const dir = path.join(BUILD_DIR, 'assets/js');
  const prop = new RegExp(`sample:"${sample}",downloadBytes:(\\d+)`, 'g');
  return fs.readdirSync(dir).flatMap((file) =>
    [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(prop)].map((match) => ({
      file,
      bytes: Number(match[1]),
    })),
  );
}

it("the getting-started Run button names the first Run's download: host, wasm, light, model", () => {
  // The sample's ./assets/helmet.glb is not a site model: the host runs it with the showcase.
  const bytes = bytesOf([...sharedFiles(), path.join(BUILD_DIR, 'models/showcase.glb')]);
  expect(bytes).toBeGreaterThan(2_000_000);
  expect(htmlText(readRoute('docs/guides'))).toContain(`Run this sample (${formatDownload(bytes)})`);
});

it.each([
  ['getting-started', 'showcase.glb'],
  ['asset-loading', 'beacon.glb'],
  ['instancing', 'tree.glb'],
  ['materials', 'car.glb'],
])(
  "the %s button gets its own figure (with %s) from its page's chunk, not from global data",
  (sample, model) => {
    const bytes = bytesOf([...sharedFiles(), path.join(BUILD_DIR, 'models', model)]);
    const figures = figuresInScripts(sample);
    expect(figures).toHaveLength(1);
    expect(figures[0]!.bytes).toBe(bytes);
    expect(figures[0]!.file).not.toMatch(/^main\./);
    // The global data (in main.js, on every page) keeps only the previews' and the checker's figures.
    const main = fs.readdirSync(path.join(BUILD_DIR, 'assets/js')).find((f) => /^main\./.test(f))!;
    const globalData = fs.readFileSync(path.join(BUILD_DIR, 'assets/js', main), 'utf8');
    expect(globalData).toMatch(/"web-host":\{"default":\{"previewBytes":\{[^}]*\},"checkerBytes":\d+\}\}/);
    expect(globalData).not.toContain(`"${sample}":${bytes}`);
  },
);
