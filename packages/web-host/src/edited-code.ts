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
import { mountComponent } from './app';
import { registerAsset } from './assets';
import { siteAssetNamed } from './site-models';
import { COMPANION_MODULES, MORE_REACT_NATIVE } from './sample-modules';
import { compileSample, describeError, type SampleEnvironment, type SampleError } from './compile';

/** `./assets/x.glb` (or .ktx, .png, .jpg, .filamat) → what the site gives for it, by the guides' samples' rule (./site-models.ts). */
function siteModel(request: string): number {
  const name = request.slice(request.lastIndexOf('/') + 1);
  const asset = siteAssetNamed(name, SITE_MODELS);
  if (asset === undefined) throw new Error(`Cannot import '${request}' in the browser sample`);
  return registerAsset(asset);
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

/** An error from the reader's code, with the line it came from. */
export class SampleCodeError extends Error {
  readonly line?: number;
  readonly column?: number;
  constructor(error: SampleError) {
    super(error.message);
    this.name = 'SampleCodeError';
    this.line = error.line;
    this.column = error.column;
  }
}

/** Compiles and mounts; a compile error is thrown, a render error goes to onError with the reader's line. */
export function mountCode(
  source: string,
  container: HTMLElement,
  onError?: (error: unknown) => void,
): { unmount(): void } {
  const compiled = compileSample(source, HOST_ENVIRONMENT);
  if ('error' in compiled) throw new SampleCodeError(compiled.error);
  return mountComponent(compiled.component, container, (error) =>
    onError?.(new SampleCodeError(describeError(error))),
  );
}
