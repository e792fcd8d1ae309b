/**
 * The web host in the build (plugins/web-host): the bundle postBuild copied
 * into web-host/, the default light's gzip twin beside the light, and the Run
 * buttons' figures, which must say what a first Run downloads as GitHub
 * Pages sends it (shared/pages-bytes.ts): the host's scripts gzipped, the
 * gzip twins of the default light and of Filament's wasm as they are (the
 * host fetches those, not the files), and the sample's model as it is.
 * Computed here from the built files themselves. Each button's figure is in
 * its own page's chunk (remark-run-button.ts), not in the global data that
 * every page loads. The host's scripts hold its own React 19.2.0; the site's,
 * React 18.3.1.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { pagesBytes } from '../../shared/pages-bytes';
import { formatDownload } from '../../shared/live-preview/poster';
import { hostFirstRunFiles } from '../web-host';
import { assertBuilt, BUILD_DIR, htmlText, readRoute } from './helpers';

const ROOT = path.resolve(__dirname, '../..');

beforeAll(assertBuilt);

/** What every first Run downloads: the host's scripts, the light's and the wasm's twins. */
function sharedFiles(): string[] {
  // Every script of the host counts (an upper bound: the in-page transform's chunk is only
  // loaded by previews and edited code, but esbuild's shared chunk has no telling name).
  const files = hostFirstRunFiles(BUILD_DIR);
  expect(files.map((file) => path.relative(BUILD_DIR, file))).toEqual(
    expect.arrayContaining(['web-host/host.js', 'web-host/RNF_default_env_ibl.ktx.gz']),
  );
  expect(files.filter((file) => /\.(wasm|ktx)$/.test(file))).toEqual([]);
  return files;
}

const bytesOf = (files: string[]) => files.reduce((sum, file) => sum + pagesBytes(file), 0);

it("ships the default light and its gzip twin, which gunzips to the library's file byte for byte", () => {
  const light = path.join(ROOT, 'node_modules/react-native-filament/assets/RNF_default_env_ibl.ktx');
  const built = path.join(BUILD_DIR, 'web-host/RNF_default_env_ibl.ktx');
  const original = fs.readFileSync(light);
  // The file stays, for a browser without DecompressionStream.
  expect(fs.readFileSync(built).equals(original)).toBe(true);
  const twin = fs.readFileSync(`${built}.gz`);
  expect(zlib.gunzipSync(twin).equals(original)).toBe(true);
  // Zopfli's gzip: about a fifth of the light (2,095,460 → 372,729 B on 2026-12-01).
  expect(twin.length).toBeLessThan(0.2 * original.length);
});

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
  // The twins and the scripts: under 3 MB (the wasm and the light whole would be 5.8 MB).
  expect(bytes).toBeGreaterThan(2_000_000);
  expect(bytes).toBeLessThan(3_000_000);
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
    // The global data (in main.js, on every page) keeps only the previews' and the checker's
    // figures, and the names of the site's models (the playground's Download as an app).
    const main = fs.readdirSync(path.join(BUILD_DIR, 'assets/js')).find((f) => /^main\./.test(f))!;
    const globalData = fs.readFileSync(path.join(BUILD_DIR, 'assets/js', main), 'utf8');
    expect(globalData).toMatch(
      /"web-host":\{"default":\{"previewBytes":\{[^}]*\},"checkerBytes":\d+,"siteModels":\["[\w.-]+\.glb"(,"[\w.-]+\.glb")*\]\}\}/,
    );
    expect(globalData).not.toContain(`"${sample}":${bytes}`);
  },
);

/** The React versions a set of scripts declares (`version:"…"` / `.version="…"`, React's and React DOM's). */
function reactVersions(files: string[]): string[] {
  const found = files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/\bversion\s*[=:]\s*"(1[89]\.\d+\.\d+)"/g)].map(
      (match) => match[1]!,
    ),
  );
  return [...new Set(found)];
}

it("runs the samples on the host's own React 19.2.0, while the site's scripts keep React 18.3.1", () => {
  const hostScripts = hostFirstRunFiles(BUILD_DIR).filter((file) => file.endsWith('.js'));
  expect(reactVersions(hostScripts)).toEqual(['19.2.0']);
  const siteDir = path.join(BUILD_DIR, 'assets/js');
  const siteScripts = fs.readdirSync(siteDir).map((file) => path.join(siteDir, file));
  expect(reactVersions(siteScripts)).toEqual(['18.3.1']);
});
