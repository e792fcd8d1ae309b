/**
 * robots.txt, the web app manifest, its icons and head tags in the
 * production build (plugins/robots-and-manifest). Needs `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngSize } from '../../shared/png';
import { assertBuilt, BASE_PATH, BUILD_DIR, pagesOfBuild } from './helpers';

const SITE = `https://margelo.github.io${BASE_PATH}`;

beforeAll(assertBuilt);

describe('robots.txt and the web app manifest', () => {
  it('every page links the manifest and names the theme color in its head, once', () => {
    const pages = pagesOfBuild();
    expect(pages.length).toBeGreaterThan(150);
    const wrong = pages.filter((page) => {
      const html = fs.readFileSync(path.join(BUILD_DIR, page), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const links = head.match(/<link rel="?manifest"? href="?[^"\s>]+"?>/g) ?? [];
      const colors = head.match(/<meta name="?theme-color"? content="?#[0-9a-f]{6}"?>/g) ?? [];
      return !(links.length === 1 && links[0]!.includes(`${BASE_PATH}manifest.webmanifest`) && colors.length === 1);
    });
    expect(wrong).toEqual([]);
  });

  it('robots.txt allows everything and points to the absolute sitemap URL', () => {
    const robots = fs.readFileSync(path.join(BUILD_DIR, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \S/m);
    expect(robots).toContain(`Sitemap: ${SITE}sitemap.xml`);
    expect(fs.existsSync(path.join(BUILD_DIR, 'sitemap.xml'))).toBe(true);
  });

  it('the manifest parses, stays under the base path, and its icons exist at the declared sizes', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(BUILD_DIR, 'manifest.webmanifest'), 'utf8'),
    ) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('React Native Filament');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe(BASE_PATH);
    expect(manifest.scope).toBe(BASE_PATH);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(icon.src.startsWith(BASE_PATH)).toBe(true);
      const file = path.join(BUILD_DIR, icon.src.slice(BASE_PATH.length));
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(fs.readFileSync(file)), icon.src).toEqual({ width, height });
    }
  });
});
