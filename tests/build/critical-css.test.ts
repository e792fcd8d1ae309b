/**
 * plugins/critical-css in the build: every page paints from its own inline
 * CSS, and no stylesheet blocks the first paint. Also the home page's main
 * image (its LCP element), which must be in the server HTML, load at once at
 * high priority and come in the size the screen needs.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { CRITICAL_CSS_BUDGET } from '../e2e/budgets';
import { assertBuilt, BASE_PATH, BUILD_DIR, pagesOfBuild, readRoute } from './helpers';

beforeAll(assertBuilt);

function htmlPages(): { page: string; html: string }[] {
  return pagesOfBuild().map((page) => ({ page, html: fs.readFileSync(path.join(BUILD_DIR, page), 'utf8') }));
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The head without its <noscript> fallbacks (they apply only without scripts). */
const scriptedHead = (html: string) => headOf(html).replace(/<noscript>.*?<\/noscript>/gs, '');
const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag)?.slice(1).find(Boolean);

describe('critical CSS on every page', () => {
  const pages = htmlPages();

  it('checks every page of the build', () => {
    expect(pages.length).toBeGreaterThan(150);
  });

  it('no stylesheet blocks rendering: each one loads as print media and switches on load', () => {
    const blocking: string[] = [];
    for (const { page, html } of pages) {
      const links = scriptedHead(html).match(/<link [^>]*>/g) ?? [];
      for (const link of links.filter((l) => /rel="?stylesheet/.test(l))) {
        const nonBlocking =
          attr(link, 'media') === 'print' && attr(link, 'onload') === "this.media='all'";
        if (!nonBlocking) blocking.push(`${page}: ${link}`);
      }
    }
    expect(blocking).toEqual([]);
  });

  it('each page has its inline critical <style> before the stylesheet, and a <noscript> fallback', () => {
    const wrong: string[] = [];
    for (const { page, html } of pages) {
      const head = headOf(html);
      const style = head.indexOf('<style>');
      const sheet = head.search(/<link rel="?stylesheet"? href="?[^"\s>]+\/assets\/css\/styles\.[\w]+\.css/);
      const noscript = /<noscript><link rel="?stylesheet"? href="?[^"\s>]+\/assets\/css\/styles\.\w+\.css"?\s*\/?><\/noscript>/.test(head);
      if (style < 0 || sheet < 0 || style > sheet || !noscript) wrong.push(page);
    }
    expect(wrong).toEqual([]);
  });

  it('inlines Infima variables and the dark mode rules, which the head script may switch on before paint', () => {
    for (const route of ['', 'docs/guides', 'docs/api/functions/Camera']) {
      const css = /<style>((?:(?!<\/style>)[\s\S])*)<\/style>/.exec(headOf(readRoute(route)))![1]!;
      expect(css, route).toMatch(/:root\{--ifm-color-scheme:light;/);
      expect(css, route).toMatch(/html\[data-theme=dark\]\{--ifm-color-scheme:dark;/);
      expect(css, route).toMatch(/\[data-theme=dark\]:root\{/);
      expect(css, route).toMatch(/\[data-theme=dark\][^{]*\{[^}]*--ifm-color-primary:/);
      expect(css, route).toMatch(/\.navbar\{/);
    }
    // Code colors in dark mode, on a guide with code blocks.
    expect(readRoute('docs/guides')).toMatch(/<style>[^]*\[data-theme=dark\] \.token[^]*<\/style>/);
  });

  it(`keeps each page's inline CSS within ${CRITICAL_CSS_BUDGET / 1024} KB gzipped`, () => {
    const sizes = pages.map(({ page, html }) => ({
      page,
      bytes: zlib.gzipSync(/<style>((?:(?!<\/style>)[\s\S])*)<\/style>/.exec(html)?.[1] ?? '', { level: 6 }).length,
    }));
    const over = sizes.filter((s) => s.bytes > CRITICAL_CSS_BUDGET);
    expect(over).toEqual([]);
  });
});

describe("the home page's main image (its LCP element)", () => {
  const poster = () => {
    const img = /<img [^>]*previews\/home\.webp[^>]*>/.exec(readRoute(''));
    expect(img, 'the poster is in the server HTML').not.toBeNull();
    return img![0];
  };

  it('loads at once, at high priority', () => {
    expect(attr(poster(), 'fetchpriority')).toBe('high');
    expect(attr(poster(), 'loading')).not.toBe('lazy');
  });

  it('offers every width for the screen to pick from, each in the build, with its size stated', () => {
    const img = poster();
    expect(attr(img, 'width')).toBe('960');
    expect(attr(img, 'height')).toBe('540');
    expect(attr(img, 'sizes')).toBe('(min-width: 50rem) 48rem, calc(100vw - 2rem)');
    const candidates = attr(img, 'srcset')!.split(/,\s*/).map((c) => c.split(/\s+/));
    expect(candidates.map(([, w]) => w)).toEqual(['480w', '720w', '960w']);
    for (const [url] of candidates) {
      expect(url!.startsWith(`${BASE_PATH}img/previews/home`)).toBe(true);
      expect(fs.existsSync(path.join(BUILD_DIR, url!.slice(BASE_PATH.length))), url).toBe(true);
    }
  });

  it("a guide's previews stay lazy (the poster waits for its turn), with a srcset too", () => {
    const img = /<img [^>]*previews\/light\.webp[^>]*>/.exec(readRoute('docs/guides/light'));
    expect(img).not.toBeNull();
    expect(attr(img![0], 'loading')).toBe('lazy');
    expect(attr(img![0], 'srcset')).toMatch(/light-480w\.webp 480w/);
  });
});
