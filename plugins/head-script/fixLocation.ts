/**
 * Decides, before the page renders, whether the React app can start on the
 * current path (see src/head/earlyScript.ts, which inlines it):
 *
 * - `…/index.html` and `….html` go to the clean path. GitHub Pages answers
 *   them with the file or with 404.html; hydrating either at the .html path
 *   renders the wrong content (the home page twice, or a hydration mismatch),
 *   so a reload at the clean path is the robust fix.
 * - A path with invalid percent-encoding (e.g. `%E0%A4%A`) makes the
 *   Docusaurus client throw in `decodeURI` before it renders, leaving a static
 *   page that never hydrates. Escaping its `%` signs keeps the reader on a
 *   working not-found page.
 */

export type LocationFix =
  | { readonly kind: 'reload'; readonly path: string }
  | { readonly kind: 'rewrite'; readonly path: string };

/** What to do with a path; null when it is fine. Self-contained: it is inlined with toString(). */
export function fixLocation(pathname: string, baseUrl: string): LocationFix | null {
  try {
    decodeURI(pathname);
  } catch {
    return { kind: 'rewrite', path: pathname.replace(/%/g, '%25') };
  }
  const match = /^(.*?)(?:\/index)?\.html$/.exec(pathname);
  if (!match) return null;
  const clean = match[1] ?? '';
  return { kind: 'reload', path: clean === '' || `${clean}/` === baseUrl ? baseUrl : clean };
}
