/**
 * Imported by every module a sample loads only when it imports a companion library
 * (./reanimated.ts, ./gesture-handler.ts, ../safe-area-context.tsx, ../expo-asset.ts), for
 * esbuild's sake: it puts each module in a chunk by the set of entries that can reach it, so a
 * companion reaching only part of the runtime every Run loads (React, react-native-web's core)
 * would cut that runtime into more, smaller chunks, which every Run would then fetch (measured:
 * 6 more scripts and 2 KB more gzipped on the getting-started sample's first Run). Reaching all of
 * it keeps the runtime's chunks as they are; it is loaded already when a companion loads.
 */
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDomClient from 'react-dom/client';
import * as ReactNative from '../rnw-members';
import WebImage from 'react-native-web/dist/exports/Image';
import InteractionManager from 'react-native-web/dist/exports/InteractionManager';

/**
 * Whole namespaces, used: esbuild's splitting follows live code, so a bare `import` would not do.
 * Each companion checks it (`hostRuntimeLoaded`).
 */
const HOST_RUNTIME = [
  React,
  JsxRuntime,
  ReactDomClient,
  ReactNative,
  { WebImage, InteractionManager },
] as const;

export function hostRuntimeLoaded(): boolean {
  return HOST_RUNTIME.every((namespace) => Object.keys(namespace).length > 0);
}
