/**
 * Bundled by search.spec.ts (esbuild) and run in a site page: the results
 * list's own query code (loadPagefind, runQuery), answering many queries in
 * one page evaluation instead of typing each into the dialog.
 */
import { FIRST_PAGES, normalizeQuery } from '../../plugins/search/components/SearchResults/model';
import {
  loadPagefind,
  startPagefind,
} from '../../plugins/search/components/SearchResults/pagefind';
import { runQuery } from '../../plugins/search/components/SearchResults/query';

export interface PageAnswer {
  /** The pages the dialog would list first, best first (URLs without anchors). */
  readonly pages: string[];
  /** Where the first result links to (a heading's anchor, or the page). */
  readonly firstHref: string | null;
  /** For each page listed, where its results link to (its headings' anchors, or the page). */
  readonly links: string[][];
}

export type PageSearch = (baseUrl: string, queries: readonly string[]) => Promise<PageAnswer[]>;

const pagesFor: PageSearch = async (baseUrl, queries) => {
  const api = await loadPagefind(baseUrl);
  const answers: PageAnswer[] = [];
  for (const query of queries) {
    const groups = (await runQuery(api, normalizeQuery(query), baseUrl, FIRST_PAGES))?.groups ?? [];
    answers.push({
      pages: groups.map((group) => group.pageHref.split('#')[0]!),
      firstHref: groups[0]?.items[0]?.href ?? null,
      links: groups.map((group) => group.items.map((item) => item.href)),
    });
  }
  return answers;
};

/**
 * A reader's first query on a Pagefind instance of its own (`moduleQuery`
 * makes the import a new module): with the browser cache off, it fetches
 * what the dialog's first query fetches from Pagefind.
 */
export type FirstQuery = (baseUrl: string, query: string, moduleQuery: string) => Promise<void>;

const firstQuery: FirstQuery = async (baseUrl, query, moduleQuery) => {
  const api = await startPagefind(baseUrl, moduleQuery);
  await runQuery(api, normalizeQuery(query), baseUrl, FIRST_PAGES);
};

Object.assign(window, { e2ePagesFor: pagesFor, e2eFirstQuery: firstQuery });
