/**
 * Loads Pagefind's browser API from this site's own build (baseUrl +
 * pagefind/), the first time search is opened. The bundler must not touch
 * the import: the file only exists after the index is built.
 */
import type { PagefindFragment } from './model';

interface PagefindResult {
  readonly id: string;
  readonly score: number;
  data(): Promise<PagefindFragment>;
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  preload(term: string): Promise<void>;
  search(term: string): Promise<{ readonly results: readonly PagefindResult[] } | null>;
}

export type { PagefindApi, PagefindResult };

/**
 * Ranking, chosen by measuring the quality queries on this site (see
 * plugins/search/README.md, "Ranking"); every setting next to these passes too.
 * Low term frequency: API pages repeat type names in every table row, which
 * should not outweigh a guide that explains the topic. Low page length: long
 * guides are not pushed down for their size. High term similarity: whole
 * words (useModel) beat longer words that start with them (UseModelConfigParams).
 * Low title weight (Pagefind 1.5+ boosts title matches): reference pages are
 * titled with compound names (UseAssetShadowProps), which would otherwise push
 * the guides that explain "shadow" out of the first three.
 */
export const RANKING = {
  termSimilarity: 4,
  pageLength: 0.2,
  termSaturation: 1.4,
  termFrequency: 0.3,
  metaWeights: { title: 0.5 },
} as const;

let loading: Promise<PagefindApi> | null = null;

export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  loading ??= startPagefind(baseUrl);
  // A failed load (offline, say) may succeed on the next attempt.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * Imports Pagefind and sets it up as search uses it. `moduleQuery` makes the
 * import a module instance of its own (the browser keys modules by URL): the
 * browser tests measure each quality query's first-query download on a fresh
 * instance that way, in one page.
 */
export async function startPagefind(baseUrl: string, moduleQuery = ''): Promise<PagefindApi> {
  const bundle = `${baseUrl}pagefind/`;
  const api = (await import(
    /* webpackIgnore: true */ `${bundle}pagefind.js${moduleQuery}`
  )) as PagefindApi;
  await api.options({
    basePath: bundle,
    baseUrl,
    excerptLength: 18,
    ranking: RANKING,
    // Pagefind's web worker is one more script (~12 KB) on the first query;
    // this index answers in a few milliseconds on the main thread.
    noWorker: true,
  });
  await api.init();
  return api;
}
