/**
 * How to bundle the host: the esbuild plugins that give the library (its
 * TypeScript `src/`, unchanged) the browser versions of what it imports, and
 * the runtime's entry. A site adds its own samples and assets on top (the
 * site's `plugins/web-host/bundle.ts` does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import workletClosures from './worklet-closures';

/** The runtime's sources (the package's `src/`). */
export const RUNTIME_DIR = path.join(__dirname, '..', 'src');

/** The host's entry: the module a page imports (`runSample`, `runCode`, `runPreview`). */
export const HOST_ENTRY = path.join(RUNTIME_DIR, 'index.ts');

/** A file of the runtime, for generated modules that import it. */
export const runtimeFile = (name: string): string => path.join(RUNTIME_DIR, name);

/** The package's root in `node_modules` as `fromDir` resolves it. */
export function libraryDir(fromDir: string): string {
  return path.dirname(require.resolve('react-native-filament/package.json', { paths: [fromDir] }));
}

/** The packages the library imports, as the host provides them. */
function aliases(library: string): Record<string, string> {
  return {
    'react-native': runtimeFile('react-native.ts'),
    'react-native-worklets-core': runtimeFile('worklets.ts'),
    'react-native-reanimated': runtimeFile('reanimated.ts'),
    'react-native-gesture-handler': runtimeFile('gesture-handler.tsx'),
    'react-native-safe-area-context': runtimeFile('safe-area-context.tsx'),
    'react-native-filament': path.join(library, 'src/index.tsx'),
  };
}

function aliasPlugin(library: string): EsbuildPlugin {
  const map = aliases(library);
  const shared = runtimeFile('shared-modules.ts');
  return {
    name: 'web-host-aliases',
    setup(esbuild) {
      esbuild.onResolve(
        {
          filter:
            /^react-native(-worklets-core|-reanimated|-filament|-gesture-handler|-safe-area-context)?$/,
        },
        (args) =>
          // react-native-web's own files never import react-native; only the library and samples do.
          ({ path: map[args.path] }),
      );
      // React is the page's (src/shared-modules.ts).
      esbuild.onResolve({ filter: /^react(-dom)?(\/client|\/jsx-runtime)?$/ }, (args) => ({
        path: args.path,
        namespace: 'web-host-shared',
      }));
      esbuild.onLoad({ filter: /.*/, namespace: 'web-host-shared' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(shared)}).sharedModule(${JSON.stringify(args.path)});`,
        loader: 'js',
        resolveDir: RUNTIME_DIR,
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

/** The esbuild plugins that run the library found from `fromDir` on the host. */
export function hostPlugins(fromDir: string): EsbuildPlugin[] {
  return [aliasPlugin(libraryDir(fromDir)), libraryPlugin()];
}

export { default as workletClosures } from './worklet-closures';
