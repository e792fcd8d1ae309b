/**
 * Readers' words for things the guides name with other words (issue 44).
 *
 * A reader types "silence the logs" or "white screen"; the guides say "turn
 * them off" and "blank view". Pagefind has no synonyms: a page matches only
 * if it holds every word of the query. So the query is expanded here, in the
 * results chunk that loads when search opens: each word of a group is also
 * tried as each other word of its group, and the pages of all those searches
 * are merged (query.ts, searchWithSynonyms). The index stays as built, so no
 * page's ranking for other queries changes and no byte is added to it.
 */

/**
 * Each group: words and phrases readers use for one thing, the guides' word
 * among them. Lower case; a phrase matches as whole words in that order.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['disable', 'turn off', 'switch off', 'silence', 'compile out', 'remove', 'mute'],
  ['blank', 'white', 'empty', 'black', 'nothing'],
  ['disappears', 'vanishes', 'culled', 'clipped', 'invisible', 'missing'],
  ['crash', 'abort', 'sigabrt', 'nsexception', 'closes', 'dies'],
  ['backwards', 'reverse', 'rewind'],
  ['ended', 'finished', 'ends', 'notification', 'completed'],
  ['emulator', 'simulator'],
  ['jagged', 'jaggies', 'aliasing'],
  ['size', 'weight', 'megabytes'],
];

/** At most this many searches per query (the query as typed and its variants). */
export const MAX_VARIANTS = 6;

/**
 * Queries of more words than this are not expanded: they are pasted messages,
 * which the guides quote word for word, and each variant costs a search.
 */
export const MAX_EXPANDED_WORDS = 6;

/** A variant's pages count a little less than the same pages found by the words as typed. */
export const VARIANT_WEIGHT = 0.9;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A phrase as whole words, any case. */
function phrasePattern(phrase: string): RegExp {
  return new RegExp(`(^|[^\\p{L}\\p{N}_])${escapeRegExp(phrase)}(?=$|[^\\p{L}\\p{N}_])`, 'iu');
}

/**
 * The query as typed, then the same query with one reader's word replaced by
 * another word of its group; at most `MAX_VARIANTS` in all, the typed query first.
 */
export function expandQuery(query: string): string[] {
  const variants = [query];
  const words = query.split(/\s+/).filter((word) => word.length > 0);
  if (words.length > MAX_EXPANDED_WORDS) return variants;
  for (const group of SYNONYM_GROUPS) {
    const typed = group.find((member) => phrasePattern(member).test(query));
    if (typed === undefined) continue;
    for (const other of group) {
      if (other === typed || phrasePattern(other).test(query)) continue;
      if (variants.length >= MAX_VARIANTS) return variants;
      variants.push(
        query.replace(phrasePattern(typed), (_match, before: string) => before + other),
      );
    }
  }
  return variants;
}
