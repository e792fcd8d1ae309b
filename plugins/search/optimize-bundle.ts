/**
 * Shrinks what a reader's first query downloads from the Pagefind bundle,
 * without changing what it contains:
 *
 * - Pagefind's gzip files (the word index chunks, the metadata and the
 *   search engine's WebAssembly) are recompressed with Zopfli, which writes
 *   ordinary gzip 3 to 5 % smaller than zlib's best. Pagefind inflates them
 *   itself, so the bytes it reads are the same.
 * - pagefind.js is minified further with esbuild (13.2 → 11.4 KB gzipped).
 *
 * Fragments (one per page) are left as written: recompressing 180 of them
 * would cost more build time than the few hundred bytes a query saves.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { transform } from 'esbuild';

/** Files of the bundle that are gzip streams worth recompressing (relative paths). */
export function recompressibleFiles(bundleDir: string): string[] {
  const top = fs
    .readdirSync(bundleDir)
    .filter((name) => /\.(pf_meta|pagefind)$/.test(name) && !name.startsWith('wasm.unknown'));
  const chunks = fs
    .readdirSync(path.join(bundleDir, 'index'))
    .map((name) => path.join('index', name));
  return [...top, ...chunks].sort();
}

/** Recompresses one gzip file with Zopfli, keeping it only if it got smaller. */
export async function recompress(file: string): Promise<{ before: number; after: number }> {
  const original = fs.readFileSync(file);
  const content = zlib.gunzipSync(original);
  const smaller = Buffer.from(await gzipAsync(content, { numiterations: 15 }));
  // The content must survive the round trip exactly; Pagefind checks nothing itself.
  if (!zlib.gunzipSync(smaller).equals(content)) {
    throw new Error(`Zopfli changed the content of ${file}`);
  }
  if (smaller.length >= original.length) return { before: original.length, after: original.length };
  fs.writeFileSync(file, smaller);
  return { before: original.length, after: smaller.length };
}

export async function minifyScript(file: string): Promise<{ before: number; after: number }> {
  const source = fs.readFileSync(file, 'utf8');
  const { code } = await transform(source, { minify: true, format: 'esm', target: 'es2022' });
  fs.writeFileSync(file, code);
  return { before: source.length, after: code.length };
}

/** Optimizes the bundle in place; returns the bytes saved on disk. */
export async function optimizeBundle(bundleDir: string): Promise<number> {
  let saved = 0;
  const results = await Promise.all([
    ...recompressibleFiles(bundleDir).map((rel) => recompress(path.join(bundleDir, rel))),
    minifyScript(path.join(bundleDir, 'pagefind.js')),
  ]);
  for (const { before, after } of results) saved += before - after;
  return saved;
}
