/**
 * The interaction and troubleshooting guides in the production build: both pages
 * exist with their title, sit at their place in the sidebar, carry their picture,
 * link the logging page, and the troubleshooting page's bug-report link is in
 * the static HTML.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, htmlFileFor, readRoute } from './helpers';

beforeAll(assertBuilt);

const PAGES = [
  { name: 'interaction', title: 'Touch, gestures and pausing', picture: 'From a touch to a picked entity' },
  { name: 'troubleshooting', title: 'Troubleshooting', picture: 'Which section to read first' },
] as const;

/** The guide routes of the docs sidebar, in order, without duplicates. */
function sidebarGuides(html: string): string[] {
  const start = html.indexOf('aria-label="Docs sidebar"');
  expect(start, 'page has a docs sidebar').toBeGreaterThan(-1);
  const sidebar = html.slice(start, html.indexOf('</nav>', start));
  const hrefs = [...sidebar.matchAll(/href=("?)\/react-native-filament\/docs\/guides\/?([^"\s>#]*)\1/g)].map(
    (m) => m[2] || 'getting-started',
  );
  return [...new Set(hrefs)];
}

describe('interaction and troubleshooting guides', () => {
  it.each(PAGES)('/docs/guides/$name exists with its title as h1', ({ name, title }) => {
    expect(fs.existsSync(htmlFileFor(`docs/guides/${name}`)), `no HTML for ${name}`).toBe(true);
    expect(readRoute(`docs/guides/${name}`)).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  });

  it.each(PAGES)('/docs/guides/$name has its captioned picture', ({ name, picture }) => {
    const html = readRoute(`docs/guides/${name}`);
    expect(html).toMatch(new RegExp(`<title[^>]*>${picture}</title>`));
    expect(html).toMatch(/<figcaption/);
  });

  it.each(PAGES)('/docs/guides/$name links the logging page', ({ name }) => {
    expect(readRoute(`docs/guides/${name}`)).toMatch(/href="?\/react-native-filament\/docs\/guides\/LOGGING[#"\s>]/);
  });

  it('the sidebar lists interaction right after images, and troubleshooting as the last guide before the model checker', () => {
    const guides = sidebarGuides(readRoute('docs/guides/interaction'));
    expect(guides[guides.indexOf('images') + 1]).toBe('interaction');
    expect(guides.slice(-2)).toEqual(['troubleshooting', 'check-your-model']);
  });

  it('the troubleshooting page ships the pre-filled issue link in its HTML', () => {
    const html = readRoute('docs/guides/troubleshooting');
    const href = /href="(https:\/\/github\.com\/margelo\/react-native-filament\/issues\/new\?[^"]+)"/.exec(html)?.[1];
    expect(href, 'issue link').toBeDefined();
    const url = new URL(href!.replaceAll('&amp;', '&'));
    expect(url.searchParams.get('title')).toMatch(/^\[Bug\]/);
    expect(url.searchParams.get('body')).toContain('react-native-filament: ');
  });
});
