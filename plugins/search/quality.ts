/**
 * The search quality queries from the issue, with the pages that must come
 * up in the first three results. One table, read by the browser test
 * (tests/e2e/search.spec.ts) and the benchmark (tools/bench/search.ts).
 */

export interface QualityQuery {
  readonly query: string;
  /** Routes below the base path; any one of them in the first three pages passes. */
  readonly expected: readonly string[];
}

export const QUALITY_QUERIES: readonly QualityQuery[] = [
  { query: 'useModel', expected: ['/docs/api/functions/useModel'] },
  { query: 'FilamentAsset', expected: ['/docs/api/interfaces/FilamentAsset'] },
  { query: 'spot light', expected: ['/docs/guides/light'] },
  { query: 'shadow', expected: ['/docs/guides/light'] },
  { query: 'rigid body', expected: ['/docs/guides/physics', '/docs/api/functions/useRigidBody'] },
  { query: 'glb', expected: ['/docs/guides/asset-loading'] },
  { query: 'setLogger', expected: ['/docs/api/functions/setLogger', '/docs/guides/LOGGING'] },
  { query: 'skybox color', expected: ['/docs/guides/skybox'] },
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
