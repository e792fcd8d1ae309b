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
