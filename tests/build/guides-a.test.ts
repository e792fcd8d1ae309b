/**
 * The first set of guides (getting-started to camera) in the production build:
 * each page exists, has its title as the h1, a table of contents with at least
 * two sections, the pictures it promises, and its place in the sidebar.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, htmlFileFor, readRoute } from './helpers';

interface Guide {
  readonly route: string;
  readonly title: string;
  /** Titles of the SVG pictures the page must contain. */
  readonly pictures: readonly string[];
}

/** In sidebar order. */
const GUIDES: readonly Guide[] = [
  { route: 'docs/guides', title: 'Getting started', pictures: [] },
  { route: 'docs/guides/asset-loading', title: 'Loading models and other assets', pictures: [] },
  {
    route: 'docs/guides/transformation',
    title: 'Moving, rotating and scaling models',
    pictures: ["Filament's coordinate system", 'Scale, then rotate, then translate'],
  },
  {
    route: 'docs/guides/light',
    title: 'Lighting a scene',
    pictures: ['Directional, sun, point and spot lights'],
  },
  { route: 'docs/guides/skybox', title: 'Backgrounds and skyboxes', pictures: [] },
  {
    route: 'docs/guides/camera',
    title: 'The camera',
    pictures: ['Camera frustum', 'Focal length and vertical field of view'],
  },
];

/** Decodes the few entities the minified HTML uses in text. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

interface TocEntry {
  readonly id: string;
  readonly label: string;
}

/** The top-level entries of the page's table of contents (the h2 sections). */
export function topLevelTocEntries(html: string): TocEntry[] {
  const start = html.indexOf('<ul class="table-of-contents');
  if (start < 0) return [];
  const entries: TocEntry[] = [];
  let depth = 0;
  const tags = /<(\/?)(ul|a)\b([^>]*)>([^<]*)/g;
  tags.lastIndex = start;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    const [, closing, tag, attributes, after] = m;
    if (tag === 'ul') {
      depth += closing ? -1 : 1;
      if (depth === 0) break;
    } else if (!closing && depth === 1) {
      const id = /href="?#([^"\s>]+)/.exec(attributes)?.[1] ?? '';
      entries.push({ id, label: text(after) });
    }
  }
  return entries;
}

beforeAll(assertBuilt);

describe.each(GUIDES)('$route', ({ route, title, pictures }) => {
  let html = '';
  beforeAll(() => {
    expect(fs.existsSync(htmlFileFor(route)), `no HTML for /${route}`).toBe(true);
    html = readRoute(route);
  });

  it('has the guide title as its only h1', () => {
    const h1s = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => text(m[1]));
    expect(h1s).toEqual([title]);
  });

  it('has a table of contents with at least two sections', () => {
    const entries = topLevelTocEntries(html);
    expect(entries.length, entries.map((e) => e.label).join(' | ')).toBeGreaterThanOrEqual(2);
    const h2Ids = [...html.matchAll(/<h2[^>]*\bid="?([^"\s>]+)/g)].map((m) => m[1]);
    expect(entries.map((e) => e.id)).toEqual(h2Ids);
  });

  it('contains its pictures, each named for assistive technology', () => {
    const svgTitles = [...html.matchAll(/<svg[^>]*role=("?)img\1[^>]*>\s*<title[^>]*>([^<]+)<\/title>/g)].map(
      (m) => text(m[2]),
    );
    expect(svgTitles).toEqual(pictures);
    // Every drawing is captioned in text too.
    expect(html.match(/<figcaption/g)?.length ?? 0).toBe(pictures.length);
  });
});

describe('sidebar', () => {
  it('lists these guides in learning order', () => {
    const html = readRoute('docs/guides/light');
    const start = html.indexOf('aria-label="Docs sidebar"');
    const sidebar = html.slice(start, html.indexOf('</nav>', start));
    const hrefs = [...sidebar.matchAll(/href=("?)\/react-native-filament\/(docs\/guides[^"\s>]*)\1/g)].map(
      (m) => m[2],
    );
    const ours = GUIDES.map((g) => g.route);
    // The Guides category links to getting-started too, so keep first occurrences.
    expect([...new Set(hrefs)].filter((h) => ours.includes(h))).toEqual(ours);
  });
});

describe('topLevelTocEntries', () => {
  it('counts only the top level of a nested table of contents', () => {
    const html =
      '<ul class="table-of-contents x"><li><a href=#a class=t>A</a><ul><li><a href=#a1>A1</a></ul>' +
      '<li><a href=#b class=t>B &amp; C</a></ul><ul><li><a>not toc</a></ul>';
    expect(topLevelTocEntries(html)).toEqual([
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B & C' },
    ]);
  });
});
