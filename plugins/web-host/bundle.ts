/**
 * Builds the host: the runtime (packages/web-host, with the library's own
 * src/ and react-native-web) and the guides' samples, as ES modules with
 * esbuild, into one folder the site serves at web-host/. See README.md for
 * why esbuild and not the site's bundler.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildResult, type Plugin as EsbuildPlugin } from 'esbuild';
import {
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
import { DEFAULT_LIGHT_FILE, siteAssetNamed } from 'react-native-filament-web-host/site-models';
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
      esbuild.onResolve({ filter: /^\.\/assets\// }, (args) => {
        const model =
          siteModelFor(args.path, siteDir) ??
          siteAssetNamed(path.posix.basename(args.path), siteModels(siteDir));
        if (!model) return { errors: [{ text: `no site file for ${args.path}` }] };
        return { path: model, namespace: 'web-host-asset' };
      });
      esbuild.onLoad({ filter: /.*/, namespace: 'web-host-asset' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(runtimeFile('assets.ts'))}).registerAsset(${JSON.stringify(args.path)});`,
        loader: 'js',
        resolveDir: RUNTIME_DIR,
      }));
    },
  };
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
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    metafile: true,
    logLevel: 'silent',
    chunkNames: 'chunks/[name]-[hash]',
    jsx: 'automatic',
    define: {
      __DEV__: 'false',
      'process.env.NODE_ENV': '"production"',
      global: 'globalThis',
    },
    plugins: [...hostPlugins(siteDir), samplePlugin(siteDir)],
  });
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
