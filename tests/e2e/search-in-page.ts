/**
 * Bundled by search.spec.ts (esbuild) and run in a site page: the results
 * list's own query code (loadPagefind, runQuery), answering many queries in
 * one page evaluation instead of typing each into the dialog.
 */
import { FIRST_PAGES, normalizeQuery } from '../../plugins/search/components/SearchResults/model';
import { loadPagefind } from '../../plugins/search/components/SearchResults/pagefind';
import { runQuery } from '../../plugins/search/components/SearchResults/query';

export type PageSearch = (baseUrl: string, queries: readonly string[]) => Promise<string[][]>;

/** For each query, the pages the dialog would list first, best first (URLs without anchors). */
const pagesFor: PageSearch = async (baseUrl, queries) => {
  const api = await loadPagefind(baseUrl);
  const answers: string[][] = [];
  for (const query of queries) {
    const answer = await runQuery(api, normalizeQuery(query), baseUrl, FIRST_PAGES);
    answers.push((answer?.groups ?? []).map((group) => group.pageHref.split('#')[0]!));
  }
  return answers;
};

(window as unknown as { e2ePagesFor: PageSearch }).e2ePagesFor = pagesFor;
