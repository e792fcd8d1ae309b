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
}

export const QUALITY_QUERIES: readonly QualityQuery[] = [
  { query: 'useModel', expected: ['/docs/api/functions/useModel'] },
  { query: 'FilamentAsset', expected: ['/docs/api/interfaces/FilamentAsset'] },
  { query: 'spot light', expected: ['/docs/guides/light'] },
  // The light guide (castShadows) or asset loading's Shadows section: both explain how to get
  // shadows. Since the hook pages say what each hook does, useConfigureAssetShadow ranks
  // second for this word and the light guide fourth (2026-11-25).
  { query: 'shadow', expected: ['/docs/guides/light', '/docs/guides/asset-loading'] },
  { query: 'rigid body', expected: ['/docs/guides/physics', '/docs/api/functions/useRigidBody'] },
  { query: 'glb', expected: ['/docs/guides/asset-loading'] },
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
  },
  {
    query: 'blank screen react native 0.81',
    expected: ['/docs/guides/compatibility'],
    section: '180-to-190',
  },
  // #311, #320: Google Play's 16 KB warning
  { query: '16 KB page size', expected: ['/docs/guides/compatibility'], section: '180-to-190' },
  // #296: "'filament/Options.h' file not found" with use_frameworks!
  { query: 'use_frameworks', expected: ['/docs/guides/compatibility'], section: '161-to-180' },
  {
    query: "'filament/Options.h' file not found",
    expected: ['/docs/guides/compatibility'],
    section: '161-to-180',
  },
  // #297 "memory leak ... crashes after opening the screen several times"
  { query: 'memory leak', expected: ['/docs/guides/many-models', '/docs/guides/known-issues'] },
  // #305: a FlashList of models
  { query: 'flatlist', expected: ['/docs/guides/many-models'], section: 'lists-of-models' },
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
  },
  // #326: scaleBoundingBox
  {
    query: 'model disappears when camera rotates',
    expected: ['/docs/guides/known-issues'],
    section: 'a-scaled-model-vanishes-while-the-camera-turns',
  },
  // #284, #317, #341: what the library does not do
  { query: 'web support', expected: ['/docs/guides/limits'], section: 'no-web-target' },
  {
    query: 'fbx',
    expected: ['/docs/guides/limits'],
    section: 'only-gltf-20-fbx-obj-and-other-formats-need-converting',
  },
  { query: 'vrm', expected: ['/docs/guides/limits'], section: 'no-vrm' },
  // Exact messages, pasted: #283 and #257
  {
    query: 'The global proxy instance (global.FilamentProxy) is null',
    expected: ['/docs/guides/error-messages'],
    section: 'failed-to-initialize-react-native-filament-the-global-proxy-848e6d',
  },
  {
    query: 'Pointer FilamentAssetWrapper has already been manually released!',
    expected: ['/docs/guides/error-messages'],
    section: 'pointer-name-has-already-been-manually-released',
  },
  {
    query: 'Failed to find FilamentView',
    expected: ['/docs/guides/error-messages'],
    section: 'filament-view-with-id-id-cannot-be-found',
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
