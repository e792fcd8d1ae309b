/** Byte budgets of issue 6, in bytes of gzip-compressed transfer (as GitHub Pages serves). */
export const BUDGET_PAGES = [
  { name: 'home', path: '' },
  { name: 'guide', path: 'docs/guides' },
  { name: 'API page', path: 'docs/api/functions/Camera' },
] as const;

export const JS_BUDGET = 150 * 1024;
export const CSS_BUDGET = 15 * 1024;
