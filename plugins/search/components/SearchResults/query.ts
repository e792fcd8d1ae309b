/**
 * One query, from the engine's ranking to the groups the results list shows.
 * Kept apart from the React component so that the browser test of every API
 * name runs exactly this code in the page (tests/e2e/search.spec.ts).
 */
import {
  isExactApiPage,
  looksLikeApiName,
  MAX_EXACT_LOOKUP,
  MORE_PAGES,
  type PagefindFragment,
  type ResultGroup,
  shapeResults,
} from './model';
import type { PagefindApi, PagefindResult } from './pagefind';

export interface QueryAnswer {
  readonly groups: ResultGroup[];
  /** Pages the engine found, shown or not. */
  readonly total: number;
}

/** Looks further down the ranking for the API page of exactly this name, a few at a time. */
async function findExactApiPage(
  results: readonly PagefindResult[],
  query: string,
  baseUrl: string,
): Promise<PagefindFragment | null> {
  for (let i = 0; i < results.length; i += MORE_PAGES) {
    const batch = await Promise.all(results.slice(i, i + MORE_PAGES).map((r) => r.data()));
    const exact = batch.find((f) => isExactApiPage(f, query, baseUrl));
    if (exact) return exact;
  }
  return null;
}

/**
 * Runs a normalized query and shapes up to `limit` pages; null once `isStale`
 * says a newer query replaced it (its remaining fragments are not fetched).
 */
export async function runQuery(
  api: PagefindApi,
  query: string,
  baseUrl: string,
  limit: number,
  isStale: () => boolean = () => false,
): Promise<QueryAnswer | null> {
  const found = await api.search(query);
  if (isStale()) return null;
  const results = found?.results ?? [];
  let fragments = await Promise.all(results.slice(0, limit).map((r) => r.data()));
  if (isStale()) return null;
  if (looksLikeApiName(query) && !fragments.some((f) => isExactApiPage(f, query, baseUrl))) {
    const exact = await findExactApiPage(results.slice(limit, MAX_EXACT_LOOKUP), query, baseUrl);
    if (isStale()) return null;
    if (exact) fragments = [exact, ...fragments.slice(0, limit - 1)];
  }
  return { groups: shapeResults(fragments, query, baseUrl), total: results.length };
}
