/** Byte budgets of issue 6, in bytes of gzip-compressed transfer (as GitHub Pages serves). */
export const BUDGET_PAGES = [
  { name: 'home', path: '' },
  { name: 'guide', path: 'docs/guides' },
  { name: 'API page', path: 'docs/api/functions/Camera' },
  // The drop zone only: the checker itself loads after the reader chooses files (plugins/model-checker).
  { name: 'model checker', path: 'docs/guides/check-your-model' },
] as const;

/**
 * 150 KiB since issue 16 (2026-11-23): getting-started loads 152,961 B, the
 * Camera API page about 148.8 KB (149 KiB before the highlighter prefetch of
 * plugins/code-highlighting added about 0.4 KB of client module and webpack
 * prefetch runtime to every page: main.js +289 B, runtime~main +216 B). Issue 16 brought it down from 158 KiB: all of tslib
 * back out of main.js (plugins/tslib-helpers, the 4.3 KB growth), chrome a first
 * paint does not show fetched when it renders (plugins/lazy-chrome), the
 * accepted TypeDoc warnings out of the site config. The target, 130 KB,
 * is not reached: main.js (116,270 B) is mostly React DOM (about 55 KB), the
 * route table (about 13 KB for 190 routes) and Docusaurus's router, head
 * manager and theme, which every page needs to hydrate.
 */
export const JS_BUDGET = 150 * 1024;
/**
 * The home page has no docs chunks: 126,258 B since issue 16 (target 110 KB,
 * not reached). On 2026-11-25 the model checker's route (main.js +97 B of
 * route table, runtime~main +82 B of chunk names) and the 80-line split of the
 * search bar (+150 B) took home to 127,189 B, over budget; the reference's
 * docs instance then stopped shipping its 143-doc list in the global data
 * (plugins/api-reference/docs-instance.ts `withMainDocOnly`): -1,718 B on every
 * page, home 125,471 B, getting-started 151,890 B, Camera 149,962 B.
 */
export const HOME_JS_BUDGET = 124 * 1024;
export const CSS_BUDGET = 15 * 1024;

/**
 * The CSS each page inlines in its <head> (plugins/critical-css), gzipped on
 * its own (within the page it compresses a little better): what a first paint
 * needs now that no stylesheet blocks it. Checked on every page by
 * tests/build/critical-css.test.ts. On 2026-11-23: 5,982 B (404) to 10,327 B
 * (the camera guide), median 8,495 B; the whole stylesheet is 15.2 KB.
 */
export const CRITICAL_CSS_BUDGET = 11 * 1024;
