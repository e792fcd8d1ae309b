/**
 * An inline script for 404.html only (added after the build): GitHub Pages
 * serves that page for a known route typed in another letter case
 * (`/docs/guides/Camera`), and the client router, which ignores case, would
 * render the real page over the not-found HTML. The script sends the reader
 * to the canonical route at once. Routes are listed here, not in every page.
 */

/** The canonical route for a path that differs from one only in letter case; else null. Inlined with toString(). */
export function caseRedirect(pathname: string, routes: readonly string[]): string | null {
  const wanted = pathname.toLowerCase();
  for (const route of routes) {
    if (route !== pathname && route.toLowerCase() === wanted) return route;
  }
  return null;
}

export function notFoundScript(routes: readonly string[]): string {
  return `(function () {
  var to = (${caseRedirect.toString()})(location.pathname, ${JSON.stringify(routes)});
  if (!to) return;
  // Stop this document (see early-script.ts): React must not start on it.
  window.stop();
  location.replace(to + location.search + location.hash);
})();`;
}
