// cspell:ignore flatlist filamentview
/**
 * The search quality queries from the issues, with the pages that must come
 * up in the first three results (a prop name: first, at its heading). One table, read by the browser test
 * (tests/e2e/search.spec.ts) and the benchmark (tools/bench/search.ts).
 */

export interface QualityQuery {
  readonly query: string;
  /** Routes below the base path; any one of them in the first three pages passes. */
  readonly expected: readonly string[];
  /**
   * For a prop name: the expected page must come first, its first result at
   * the prop's heading, whose id is the name in lower case (`#cameraposition`).
   */
  readonly atHeading?: boolean;
  /**
   * The section that answers it (issue 32): the expected page, in the first
   * three, shows a result at this heading id (its first or a later line).
   */
  readonly section?: string;
  /**
   * The thread the words come from (issue 44): a reader's own words in the
   * library's tracker, react-native-worklets-core's, Reanimated's or Filament's.
   */
  readonly thread?: string;
}

const RNF = 'https://github.com/margelo/react-native-filament/issues/';
const RNF_PULL = 'https://github.com/margelo/react-native-filament/pull/';
const WORKLETS_CORE = 'https://github.com/margelo/react-native-worklets-core/issues/';
const REANIMATED = 'https://github.com/software-mansion/react-native-reanimated/issues/';
const FILAMENT = 'https://github.com/google/filament/issues/';

export const QUALITY_QUERIES: readonly QualityQuery[] = [
  { query: 'useModel', expected: ['/docs/api/functions/useModel'] },
  { query: 'FilamentAsset', expected: ['/docs/api/interfaces/FilamentAsset'] },
  { query: 'spot light', expected: ['/docs/guides/light'] },
  // The light guide (castShadows) or asset loading's Shadows section: both explain how to get
  // shadows. Since the hook pages say what each hook does, useConfigureAssetShadow ranks
  // second for this word and the light guide fourth (2026-11-25).
  { query: 'shadow', expected: ['/docs/guides/light', '/docs/guides/asset-loading'] },
  { query: 'rigid body', expected: ['/docs/guides/physics', '/docs/api/functions/useRigidBody'] },
  // A reader who types the extension alone is about to use a model file, and the one step
  // every .glb needs before require() works is Metro's asset list ("Unable to resolve module"
  // is the most common set-up failure): getting started's section, whose heading names .glb.
  {
    query: 'glb',
    expected: ['/docs/guides'],
    section: 'let-metro-bundle-glb-files',
  },
  { query: 'setLogger', expected: ['/docs/api/functions/setLogger', '/docs/guides/LOGGING'] },
  { query: 'skybox color', expected: ['/docs/guides/skybox'] },
  // Props, each a heading of its component's page (issue 21).
  { query: 'cameraPosition', expected: ['/docs/api/functions/Camera'], atHeading: true },
  { query: 'bloomOptions', expected: ['/docs/api/functions/FilamentScene'], atHeading: true },
  { query: 'transformToUnitCube', expected: ['/docs/api/functions/Model'], atHeading: true },
  // Issue 32: what readers typed in the library's tracker (thread in the comment; the question
  // and its answer are in audit/questions.md), each to the section that answers it.
  // #318 "FilamentView shows only a blank screen"
  {
    query: 'blank screen',
    expected: ['/docs/guides/troubleshooting'],
    section: 'blank-view-size-scene-surface',
    thread: `${RNF}318`,
  },
  {
    query: 'blank screen react native 0.81',
    expected: ['/docs/guides/compatibility'],
    section: '180-to-190',
    thread: `${RNF}318`,
  },
  // #311, #320: Google Play's 16 KB warning
  {
    query: '16 KB page size',
    expected: ['/docs/guides/compatibility'],
    section: '180-to-190',
    thread: `${RNF}311`,
  },
  // #296: "'filament/Options.h' file not found" with use_frameworks!
  {
    query: 'use_frameworks',
    expected: ['/docs/guides/compatibility'],
    section: '161-to-180',
    thread: `${RNF}296`,
  },
  {
    query: "'filament/Options.h' file not found",
    expected: ['/docs/guides/compatibility'],
    section: '161-to-180',
    thread: `${RNF}296`,
  },
  // #297 "memory leak ... crashes after opening the screen several times"
  {
    query: 'memory leak',
    expected: ['/docs/guides/many-models', '/docs/guides/known-issues'],
    thread: `${RNF}297`,
  },
  // #305: a FlashList of models
  {
    query: 'flatlist',
    expected: ['/docs/guides/many-models'],
    section: 'lists-of-models',
    thread: `${RNF}305`,
  },
  {
    query: 'change model source',
    expected: ['/docs/guides/many-models'],
    section: 'switching-models',
  },
  // #87: pixelated on a Pixel
  {
    query: 'pixelated android',
    expected: ['/docs/guides/known-issues'],
    section: 'the-scene-looks-pixelated-or-blocky-on-some-android-phones',
    thread: `${RNF}87`,
  },
  // #326: scaleBoundingBox
  {
    query: 'model disappears when camera rotates',
    expected: ['/docs/guides/known-issues'],
    section: 'a-scaled-model-vanishes-while-the-camera-turns',
    thread: `${RNF}326`,
  },
  // #284, #317, #341: what the library does not do
  {
    query: 'web support',
    expected: ['/docs/guides/limits'],
    section: 'no-web-target',
    thread: `${RNF}284`,
  },
  {
    query: 'fbx',
    expected: ['/docs/guides/limits'],
    section: 'only-gltf-20-fbx-obj-and-other-formats-need-converting',
    thread: `${RNF}317`,
  },
  { query: 'vrm', expected: ['/docs/guides/limits'], section: 'no-vrm', thread: `${RNF}341` },
  // Exact messages, pasted: #283 and #257
  {
    query: 'The global proxy instance (global.FilamentProxy) is null',
    expected: ['/docs/guides/error-messages'],
    section: 'failed-to-initialize-react-native-filament-the-global-proxy-848e6d',
    thread: `${RNF}283`,
  },
  {
    query: 'Pointer FilamentAssetWrapper has already been manually released!',
    expected: ['/docs/guides/error-messages'],
    section: 'pointer-name-has-already-been-manually-released',
    thread: `${RNF}257`,
  },
  {
    query: 'Failed to find FilamentView',
    expected: ['/docs/guides/error-messages'],
    section: 'filament-view-with-id-id-cannot-be-found',
  },
  // Issue 44: readers' own words, copied from the thread named beside each query (the title
  // or the message they pasted), each to the section that answers it.
  {
    query: 'FilamentView shows only a blank screen',
    expected: ['/docs/guides/troubleshooting'],
    section: 'blank-view-size-scene-surface',
    thread: `${RNF}318`,
  },
  {
    query: 'blank white screen',
    expected: ['/docs/guides/troubleshooting'],
    section: 'blank-white-screen-on-ios-with-react-native-081-or-newer',
    thread: `${RNF}318`,
  },
  {
    query: 'empty screen',
    expected: ['/docs/guides/troubleshooting'],
    section: 'blank-white-screen-on-ios-with-react-native-081-or-newer',
    thread: `${RNF}321`,
  },
  {
    query: 'NSException crash when using FilamentView',
    expected: ['/docs/guides/troubleshooting', '/docs/guides/known-issues'],
    thread: `${RNF}322`,
  },
  {
    query: 'findFilamentView crash',
    expected: ['/docs/guides/troubleshooting'],
    section: 'nsexception-in-findfilamentview-on-ios',
    thread: `${RNF}322`,
  },
  {
    query: 'loading a model in an Android APK build',
    expected: ['/docs/guides/troubleshooting'],
    section: 'models-missing-in-android-release-builds',
    thread: `${RNF}280`,
  },
  {
    query: 'model not showing',
    expected: ['/docs/guides/troubleshooting'],
    section: 'model-missing-file-camera-scale',
    thread: `${RNF}240`,
  },
  {
    query: 'Android new architecture crash on app launch',
    expected: ['/docs/guides/troubleshooting'],
    section: 'android-app-crashes-at-launch-with-the-new-architecture',
    thread: `${RNF}248`,
  },
  {
    query: 'couldn\'t find "libreact-native-filament.so"',
    expected: ['/docs/guides/troubleshooting'],
    section: 'android-couldnt-find-libreact-native-filamentso',
    thread: `${RNF}248`,
  },
  {
    query: 'dlopen failed: library "libreact-native-filament.so" not found',
    expected: ['/docs/guides/troubleshooting'],
    section: 'android-couldnt-find-libreact-native-filamentso',
    thread: `${RNF}286`,
  },
  {
    query: "Execution failed for task ':react-native-filament:buildCMakeDebug[armeabi-v7a]'",
    expected: ['/docs/guides/troubleshooting'],
    section: 'android-buildcmakedebugarmeabi-v7a-fails-while-linking',
    thread: `${RNF}254`,
  },
  {
    query: 'error: package dalvik.annotation.optimization does not exist',
    expected: ['/docs/guides/troubleshooting'],
    section: 'android-package-dalvikannotationoptimization-does-not-exist',
    thread: `${RNF}237`,
  },
  {
    query: 'error: reference to WorkletsPackage is ambiguous',
    expected: ['/docs/guides/troubleshooting'],
    section: 'android-reference-to-workletspackage-is-ambiguous-a-worklets-core-conflict',
    thread: `${REANIMATED}7963`,
  },
  {
    query: 'Conflict with react-native-worklets-core',
    expected: ['/docs/guides/troubleshooting'],
    section: 'android-reference-to-workletspackage-is-ambiguous-a-worklets-core-conflict',
    thread: `${REANIMATED}7883`,
  },
  {
    query:
      'In callInContext the function parameter is not a valid worklet and cannot be called between contexts or from/to JS from/to a context.',
    expected: ['/docs/guides/troubleshooting'],
    section: 'in-callincontext-the-function-parameter-is-not-a-valid-worklet',
    thread: `${WORKLETS_CORE}125`,
  },
  {
    query: "'Worklets' could not be found",
    expected: ['/docs/guides/known-issues'],
    section: 'worklets-could-not-be-found-when-an-expo-app-starts',
    thread: `${RNF}302`,
  },
  {
    query: 'helper.isWorkletSharedValue is not a function',
    expected: ['/docs/guides/troubleshooting'],
    section: 'worklet-helpers-are-undefined-isworkletsharedvalue-is-not-a-function',
    thread: `${RNF}242`,
  },
  {
    query: 'Remove logs',
    expected: ['/docs/guides/LOGGING'],
    section: 'native-logs',
    thread: `${RNF}309`,
  },
  {
    query: 'console log on every press',
    expected: ['/docs/guides/troubleshooting'],
    section: 'a-console-line-on-every-press-of-a-model',
    thread: `${RNF_PULL}329`,
  },
  {
    query: 'texture from raw data',
    expected: ['/docs/guides/limits'],
    section: 'no-textures-from-raw-pixel-data',
    thread: `${RNF}245`,
  },
  {
    query: 'play the animations backwards',
    expected: ['/docs/guides/animator'],
    section: 'play-a-clip-backwards',
    thread: `${FILAMENT}3013`,
  },
  {
    query: 'status of animator notifications',
    expected: ['/docs/guides/animator'],
    section: 'know-when-a-clip-has-ended',
    thread: `${FILAMENT}3013`,
  },
  {
    query: 'Black Screen in Emulator',
    expected: ['/docs/guides/shipping'],
    section: 'a-black-or-empty-screen-on-an-emulator',
    thread: `${FILAMENT}4692`,
  },
  {
    query: 'iOS Simulator apple silicon',
    expected: ['/docs/guides/shipping'],
    section: 'ios-simulator',
    thread: `${RNF}56`,
  },
  {
    query: 'size of the ipa',
    expected: ['/docs/guides/shipping'],
    section: 'what-the-library-adds-to-your-app',
    thread: `${FILAMENT}4124`,
  },
  {
    query: "setFrameRateOptions doesn't work",
    expected: ['/docs/guides/limits'],
    section: 'framerateoptions-does-not-lower-the-frame-rate',
    thread: `${FILAMENT}7539`,
  },
  {
    query: 'Missing MSAA',
    expected: ['/docs/guides/limits'],
    section: 'no-multi-sample-anti-aliasing-msaa',
    thread: 'https://github.com/sceneview/sceneview/issues/49',
  },
  {
    query: 'AR on top of the camera stream',
    expected: ['/docs/guides/limits'],
    section: 'no-augmented-reality',
    thread: `${FILAMENT}1901`,
  },
  {
    query: 'ARCore react native',
    expected: ['/docs/guides/limits'],
    section: 'no-augmented-reality',
    thread: `${FILAMENT}5707`,
  },
  // Issue 44's "Done when": the symptoms and messages as the issue words them (no thread:
  // the issue's words, beside the readers' own above), each to the section with its fix.
  {
    query: 'model not loading release build',
    expected: ['/docs/guides/troubleshooting'],
    section: 'models-missing-in-android-release-builds',
  },
  { query: 'disable native logs', expected: ['/docs/guides/LOGGING'], section: 'native-logs' },
  {
    query: 'model disappears rotating camera',
    expected: ['/docs/guides/known-issues'],
    section: 'a-scaled-model-vanishes-while-the-camera-turns',
  },
  {
    query: 'Worklets could not be found',
    expected: ['/docs/guides/known-issues'],
    section: 'worklets-could-not-be-found-when-an-expo-app-starts',
  },
  {
    query: 'package dalvik.annotation.optimization does not exist',
    expected: ['/docs/guides/troubleshooting'],
    section: 'android-package-dalvikannotationoptimization-does-not-exist',
  },
  {
    query: '@FastNative',
    expected: ['/docs/guides/troubleshooting'],
    section: 'android-package-dalvikannotationoptimization-does-not-exist',
  },
];

/** More everyday queries, for timing only. */
export const TIMING_QUERIES: readonly string[] = [
  ...QUALITY_QUERIES.map((q) => q.query),
  'LightConfig',
  'load glb from url',
  'camera',
  'animation',
  'useRigidBody',
  'worklet',
];
