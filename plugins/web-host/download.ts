/**
 * What a reader downloads on a sample's first Run, as GitHub Pages sends it
 * (shared/pages-bytes.ts: gzip for scripts, other files whole): the host's
 * scripts, the gzip twins of Filament's wasm and of the library's default
 * environment light (shared/gzip-twin.ts: the host fetches those, not the
 * files, which stay as its fallback), and the sample's models. The one
 * figure of the site for that download: the Run buttons, the live previews
 * and the model checker's live button (`checkerBytes`) all read it.
 * Every script of the host counts, other samples' chunks included (a few
 * hundred bytes each): the figure a button shows may only round up. That
 * includes the in-page transform (sucrase and acorn, ≈ 85 KB), which a live
 * preview and a Run of edited code load and a guide's sample does not:
 * esbuild puts it in a chunk the two share (not the chunk named after
 * packages/web-host/src/edited-code.ts), so no file name tells it apart.
 * Except the companion libraries' scripts (Reanimated's and gesture-handler's web builds,
 * `companions.json`, written by bundle.ts): they count only for a sample that imports them.
 */
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { GZIP_TWIN_SUFFIX, gzipTwinPath } from '../../shared/gzip-twin';
import { pagesBytes } from '../../shared/pages-bytes';
import { BULLET_DIR, usesBullet } from 'react-native-filament-web-host/build';
import { siteModelFor } from './samples';

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The site models the `require('./….glb')` calls of a sample or a preview load (samples.ts's mapping). */
function sampleModels(code: string, siteDir: string): string[] {
  const requests = [...code.matchAll(/require\(\s*['"](\.\/[^'"]+\.glb)['"]\s*\)/gi)];
  const models = requests.flatMap((m) => siteModelFor(m[1]!, siteDir) ?? []);
  return [...new Set(models)].map((model) => path.join(siteDir, 'static', model));
}

/**
 * Where the site's content loading bundles the host (index.ts's loadContent),
 * which `npm start` serves and a build copies into `<HOST_DIR>/` (index.ts).
 * One folder per checkout: git worktrees that share one `node_modules`
 * would otherwise overwrite each other's bundle between `loadContent` and
 * `postBuild`, and a page's figure would not match the files it ships.
 */
export const hostBundleDir = (siteDir: string): string =>
  path.join(
    siteDir,
    'node_modules/.cache/web-host',
    createHash('sha256').update(path.resolve(siteDir)).digest('hex').slice(0, 12),
    'web-host',
  );

/**
 * The files of the host's folder a first Run fetches: each one but a file
 * with a gzip twin beside it, which the host fetches instead, and but the
 * physics folder, which only a sample using physics fetches (`bulletFiles`).
 */
export function hostFetchedFiles(hostDir: string): string[] {
  const physics = path.join(hostDir, BULLET_DIR) + path.sep;
  const files = filesUnder(hostDir).filter((file) => !file.startsWith(physics));
  const companions = new Set(Object.values(companionScripts(hostDir)).flat());
  return files.filter(
    (file) =>
      !files.includes(`${file}${GZIP_TWIN_SUFFIX}`) &&
      !companions.has(file) &&
      path.basename(file) !== COMPANION_MANIFEST,
  );
}

/** The name of bundle.ts's manifest (not imported from it: bundle.ts needs esbuild). */
const COMPANION_MANIFEST = 'companions.json';

/** companions.json: package name → the scripts only a sample importing it loads (absolute paths). */
export function companionScripts(hostDir: string): Record<string, string[]> {
  const file = path.join(hostDir, COMPANION_MANIFEST);
  if (!fs.existsSync(file)) return {};
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  return Object.fromEntries(
    Object.entries(manifest).map(([name, files]) => [
      name,
      files.map((relative) => path.join(hostDir, relative)),
    ]),
  );
}

/** The companion libraries' scripts a sample's imports bring (none for most samples). */
function companionFilesOf(code: string, hostDir: string): string[] {
  return Object.entries(companionScripts(hostDir)).flatMap(([name, files]) =>
    new RegExp(`['"]${name}['"]`).test(code) ? files : [],
  );
}

/** The physics bundle and ammo's wasm's twin (packages/web-host/build/bullet.ts), for code that uses physics. */
export function bulletFiles(hostDir: string, code: string): string[] {
  if (!usesBullet(code)) return [];
  const files = filesUnder(path.join(hostDir, BULLET_DIR));
  return files.filter((file) => !files.includes(`${file}${GZIP_TWIN_SUFFIX}`));
}

/** The wasm's twin as live-preview ships it (compressed in the cache by its loadContent, or this plugin's). */
export function wasmTwinFile(siteDir: string): string {
  const twin = gzipTwinPath(
    require.resolve('filament/filament.wasm', { paths: [siteDir] }),
    siteDir,
  );
  if (!fs.existsSync(twin))
    throw new Error(
      `filament.wasm's gzip twin is not written yet (${twin}): no download figure without it`,
    );
  return twin;
}

/**
 * Bytes of one sample's first Run (or of a live preview's first load: its
 * code is a sample too); `hostDir` holds the bundled host. Each script is
 * gzipped once per process (shared/gzipped-size.ts), so the remark plugin
 * can ask for every guide's button.
 */
export function sampleFirstRunBytes(siteDir: string, hostDir: string, code: string): number {
  if (!fs.existsSync(path.join(hostDir, 'host.js')))
    throw new Error(`The web host is not bundled in ${hostDir}: no download figure without it`);
  const files = new Set([
    ...hostFetchedFiles(hostDir),
    ...companionFilesOf(code, hostDir),
    ...bulletFiles(hostDir, code),
  ]);
  return [...files, wasmTwinFile(siteDir), ...sampleModels(code, siteDir)].reduce(
    (sum, file) => sum + pagesBytes(file),
    0,
  );
}

/** `sampleFirstRunBytes` of each sample (or preview), by name. */
export function firstRunBytes(
  siteDir: string,
  hostDir: string,
  samples: ReadonlyMap<string, string>,
): Record<string, number> {
  return Object.fromEntries(
    [...samples].map(([name, code]) => [name, sampleFirstRunBytes(siteDir, hostDir, code)]),
  );
}
