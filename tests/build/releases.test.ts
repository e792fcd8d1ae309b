/**
 * The release blog and the tag pages in the production build: every route
 * exists, and what each post shows is what its snapshots say changed.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { pinnedVersion } from '../../shared/library';
import { groupChanges, REPOSITORY_URL } from '../../tools/releases/commits';
import { componentNames, diffSnapshots, releaseTags } from '../../tools/releases/diff';
import { postPath } from '../../tools/releases/posts';
import { loadChanges, loadSnapshot, readVersions, SITE_DIR } from '../../tools/releases/store';
import { assertBuilt, BASE_PATH, htmlFileFor, readRoute } from './helpers';

beforeAll(assertBuilt);

const versions = readVersions();
const snapshots = versions.map(loadSnapshot);
const route = (path: string) => path.replace(/^\//, '');

/** The article of a page (post body, without the sidebar and navbar). */
function article(html: string): string {
  const start = html.indexOf('<article');
  return html.slice(start, html.indexOf('</article>', start));
}

/** The HTML from the heading with this id up to the next heading of the same level. */
function section(html: string, id: string, level = 2): string {
  const start = html.search(new RegExp(`<h${level}[^>]*id=["']?${id}["'\\s>]`));
  if (start < 0) return '';
  const rest = html.slice(start + 3);
  const end = rest.search(new RegExp(`<h[1-${level}][\\s>]`));
  return end < 0 ? rest : rest.slice(0, end);
}

/** The names a list shows: the first code element of each item. */
const listedNames = (html: string) =>
  [...html.matchAll(/<li[^>]*>(?:<a[^>]*>)?<code>([^<]+)<\/code>/g)].map((m) => m[1]);

/** The symbols that get a heading under "Changed". */
const changedNames = (html: string) =>
  [...html.matchAll(/<h3[^>]*>(?:<a[^>]*>)?<code>([^<]+)<\/code>/g)].map((m) => m[1]);

/** The main column of a page: without the navbar, the blog's recent-posts sidebar and the footer, which link to posts and guides on every page. */
function main(html: string): string {
  const start = html.indexOf('<main');
  expect(start, 'page has a <main>').toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</main>', start));
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('blog routes', () => {
  it('has the blog list, with every release in version order, newest first', () => {
    const html = readRoute('blog');
    const titles = [...html.matchAll(/<h2[^>]*><a href=[^>]*>react-native-filament ([\d.]+)<\/a>/g)].map(
      (m) => m[1],
    );
    expect(titles).toEqual([...versions].reverse());
  });

  it.each(versions)('has the post for %s', (version) => {
    const html = readRoute(route(postPath(version)));
    expect(html).toMatch(new RegExp(`<h1[^>]*>react-native-filament ${version.replace(/\./g, '\\.')}</h1>`));
  });

  it('has the blog tags list, linking to each tag used by a post', () => {
    const html = readRoute('blog/tags');
    const used = new Set(
      versions.flatMap((_, i) =>
        releaseTags(diffSnapshots(snapshots[i - 1], snapshots[i]), componentNames(snapshots[i - 1], snapshots[i])),
      ),
    );
    expect(used.size).toBeGreaterThan(2);
    for (const tag of used) {
      expect(html).toContain(`href=${BASE_PATH}blog/tags/${tag}`);
      expect(fs.existsSync(htmlFileFor(`blog/tags/${tag}`)), tag).toBe(true);
    }
  });

  it('has a blog tag page listing the posts with that tag', () => {
    const html = main(readRoute('blog/tags/breaking'));
    expect(html).toMatch(/<h1[^>]*>(One post|\d+ posts) tagged with "Breaking"/);
    expect(html).toContain(`href=${BASE_PATH}blog/release-1-9-0`);
  });

  it('has the docs tags list and a docs tag page reached from the guide', () => {
    const guide = readRoute('docs/guides');
    expect(guide).toContain(`href=${BASE_PATH}docs/tags/getting-started`);
    const tagPage = main(readRoute('docs/tags/getting-started'));
    expect(tagPage).toMatch(/<h1[^>]*>(One doc|\d+ docs) tagged with "Getting started"/);
    expect(tagPage).toContain(`href=${BASE_PATH}docs/guides`);
    expect(tagPage).toContain(`href=${BASE_PATH}docs/tags>`);
    expect(main(readRoute('docs/tags'))).toContain(`href=${BASE_PATH}docs/tags/getting-started`);
  });

  it('has a Releases link in the navbar', () => {
    expect(readRoute('')).toMatch(new RegExp(`<a[^>]*href=${BASE_PATH}blog>Releases</a>`));
  });
});

describe('each post shows the changelog its snapshots give', () => {
  const current = loadSnapshot(pinnedVersion(SITE_DIR));
  const linkable = new Set(current.symbols.map((s) => s.name));

  it.each(versions.map((v, i) => [v, i] as const))('%s', (version, i) => {
    const html = article(readRoute(route(postPath(version))));
    const diff = diffSnapshots(snapshots[i - 1], snapshots[i]);
    if (diff.from === null) {
      const names = [...section(html, `api-at-${version.replace(/\./g, '')}`).matchAll(/<code>([^<]+)<\/code>/g)];
      expect(names.map((m) => m[1]).sort()).toEqual(snapshots[i].symbols.map((s) => s.name).sort());
      return;
    }
    expect(listedNames(section(html, 'added'))).toEqual(diff.added.map((s) => s.name));
    expect(listedNames(section(html, 'removed'))).toEqual(diff.removed.map((s) => s.name));
    const changed = section(html, 'changed');
    expect(changedNames(changed)).toEqual(diff.changed.map((s) => s.name));
    for (const change of diff.changed) {
      const body = text(section(changed, change.name.toLowerCase(), 3));
      for (const p of [...change.propsAdded, ...change.propsRemoved, ...change.propsChanged]) {
        expect(body, `${change.name}.${p.name}`).toContain(p.name);
      }
      const link = `href=${BASE_PATH}docs/api/`;
      expect(section(changed, change.name.toLowerCase(), 3).includes(link)).toBe(linkable.has(change.name));
    }
    const tags = [...html.matchAll(/href=\/react-native-filament\/blog\/tags\/([\w-]+)/g)].map((m) => m[1]);
    expect(tags).toEqual(releaseTags(diff, componentNames(snapshots[i - 1], snapshots[i])));
  });

  it('says on the 1.9.0 post why its date is not the registry date', () => {
    const body = text(article(readRoute('blog/release-1-9-0')));
    expect(body).toContain('The npm registry reports 1.9.0 as published on 2026-05-06 19:08 UTC');
    expect(body).toContain('this post carries the date of 1.8.0');
    expect(readRoute('blog/release-1-9-0')).toMatch(/<time datetime=2026-05-08T20:11:07\.784Z/);
  });

  it('points the posts the registry puts after 1.9.0 to that explanation', () => {
    for (const version of ['1.6.1', '1.8.0']) {
      const html = article(readRoute(route(postPath(version))));
      expect(text(html)).toContain('The registry reports 1.9.0 (2026-05-06 19:08 UTC), a higher version, as published earlier');
      expect(html).toContain(`href=${BASE_PATH}blog/release-1-9-0`);
    }
  });
});

describe('each post shows what changed beyond the types', () => {
  const items = (html: string) => html.match(/<li[\s>]/g)?.length ?? 0;
  const pullLink = (pr: number) =>
    new RegExp(`href=["']?${REPOSITORY_URL.replace(/[./]/g, '\\$&')}/pull/${pr}["'\\s>]`);

  it.each(versions)('%s', (version) => {
    const html = article(readRoute(route(postPath(version))));
    const groups = groupChanges(loadChanges(version).changes);
    const sections = { fixed: section(html, 'fixed'), behavior: section(html, 'new-and-changed-behavior') };
    for (const [name, body] of Object.entries(sections) as [keyof typeof sections, string][]) {
      expect(body, `${name} section`).not.toBe('');
      expect(items(body), `${name} entries`).toBe(groups[name].length);
      for (const record of groups[name]) {
        if (record.pr !== null) expect(body, `#${record.pr}`).toMatch(pullLink(record.pr));
        // Each entry names the release it first shipped in: "(1.7.0, #307)" or "(1.11.0)".
        expect(text(body)).toMatch(new RegExp(`\\(${record.version.replace(/\./g, '\\.')}[,)]`));
      }
    }
  });

  it('shows the 1.9.0 fixes for React Native 0.81 and 16 KB pages, linked to their sources', () => {
    const fixed = section(article(readRoute('blog/release-1-9-0')), 'fixed');
    expect(text(fixed)).toContain('blank screen on React Native 0.81');
    expect(text(fixed)).toContain('16 KB memory page sizes');
    expect(fixed).toMatch(pullLink(313));
    expect(fixed).toMatch(/href=["']?https:\/\/github\.com\/margelo\/react-native-filament\/commit\/4b0fe1b/);
  });

  it('shows the use_frameworks! fix of 1.7.0 in the 1.8.0 post', () => {
    const fixed = text(section(article(readRoute('blog/release-1-8-0')), 'fixed'));
    // With its proof: the pull request and the commit's short hash (then what a reader sees).
    expect(fixed).toMatch(/use_frameworks! .*\(1\.7\.0, #307 ?, commit f9e6ac9\b/);
  });
});
