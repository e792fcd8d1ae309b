/**
 * What the library gets for `react-native-reanimated`: its ReanimatedProxy `require`s the
 * package when `useSyncSharedValue` runs (src/dependencies/ReanimatedProxy.ts:15-20,
 * src/hooks/useSyncSharedValue.ts:35-44) and calls `runOnUI`. Importing the real package there
 * would put Reanimated into the chunk every Run loads; this bridge hands over the real one once a
 * sample has imported it (./companions/reanimated.ts), and a sample that passes a Reanimated
 * shared value has.
 */
import type * as ReanimatedModule from 'react-native-reanimated';
import { REANIMATED_KEY } from './reanimated-key';

function loaded(): typeof ReanimatedModule {
  const reanimated = (globalThis as Record<symbol, typeof ReanimatedModule | undefined>)[
    REANIMATED_KEY
  ];
  if (!reanimated)
    throw new Error(
      'react-native-reanimated is not loaded: import it in the sample to pass its shared values to the library.',
    );
  return reanimated;
}

export const runOnUI: typeof ReanimatedModule.runOnUI = (worklet) => loaded().runOnUI(worklet);
export const runOnJS: typeof ReanimatedModule.runOnJS = (fn) => loaded().runOnJS(fn);
