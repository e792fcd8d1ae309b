/**
 * What a page's card shows, read from the page's built HTML and, for API
 * pages, from the API facts of the pinned library version. Pure functions:
 * the plugin (index.ts) does the file reading.
 */
import { ROUTES } from '../../shared/site';
import { functionGroup } from '../../shared/api-groups';

/** The kinds an API page can show, as a reader would name them. */
export type ApiKind = 'component' | 'hook' | 'function' | 'interface' | 'type alias' | 'variable';

export interface ApiFacts {
  readonly kind: ApiKind;
  readonly name: string;
  /** One line of TypeScript, e.g. `useModel(source: BufferSource, …): FilamentModel`. */
  readonly signature: string;
}

/** Everything a card is drawn from: its cache key is a hash of this (and of the layout code). */
export interface CardInput {
  /** Site path without the base URL, e.g. "docs/guides/light" ("" for the home page). */
  readonly route: string;
  /** The site's address as the card's footer prints it: "margelo.github.io/react-native-filament". */
  readonly site: string;
  readonly title: string;
  /** The small label above the title: "Guide", "API · Hook", "Release", … */
  readonly section: string;
  readonly description?: string;
  /** Live-preview preset whose poster the card shows (static/img/previews/<poster>.webp). */
  readonly poster?: string;
  readonly api?: ApiFacts;
  /** Library version of a release post. */
  readonly version?: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name] ?? whole;
  });
}

/** The page's own title: the `<title>` without the " | Site" suffix. */
export function pageTitle(html: string, siteTitle: string, delimiter: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/.exec(html);
  const title = decodeEntities(match?.[1] ?? '').trim();
  const suffix = ` ${delimiter} ${siteTitle}`;
  const own = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  return own || siteTitle;
}

/** The `<meta name=description>` content; minified HTML may leave attributes unquoted. */
export function pageDescription(html: string): string | undefined {
  const match =
    /<meta[^>]*\bname=["']?description["']?[^>]*\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(
      html,
    );
  const text = decodeEntities(match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  return text || undefined;
}

/** The first live-preview poster the page shows, by the path LivePreview renders it from. */
export function pagePoster(
  html: string,
  baseUrl: string,
  presets: readonly string[],
  posterPath: (preset: string) => string,
): string | undefined {
  let first: { preset: string; at: number } | undefined;
  for (const preset of presets) {
    const at = html.indexOf(`${baseUrl}${posterPath(preset).replace(/^\//, '')}`);
    if (at >= 0 && (!first || at < first.at)) first = { preset, at };
  }
  return first?.preset;
}

const API_FOLDER_KIND: Record<string, ApiKind | undefined> = {
  interfaces: 'interface',
  'type-aliases': 'type alias',
  variables: 'variable',
};

const API_PAGE = new RegExp(
  `^${ROUTES.api}/(functions|interfaces|type-aliases|variables)/([^/]+)$`,
);

/** Kind and name of an API page from its route (docs/api/<folder>/<Name>), if it is one. */
export function apiPage(route: string): { kind: ApiKind; name: string } | undefined {
  const match = API_PAGE.exec(route);
  if (!match) return undefined;
  const [, folder, name] = match as unknown as [string, string, string];
  if (folder === 'functions') {
    const group = functionGroup(name);
    const kind: ApiKind =
      group === 'Hooks' ? 'hook' : group === 'Components' ? 'component' : 'function';
    return { kind, name };
  }
  return { kind: API_FOLDER_KIND[folder]!, name };
}

export const API_KIND_LABEL: Record<ApiKind, string> = {
  component: 'Component',
  hook: 'Hook',
  function: 'Function',
  interface: 'Interface',
  'type alias': 'Type alias',
  variable: 'Variable',
};

/** The section label of a route. */
export function sectionOf(route: string): string {
  const api = apiPage(route);
  if (api) return `API · ${API_KIND_LABEL[api.kind]}`;
  if (route === '') return 'Documentation';
  if (route === '404') return 'Page not found';
  if (route === ROUTES.api) return 'API reference';
  if (route === ROUTES.guides || route.startsWith(`${ROUTES.guides}/`)) return 'Guide';
  if (route === 'docs/tags' || route.startsWith('docs/tags/')) return 'Guides · Tags';
  if (route === 'blog/tags' || route.startsWith('blog/tags/')) return 'Releases · Tags';
  if (/^blog\/release-/.test(route)) return 'Release';
  if (route === 'blog' || route.startsWith('blog/')) return 'Releases';
  return 'Page';
}

/** The version a release post is about, from its route (blog/release-1-11-0). */
export function releaseVersion(route: string): string | undefined {
  const match = /^blog\/release-(\d+)-(\d+)-(\d+)(?:-([\w-]+))?$/.exec(route);
  if (!match) return undefined;
  return `${match[1]}.${match[2]}.${match[3]}${match[4] ? `-${match[4]}` : ''}`;
}

/** A symbol of the compact API snapshot (tools/releases/model.ts), as far as cards need it. */
export interface SnapshotSymbol {
  readonly name: string;
  readonly kind: string;
  readonly signatures?: readonly string[];
  readonly type?: string;
  readonly props?: Readonly<Record<string, { readonly optional: boolean }>>;
}

/**
 * One line of TypeScript for a symbol: a call signature for functions, the
 * declared type for aliases and variables, the member names for interfaces.
 */
export function signatureOf(kind: ApiKind, symbol: SnapshotSymbol): string {
  const { name } = symbol;
  switch (kind) {
    case 'component':
    case 'hook':
    case 'function': {
      const signature = symbol.signatures?.[0];
      if (!signature) return `${name}()`;
      // "(a: A) => R" becomes "name(a: A): R"; overloads beyond the first are left out.
      const arrow = topLevelArrow(signature);
      return arrow < 0
        ? `${name}${signature}`
        : `${name}${signature.slice(0, arrow).trimEnd()}: ${signature.slice(arrow + 2).trimStart()}`;
    }
    case 'type alias':
      return `type ${name} = ${symbol.type ?? '…'}`;
    case 'variable':
      return `const ${name}: ${symbol.type ?? '…'}`;
    case 'interface': {
      const members = Object.entries(symbol.props ?? {}).map(
        ([member, prop]) => `${member}${prop.optional ? '?' : ''}`,
      );
      return `interface ${name} { ${members.length ? `${members.join('; ')} ` : ''}}`;
    }
  }
}

/** Index of the "=>" that follows the parameter list, or -1. */
function topLevelArrow(signature: string): number {
  let depth = 0;
  for (let i = 0; i < signature.length; i++) {
    const c = signature[i];
    if (c === '(' || c === '{' || c === '[' || c === '<') depth++;
    else if (c === ')' || c === '}' || c === ']' || (c === '>' && signature[i - 1] !== '='))
      depth--;
    else if (c === '=' && signature[i + 1] === '>' && depth === 0) return i;
  }
  return -1;
}

/**
 * The signature line TypeDoc writes under an API page's heading
 * (`> **useModel**(\`source\`, \`props?\`): [\`FilamentModel\`](…)`), as plain
 * text: the fallback when the pinned version has no API snapshot.
 */
export function signatureFromMarkdown(markdown: string): string | undefined {
  const line = /^> (.+)$/m.exec(markdown)?.[1];
  if (!line) return undefined;
  return line
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface PageSource {
  readonly route: string;
  readonly html: string;
}

export interface InputContext {
  /** The site's address without scheme or trailing slash. */
  readonly site: string;
  readonly siteTitle: string;
  readonly titleDelimiter: string;
  readonly baseUrl: string;
  readonly presets: readonly string[];
  readonly posterPath: (preset: string) => string;
  /** API facts of a symbol by kind and name, or undefined when there are none. */
  readonly apiFacts: (kind: ApiKind, name: string) => ApiFacts | undefined;
}

export function cardInput({ route, html }: PageSource, context: InputContext): CardInput {
  const api = apiPage(route);
  const facts = api && context.apiFacts(api.kind, api.name);
  const poster = pagePoster(html, context.baseUrl, context.presets, context.posterPath);
  const version = releaseVersion(route);
  const description = pageDescription(html);
  return {
    route,
    site: context.site,
    // API pages are titled "Function: useModel()" by TypeDoc; the card names the symbol.
    title: api ? api.name : pageTitle(html, context.siteTitle, context.titleDelimiter),
    section: sectionOf(route),
    ...(description && !api ? { description } : {}),
    ...(poster ? { poster } : {}),
    ...(api ? { api: facts ?? { ...api, signature: '' } } : {}),
    ...(version ? { version } : {}),
  };
}
