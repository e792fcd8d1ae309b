/**
 * `react-native` for the real companion libraries (Reanimated's and gesture-handler's web
 * builds, ../../build/index.ts): react-native-web itself, all of it (they use members the host's
 * ../react-native.ts does not name, such as TextInput), plus the host's shared runtime (./runtime.ts).
 */
import { hostRuntimeLoaded } from './runtime';

export * from 'react-native-web';

if (!hostRuntimeLoaded()) throw new Error("The web host's runtime is not loaded.");
