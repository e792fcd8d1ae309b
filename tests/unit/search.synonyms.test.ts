/**
 * Readers' words (issue 44): a query is also searched with each word of a
 * synonym group replaced by the others, and the pages are merged.
 */
import { describe, expect, it } from 'vitest';
import type { PagefindFragment } from '../../plugins/search/components/SearchResults/model';
import type { PagefindApi } from '../../plugins/search/components/SearchResults/pagefind';
import { runQuery, searchWithSynonyms } from '../../plugins/search/components/SearchResults/query';
import {
  expandQuery,
  MAX_EXPANDED_WORDS,
  MAX_VARIANTS,
  SYNONYM_GROUPS,
} from '../../plugins/search/components/SearchResults/synonyms';

const BASE = '/react-native-filament/';

function page(url: string, title: string): PagefindFragment {
  return { url: `${BASE}${url}`, excerpt: title, meta: { title }, sub_results: [] };
}

/** A fake engine with Pagefind's AND: a page answers when it holds every word of the query. */
function engine(
  pages: ReadonlyArray<{ fragment: PagefindFragment; words: string[]; score?: number }>,
) {
  const searched: string[] = [];
  const api: PagefindApi = {
    options: async () => {},
    init: async () => {},
    preload: async () => {},
    search: async (term) => {
      searched.push(term);
      const terms = term.toLowerCase().split(/\s+/);
      return {
        results: pages
          .filter((p) => terms.every((t) => p.words.includes(t)))
          .map((p) => ({ id: p.fragment.url, score: p.score ?? 1, data: async () => p.fragment })),
      };
    },
  };
  return { api, searched };
}

describe('expandQuery', () => {
  it('keeps the query as typed first, then one word of a group replaced by each other', () => {
    expect(expandQuery('silence native logs')).toEqual([
      'silence native logs',
      'disable native logs',
      'turn off native logs',
      'switch off native logs',
      'compile out native logs',
      'remove native logs',
    ]);
  });

  it('matches phrases as whole words, in any case', () => {
    expect(expandQuery('Turn off logs')[1]).toBe('disable logs');
    // "whitespace" is not "white", "blanket" not "blank".
    expect(expandQuery('whitespace blanket')).toEqual(['whitespace blanket']);
  });

  it('does not swap a word for one the query already has', () => {
    const variants = expandQuery('blank white screen');
    expect(variants).toContain('empty white screen');
    expect(variants).not.toContain('white white screen');
  });

  it('leaves pasted messages and queries without a reader word alone', () => {
    const message = 'In callInContext the function parameter is not a valid worklet';
    expect(message.split(' ').length).toBeGreaterThan(MAX_EXPANDED_WORDS);
    expect(expandQuery(message)).toEqual([message]);
    expect(expandQuery('useModel')).toEqual(['useModel']);
  });

  it('stays within its budget of searches', () => {
    for (const group of SYNONYM_GROUPS) {
      for (const word of group)
        expect(expandQuery(`${word} model`).length).toBeLessThanOrEqual(MAX_VARIANTS);
    }
  });

  it('covers the words of issue 44', () => {
    const words = SYNONYM_GROUPS.flat();
    for (const word of [
      'disable',
      'turn off',
      'silence',
      'compile out',
      'blank',
      'white',
      'empty',
      'black',
      'disappears',
      'vanishes',
      'culled',
      'clipped',
      'crash',
      'abort',
      'sigabrt',
      'nsexception',
    ]) {
      expect(words).toContain(word);
    }
  });
});

describe('searchWithSynonyms', () => {
  const logging = page('docs/guides/LOGGING', 'Logging');
  const troubleshooting = page('docs/guides/troubleshooting', 'Troubleshooting');

  it("finds a page that uses the guides' word for the reader's", async () => {
    const { api, searched } = engine([
      { fragment: logging, words: ['compile', 'out', 'native', 'logs'] },
    ]);
    const found = await searchWithSynonyms(api, 'silence native logs');
    expect(await Promise.all(found.map((r) => r.data()))).toEqual([logging]);
    expect(searched[0]).toBe('silence native logs');
  });

  it('lists each page once, at its best score; the words as typed win a tie', async () => {
    const { api } = engine([
      { fragment: troubleshooting, words: ['blank', 'empty', 'screen'] },
      { fragment: logging, words: ['empty', 'screen'], score: 1 },
    ]);
    const found = await searchWithSynonyms(api, 'empty screen');
    expect(found.map((r) => r.id)).toEqual([troubleshooting.url, logging.url]);
    // Both pages hold "empty screen" (score 1); the troubleshooting page also holds "blank
    // screen", but a variant counts 0.9, so the order is the engine's for the typed words.
    expect(found).toHaveLength(2);
  });

  it('shows the merged pages in the results list', async () => {
    const { api } = engine([{ fragment: troubleshooting, words: ['blank', 'screen'] }]);
    const answer = await runQuery(api, 'white screen', BASE, 3);
    expect(answer!.partial).toBe(false);
    expect(answer!.groups.map((g) => g.pageHref)).toEqual([`${BASE}docs/guides/troubleshooting`]);
  });
});
