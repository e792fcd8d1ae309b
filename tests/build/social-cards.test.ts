/**
 * Social cards in the production build (plugins/social-cards). Needs
 * `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardsReport } from '../../plugins/social-cards';
import { pngSize } from '../../shared/png';
import { assertBuilt, BASE_PATH, BUILD_DIR, pagesOfBuild, readRoute } from './helpers';

const SITE = `https://margelo.github.io${BASE_PATH}`;
const REPORT = path.resolve(__dirname, '../../.docusaurus/social-cards/cards.json');

beforeAll(assertBuilt);

/** The content of the head's meta tag with this property or name (quoted or not, as minified). */
function meta(html: string, key: string): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  for (const tag of head.match(/<meta\b[^>]*>/g) ?? []) {
    if (!new RegExp(`\\b(?:property|name)=["']?${key.replace(/[:.]/g, '\\$&')}["'\\s/>]`).test(tag)) continue;
    const content = /\bcontent=(?:"([^"]*)"|([^\s>]+))/.exec(tag);
    return content?.[1] ?? content?.[2];
  }
  return undefined;
}

/** A card URL as the file it names in build/. */
function buildFile(url: string): string {
  expect(url.startsWith(SITE), `${url} is not an absolute URL of the site`).toBe(true);
  return path.join(BUILD_DIR, url.slice(SITE.length));
}

function readReport(): CardsReport {
  return JSON.parse(fs.readFileSync(REPORT, 'utf8')) as CardsReport;
}

describe('social cards', () => {
  const pages = pagesOfBuild();

  it('the build has the pages the site is made of', () => {
    expect(pages.length).toBeGreaterThan(150);
    for (const page of ['index.html', '404.html', 'markdown-page.html', 'blog.html', 'blog/tags.html', 'docs/tags.html']) {
      expect(pages).toContain(page);
    }
  });

  it('every page has og:image and twitter:image: the same 1200×630 PNG in the build', () => {
    const checked = new Map<string, { width: number; height: number } | undefined>();
    for (const page of pages) {
      const html = fs.readFileSync(path.join(BUILD_DIR, page), 'utf8');
      const og = meta(html, 'og:image');
      expect(og, `${page}: og:image`).toBeDefined();
      expect(meta(html, 'twitter:image'), `${page}: twitter:image`).toBe(og);
      expect(meta(html, 'og:image:width'), page).toBe('1200');
      expect(meta(html, 'og:image:height'), page).toBe('630');
      expect(meta(html, 'og:image:alt')?.length, `${page}: og:image:alt`).toBeGreaterThan(10);
      expect(meta(html, 'twitter:card'), page).toBe('summary_large_image');
      if (!checked.has(og!)) {
        const file = buildFile(og!);
        checked.set(og!, fs.existsSync(file) ? pngSize(fs.readFileSync(file)) : undefined);
      }
      expect(checked.get(og!), `${page}: ${og} is a 1200×630 PNG in build/`).toEqual({
        width: 1200,
        height: 630,
      });
    }
  });

  it('each page has a card of its own', () => {
    const images = pages.map((page) =>
      meta(fs.readFileSync(path.join(BUILD_DIR, page), 'utf8'), 'og:image'),
    );
    expect(new Set(images).size).toBe(pages.length);
  });

  it('a guide with a live preview shows its poster; one without shows none', () => {
    const cards = readReport().cards;
    const light = cards.find((card) => card.page === 'docs/guides/light.html');
    expect(light?.input).toMatchObject({ title: 'Lighting a scene', section: 'Guide', poster: 'light' });
    expect(meta(readRoute('docs/guides/light'), 'og:image')).toBe(light?.url);
    const home = cards.find((card) => card.page === 'index.html');
    expect(home?.input.poster).toBe('home');
    const physics = cards.find((card) => card.page === 'docs/guides/physics.html');
    expect(physics?.input.poster).toBeUndefined();
  });

  it('API cards carry the kind and the signature', () => {
    const cards = readReport().cards;
    const input = (route: string) => cards.find((card) => card.input.route === route)?.input;
    expect(input('docs/api/functions/useModel')?.api).toEqual({
      kind: 'hook',
      name: 'useModel',
      signature: 'useModel(source: BufferSource, props?: UseModelConfigParams): FilamentModel',
    });
    expect(input('docs/api/functions/Camera')?.api?.kind).toBe('component');
    expect(input('docs/api/interfaces/AABB')?.api).toMatchObject({ kind: 'interface' });
    expect(input('docs/api/type-aliases/Float3')?.api?.signature).toBe(
      'type Float3 = [number, number, number]',
    );
    expect(input('docs/api/variables/BulletAPI')?.api?.kind).toBe('variable');
    for (const card of cards.filter((c) => c.input.route.startsWith('docs/api/'))) {
      if (card.input.route === 'docs/api') continue;
      expect(card.input.api?.signature, card.page).toMatch(new RegExp(card.input.title));
    }
  });

  it('release posts show their version', () => {
    const cards = readReport().cards;
    expect(cards.find((card) => card.page === 'blog/release-1-11-0.html')?.input.version).toBe('1.11.0');
  });

  it('the card tags are in the head, once', () => {
    const html = readRoute('docs/guides/light');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/property="og:image"/g)).toHaveLength(1);
    expect(head.match(/name="twitter:image"/g)).toHaveLength(1);
  });
});
