/**
 * Decides, before the page renders, whether the React app can start on the
 * current path (see early-script.ts, which inlines it):
 *
 * - `…/index.html`, `….html`, a trailing slash and doubled slashes go to the
 *   canonical path. GitHub Pages answers them with another file or with
 *   404.html, and the client router (which ignores slashes and letter case)
 *   would render the real page over that HTML: a hydration mismatch, or the
 *   home page twice. A reload at the canonical path is the robust fix.
 * - A path with invalid percent-encoding (e.g. `%E0%A4%A`) makes the
 *   Docusaurus client throw in `decodeURI` before it renders, leaving a static
 *   page that never hydrates. Escaping its `%` signs keeps the reader on a
 *   working not-found page.
 *
 * It only ever navigates within the base path. Letter case needs the list of
 * routes: see caseRedirect in not-found-script.ts, inlined in 404.html only.
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
  let path = pathname.replace(/\/{2,}/g, '/');
  const html = /^(.*?)(?:\/index)?\.html$/.exec(path);
  if (html) path = html[1] ?? '';
  path = path.replace(/\/+$/, '');
  if (`${path}/` === baseUrl) path = baseUrl;
  if (path === pathname) return null;
  // Never leave the site: the result must be a path under the base.
  if (path.indexOf(baseUrl) !== 0) return null;
  return { kind: 'reload', path };
}
