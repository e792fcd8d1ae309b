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
import * as Reanimated from './reanimated';
import * as GestureHandler from './gesture-handler';
import * as SafeArea from './safe-area-context';

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

/** A module whose missing member throws "<module>'s <name> is not available in the browser sample." */
export function strictModule(name: string, members: object): object {
  return new Proxy(members, {
    get(target, member) {
      if (
        typeof member !== 'string' ||
        member in target ||
        member === 'default' ||
        member === '__esModule'
      )
        return (target as Record<string | symbol, unknown>)[member];
      throw new Error(`${name}'s ${member} is not available in the browser sample.`);
    },
  });
}

export const COMPANION_MODULES: Record<string, object> = {
  'react-native-reanimated': strictModule('react-native-reanimated', Reanimated),
  'react-native-gesture-handler': strictModule('react-native-gesture-handler', GestureHandler),
  'react-native-safe-area-context': strictModule('react-native-safe-area-context', SafeArea),
};
