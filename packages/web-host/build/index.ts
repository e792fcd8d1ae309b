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

/** The package's root, whose `node_modules` holds its React 19 (the site's root has its own React). */
const PACKAGE_DIR = path.join(__dirname, '..');

/** The runtime's sources (the package's `src/`). */
export const RUNTIME_DIR = path.join(PACKAGE_DIR, 'src');

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
    // The real libraries' web builds, each through a module of its own (a chunk only a sample
    // that imports it loads): ../src/companions/.
    'react-native-reanimated': runtimeFile('companions/reanimated.ts'),
    'react-native-gesture-handler': runtimeFile('companions/gesture-handler.ts'),
    'react-native-safe-area-context': runtimeFile('safe-area-context.tsx'),
    'expo-asset': runtimeFile('expo-asset.ts'),
    'react-native-filament': path.join(library, 'src/index.tsx'),
  };
}

/** The companion modules that import the real package (everyone else gets the companion). */
const COMPANIONS_DIR = runtimeFile('companions');

/**
 * Who gets what for `react-native-reanimated`: the companion module and the host's bridge the
 * real package; the library (its ReanimatedProxy `require`s it, src/dependencies/ReanimatedProxy.ts:15-20)
 * the bridge, which hands it the real package once a sample has loaded it, so the
 * library's import does not put Reanimated in the chunk every Run loads; gesture-handler
 * nothing (its optional `require`, lib/module/handlers/gestures/reanimatedWrapper.js, then runs
 * every callback on the page's thread, where Reanimated's web build runs its worklets too).
 */
function reanimatedFor(importer: string, library: string): string | 'real' | 'none' {
  if (importer.startsWith(COMPANIONS_DIR)) return 'real';
  if (importer.includes(`${path.sep}react-native-gesture-handler${path.sep}`)) return 'none';
  if (importer.startsWith(library)) return runtimeFile('reanimated-bridge.ts');
  return runtimeFile('companions/reanimated.ts');
}

/**
 * A `require()` of `react-native` or of a react-native-web file, in Reanimated's and
 * gesture-handler's ES modules (Reanimated's webUtils.web.js, gesture-handler's
 * GestureComponents.js).
 */
const RUNTIME_REQUIRE = /\brequire\((['"])(react-native(?:-web\/dist\/[^'"]+)?)\1\)/g;

/**
 * Turns those `require()`s into namespace imports. A `require()` of an ES module makes esbuild
 * wrap it and what it imports in lazy initializers and build its namespace object; these modules
 * are react-native-web's, in the chunks every Run loads, so a plain sample would pay for the
 * companions' way of importing them (measured: part of issue 45's 1.5 KB). An import reads the
 * same bindings; what changes is only when they are read: at load instead of at the call, and
 * all of these are loaded by then (react-native-web is in the host's runtime).
 */
export function importsForRequires(source: string): string {
  const specifiers = [...new Set([...source.matchAll(RUNTIME_REQUIRE)].map((m) => m[2]!))];
  if (specifiers.length === 0) return source;
  const name = (specifier: string) => `__hostRequire${specifiers.indexOf(specifier)}`;
  const imports = specifiers.map((s) => `import * as ${name(s)} from ${JSON.stringify(s)};`);
  return `${imports.join('')}${source.replace(RUNTIME_REQUIRE, (_m, _q, s: string) => name(s))}`;
}

/** Marks the plugin's own resolution of a React import. */
const HOST_REACT = Symbol('host React');

function aliasPlugin(library: string): EsbuildPlugin {
  const map = aliases(library);
  return {
    name: 'web-host-aliases',
    setup(esbuild) {
      // ./src/companions/react-native.ts itself imports react-native-web.
      esbuild.onResolve({ filter: /^react-native-reanimated$/ }, (args) => {
        const target = reanimatedFor(args.importer, library);
        // Not the module 'empty' of Filament's glue below: a module both reach would be a chunk
        // of its own, one more script on every Run.
        if (target === 'none') return { path: 'no-reanimated', namespace: 'web-host-empty' };
        return target === 'real' ? undefined : { path: target };
      });
      esbuild.onResolve({ filter: /^react-native-gesture-handler$/ }, (args) =>
        args.importer.startsWith(COMPANIONS_DIR) ? undefined : { path: map[args.path] },
      );
      // The real companion libraries get react-native-web itself (the host's react-native.ts
      // names only what the library and samples use: see there).
      esbuild.onResolve({ filter: /^react-native$/ }, (args) =>
        /[\\/]react-native-(reanimated|gesture-handler)[\\/]/.test(args.importer)
          ? { path: runtimeFile('companions/react-native.ts') }
          : undefined,
      );
      esbuild.onResolve(
        {
          filter: /^(react-native(-worklets-core|-filament|-safe-area-context)?|expo-asset)$/,
        },
        (args) =>
          // react-native-web's own files never import react-native; the library, samples and the
          // real companion libraries do (Reanimated and gesture-handler get the host's react-native).
          ({ path: map[args.path] }),
      );
      // Reanimated's and gesture-handler's lib/module keep JSX in .js files.
      esbuild.onLoad(
        { filter: /[\\/]react-native-(reanimated|gesture-handler)[\\/]lib[\\/].*\.js$/ },
        async (args) => ({
          contents: importsForRequires(await fs.promises.readFile(args.path, 'utf8')),
          loader: 'jsx',
        }),
      );
      // React is the host's own, 19.2.0 (the library's target), whoever imports it: the
      // library and react-native-web would find the site's React 18 from where they are.
      // esbuild resolves it from the package's root (the second call, marked, passes through).
      esbuild.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) =>
        args.pluginData === HOST_REACT
          ? undefined
          : esbuild.resolve(args.path, {
              kind: args.kind,
              resolveDir: PACKAGE_DIR,
              pluginData: HOST_REACT,
            }),
      );
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
 * What the real companion libraries' web builds need of a bundler, as Metro and webpack give
 * them for react-native-web: `.web.js` files first (Reanimated's platformFunctions/*.web.js…),
 * and `process.env.JEST_WORKER_ID` (Reanimated's isJest) defined.
 */
export const COMPANION_BUILD_OPTIONS = {
  resolveExtensions: ['.web.tsx', '.web.ts', '.web.js', '.tsx', '.ts', '.jsx', '.js', '.css', '.json'],
  define: { 'process.env.JEST_WORKER_ID': 'undefined' },
  supported: { 'class-private-field': true },
} as const;

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
export { ammoWasmFile, buildBullet, BULLET_DIR, BULLET_WASM, usesBullet } from './bullet';
export { BROWSER_BUNDLE_OPTIONS } from './esbuild-options';
