/** Reading the production build (build/) the way a server would answer a route. */
import fs from 'node:fs';
import path from 'node:path';
import { builtPages } from '../../shared/built-pages';

export const BUILD_DIR = path.resolve(__dirname, '../../build');
export const BASE_PATH = '/react-native-filament/';

/** The HTML file GitHub Pages would serve for a route (no trailing slash). */
export function htmlFileFor(route: string): string {
  if (route === '') return path.join(BUILD_DIR, 'index.html');
  const asFile = path.join(BUILD_DIR, `${route}.html`);
  return fs.existsSync(asFile) ? asFile : path.join(BUILD_DIR, route, 'index.html');
}

export function readRoute(route: string): string {
  return fs.readFileSync(htmlFileFor(route), 'utf8');
}

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error('No production build in build/. Run `npm run build` first.');
  }
}

/** The named character references the minified HTML uses; others stay as written. */
const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** One character reference decoded, or left as written when it names nothing. */
function decodeReference(reference: string, name: string): string {
  if (!name.startsWith('#')) return NAMED_REFERENCES[name.toLowerCase()] ?? reference;
  const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
}

/**
 * Character references decoded in one pass, so `&amp;lt;` reads `&lt;` as in
 * a browser: for attribute values (hrefs, meta content) and text.
 */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) =>
    decodeReference(reference, name),
  );
}

/** The text of some built HTML as a reader sees it: tags removed, references decoded. */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''));
}

/**
 * Every page of the build, relative to it (`docs/guides/light.html`): the
 * list the post-build steps go through (shared/built-pages.ts), so a test
 * checks the pages a step handled.
 */
export function pagesOfBuild(): string[] {
  return builtPages(BUILD_DIR);
}
