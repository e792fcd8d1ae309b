/**
 * The second set of guides (animator … reanimated, recording, interaction, troubleshooting, and LOGGING) in the production build:
 * each page exists, has its title as h1 and a table of contents, pictures have text
 * alternatives, and LOGGING is reachable but not in the sidebar.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, htmlFileFor, readRoute } from './helpers';

beforeAll(assertBuilt);

/** Sidebar guides of this set, in sidebar order, with their titles. */
const SIDEBAR_GUIDES = [
  ['animator', 'Playing animations'],
  ['images', 'Images, textures and materials'],
  ['interaction', 'Touch, gestures and pausing'],
  ['physics', 'Physics with Bullet'],
  ['instancing', 'Drawing many copies of a model'],
  ['reanimated', 'Reanimated, worklets and threads'],
  ['recording', 'Recording a scene to video'],
  ['troubleshooting', 'Troubleshooting'],
] as const;

const ALL_GUIDES = [...SIDEBAR_GUIDES, ['LOGGING', 'Logging']] as const;

/** Ids of the h2 headings of the article. */
function h2Ids(html: string): string[] {
  return [...html.matchAll(/<h2[^>]*\bid="?([^"\s>]+)/g)].map((m) => m[1]);
}

/** Anchors the desktop table of contents links to. */
function tocTargets(html: string): string[] {
  const start = html.indexOf('<ul class="table-of-contents');
  if (start < 0) return [];
  const end = html.indexOf('</div>', start);
  const toc = html.slice(start, end);
  return [...toc.matchAll(/href="?#([^"\s>]+)/g)].map((m) => m[1]);
}

/** The hrefs of the docs sidebar. */
function sidebarHrefs(html: string): string[] {
  const start = html.indexOf('<nav aria-label="Docs sidebar"');
  expect(start, 'page has a docs sidebar').toBeGreaterThan(-1);
  const end = html.indexOf('</nav>', start);
  return [...html.slice(start, end).matchAll(/href="?([^"\s>]+)/g)].map((m) => m[1]);
}

describe('guides of set b are in the build', () => {
  it.each(ALL_GUIDES)('/docs/guides/%s has its title as h1', (name, title) => {
    const file = htmlFileFor(`docs/guides/${name}`);
    expect(fs.existsSync(file), `no HTML for /docs/guides/${name}`).toBe(true);
    expect(file.endsWith(`docs/guides/${name}.html`)).toBe(true);
    const html = readRoute(`docs/guides/${name}`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  });

  it.each(ALL_GUIDES)('/docs/guides/%s has two or more h2 sections in its table of contents', (name) => {
    const html = readRoute(`docs/guides/${name}`);
    const toc = new Set(tocTargets(html));
    const listed = h2Ids(html).filter((id) => toc.has(id));
    expect(listed.length).toBeGreaterThanOrEqual(2);
  });

  it.each(ALL_GUIDES)('pictures on /docs/guides/%s have a title and description', (name) => {
    const html = readRoute(`docs/guides/${name}`);
    for (const svg of html.matchAll(/<svg[^>]*role="?img"?[^>]*>/g)) {
      const ids = /aria-labelledby="([^"]+)"/.exec(svg[0])?.[1].split(/\s+/) ?? [];
      expect(ids.length, `svg without aria-labelledby: ${svg[0]}`).toBeGreaterThan(0);
      for (const id of ids) {
        const label = new RegExp(`<(title|desc)[^>]*id="?${id}"?[^>]*>([^<]+)<`).exec(html);
        expect(label?.[2].trim().length ?? 0, `no text for #${id}`).toBeGreaterThan(10);
      }
    }
  });

  it('the physics, instancing and reanimated guides each have a picture', () => {
    for (const name of ['physics', 'instancing', 'reanimated']) {
      expect(readRoute(`docs/guides/${name}`)).toMatch(/<svg[^>]*role="?img/);
    }
  });
});

describe('sidebar', () => {
  it('lists the sidebar guides of this set in learning order', () => {
    const hrefs = sidebarHrefs(readRoute('docs/guides/animator'));
    const positions = SIDEBAR_GUIDES.map(([name]) =>
      hrefs.indexOf(`/react-native-filament/docs/guides/${name}`),
    );
    expect(positions.every((p) => p >= 0), `missing from sidebar: ${positions}`).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('does not list LOGGING, which is still reachable', () => {
    for (const page of ['docs/guides/animator', 'docs/guides/reanimated', 'docs/guides']) {
      const hrefs = sidebarHrefs(readRoute(page));
      expect(hrefs.length).toBeGreaterThan(5);
      expect(hrefs.filter((h) => /\/LOGGING$/i.test(h))).toEqual([]);
    }
    expect(fs.existsSync(htmlFileFor('docs/guides/LOGGING'))).toBe(true);
  });
});
