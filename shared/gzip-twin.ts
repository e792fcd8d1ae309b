/**
 * Gzip twins: `<file>.gz` beside a file the web host fetches that GitHub
 * Pages would send whole (it compresses text types only,
 * ./pages-bytes.ts): Filament's `filament.wasm` (plugins/filament-wasm) and
 * the library's default environment light `RNF_default_env_ibl.ktx`
 * (plugins/web-host). Pages serves a `.gz` as `application/gzip` with no
 * Content-Encoding, so the page gets the compressed bytes and the host
 * inflates them (packages/web-host/src/gzip-fetch.ts); the file itself stays
 * beside its twin as the fallback.
 *
 * Compressed with Zopfli (one iteration), once per content: the twin is
 * cached under node_modules/.cache/gzip-twins/<content hash>-zopfli<iterations>/,
 * so a build or
 * `npm start` after the first pays nothing. Measured 2026-12-01 on this
 * 2-core machine: zlib level 9 takes 0.10 s and 0.05 s and writes 1,968,781
 * and 395,331 B; Zopfli with one iteration 4.7 s and 4.0 s for 1,916,080 and
 * 372,729 B (75 KB, 3 %, less on every reader's first Run); 5 or 15
 * iterations save 1.5–2 KB more for 2–7 s more each.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

/** The twin of `x` is `x` + this. */
export const GZIP_TWIN_SUFFIX = '.gz';

/** Zopfli's iterations: more save under 0.1 % for seconds more (measured above). */
export const ZOPFLI_ITERATIONS = 1;

/** Gzip of `content` that inflates to exactly `content` (checked: a twin is served as the file). */
export async function gzipBest(content: Uint8Array): Promise<Buffer> {
  const gzip = Buffer.from(await gzipAsync(content, { numiterations: ZOPFLI_ITERATIONS }));
  if (!zlib.gunzipSync(gzip).equals(content)) throw new Error('Zopfli changed the content');
  return gzip;
}

const hashes = new Map<string, string>();

/** The content hash of `file`, remembered per path, size and modification time for the process. */
function contentHash(file: string): string {
  const stat = fs.statSync(file);
  const key = `${path.resolve(file)}:${stat.size}:${stat.mtimeMs}`;
  let hash = hashes.get(key);
  if (hash === undefined) {
    hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
    hashes.set(key, hash);
  }
  return hash;
}

/**
 * Where the twin of `file` is (or will be) cached: a folder named after the
 * file's content and the compression's settings holding `<name>.gz`, so a
 * changed file (or setting) gets a new twin and a dev server can serve the
 * folder as it is.
 */
export function gzipTwinPath(file: string, siteDir: string): string {
  return path.join(
    siteDir,
    'node_modules/.cache/gzip-twins',
    `${contentHash(file)}-zopfli${ZOPFLI_ITERATIONS}`,
    `${path.basename(file)}${GZIP_TWIN_SUFFIX}`,
  );
}

const pending = new Map<string, Promise<string>>();

/**
 * The cached twin of `file`, written first if missing (written to a
 * temporary name then renamed: builds of other checkouts may share the
 * cache). Both plugins ask for the wasm's in one build: it is compressed once.
 */
export function gzipTwin(file: string, siteDir: string): Promise<string> {
  const twin = gzipTwinPath(file, siteDir);
  let done = pending.get(twin);
  if (!done) {
    done = (async () => {
      if (fs.existsSync(twin)) return twin;
      const gzip = await gzipBest(await fs.promises.readFile(file));
      await fs.promises.mkdir(path.dirname(twin), { recursive: true });
      const temporary = `${twin}.${process.pid}.tmp`;
      await fs.promises.writeFile(temporary, gzip);
      await fs.promises.rename(temporary, twin);
      return twin;
    })();
    done.catch(() => pending.delete(twin));
    pending.set(twin, done);
  }
  return done;
}
