/**
 * Links inside highlighted code: the contract between the remark plugin that
 * decides which names of a code block link where
 * (plugins/api-reference/remark-code-api-links.ts, at build time) and the
 * token renderer that draws the links (plugins/code-highlighting, on the
 * server and again in the browser when a block turns live).
 *
 * A fenced code block carries the links as one string prop on its `code`
 * element: JSON of name → route without the base URL, only the names that
 * block links, so the page's chunk grows by a few bytes per block. Nothing
 * here may import Node or browser APIs: both sides use it.
 */

/** The prop of a code block's `code` element (hast property, then React prop). */
export const TOKEN_LINKS_PROP = 'tokenLinks';

/** What a code block carries: name → route (without the base URL). */
export type TokenLinks = Readonly<Record<string, string>>;

export function encodeTokenLinks(links: TokenLinks): string {
  return JSON.stringify(links);
}

/** The links of a block, each route made absolute by `withBaseUrl`; undefined when none. */
export function decodeTokenLinks(
  encoded: string | undefined,
  withBaseUrl: (route: string) => string,
): ReadonlyMap<string, string> | undefined {
  if (!encoded) return undefined;
  const links = JSON.parse(encoded) as TokenLinks;
  return new Map(Object.entries(links).map(([name, route]) => [name, withBaseUrl(route)]));
}

/**
 * Prism token types whose text is never a reference to a name: comments,
 * strings, JSX attribute names and text, and properties (`engine.Camera`),
 * which are not the imported binding even when they are spelled like it.
 */
const UNLINKED_TYPES: ReadonlySet<string> = new Set([
  'comment',
  'string',
  'attr-name',
  'attr-value',
  'plain-text',
  'property',
  'property-access',
]);

/** An identifier not preceded by a word character, `$` or a dot (`a.Name` is a property). */
const IDENTIFIER = /(?<![\w$.])[A-Za-z_$][\w$]*/g;

/** Part of a token's text: plain text, or a name with the URL it links to. */
export type TokenPart = string | { readonly name: string; readonly href: string };

/**
 * A token's text split into text and linked names, or null when nothing in it
 * links (the token renders as it would without links). Prism leaves most
 * identifiers in plain tokens with their spaces (`  screen`, ` Camera`), so
 * the text is searched for whole identifiers rather than compared whole.
 */
export function linkedParts(
  content: string,
  types: readonly string[],
  links: ReadonlyMap<string, string>,
): TokenPart[] | null {
  if (types.some((type) => UNLINKED_TYPES.has(type))) return null;
  const parts: TokenPart[] = [];
  let at = 0;
  for (const match of content.matchAll(IDENTIFIER)) {
    const href = links.get(match[0]);
    if (!href) continue;
    if (match.index > at) parts.push(content.slice(at, match.index));
    parts.push({ name: match[0], href });
    at = match.index + match[0].length;
  }
  if (parts.length === 0) return null;
  if (at < content.length) parts.push(content.slice(at));
  return parts;
}
