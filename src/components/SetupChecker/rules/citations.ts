/**
 * The lines the setup checker's rules rest on. Paths of installed packages are
 * relative to node_modules (react-native-filament 1.11.0, the version the site
 * documents, and the packages next to it); `releases/` paths are this site's
 * compatibility table, which holds what each older release declared, with the
 * line of that release's package it was read from. Each quote is on its line:
 * tests/unit/setup-checker.citations.test.ts opens every one, so a library
 * bump shows which rules to re-check (audit/guides/check-your-setup.md).
 */
import type { Citation } from './types';

const RNF = 'react-native-filament/';
const cite = (path: string, line: number, quote: string): Citation => ({ path, line, quote });

export const C = {
  // -- react-native-filament's package.json
  version: cite(`${RNF}package.json`, 3, '"version": "1.11.0"'),
  reactPeer: cite(`${RNF}package.json`, 102, '"react": "*"'),
  reactNativePeer: cite(`${RNF}package.json`, 103, '"react-native": "*"'),
  workletsCorePeer: cite(`${RNF}package.json`, 104, '"react-native-worklets-core": ">=1.3.2"'),
  componentProvider: cite(`${RNF}package.json`, 173, '"componentProvider": {'),
  /** The files the package publishes: no app.plugin.js among them. */
  publishedFiles: cite(`${RNF}package.json`, 11, '"files": ['),
  // -- what links worklets-core and uses worklets
  podWorkletsCore: cite(
    `${RNF}react-native-filament.podspec`,
    164,
    's.dependency "react-native-worklets-core"',
  ),
  gradleWorkletsCore: cite(
    `${RNF}android/build.gradle`,
    192,
    'implementation project(":react-native-worklets-core")',
  ),
  sceneWorklet: cite(`${RNF}src/react/FilamentScene.tsx`, 65, "'worklet'"),
  /** A worklet inside a worklet (the effect's at line 65): what processNestedWorklets is for. */
  nestedLibraryWorklet: cite(`${RNF}src/hooks/useLightEntity.ts`, 74, "'worklet'"),
  notLinked: cite(`${RNF}src/native/FilamentModule.ts`, 8, "'- You are not using Expo Go\\n'"),
  // -- Android
  newArchProperty: cite(
    `${RNF}android/build.gradle`,
    15,
    'rootProject.hasProperty("newArchEnabled") && rootProject.getProperty("newArchEnabled") == "true"',
  ),
  compileSdk: cite(
    `${RNF}android/build.gradle`,
    96,
    'compileSdkVersion getExtOrIntegerDefault("compileSdkVersion")',
  ),
  minSdk: cite(
    `${RNF}android/build.gradle`,
    99,
    'minSdkVersion getExtOrIntegerDefault("minSdkVersion")',
  ),
  extFirst: cite(
    `${RNF}android/build.gradle`,
    29,
    'return rootProject.ext.has(name) ? rootProject.ext.get(name) : (project.properties["Filament_" + name]).toInteger()',
  ),
  minSdkFallback: cite(`${RNF}android/gradle.properties`, 2, 'Filament_minSdkVersion=24'),
  compileSdkFallback: cite(`${RNF}android/gradle.properties`, 4, 'Filament_compileSdkVersion=35'),
  fastNativeImport: cite(
    `${RNF}android/src/main/java/com/margelo/filament/FilamentChoreographer.java`,
    11,
    'import dalvik.annotation.optimization.FastNative;',
  ),
  fastNative: cite(
    `${RNF}android/src/main/java/com/margelo/filament/FilamentChoreographer.java`,
    65,
    '@FastNative',
  ),
  architectures: cite(
    `${RNF}android/build.gradle`,
    69,
    'return value ? value.split(",") : ["armeabi-v7a", "x86", "x86_64", "arm64-v8a"]',
  ),
  abiFilters: cite(`${RNF}android/build.gradle`, 110, 'abiFilters (*reactNativeArchitectures())'),
  flexiblePages: cite(
    `${RNF}android/build.gradle`,
    109,
    '"-DANDROID_SUPPORT_FLEXIBLE_PAGE_SIZES=ON"',
  ),
  pageAlign: cite(`${RNF}android/CMakeLists.txt`, 179, '"-Wl,-z,max-page-size=16384"'),
  merged076: cite(
    `${RNF}android/CMakeLists.txt`,
    131,
    'if(ReactAndroid_VERSION_MINOR GREATER_EQUAL 76)',
  ),
  androidLogs: cite(
    `${RNF}android/build.gradle`,
    80,
    "def enableLogs = safeExtGetBool('RNF_enableLogs', true)",
  ),
  androidExcludeAssets: cite(
    `${RNF}android/build.gradle`,
    81,
    "def excludeAssets = safeExtGetBool('RNF_excludeAssets', false)",
  ),
  // -- iOS
  iosLogs: cite(`${RNF}react-native-filament.podspec`, 12, 'if defined?($RNFEnableLogs)'),
  iosExcludeAssets: cite(
    `${RNF}react-native-filament.podspec`,
    168,
    'if defined?($RNFExcludeAssets) && $RNFExcludeAssets == true',
  ),
  /** The view lookup the New Architecture compiles (the old one asks the bridge's UI manager). */
  iosNewArchLookup: cite(
    `${RNF}ios/src/RNFAppleFilamentProxy.mm`,
    139,
    '#ifdef RCT_NEW_ARCH_ENABLED',
  ),
  iosFabricView: cite(
    `${RNF}ios/src/RNFAppleFilamentProxy.mm`,
    141,
    'findComponentViewWithTag_DO_NOT_USE_DEPRECATED:viewId',
  ),
  // -- react-native 0.83.1 (installed): pod install sets the New Architecture whatever the app says
  rnNewArchOnly: cite(
    'react-native/scripts/react_native_pods.rb',
    103,
    'ENV["RCT_NEW_ARCH_ENABLED"] = "1"',
  ),
  frameworksExclusions: cite(`${RNF}react-native-filament.podspec`, 149, 's.exclude_files = ['),
  // -- react-native-worklets-core 1.6.3 (installed next to the library)
  workletsCorePackage: cite(
    'react-native-worklets-core/android/src/main/java/com/worklets/WorkletsCorePackage.java',
    16,
    'public class WorkletsCorePackage extends TurboReactPackage {',
  ),
  workletsCoreHermes: cite(
    'react-native-worklets-core/android/CMakeLists.txt',
    82,
    'if(ReactAndroid_VERSION_MINOR GREATER_EQUAL 82)',
  ),
  workletsCorePlugin: cite(
    'react-native-worklets-core/plugin.js',
    1,
    'module.exports = require("./src/plugin");',
  ),
  emptyCode: cite(
    'react-native-worklets-core/cpp/WKTJsiWorklet.h',
    318,
    '"react-native-reanimated plugin does not override the "',
  ),
  notAWorklet: cite('react-native-worklets-core/src/worklet.ts', 48, 'is not a Worklet!'),
  // -- Metro's default asset extensions (metro-config, installed): no glb, ktx or filamat
  metroDefaults: cite(
    'metro-config/src/defaults/defaults.js',
    28,
    'const assetExts = (exports.assetExts = [',
  ),
  metroPng: cite('metro-config/src/defaults/defaults.js', 33, '"png",'),
  resolveAsset: cite(
    `${RNF}src/hooks/useBuffer.ts`,
    42,
    'const asset = Image.resolveAssetSource(source)',
  ),
  workletsCoreFiles: cite('react-native-worklets-core/package.json', 16, '"plugin.js",'),
  // -- react-native-reanimated 3.19.5's plugin (installed): nested worklets only on request
  nestedWorklets: cite(
    'react-native-reanimated/plugin/index.js',
    2,
    't.opts.processNestedWorklets&&',
  ),
} as const satisfies Record<string, Citation>;

/** One value of releases/compatibility.json: the release, the field, and the value it holds. */
export function compatibilityCite(version: string, field: string, value: string): Citation {
  return { path: 'releases/compatibility.json', line: 0, quote: `${version} ${field} ${value}` };
}

export const ALL_CITATIONS: readonly Citation[] = Object.values(C);
