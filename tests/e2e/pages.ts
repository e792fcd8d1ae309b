/**
 * The pages the behaviour, accessibility and screenshot tests visit, in one
 * place so that a richer page can replace one here without touching the specs.
 * Paths are relative to the base URL (/react-native-filament/).
 */
export const PAGES = {
  home: './',
  markdown: 'markdown-page',
  gettingStarted: 'docs/guides',
  /** A guide with code blocks and pictures (the coordinate-system and transform-order figures). */
  guide: 'docs/guides/transformation',
  /** Issue 32's answer pages: a generated reference of about 90 entries, a table component, entries with facts lines. */
  errorMessages: 'docs/guides/error-messages',
  compatibility: 'docs/guides/compatibility',
  knownIssues: 'docs/guides/known-issues',
  /** Issue 33's playground: the example app's screens, a select, Run/Edit/Copy buttons. */
  playground: 'docs/playground',
  apiOverview: 'docs/api',
  apiFunction: 'docs/api/functions/useModel',
  /** A long API page whose headings go down to h4. */
  apiInterface: 'docs/api/interfaces/Engine',
  apiTypeAlias: 'docs/api/type-aliases/ModelProps',
  notFound: 'this/page/does-not-exist',
} as const;

export type PageName = keyof typeof PAGES;

/** Pages saved as full-page screenshots for review, at each width and colour mode. */
export const SCREENSHOT_PAGES: readonly PageName[] = ['home', 'guide', 'apiFunction'];

/** Each distinct path once, with the names that share it. */
export function distinctPages(): { path: string; names: PageName[] }[] {
  const byPath = new Map<string, PageName[]>();
  for (const [name, path] of Object.entries(PAGES) as [PageName, string][]) {
    byPath.set(path, [...(byPath.get(path) ?? []), name]);
  }
  return [...byPath].map(([path, names]) => ({ path, names }));
}
