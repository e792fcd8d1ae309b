/**
 * The library's custom JSDoc tags on real API pages: the api-reference plugin
 * rewrites typedoc-plugin-markdown's output (a heading per block tag, a bold
 * `Worklet` modifier; no 1.11.0 page has a @warning, which the unit tests
 * of render-tags cover) with a regex and TypeDoc renderer events; a change in
 * either package shows up here as raw headings instead of admonitions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_DIR, assertBuilt, readRoute } from './helpers';

beforeAll(assertBuilt);

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('custom JSDoc tags on API pages', () => {
  it('@note and @attention become note and caution admonitions (TransformManager)', () => {
    const html = readRoute('docs/api/interfaces/TransformManager');
    expect(count(html, /theme-admonition-note/g)).toBeGreaterThanOrEqual(1);
    expect(count(html, /theme-admonition-caution/g)).toBeGreaterThanOrEqual(1);
    expect(html).not.toMatch(/<h[4-6][^>]*>(Note|Attention|Warning)</);
  });

  it('@worklet becomes the Worklet badge on an interface method (Engine)', () => {
    const html = readRoute('docs/api/interfaces/Engine');
    expect(count(html, /api-worklet-badge/g)).toBeGreaterThanOrEqual(1);
    expect(html).not.toContain('<code>Worklet</code></strong>');
  });

  it('the overview groups functions as Components, Hooks and Functions', () => {
    const html = readRoute('docs/api');
    for (const group of ['Components', 'Hooks', 'Functions']) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${group}<`));
    }
  });

  it('doc comment text shows braces and angle brackets as written (sanitizeComments)', () => {
    expect(readRoute('docs/api/interfaces/LightManager')).toContain('The default is {0,-1,0}.');
    expect(readRoute('docs/api/type-aliases/CameraProps')).toMatch(/far plane\. far (&gt;|>) near/);
  });
});

describe('headings of API pages', () => {
  it("a doc comment's headings sit below the page's sections (LightConfig)", () => {
    const html = readRoute('docs/api/type-aliases/LightConfig');
    expect(html).toMatch(/<h3[^>]*>Light types/);
    expect(html).toMatch(/<h4[^>]*>Directional lights/);
  });

  it('every API page has one h1 (a doc comment heading is demoted, LightConfig)', () => {
    const routes = fs
      .readdirSync(path.join(BUILD_DIR, 'docs/api'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => `docs/api/${file.replace(/\.html$/, '')}`);
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      expect(count(readRoute(route), /<h1\b/g), route).toBe(1);
    }
  });
});

describe("the reference's global data in every page's main.js", () => {
  it("lists only the reference's main doc, not its 140-odd pages", () => {
    const mainJs = fs
      .readdirSync(path.join(BUILD_DIR, 'assets/js'))
      .find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    expect(mainJs).toBeDefined();
    const code = fs.readFileSync(path.join(BUILD_DIR, 'assets/js', mainJs!), 'utf8');
    // The docs plugin's global data lists docs as {"id":…,"path":…}; the
    // route table, which must name every page, writes paths differently.
    const listedDocs = [...code.matchAll(/\{"id":"([^"]+)","path":"([^"]+)"/g)].map((m) => m[2]);
    const apiDocs = listedDocs.filter((p) => p.startsWith('/react-native-filament/docs/api'));
    expect(apiDocs).toEqual(['/react-native-filament/docs/api/']);
    // The guides' own list stays (the navbar's Docs item reads it).
    expect(listedDocs).toContain('/react-native-filament/docs/guides/camera');
  });
});
