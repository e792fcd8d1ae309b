/**
 * What a reader's edited code may import besides react, react-native and the library
 * (./edited-code.ts puts these in its module table): the react-native members the example
 * app's screens and the guides' lists use (Alert, Animated, FlatList, ScrollView, Pressable), and the
 * companion libraries as the host imitates them. A name a module lacks throws, naming it.
 */
// These bring about 33 KB gzipped of react-native-web (Animated above all) into a chunk that every
// Run loads, not only an edited one (esbuild shares it; measured with the host bundle, see the README).
import { Animated, FlatList, Pressable, ScrollView, TouchableOpacity } from 'react-native';
import { Alert } from './alert';
import { strictModule } from './strict-module';

/** react-native members added for the example app's screens (RNW's, and the host's Alert). */
export const MORE_REACT_NATIVE: Record<string, unknown> = {
  Alert,
  Animated,
  // The many-models guide's lists (ModelGallery, LiveRows).
  FlatList,
  Pressable,
  ScrollView,
  TouchableOpacity,
};

/**
 * The companion libraries, each loaded when a sample imports it (./edited-code.ts
 * `loadCompanions`): Reanimated's and gesture-handler's own web builds, each a chunk of its own
 * (./companions/); safe-area-context, expo-asset, react-native-blob-util and react-native-video as
 * the host imitates them (README, "Companion
 * libraries", says why). A sample that imports none of them downloads none of them.
 */
export const COMPANION_MODULES: Record<string, () => Promise<object>> = {
  'react-native-reanimated': () => import('./companions/reanimated'),
  'react-native-gesture-handler': () => import('./companions/gesture-handler'),
  'react-native-safe-area-context': async () =>
    strictModule('react-native-safe-area-context', await import('./safe-area-context')),
  'expo-asset': async () => strictModule('expo-asset', await import('./expo-asset')),
  'react-native-blob-util': async () =>
    strictModule('react-native-blob-util', await import('./blob-util')),
  // ./recording.ts: the video imitation and the recorder, one chunk.
  'react-native-video': async () => strictModule('react-native-video', await import('./recording')),
};

/** The bare imports of a source text (`import … from 'x'`, `require('x')`, `import('x')`). */
export function importsOf(source: string): Set<string> {
  const found = new Set<string>();
  for (const match of source.matchAll(
    /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"./][^'"]*)['"]/g,
  ))
    found.add(match[1]!);
  return found;
}

/** The library's recording API: code naming it gets the recorder (./recording.ts) first. */
const RECORDING_NAMES = /\b(useRecorder|createRecorder)\b/;

/**
 * The companion modules the source imports, loaded: what its `require` will be given; and the
 * recorder (./recorder.ts), for code that records.
 */
export async function loadCompanions(source: string): Promise<Record<string, object>> {
  if (RECORDING_NAMES.test(source)) await import('./recording');
  const wanted = [...importsOf(source)].filter((name) =>
    Object.prototype.hasOwnProperty.call(COMPANION_MODULES, name),
  );
  const loaded = await Promise.all(wanted.map((name) => COMPANION_MODULES[name]!()));
  return Object.fromEntries(wanted.map((name, index) => [name, loaded[index]!]));
}
