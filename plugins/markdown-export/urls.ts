/**
 * Where a page's Markdown lives. Shared by the build (which writes the files)
 * and the Copy page control (which fetches them), so the two cannot disagree.
 */

/**
 * The Markdown twin of a page: its URL path plus `.md`
 * (`/base/docs/guides/light` → `/base/docs/guides/light.md`, and the guides
 * index `/base/docs/guides` → `/base/docs/guides.md`). A path that ends in a
 * slash names a folder: its twin is `index.md` inside it.
 */
export function markdownPathOf(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}

/** `https://example.org` + `/base/docs/x` without a doubled or missing slash. */
export function absoluteUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/${pathname.replace(/^\/+/, '')}`;
}

/**
 * A permalink as the site serves it: Docusaurus gives index docs a permalink
 * with a trailing slash (`/base/docs/api/`) and applies the site's
 * `trailingSlash` setting only to routes and links.
 */
export function servedPath(
  permalink: string,
  trailingSlash: boolean | undefined,
  baseUrl: string,
): string {
  if (trailingSlash === undefined || permalink === baseUrl) return permalink;
  if (trailingSlash) return permalink.endsWith('/') ? permalink : `${permalink}/`;
  return permalink.replace(/\/+$/, '');
}
