/**
 * Builds the host: the runtime (packages/web-host, with the library's own
 * src/ and react-native-web) and the guides' samples, as ES modules with
 * esbuild, into one folder the site serves at web-host/. See README.md for
 * why esbuild and not the site's bundler.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildResult, type Metafile, type Plugin as EsbuildPlugin } from 'esbuild';
import {
  BROWSER_BUNDLE_OPTIONS,
  COMPANION_BUILD_OPTIONS,
  ammoWasmFile,
  BULLET_DIR,
  BULLET_WASM,
  buildBullet,
  HOST_ENTRY,
  hostPlugins,
  libraryDir,
  RUNTIME_DIR,
  runtimeFile,
} from 'react-native-filament-web-host/build';
import {
  DEFAULT_LIGHT_FILE,
  modelNeedsOf,
  siteAssetNamed,
  standInNote,
} from 'react-native-filament-web-host/site-models';
import { GZIP_TWIN_SUFFIX, gzipTwin } from '../../shared/gzip-twin';
import { liveSamples, siteModelFor, siteModels } from './samples';

const SAMPLE_NAMESPACE = 'web-host-sample';

/**
 * `web-host-samples`: a table of the guides' live samples, each
 * `web-host-sample:<name>`, a chunk of its own; a sample's
 * `require('./assets/x.glb')` becomes an asset id (packages/web-host/src/assets.ts).
 */
function samplePlugin(siteDir: string): EsbuildPlugin {
  const samples = liveSamples(siteDir);
  return {
    name: 'web-host-samples',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^web-host-samples?(:|$)/ }, (args) => ({
        path: args.path,
        namespace: SAMPLE_NAMESPACE,
      }));
      esbuild.onLoad({ filter: /^web-host-samples$/, namespace: SAMPLE_NAMESPACE }, () => ({
        contents: `export default {${[...samples.keys()]
          .map(
            (name) =>
              `${JSON.stringify(name)}: () => import(${JSON.stringify(`web-host-sample:${name}`)})`,
          )
          .join(',')}};`,
        loader: 'js',
      }));
      esbuild.onLoad({ filter: /^web-host-sample:/, namespace: SAMPLE_NAMESPACE }, (args) => {
        const code = samples.get(args.path.slice('web-host-sample:'.length));
        if (code === undefined) return { errors: [{ text: `no live sample ${args.path}` }] };
        return { contents: code, loader: 'tsx', resolveDir: RUNTIME_DIR };
      });
      // The models an edited sample's require('./assets/x.glb') can get (packages/web-host/src/edited-code.ts).
      esbuild.onResolve({ filter: /^web-host-site-models$/ }, (args) => ({
        path: args.path,
        namespace: SAMPLE_NAMESPACE,
      }));
      esbuild.onLoad({ filter: /^web-host-site-models$/, namespace: SAMPLE_NAMESPACE }, () => ({
        contents: `export default ${JSON.stringify(siteModels(siteDir))};`,
        loader: 'js',
      }));
      // Models, and the stand-ins for images, .ktx and .filamat (packages/web-host/src/site-models.ts).
      // A sample that animates or sets morph targets gets a stand-in that has them (site-models.ts).
      esbuild.onResolve({ filter: /^\.\/assets\// }, (args) => {
        const importer = samples.get(args.importer.slice('web-host-sample:'.length)) ?? '';
        const needs = modelNeedsOf(importer);
        const name = path.posix.basename(args.path);
        const model =
          siteModelFor(args.path, siteDir, needs) ??
          siteAssetNamed(name, siteModels(siteDir), needs);
        if (!model) return { errors: [{ text: `no site file for ${args.path}` }] };
        // What the stand-in lacks, for a sample that asks its models for clips or targets.
        const note =
          needs.animation || needs.morphTargets
            ? standInNote(name, path.posix.basename(model))
            : undefined;
        // One module per (file, note): two samples may get one file as different stand-ins.
        return { path: `${model}#${note ?? ''}`, namespace: 'web-host-asset' };
      });
      esbuild.onLoad({ filter: /.*/, namespace: 'web-host-asset' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(runtimeFile('assets.ts'))}).registerAsset(${args.path
          .split('#')
          .map((part, index) => (index === 0 || part ? JSON.stringify(part) : 'undefined'))
          .join(', ')});`,
        loader: 'js',
        resolveDir: RUNTIME_DIR,
      }));
    },
  };
}

/** The manifest of the scripts only a sample importing a companion library loads (download.ts). */
/** Also named in download.ts, which cannot import this module (esbuild). */
export const COMPANION_MANIFEST = 'companions.json';

/** The companion libraries' entry modules (packages/web-host/src/companions/), by package name. */
const COMPANION_ENTRIES: Readonly<Record<string, string>> = {
  'react-native-reanimated': 'companions/reanimated.ts',
  'react-native-gesture-handler': 'companions/gesture-handler.ts',
  'react-native-safe-area-context': 'safe-area-context.tsx',
  'expo-asset': 'expo-asset.ts',
  'react-native-blob-util': 'blob-util.ts',
  'react-native-video': 'recording.ts',
};

type Outputs = Metafile['outputs'];

/** Every output reachable from `roots` by any import, never entering an output of `skip`. */
function reachable(
  outputs: Outputs,
  roots: readonly string[],
  skip: ReadonlySet<string>,
): Set<string> {
  const seen = new Set<string>();
  const stack = roots.filter((root) => !skip.has(root));
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { path: next } of outputs[file]?.imports ?? [])
      if (outputs[next] && !skip.has(next)) stack.push(next);
  }
  return seen;
}

/**
 * Writes `companions.json`: for each companion library, the scripts that only a sample importing
 * it loads (its chunk and the chunks nothing else reaches), relative to outDir. A Run's figure
 * leaves them out unless the sample imports that library (download.ts).
 */
async function writeCompanionManifest(metafile: Metafile, outDir: string): Promise<void> {
  const outputs = metafile.outputs;
  const entryOf = (entry: string) =>
    Object.keys(outputs).find(
      (file) =>
        outputs[file]!.entryPoint?.endsWith(entry.replace(/\//g, path.sep)) ||
        outputs[file]!.entryPoint?.endsWith(entry),
    );
  const entries = Object.fromEntries(
    Object.entries(COMPANION_ENTRIES).map(([name, entry]) => [name, entryOf(entry)]),
  );
  const companionFiles = new Set(Object.values(entries).filter((file) => file !== undefined));
  const host = Object.keys(outputs).find(
    (file) => outputs[file]!.entryPoint?.endsWith('index.ts') && /host\.js$/.test(file),
  );
  const base = reachable(outputs, host ? [host] : [], companionFiles);
  const relative = (file: string) => path.relative(outDir, path.resolve(file));
  const manifest = Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => [
      name,
      entry
        ? [...reachable(outputs, [entry], new Set())]
            .filter((file) => !base.has(file) && file.endsWith('.js'))
            .map(relative)
            .sort()
        : [],
    ]),
  );
  await fs.promises.writeFile(
    path.join(outDir, COMPANION_MANIFEST),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
}

/** Writes host.js and its chunks into outDir; returns esbuild's result with its metafile. */
export async function buildHost(
  siteDir: string,
  outDir: string,
): Promise<BuildResult<{ metafile: true }>> {
  await fs.promises.rm(outDir, { recursive: true, force: true });
  const result = await build({
    entryPoints: { host: HOST_ENTRY },
    outdir: outDir,
    ...BROWSER_BUNDLE_OPTIONS,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    jsx: 'automatic',
    resolveExtensions: [...COMPANION_BUILD_OPTIONS.resolveExtensions],
    supported: COMPANION_BUILD_OPTIONS.supported,
    define: {
      __DEV__: 'false',
      'process.env.NODE_ENV': '"production"',
      global: 'globalThis',
      ...COMPANION_BUILD_OPTIONS.define,
    },
    plugins: [...hostPlugins(siteDir), samplePlugin(siteDir)],
  });
  await writeCompanionManifest(result.metafile, outDir);
  // The library's default environment light, and its gzip twin, which the host fetches first
  // (GitHub Pages sends .ktx uncompressed; shared/gzip-twin.ts): the file stays as the fallback.
  const light = path.join(libraryDir(siteDir), 'assets', DEFAULT_LIGHT_FILE);
  await fs.promises.copyFile(light, path.join(outDir, DEFAULT_LIGHT_FILE));
  await fs.promises.copyFile(
    await gzipTwin(light, siteDir),
    path.join(outDir, `${DEFAULT_LIGHT_FILE}${GZIP_TWIN_SUFFIX}`),
  );
  // Physics, in a folder of its own that only a sample using it loads (packages/web-host/build/bullet.ts).
  await buildBullet(outDir);
  const ammo = await gzipTwin(ammoWasmFile(), siteDir);
  await fs.promises.copyFile(
    ammo,
    path.join(outDir, BULLET_DIR, `${BULLET_WASM}${GZIP_TWIN_SUFFIX}`),
  );
  return result;
}
