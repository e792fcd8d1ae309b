/**
 * One query, from the engine's ranking to the groups the results list shows.
 * Kept apart from the React component so that the browser test of every API
 * name runs exactly this code in the page (tests/e2e/search.spec.ts).
 */
import {
  API_MATCH,
  apiMatch,
  bestApiMatch,
  looksLikeApiName,
  MAX_EXACT_LOOKUP,
  MORE_PAGES,
  queryTerms,
  type PagefindFragment,
  type ResultGroup,
  shapeResults,
  STOP_WORDS,
} from './model';
import type { PagefindApi, PagefindResult } from './pagefind';
import { expandQuery, VARIANT_WEIGHT } from './synonyms';

export interface QueryAnswer {
  readonly groups: ResultGroup[];
  /** Pages the engine found, shown or not. */
  readonly total: number;
  /** True when no page has every word, and the pages shown have some of them. */
  readonly partial: boolean;
}

/**
 * A query of several words that no page holds whole (Pagefind matches pages
 * with every word): the pages holding the most of its words, then by their
 * summed scores. Readers type a symptom in their own words ("model not
 * showing at all android"); one stray word should not empty the list.
 */
export async function partialMatches(api: PagefindApi, query: string): Promise<PagefindResult[]> {
  // Distinct words of two letters or more: a lone digit or letter matches nearly every page.
  const words = [...new Set(queryTerms(query))].filter(
    (word) => word.length > 1 && !STOP_WORDS.has(word),
  );
  if (words.length < 2) return [];
  const perWord = await Promise.all(words.map((word) => api.search(word)));
  const byPage = new Map<string, { result: PagefindResult; words: number; score: number }>();
  for (const found of perWord) {
    for (const result of found?.results ?? []) {
      const seen = byPage.get(result.id) ?? { result, words: 0, score: 0 };
      byPage.set(result.id, { result, words: seen.words + 1, score: seen.score + result.score });
    }
  }
  // A page with fewer than half of the words is noise, not an answer.
  const enough = Math.ceil(words.length / 2);
  return [...byPage.values()]
    .filter((page) => page.words >= enough)
    .sort((a, b) => b.words - a.words || b.score - a.score)
    .map((page) => page.result);
}

/**
 * The engine's pages for a query and for its variants in readers' words
 * (synonyms.ts), merged: each page once, at its best score, a variant's score
 * weighted by `VARIANT_WEIGHT` so that the words as typed win a tie.
 */
export async function searchWithSynonyms(
  api: PagefindApi,
  query: string,
): Promise<PagefindResult[]> {
  const variants = expandQuery(query);
  const found = await Promise.all(variants.map((variant) => api.search(variant)));
  if (variants.length === 1) return [...(found[0]?.results ?? [])];
  const best = new Map<string, { result: PagefindResult; score: number }>();
  found.forEach((answer, i) => {
    const weight = i === 0 ? 1 : VARIANT_WEIGHT;
    for (const result of answer?.results ?? []) {
      const score = result.score * weight;
      const seen = best.get(result.id);
      if (seen === undefined || score > seen.score) best.set(result.id, { result, score });
    }
  });
  return [...best.values()].sort((a, b) => b.score - a.score).map(({ result }) => result);
}

/** True when a page answers the query as typed: its API's page, or a prop or parameter heading. */
function answersAsTyped(fragment: PagefindFragment, query: string, baseUrl: string): boolean {
  return apiMatch(fragment, query, baseUrl) >= API_MATCH.headingAsTyped;
}

/**
 * Looks further down the ranking, a few at a time, until a batch holds a
 * page that answers the query as typed; returns the best answer seen (any
 * case, a method of that name), or null. Stopping there keeps a prop name's
 * first query from fetching forty fragments.
 */
async function findApiPage(
  results: readonly PagefindResult[],
  query: string,
  baseUrl: string,
): Promise<PagefindFragment | null> {
  const seen: PagefindFragment[] = [];
  for (let i = 0; i < results.length; i += MORE_PAGES) {
    const batch = await Promise.all(results.slice(i, i + MORE_PAGES).map((r) => r.data()));
    seen.push(...batch);
    if (batch.some((f) => answersAsTyped(f, query, baseUrl))) break;
  }
  return seen[bestApiMatch(seen, query, baseUrl)] ?? null;
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
  let results = await searchWithSynonyms(api, query);
  if (isStale()) return null;
  const partial = results.length === 0;
  if (partial) results = await partialMatches(api, query);
  if (isStale()) return null;
  let fragments = await Promise.all(results.slice(0, limit).map((r) => r.data()));
  if (isStale()) return null;
  if (looksLikeApiName(query) && !fragments.some((f) => answersAsTyped(f, query, baseUrl))) {
    const deeper = await findApiPage(results.slice(limit, MAX_EXACT_LOOKUP), query, baseUrl);
    if (isStale()) return null;
    // It replaces the last page shown if it answers better than every page shown.
    const shown = bestApiMatch(fragments, query, baseUrl);
    const better =
      deeper !== null &&
      apiMatch(deeper, query, baseUrl) >
        (shown < 0 ? API_MATCH.none : apiMatch(fragments[shown]!, query, baseUrl));
    if (better) fragments = [deeper, ...fragments.slice(0, limit - 1)];
  }
  return {
    groups: shapeResults(fragments, query, baseUrl),
    total: results.length,
    partial: partial && results.length > 0,
  };
}
