/**
 * Turns Pagefind's answers into what the results list shows: pages, each
 * with its best-matching headings, text split into plain and highlighted runs.
 *
 * Nothing here builds HTML: excerpts are split into text runs that React
 * escapes, so a query or a page can never inject markup.
 */

/** Longer queries are cut: nobody types this much, and the engine need not see it. */
export const MAX_QUERY_LENGTH = 200;
/**
 * Shorter queries are not searched: one letter matches a large part of the
 * index, which would be downloaded for results nobody wants.
 */
export const MIN_QUERY_LENGTH = 2;
/**
 * Pages shown first for a query. Each costs one fragment download (0.3 to
 * 9.5 KB gzipped; a guide is 3 to 9.5 KB), the largest part of a first query
 * after the engine. Three fill the dialog: on a 1280 × 800 screen two or
 * three pages are in view, on a phone about three. A reader who wants more
 * asks for them ("More results").
 */
export const FIRST_PAGES = 3;
/** Pages each "More results" adds. */
export const MORE_PAGES = 5;
/**
 * How far down the engine's ranking to look for the page of an API name
 * typed exactly, or for an API page with a heading of that name (only when
 * neither is among the first pages shown).
 */
export const MAX_EXACT_LOOKUP = 40;
/** Headings shown under each page. */
const MAX_SECTIONS_PER_PAGE = 3;

/** The subset of Pagefind's result fragment that the list uses. */
export interface PagefindWordLocation {
  readonly weight: number;
  readonly balanced_score: number;
  readonly location: number;
}

export interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
  readonly weighted_locations?: readonly PagefindWordLocation[];
  readonly anchor?: { readonly element: string; readonly id: string };
}

export interface PagefindFragment {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  readonly sub_results?: readonly PagefindSubResult[];
}

/** A run of text, highlighted or not. */
export interface Segment {
  readonly text: string;
  readonly mark: boolean;
}

export interface ResultItem {
  readonly title: readonly Segment[];
  readonly excerpt: readonly Segment[];
  /** Page URL, with the heading's anchor when the match is under a heading. */
  readonly href: string;
  /** True when this item is the page itself rather than one of its headings. */
  readonly isPage: boolean;
}

export interface ResultGroup {
  readonly pageTitle: string;
  readonly pageHref: string;
  /** Where the page sits on the site, e.g. "API · Hook" or "Guide". */
  readonly section: string;
  readonly items: readonly ResultItem[];
}

/** Trims, collapses whitespace and caps the length. An empty result means "nothing to search". */
export function normalizeQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** The words of a query, lower-cased, without punctuation. */
export function queryTerms(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).filter((t) => t.length > 0);
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the few HTML entities Pagefind's text may contain; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Splits Pagefind's excerpt (text with <mark> around matches) into runs. */
export function parseExcerpt(excerpt: string): Segment[] {
  const segments: Segment[] = [];
  let mark = false;
  for (const part of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>') mark = true;
    else if (part === '</mark>') mark = false;
    else if (part !== '') segments.push({ text: decodeEntities(part), mark });
  }
  return mergeSegments(segments);
}

/** Marks every word of text that starts with one of the terms. */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  if (terms.length === 0) return [{ text, mark: false }];
  const segments: Segment[] = [];
  for (const part of text.split(/([\p{L}\p{N}_]+)/u)) {
    if (part === '') continue;
    const lower = part.toLowerCase();
    segments.push({ text: part, mark: terms.some((t) => lower.startsWith(t)) });
  }
  return mergeSegments(segments);
}

/**
 * Pagefind's section text starts with the heading itself ("Spot light. A spot
 * light shines…"); the heading is already shown above the excerpt.
 */
export function dropLeadingTitle(segments: readonly Segment[], title: string): Segment[] {
  const plain = segments.map((s) => s.text).join('');
  const lead = new RegExp(`^\\s*${escapeRegExp(title.trim())}[.:]?\\s+`, 'i').exec(plain);
  if (!lead || lead[0].length >= plain.length) return [...segments];
  let skip = lead[0].length;
  const out: Segment[] = [];
  for (const s of segments) {
    if (skip >= s.text.length) {
      skip -= s.text.length;
      continue;
    }
    out.push({ text: s.text.slice(skip), mark: s.mark });
    skip = 0;
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function mergeSegments(segments: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    const last = out[out.length - 1];
    if (last && last.mark === s.mark)
      out[out.length - 1] = { text: last.text + s.text, mark: s.mark };
    else out.push(s);
  }
  return out;
}

const API_KINDS: Readonly<Record<string, string>> = {
  functions: 'Function',
  interfaces: 'Interface',
  'type-aliases': 'Type alias',
  variables: 'Variable',
};

/** Where a page sits on the site, from its path below the base URL. */
export function sectionLabel(href: string, baseUrl: string): string {
  const path = href.split('#')[0]!.slice(baseUrl.length - 1);
  const api = /^\/docs\/api(?:\/([^/]+))?/.exec(path);
  if (api) return api[1] && API_KINDS[api[1]] ? `API · ${API_KINDS[api[1]]}` : 'API';
  if (path.startsWith('/docs/guides')) return 'Guide';
  if (path === '/' || path === '') return 'Home';
  return 'Page';
}

/**
 * The symbol an API page documents, from its title: as TypeDoc writes it
 * ("Function: useModel()", "Interface: FilamentAsset") or as the component
 * and hook pages write it ("<Camera>", "useModel()"); null for other pages.
 */
export function apiSymbol(title: string, href: string, baseUrl: string): string | null {
  if (!href.startsWith(`${baseUrl}docs/api/`)) return null;
  const match = /^(?:[\w ]+:\s*)?<?([\w$]+)/.exec(decodeEntities(title).trim());
  return match ? match[1]! : null;
}

/**
 * A query typed as an API name: one identifier with a capital letter
 * (useModel, Light). All-lowercase words (light, skybox) are treated as
 * topics, so their guides are not pushed down by a component of that name.
 */
export function looksLikeApiName(query: string): boolean {
  const q = query.trim();
  return /^[A-Za-z_$][\w$]*$/.test(q) && /[A-Z]/.test(q);
}

/** A heading's text as the name it shows: no backticks or angle brackets around it, no `?`. */
function shownName(title: string): string {
  return decodeEntities(title)
    .trim()
    .replace(/^[`<]+|[`>]+$/g, '')
    .replace(/\?$/, '');
}

function isNamedHeading(sub: PagefindSubResult, name: string): boolean {
  const lower = name.toLowerCase();
  return (
    sub.anchor?.element === 'h3' &&
    (sub.anchor.id.toLowerCase() === lower ||
      shownName(sub.title).replace(/\(\)$/, '').toLowerCase() === lower)
  );
}

/**
 * The heading on an API page that a query typed as an API name names, in any
 * case: a prop or parameter of a component or hook page (`### cameraPosition`,
 * id `cameraposition`) or a method of an interface (`### setBloomOptions()`);
 * one written exactly as typed first. Only h3 headings: the h2 section titles
 * ("Props", "Returns") are not names a reader looks up.
 */
export function namedHeading(
  fragment: PagefindFragment,
  query: string,
  baseUrl: string,
): PagefindSubResult | null {
  if (!looksLikeApiName(query) || !fragment.url.startsWith(`${baseUrl}docs/api/`)) return null;
  const name = query.trim();
  const named = (fragment.sub_results ?? []).filter((sub) => isNamedHeading(sub, name));
  return named.find((sub) => shownName(sub.title) === name) ?? named[0] ?? null;
}

/**
 * How an API page answers a query typed as an API name, best first. Written
 * as typed beats any case, so `bloomOptions` finds `<FilamentScene>`'s prop
 * and `BloomOptions` the interface; a prop as typed (`transformToUnitCube` of
 * `<Model>`) beats a method of that name (`TransformManager`'s
 * `transformToUnitCube()`).
 */
export const API_MATCH = {
  /** Not the query's API page, no heading of that name. */
  none: 0,
  /** A heading whose id or text is the name in another case, or a method `name()`. */
  headingAnyCase: 1,
  /** The page of the API whose name is the query in another case. */
  nameAnyCase: 2,
  /** A heading that reads exactly as the query (a prop, a parameter). */
  headingAsTyped: 3,
  /** The page of the API whose name is the query. */
  nameAsTyped: 4,
} as const;

export function apiMatch(fragment: PagefindFragment, query: string, baseUrl: string): number {
  if (!looksLikeApiName(query)) return API_MATCH.none;
  const name = query.trim();
  const symbol = apiSymbol(fragment.meta.title ?? '', fragment.url, baseUrl);
  if (symbol === name) return API_MATCH.nameAsTyped;
  const heading = namedHeading(fragment, name, baseUrl);
  if (heading && shownName(heading.title) === name) return API_MATCH.headingAsTyped;
  if (symbol?.toLowerCase() === name.toLowerCase()) return API_MATCH.nameAnyCase;
  return heading ? API_MATCH.headingAnyCase : API_MATCH.none;
}

/** The index of the fragment that answers a query typed as an API name best (the first of equals); -1 if none. */
export function bestApiMatch(
  fragments: readonly PagefindFragment[],
  query: string,
  baseUrl: string,
): number {
  let best = -1;
  let bestMatch: number = API_MATCH.none;
  fragments.forEach((fragment, index) => {
    const match = apiMatch(fragment, query, baseUrl);
    if (match > bestMatch) [best, bestMatch] = [index, match];
  });
  return best;
}

/**
 * Pagefind answers a word it does not know with the longest prefix it does
 * know ("xxxxxxxx" finds "x"), which helps while a word is half typed but
 * turns nonsense into results. A page counts as a match only if one of its
 * highlighted words contains most of a query word.
 */
export function matchesQuery(fragment: PagefindFragment, terms: readonly string[]): boolean {
  const excerpts = [fragment.excerpt, ...(fragment.sub_results ?? []).map((s) => s.excerpt)];
  const marked = excerpts.flatMap((e) =>
    parseExcerpt(e)
      .filter((s) => s.mark)
      .map((s) => s.text.toLowerCase()),
  );
  if (marked.length === 0 || terms.length === 0) return true;
  return terms.some((term) => {
    const needed = term.slice(0, Math.min(term.length, Math.max(3, Math.ceil(term.length * 0.6))));
    return marked.some((word) => word.includes(needed));
  });
}

function subResultScore(sub: PagefindSubResult): number {
  return (sub.weighted_locations ?? []).reduce((sum, w) => sum + w.balanced_score, 0);
}

/** Words too common to say which section a query is about. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'to',
  'in',
  'on',
  'is',
  'it',
  'my',
  'not',
  'for',
  'with',
  'when',
  'i',
  // Most of the error reference's headings start with "Failed to": in a pasted message it
  // says nothing about which entry answers it ("Failed to find FilamentView" would otherwise
  // go to "Failed to install …", whose heading also holds "filament").
  'failed',
]);

/**
 * How many of the query's different words (stop words aside) a section's
 * heading holds, a word counting when a heading word starts with most of it
 * ("animations" and "animator"). Issue 44: a pasted message or a reader's
 * symptom names the section whose heading quotes it, while the sum of
 * word scores favours long sections full of common words ("not", "found").
 */
export function headingCoverage(title: string, terms: readonly string[]): number {
  const words = queryTerms(decodeEntities(title));
  const covered = terms.filter((term) => {
    if (STOP_WORDS.has(term)) return false;
    const stem = term.slice(0, Math.max(3, Math.ceil(term.length * 0.6)));
    return words.some((word) => word.startsWith(stem));
  });
  return new Set(covered).size;
}

/**
 * Groups fragments (already in Pagefind's ranking order) by page, keeps the
 * best headings of each, and puts first the API page that best answers a
 * query typed as an API name (apiMatch): readers who type an API name want
 * its reference, and a prop's name its component, at the prop's heading.
 */
export function shapeResults(
  fragments: readonly PagefindFragment[],
  query: string,
  baseUrl: string,
): ResultGroup[] {
  const terms = queryTerms(query);
  const matching = fragments.filter((f) => matchesQuery(f, terms));
  const groups = matching.map((fragment): ResultGroup => {
    const pageTitle = decodeEntities(fragment.meta.title?.trim() || fragment.url);
    const named = namedHeading(fragment, query, baseUrl);
    const subs = [...(fragment.sub_results ?? [])]
      .map((sub, order) => ({
        sub,
        order,
        score: subResultScore(sub),
        covered: sub.anchor ? headingCoverage(sub.title, terms) : 0,
      }))
      // The heading the query names leads its page's items, then the headings that hold
      // more of its words, then the best matches.
      .sort(
        (a, b) =>
          Number(b.sub === named) - Number(a.sub === named) ||
          b.covered - a.covered ||
          b.score - a.score ||
          a.order - b.order,
      )
      .slice(0, MAX_SECTIONS_PER_PAGE);
    const items: ResultItem[] =
      subs.length > 0
        ? subs.map(({ sub }) => {
            const title = decodeEntities(sub.anchor ? sub.title : pageTitle);
            return {
              title: highlight(title, terms),
              excerpt: dropLeadingTitle(parseExcerpt(sub.excerpt), title),
              href: sub.url,
              isPage: !sub.anchor,
            };
          })
        : [
            {
              title: highlight(pageTitle, terms),
              excerpt: parseExcerpt(fragment.excerpt),
              href: fragment.url,
              isPage: true,
            },
          ];
    return {
      pageTitle,
      pageHref: fragment.url,
      section: sectionLabel(fragment.url, baseUrl),
      items,
    };
  });
  const first = bestApiMatch(matching, query, baseUrl);
  if (first > 0) groups.unshift(...groups.splice(first, 1));
  return groups;
}
