/** The pages every benchmark measures: home, a guide and an API page. */
export const BENCH_PAGES = [
  { name: 'home', path: '' },
  { name: 'guide (getting-started)', path: 'docs/guides' },
  { name: 'API (Camera)', path: 'docs/api/functions/Camera' },
] as const;
