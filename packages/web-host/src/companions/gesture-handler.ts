/**
 * react-native-gesture-handler's own web build (2.33.0, the version the site pins), loaded only
 * by a sample that imports it. Without Reanimated (the host gives its optional import nothing:
 * ../../build/index.ts) it runs every gesture callback on the page's thread, which is where
 * Reanimated's web build runs worklets too.
 */
import { hostRuntimeLoaded } from './runtime';

export * from 'react-native-gesture-handler';

if (!hostRuntimeLoaded()) throw new Error("The web host's runtime is not loaded.");
