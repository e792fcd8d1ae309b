/**
 * A reader's edited code, run on the host (runCode in index.ts imports this
 * once Filament is loaded): compile.ts with the modules a sample may import,
 * as the guides' samples get them at build time (bundle.ts), then the same
 * mount as a guide's sample (app.tsx). esbuild puts this, compile.ts,
 * sucrase and acorn in a chunk that only Edit → Run loads.
 */
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import {
  ActivityIndicator,
  Button,
  Dimensions,
  Image,
  Modal,
  PixelRatio,
  Platform,
  StyleSheet,
  Text,
  View,
  useWindowDimensions,
} from 'react-native';
import * as Filament from 'react-native-filament';
import * as WorkletsCore from 'react-native-worklets-core';
import SITE_MODELS from 'web-host-site-models';
import { mountComponent, startRun, type RunCallbacks } from './app';
import { SampleCodeError, timersFor } from './errors';
import { registerAsset } from './assets';
import {
  modelNeedsOf,
  NO_NEEDS,
  siteAssetNamed,
  standInNote,
  type ModelNeeds,
} from './site-models';
import { COMPANION_MODULES, loadCompanions, MORE_REACT_NATIVE } from './sample-modules';
import { compileSampleExactly, standInsOf, type SampleEnvironment } from './compile';
import { consoleFor } from './sample-console';

/**
 * `./assets/x.glb` (or .ktx, .png, .jpg, .webp, .filamat) → what the site gives for it, by the
 * guides' samples' rule (./site-models.ts), for a screen that asks `needs` of its models (clips,
 * morph targets); the id carries what the stand-in lacks, for the error that asks for more.
 */
export function siteModel(request: string, needs: ModelNeeds = NO_NEEDS): number {
  const name = request.slice(request.lastIndexOf('/') + 1);
  const asset = siteAssetNamed(name, SITE_MODELS, needs);
  if (asset === undefined) throw new Error(`Cannot import '${request}' in the browser sample`);
  const file = asset.slice(asset.lastIndexOf('/') + 1);
  // What the stand-in lacks, for a screen that asks its models for clips or targets.
  const note = needs.animation || needs.morphTargets ? standInNote(name, file) : undefined;
  return registerAsset(asset, note);
}

/**
 * The react-native-web members an edited sample can import: the guides'
 * samples use StyleSheet, View, Button, Text, Modal, ActivityIndicator; a
 * few more common ones are added. Not all of react-native-web: `import *`
 * would keep all of it (≈ 56 KB gzipped) in the chunk every Run loads,
 * since esbuild shares it with the library. Another name throws saying so.
 */
const REACT_NATIVE = new Proxy(
  {
    ActivityIndicator,
    Button,
    Dimensions,
    Image,
    Modal,
    PixelRatio,
    Platform,
    StyleSheet,
    Text,
    View,
    useWindowDimensions,
    ...MORE_REACT_NATIVE,
  } as Record<string, unknown>,
  {
    get(members, name) {
      if (
        typeof name !== 'string' ||
        name in members ||
        name === 'default' ||
        name === '__esModule'
      )
        return members[name as string];
      throw new Error(`react-native's ${name} is not available in the browser sample.`);
    },
  },
);

export const HOST_ENVIRONMENT: SampleEnvironment = {
  modules: {
    react: React,
    'react/jsx-runtime': JsxRuntime,
    'react-native': REACT_NATIVE,
    'react-native-filament': Filament,
    'react-native-worklets-core': WorkletsCore,
    ...COMPANION_MODULES,
  },
  asset: siteModel,
};

export { SampleCodeError } from './errors';

/**
 * Compiles and mounts the reader's code: a compile error rejects (Babel's
 * position, compile.ts); any later error goes to `onError` once, with the
 * reader's line (./errors.ts, ./app.tsx), and stops the run. The code's
 * timers are its own (cleared when it stops).
 */
export async function mountCode(
  source: string,
  container: HTMLElement,
  callbacks: RunCallbacks,
): Promise<{ unmount(): void; readonly standIns: readonly string[] }> {
  const run = startRun(callbacks, 'App.tsx');
  const timers = timersFor(run.capture);
  run.onStop(() => timers.clearAll());
  // A reader trying code is developing it: React Native's __DEV__ is true in a development build.
  const needs = modelNeedsOf(source);
  // The companion libraries it imports, loaded before it runs (its `require` is synchronous).
  const companions = await loadCompanions(source);
  const environment = {
    ...HOST_ENVIRONMENT,
    modules: { ...HOST_ENVIRONMENT.modules, ...companions },
    asset: (request: string) => siteModel(request, needs),
    // Its console also reports to the caller, each call with its line (the playground's console).
    globals: {
      ...timers.globals,
      __DEV__: true,
      console: consoleFor('App.tsx', callbacks.onConsole),
    },
  };
  const compiled = await compileSampleExactly(source, environment);
  if ('error' in compiled) {
    run.capture.dispose();
    timers.clearAll();
    throw new SampleCodeError(compiled.error);
  }
  const mounted = mountComponent(compiled.component, container, run, callbacks);
  return { unmount: mounted.unmount, standIns: standInsOf(source, SITE_MODELS, needs) };
}
