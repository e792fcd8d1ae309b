/**
 * The parts of the client module (client.ts) that need no Docusaurus alias,
 * so that unit tests can import them.
 */

/** The doc's "Previous" and "Next" links (theme-classic's DocPaginator and PaginatorNavLink). */
export const LIKELY_NEXT_SELECTOR = 'nav.pagination-nav a.pagination-nav__link[href]';

export interface ConnectionInfo {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

/** Data saver on, or a 2g or slow-2g connection: Docusaurus's own rule (client/docusaurus.js). */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

/** The route path an internal link opens, or null for another origin or the page itself. */
export function routePathOf(
  link: { readonly origin: string; readonly pathname: string },
  here: { readonly origin: string; readonly pathname: string },
): string | null {
  if (link.origin !== here.origin || link.pathname === here.pathname) return null;
  return link.pathname;
}
