/**
 * Builds the host: the browser runtime (runtime/), react-native-web, the
 * library's own src/ and the samples, as ES modules with esbuild, into one
 * folder the site serves at web-host/. See README.md for why esbuild and not
 * the site's bundler.
 */
import fs from 'node:fs';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import { build, type BuildResult, type Plugin as EsbuildPlugin } from 'esbuild';
import { liveSamples, siteModelFor, siteModels } from './samples';
import workletClosures from './worklet-closures';

const RUNTIME = path.join(__dirname, 'runtime');
const SAMPLE_NAMESPACE = 'web-host-sample';
const SHARED = path.join(RUNTIME, 'shared-modules.ts');

/** The packages the library imports, as the host provides them. */
function aliases(siteDir: string): Record<string, string> {
  return {
    'react-native': path.join(RUNTIME, 'react-native.ts'),
    'react-native-worklets-core': path.join(RUNTIME, 'worklets.ts'),
    'react-native-reanimated': path.join(RUNTIME, 'reanimated.cjs'),
    'react-native-filament': path.join(siteDir, 'node_modules/react-native-filament/src/index.tsx'),
  };
}

function aliasPlugin(siteDir: string): EsbuildPlugin {
  const map = aliases(siteDir);
  return {
    name: 'web-host-aliases',
    setup(esbuild) {
      esbuild.onResolve(
        { filter: /^react-native(-worklets-core|-reanimated|-filament)?$/ },
        (args) =>
          // react-native-web's own files never import react-native; only the library and samples do.
          ({ path: map[args.path] }),
      );
      // React is the page's (runtime/shared-modules.ts).
      esbuild.onResolve({ filter: /^react(-dom)?(\/client|\/jsx-runtime)?$/ }, (args) => ({
        path: args.path,
        namespace: 'web-host-shared',
      }));
      esbuild.onLoad({ filter: /.*/, namespace: 'web-host-shared' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(SHARED)}).sharedModule(${JSON.stringify(args.path)});`,
        loader: 'js',
        resolveDir: RUNTIME,
      }));
      // Filament's Emscripten glue mentions Node's modules for Node only.
      esbuild.onResolve({ filter: /^(fs|path|crypto)$/ }, () => ({
        path: 'empty',
        namespace: 'web-host-empty',
      }));
      esbuild.onLoad({ filter: /.*/, namespace: 'web-host-empty' }, () => ({ contents: '' }));
    },
  };
}

/**
 * The library's TypeScript through ./worklet-closures.ts, which records
 * each worklet's captured values (`__closure`) as worklets-core's plugin
 * does: the library's effects take their dependencies from them.
 */
function libraryPlugin(): EsbuildPlugin {
  return {
    name: 'web-host-library',
    setup(esbuild) {
      esbuild.onLoad(
        { filter: /[\\/]react-native-filament[\\/]src[\\/].*\.tsx?$/ },
        async (args) => {
          const source = await fs.promises.readFile(args.path, 'utf8');
          const result = await transformAsync(source, {
            filename: args.path,
            babelrc: false,
            configFile: false,
            presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true }]],
            plugins: [workletClosures],
            sourceMaps: false,
          });
          // 'tsx' although the types are gone: esbuild then lets a re-exported type (types/index.ts) resolve to nothing.
          return { contents: result?.code ?? '', loader: 'tsx' };
        },
      );
    },
  };
}

/**
 * `web-host-samples`: a table of the guides' live samples, each
 * `web-host-sample:<name>`, a chunk of its own; a sample's
 * `require('./assets/x.glb')` becomes an asset id (runtime/assets.ts).
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
        return { contents: code, loader: 'tsx', resolveDir: RUNTIME };
      });
      // The models an edited sample's require('./assets/x.glb') can get (runtime/edited-code.ts).
      esbuild.onResolve({ filter: /^web-host-site-models$/ }, (args) => ({
        path: args.path,
        namespace: SAMPLE_NAMESPACE,
      }));
      esbuild.onLoad({ filter: /^web-host-site-models$/, namespace: SAMPLE_NAMESPACE }, () => ({
        contents: `export default ${JSON.stringify(siteModels(siteDir))};`,
        loader: 'js',
      }));
      esbuild.onResolve({ filter: /^\.\/assets\// }, (args) => {
        const model = siteModelFor(args.path, siteDir);
        if (!model) return { errors: [{ text: `no site model for ${args.path}` }] };
        return { path: model, namespace: 'web-host-asset' };
      });
      esbuild.onLoad({ filter: /.*/, namespace: 'web-host-asset' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(path.join(RUNTIME, 'assets.ts'))}).registerAsset(${JSON.stringify(args.path)});`,
        loader: 'js',
        resolveDir: RUNTIME,
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
    entryPoints: { host: path.join(RUNTIME, 'index.ts') },
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
    plugins: [aliasPlugin(siteDir), libraryPlugin(), samplePlugin(siteDir)],
  });
  await fs.promises.copyFile(
    path.join(siteDir, 'node_modules/react-native-filament/assets/RNF_default_env_ibl.ktx'),
    path.join(outDir, 'RNF_default_env_ibl.ktx'),
  );
  return result;
}
