/**
 * A file's size gzip-compressed as the server sends it (level 6: GitHub
 * Pages' and tools/serve.ts's compression), for the download figures the
 * buttons show (plugins/filament-wasm, plugins/web-host). Remembered per path
 * for the process: both plugins count filament.wasm (2 MB) in one build.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';

const sizes = new Map<string, number>();

export function gzippedSize(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 6 }).byteLength;
    sizes.set(file, size);
  }
  return size;
}
