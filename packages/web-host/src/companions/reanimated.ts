/**
 * react-native-reanimated's own web build (3.19.5, the version the site pins), loaded only by a
 * sample that imports it (an esbuild chunk of its own). Its worklets run on the page's thread,
 * as Reanimated runs them in any browser; the reader's hook callbacks get `__closure` from the
 * host's instrument pass (../instrument.ts AUTO_WORKLET_CALLS), which Reanimated's Babel plugin
 * gives them in an app. Loading it hands it to the library too (../reanimated-bridge.ts).
 */
import * as Reanimated from 'react-native-reanimated';
import { REANIMATED_KEY } from '../reanimated-key';
import { hostRuntimeLoaded } from './runtime';

// Handed to the library through a global, not by importing ../reanimated-bridge.ts: the bridge
// stays in the chunk of the library, where it belongs (./runtime.ts says why chunks matter).
(globalThis as Record<symbol, unknown>)[REANIMATED_KEY] = Reanimated;

export * from 'react-native-reanimated';
export { default } from 'react-native-reanimated';

if (!hostRuntimeLoaded()) throw new Error("The web host's runtime is not loaded.");
