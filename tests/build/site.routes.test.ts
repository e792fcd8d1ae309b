import { functionGroup } from '../../plugins/api-reference/groups';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_FUNCTIONS, API_INTERFACES, API_ROUTES, API_TYPE_ALIASES, API_VARIABLES, TOP_LEVEL_ROUTES } from './spec-routes';
import { assertBuilt, BASE_PATH, BUILD_DIR, htmlFileFor, readRoute } from './helpers';

beforeAll(assertBuilt);

describe('spec routes are in the build', () => {
  it.each(TOP_LEVEL_ROUTES.map((r) => [r || '(home)', r]))('%s', (_label, route) => {
    expect(fs.existsSync(htmlFileFor(route)), `no HTML for /${route}`).toBe(true);
  });

  it('the getting-started guide is the page at /docs/guides', () => {
    expect(readRoute('docs/guides')).toMatch(/<h1[^>]*>Getting started<\/h1>/);
  });

  it('the API index is the Overview', () => {
    const html = readRoute('docs/api');
    expect(html).toMatch(/<h1[^>]*>API overview<\/h1>/);
    expect(html).toMatch(/>Overview<\/span><\/a>/);
  });

  const KIND_TITLE: Readonly<Record<string, string>> = {
    functions: 'Function',
    interfaces: 'Interface',
    'type-aliases': 'Type Alias',
    variables: 'Variable',
  };

  it.each(API_ROUTES)('/%s', (route) => {
    const file = htmlFileFor(route);
    expect(fs.existsSync(file), `no HTML for /${route}`).toBe(true);
    const [kind, name] = route.split('/').slice(-2);
    // The page's own title (type parameters after the name), not just a mention: the
    // canonical link and the sidebar name the symbol on every page of its group.
    // Components and hooks are titled as they are written (`<Camera>`, `useModel()`).
    const call = kind === 'functions' ? '\\(\\)' : '';
    const group = kind === 'functions' ? functionGroup(name) : undefined;
    const title =
      group === 'Components'
        ? `<code>&lt;${name}(&gt;|>)</code>`
        : group === 'Hooks'
          ? `<code>${name}\\(\\)</code>`
          : `${KIND_TITLE[kind]}: ${name}(&lt;[^<]*>)?${call}`;
    expect(fs.readFileSync(file, 'utf8')).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  });

  it('has exactly the pages of each API group, no more', () => {
    const count = (dir: string) =>
      fs.readdirSync(path.join(BUILD_DIR, 'docs/api', dir)).filter((f) => f.endsWith('.html')).length;
    expect(count('functions')).toBe(API_FUNCTIONS.length);
    expect(count('interfaces')).toBe(API_INTERFACES.length);
    expect(count('type-aliases')).toBe(API_TYPE_ALIASES.length);
    expect(count('variables')).toBe(API_VARIABLES.length);
  });
});

describe('site files', () => {
  it('has a 404 page with the not-found message', () => {
    const html = fs.readFileSync(path.join(BUILD_DIR, '404.html'), 'utf8');
    expect(html).toContain('Page Not Found');
  });

  it('has a sitemap listing the spec routes under the deployed URL', () => {
    const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
    const site = `https://margelo.github.io${BASE_PATH}`;
    for (const route of [...TOP_LEVEL_ROUTES, ...API_ROUTES]) {
      expect(xml).toContain(`<loc>${site}${route}</loc>`);
    }
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.filter((loc) => loc !== site && loc.endsWith('/'))).toEqual([]);
  });

  it('links have no trailing slash', () => {
    const html = readRoute('docs/guides');
    const hrefs = [...html.matchAll(/href="?(\/react-native-filament\/[^"\s>]*)/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(5);
    expect(hrefs.filter((h) => h !== BASE_PATH && h.endsWith('/'))).toEqual([]);
  });

  it('is not marked noindex and uses the pipe title delimiter', () => {
    const html = readRoute('docs/guides');
    expect(html).not.toMatch(/noindex/);
    expect(html).toMatch(/<title[^>]*>Getting started \| React Native Filament<\/title>/);
  });
});
