/** The pages every benchmark measures: home, a guide and an API page. */
export const BENCH_PAGES = [
  { name: 'home', path: '' },
  { name: 'guide (getting-started)', path: 'docs/guides' },
  { name: 'API (Camera)', path: 'docs/api/functions/Camera' },
] as const;

/**
 * The pages `--compare` runs Lighthouse on, on both sites: the getting-started
 * guide (whose idle-time prefetching issue 36 changed), and a component page
 * and a hook page, the two that issue 21 asks to be at least as fast as the
 * published site's (blocking time, LCP).
 */
export const COMPARE_LIGHTHOUSE_PAGES = [
  { name: 'guide (getting-started)', path: 'docs/guides' },
  { name: 'API (Camera)', path: 'docs/api/functions/Camera' },
  { name: 'API (useModel)', path: 'docs/api/functions/useModel' },
] as const;
