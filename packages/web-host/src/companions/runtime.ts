/**
 * Imported by every module a sample loads only when it imports a companion library
 * (./reanimated.ts, ./gesture-handler.ts, ../safe-area-context.tsx, ../expo-asset.ts), for
 * esbuild's sake: it puts each module in a chunk by the set of entries that can reach it, so a
 * companion reaching only part of the runtime every Run loads (React, react-native-web's core)
 * would cut that runtime into more, smaller chunks, which every Run would then fetch. Reaching
 * edited code's module reaches all of it (the app, the library, React, the react-native-web
 * members the host names), so the runtime's chunks stay as they are with or without the
 * companions; it is loaded already when a companion loads. Not through namespaces (`import * as`
 * an ES module builds its namespace object in the chunk that holds it, every Run's), nor the
 * host's entry (its modules would leave host.js for a chunk of their own). Issue 45 measured the
 * getting-started sample's first Run (tools/bench/host-first-run.ts): 208,083 B gzipped without
 * the companions in the bundle, 209,225 B with this module importing namespaces, 208,217 B with it (2026-12-07; today's figure: HOST_FIRST_RUN in tests/e2e/budgets.ts).
 */
import { mountCode } from '../edited-code';

/** Used, so that esbuild's splitting counts the import (it follows live code). */
export function hostRuntimeLoaded(): boolean {
  return typeof mountCode === 'function';
}
