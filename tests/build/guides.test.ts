/**
 * Every guide in the production build, read from sidebars.ts and each guide's
 * front matter (tests/guides.ts), so a new guide gets these checks without
 * editing a test: the page is built at its route, has its title as its only h1
 * and in the document title, its description as the meta description, a table
 * of contents of its h2 sections, its pictures named, described and captioned,
 * every titled code block of its source, and its place in the sidebar.
 * What individual guides must say is in guides.claims.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { picturesOf, readGuides, SITE_DIR, type Guide } from '../guides';
import {
  assertBuilt,
  BUILD_DIR,
  decodeEntities,
  htmlFileFor,
  htmlText,
  readRoute,
} from './helpers';

const GUIDES = await readGuides();
const SIDEBAR_ROUTES = GUIDES.filter((g) => g.inSidebar).map((g) => g.route);

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
      entries.push({ id, label: htmlText(after).trim() });
    }
  }
  return entries;
}

/** Ids of the article's h2 headings, in page order. */
function h2Ids(html: string): string[] {
  return [...html.matchAll(/<h2[^>]*\bid="?([^"\s>]+)/g)].map((m) => m[1]);
}

/** The guide routes of the page's docs sidebar, first occurrences, in order; null without a sidebar. */
function sidebarGuideRoutes(html: string): string[] | null {
  const start = html.indexOf('aria-label="Docs sidebar"');
  if (start < 0) return null;
  const sidebar = html.slice(start, html.indexOf('</nav>', start));
  const routes = [
    ...sidebar.matchAll(/href=("?)\/react-native-filament\/(docs\/guides[^"\s>#]*)\1/g),
  ].map((m) => m[2]);
  // The Guides category links to getting-started too, so keep first occurrences.
  return [...new Set(routes)];
}

/** Titles of the fenced code blocks of a guide's source (` ```tsx title="App.tsx" `). */
function sourceCodeTitles(guide: Guide): string[] {
  const source = fs.readFileSync(path.join(SITE_DIR, guide.file), 'utf8');
  return [...source.matchAll(/^\s*(`{3,}|~{3,})\w*[^\n]*?\btitle="([^"]+)"/gm)].map((m) => m[2]);
}

beforeAll(assertBuilt);

describe.each(GUIDES)('$route', (guide) => {
  let html = '';
  beforeAll(() => {
    expect(fs.existsSync(htmlFileFor(guide.route)), `no HTML for /${guide.route}`).toBe(true);
    html = readRoute(guide.route);
  });

  it('is built as one HTML file named after its route', () => {
    expect(path.relative(BUILD_DIR, htmlFileFor(guide.route))).toBe(`${guide.route}.html`);
  });

  it('has its title as the only h1 and in the document title', () => {
    const h1s = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => htmlText(m[1]).trim());
    expect(h1s, 'the front matter title is the only h1: headings in the MDX start at ##').toEqual([
      guide.title,
    ]);
    const documentTitle = /<title data-rh="?true"?>([^<]*)<\/title>/.exec(html)?.[1];
    expect(decodeEntities(documentTitle ?? '')).toBe(`${guide.title} | React Native Filament`);
  });

  it('has its front matter description as the meta description', () => {
    const meta = /<meta[^>]*\bname="?description"?[^>]*>/.exec(html)?.[0] ?? '';
    const content = /\bcontent="([^"]*)"/.exec(meta)?.[1];
    expect(decodeEntities(content ?? ''), meta).toBe(guide.description);
  });

  it('has a table of contents of its h2 sections, at least two', () => {
    const entries = topLevelTocEntries(html);
    expect(
      entries.length,
      `a guide needs at least two ## headings, its table of contents (has: ${entries.map((e) => e.label).join(' | ')})`,
    ).toBeGreaterThanOrEqual(2);
    expect(entries.map((e) => e.id)).toEqual(h2Ids(html));
  });

  it('has its pictures, each named, described and captioned', () => {
    const pictures = picturesOf(guide.id);
    const titles = [
      ...html.matchAll(/<svg[^>]*role=("?)img\1[^>]*>\s*<title[^>]*>([^<]+)<\/title>/g),
    ].map((m) => htmlText(m[2]).trim());
    expect(
      titles,
      "the <title> of every picture, in page order, listed under the guide's id in PICTURES of tests/guides.ts",
    ).toEqual(pictures);
    for (const svg of html.matchAll(/<svg[^>]*role="?img"?[^>]*>/g)) {
      const ids = /aria-labelledby="([^"]+)"/.exec(svg[0])?.[1].split(/\s+/) ?? [];
      expect(ids, `svg without a title and a description: ${svg[0]}`).toHaveLength(2);
      for (const id of ids) {
        // MDX may wrap a multi-line <desc> in a <p> (an HTML integration point: still its text).
        const label = new RegExp(`<(title|desc)[^>]*id="?${id}"?[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
        expect(htmlText(label?.[2] ?? '').trim().length, `no text for #${id}`).toBeGreaterThan(10);
      }
    }
    // Every drawing is captioned in text too.
    expect(
      html.match(/<figcaption/g)?.length ?? 0,
      'every picture sits in <GuideFigure caption="…"> (src/components/GuideFigure)',
    ).toBe(pictures.length);
  });

  it('shows every titled code block of its source under its title', () => {
    const shown = [...html.matchAll(/<div class="?codeBlockTitle[^>]*>([^<]+)</g)].map((m) =>
      htmlText(m[1]),
    );
    const missing = sourceCodeTitles(guide).filter((title) => !shown.includes(title));
    expect(missing, 'code blocks with a title="…" that the page does not show under that title').toEqual(
      [],
    );
  });

  it(guide.inSidebar ? 'sits at its place in the sidebar' : 'is not in the sidebar', () => {
    const routes = sidebarGuideRoutes(html);
    if (guide.inSidebar) {
      // The whole list in sidebars.ts order, so a guide's neighbours are checked too.
      expect(routes).toEqual(SIDEBAR_ROUTES);
    } else {
      expect(routes ?? [], 'a page outside the sidebar shows none or one without it').not.toContain(
        guide.route,
      );
    }
  });
});

describe('helpers', () => {
  it('topLevelTocEntries counts only the top level of a nested table of contents', () => {
    const toc =
      '<ul class="table-of-contents x"><li><a href=#a class=t>A</a><ul><li><a href=#a1>A1</a></ul>' +
      '<li><a href=#b class=t>B &amp; C</a></ul><ul><li><a>not toc</a></ul>';
    expect(topLevelTocEntries(toc)).toEqual([
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B & C' },
    ]);
  });

  it('htmlText removes tags and decodes character references once', () => {
    expect(htmlText('<b>A</b> &amp;lt; &lt;B&gt; &quot;c&quot; &#x27;d&#39; &#8212; &bogus;')).toBe(
      'A &lt; <B> "c" \'d\' — &bogus;',
    );
  });
});
