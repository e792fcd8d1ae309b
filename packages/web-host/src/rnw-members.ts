/**
 * react-native-web's members by their own files, not `export * from 'react-native-web'`: esbuild
 * places a module in a chunk by which entries can reach it, and through the package's index
 * every member of react-native-web would be reachable from the chunk every Run loads, so the
 * members only the real Reanimated or gesture-handler use (TextInput…) would land there too.
 * What the library (src/), the guides' samples and edited code (./edited-code.ts) import; a
 * sample bundled with another name fails the build, naming it.
 */
export { default as ActivityIndicator } from 'react-native-web/dist/exports/ActivityIndicator';
export { default as Animated } from 'react-native-web/dist/exports/Animated';
export { default as Button } from 'react-native-web/dist/exports/Button';
export { default as Dimensions } from 'react-native-web/dist/exports/Dimensions';
export { default as FlatList } from 'react-native-web/dist/exports/FlatList';
export { default as Modal } from 'react-native-web/dist/exports/Modal';
export { default as PixelRatio } from 'react-native-web/dist/exports/PixelRatio';
export { default as Platform } from 'react-native-web/dist/exports/Platform';
export { default as Pressable } from 'react-native-web/dist/exports/Pressable';
export { default as ScrollView } from 'react-native-web/dist/exports/ScrollView';
export { default as StyleSheet } from 'react-native-web/dist/exports/StyleSheet';
export { default as Switch } from 'react-native-web/dist/exports/Switch';
export { default as Text } from 'react-native-web/dist/exports/Text';
export { default as TouchableOpacity } from 'react-native-web/dist/exports/TouchableOpacity';
export { default as View } from 'react-native-web/dist/exports/View';
export { default as useWindowDimensions } from 'react-native-web/dist/exports/useWindowDimensions';
