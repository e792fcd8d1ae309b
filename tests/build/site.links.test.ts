/**
 * Every link of every built page lands, as GitHub Pages serves the build
 * (trailingSlash false, base path /react-native-filament/): its path names a
 * file (`route.html`, `route/index.html` or the file itself) and its `#id`,
 * if any, an element id (or `<a name>`) of that page. Also facts that hold for
 * every page and that a browser crawl used to check page by page: no link with
 * a trailing slash, nothing loaded from another origin, and the sitemap listing
 * exactly the built pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, BASE_PATH, BUILD_DIR, pagesOfBuild } from './helpers';

/** Where the site is deployed; absolute links to it (canonical, hreflang) are internal. */
const SITE_ORIGIN = 'https://margelo.github.io';
/** Any origin: resolves relative links the way the browser does. */
const LOCAL_ORIGIN = 'http://site.invalid';

interface Reference {
  readonly tag: string;
  readonly attribute: string;
  readonly value: string;
  /** For <link>: its rel. */
  readonly rel?: string;
}

interface ParsedPage {
  /** Element ids and <a name> values. */
  readonly targets: ReadonlySet<string>;
  readonly references: readonly Reference[];
}

/** Every page of the build (shared/built-pages.ts), as a full path. */
function htmlFiles(): string[] {
  return pagesOfBuild().map((page) => path.join(BUILD_DIR, page));
}

/** The URL path of a built HTML file, without trailing slash (except the base path). */
function urlPathOf(file: string): string {
  const relative = path.relative(BUILD_DIR, file).split(path.sep).join('/');
  const route = relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `${BASE_PATH}${route}`;
}

const URL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
};

function parse(html: string): ParsedPage {
  const targets = new Set<string>();
  const references: Reference[] = [];
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (attributes.id !== undefined) targets.add(attributes.id);
        if (tag === 'a' && attributes.name !== undefined) targets.add(attributes.name);
        for (const attribute of URL_ATTRIBUTES[tag] ?? []) {
          const value = attributes[attribute];
          if (value === undefined) continue;
          const values = attribute === 'srcset' ? srcsetUrls(value) : [value];
          for (const v of values) references.push({ tag, attribute, value: v, rel: attributes.rel });
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { targets, references };
}

function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}

/** The file GitHub Pages serves for a URL path under the base path; null when it answers 404. */
export function servedFile(urlPath: string): string | null {
  if (!urlPath.startsWith(BASE_PATH) && `${urlPath}/` !== BASE_PATH) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.slice(BASE_PATH.length));
  } catch {
    return null;
  }
  const target = path.join(BUILD_DIR, decoded);
  const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();
  if (decoded === '' || decoded.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return isFile(index) ? index : null;
  }
  if (isFile(target)) return target;
  if (isFile(`${target}.html`)) return `${target}.html`;
  // A folder with an index.html: GitHub Pages redirects to the slashed path.
  const index = path.join(target, 'index.html');
  return isFile(index) ? index : null;
}

/** A reference resolved against its page: null when it points to another site (or is no URL). */
function internalUrl(value: string, pageUrlPath: string): URL | null {
  if (/^(mailto|tel|javascript|data|blob):/i.test(value.trim())) return null;
  let url: URL;
  try {
    url = new URL(value, `${LOCAL_ORIGIN}${pageUrlPath}`);
  } catch {
    return null;
  }
  if (url.origin === LOCAL_ORIGIN) return url;
  if (url.origin === SITE_ORIGIN && url.pathname.startsWith(BASE_PATH)) return url;
  return null;
}

/** Fetches of the page itself; <a>, canonical and alternate links are only followed by readers. */
function isLoadedByThePage(ref: Reference): boolean {
  if (ref.tag === 'a' || ref.tag === 'area') return false;
  if (ref.tag === 'link') {
    const rels = (ref.rel ?? '').toLowerCase().split(/\s+/);
    return !rels.some((rel) => ['canonical', 'alternate', 'author', 'license', 'me'].includes(rel));
  }
  return true;
}

let pages: Map<string, ParsedPage>;
const parsedCache = new Map<string, ParsedPage>();
function parsedFile(file: string): ParsedPage {
  let parsed = parsedCache.get(file);
  if (!parsed) {
    parsed = parse(fs.readFileSync(file, 'utf8'));
    parsedCache.set(file, parsed);
  }
  return parsed;
}

beforeAll(() => {
  assertBuilt();
  pages = new Map(htmlFiles().map((file) => [file, parsedFile(file)]));
});

describe('links in the built pages', () => {
  it('reads every page of the build', () => {
    expect(pages.size).toBeGreaterThan(150);
    const links = [...pages.values()].reduce(
      (n, p) => n + p.references.filter((r) => r.tag === 'a').length,
      0,
    );
    expect(links).toBeGreaterThan(10_000);
  });

  it('every internal link and resource names a file GitHub Pages would serve', () => {
    const broken: string[] = [];
    for (const [file, page] of pages) {
      const from = urlPathOf(file);
      for (const ref of page.references) {
        const url = internalUrl(ref.value, from);
        if (url && !servedFile(url.pathname)) broken.push(`${from}: <${ref.tag}> ${ref.value}`);
      }
    }
    expect([...new Set(broken)]).toEqual([]);
  });

  it('every #fragment of an internal link names an element of its target page', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const [file, page] of pages) {
      const from = urlPathOf(file);
      for (const ref of page.references) {
        if (ref.attribute !== 'href') continue;
        const url = internalUrl(ref.value, from);
        if (!url || url.hash.length <= 1) continue;
        const target = servedFile(url.pathname);
        if (!target?.endsWith('.html')) continue;
        const id = decodeURIComponent(url.hash.slice(1));
        checked++;
        if (!parsedFile(target).targets.has(id)) broken.push(`${from}: ${ref.value}`);
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect([...new Set(broken)]).toEqual([]);
  });

  it('no internal link has a trailing slash (except the home page)', () => {
    const slashed: string[] = [];
    for (const [file, page] of pages) {
      for (const ref of page.references) {
        if (ref.tag !== 'a') continue;
        const url = internalUrl(ref.value, urlPathOf(file));
        if (url && url.pathname !== BASE_PATH && url.pathname.endsWith('/')) {
          slashed.push(`${urlPathOf(file)}: ${ref.value}`);
        }
      }
    }
    expect([...new Set(slashed)]).toEqual([]);
  });

  it('no page loads anything from another origin', () => {
    const foreign: string[] = [];
    for (const [file, page] of pages) {
      for (const ref of page.references.filter(isLoadedByThePage)) {
        if (/^(data|blob):/i.test(ref.value.trim())) continue;
        const url = new URL(ref.value, `${LOCAL_ORIGIN}${urlPathOf(file)}`);
        if (url.origin !== LOCAL_ORIGIN) foreign.push(`${urlPathOf(file)}: <${ref.tag}> ${ref.value}`);
      }
    }
    expect([...new Set(foreign)]).toEqual([]);
  });
});

describe('the sitemap', () => {
  it('lists exactly the built pages (all but 404.html), each served at its URL', () => {
    const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
    expect(locs.length).toBeGreaterThan(100);
    expect(locs.filter((u) => u.origin !== SITE_ORIGIN)).toEqual([]);
    const served = locs.map((u) => servedFile(u.pathname));
    expect(locs.filter((_, i) => !served[i]).map((u) => u.href)).toEqual([]);
    const pagesInBuild = [...pages.keys()]
      .filter((file) => path.relative(BUILD_DIR, file) !== '404.html')
      .sort();
    expect([...served].sort()).toEqual(pagesInBuild);
  });
});

describe('the checker itself', () => {
  it('resolves routes as GitHub Pages does', () => {
    expect(servedFile(BASE_PATH)).toBe(path.join(BUILD_DIR, 'index.html'));
    expect(servedFile(`${BASE_PATH}docs/guides`)).toBe(path.join(BUILD_DIR, 'docs/guides.html'));
    expect(servedFile(`${BASE_PATH}sitemap.xml`)).toBe(path.join(BUILD_DIR, 'sitemap.xml'));
    // A trailing slash needs a folder index; a wrong case or another site is a 404.
    expect(servedFile(`${BASE_PATH}docs/guides/camera/`)).toBeNull();
    expect(servedFile(`${BASE_PATH}docs/guides/Camera`)).toBeNull();
    expect(servedFile('/other-site/docs/guides')).toBeNull();
  });

  it('reads ids and names from minified HTML (unquoted attributes)', () => {
    const page = parse(
      '<table><tr><td><a id=property-center></a> <code>center</code><td><a name=old></a>' +
        '<a href=/react-native-filament/docs/api#x>x</a><img srcset="a.png 1x, /b.png 2x"></table>',
    );
    expect([...page.targets]).toEqual(['property-center', 'old']);
    expect(page.references.map((r) => r.value)).toEqual([
      '/react-native-filament/docs/api#x',
      'a.png',
      '/b.png',
    ]);
  });
});
