/** plugins/robots-and-manifest: robots.txt, the manifest, its icons and head tags, on a fake build. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import robotsAndManifestPlugin from '../../plugins/robots-and-manifest';
import { robotsTxt, webManifest } from '../../plugins/robots-and-manifest/site-files';
import { pngSize } from '../../shared/png';
import { THEME_COLORS } from '../../shared/site';
import { testDir } from './temp-dir';

describe('robots.txt and the web app manifest', () => {
  it('writes robots.txt and a manifest under the base URL', () => {
    expect(robotsTxt('https://a.b', '/p/', 'sitemap.xml')).toContain(
      'Sitemap: https://a.b/p/sitemap.xml',
    );
    const manifest = JSON.parse(
      webManifest({
        name: 'N',
        shortName: 'S',
        description: 'D',
        baseUrl: '/p/',
        themeColor: '#000000',
        backgroundColor: '#ffffff',
      }),
    ) as { start_url: string; scope: string; icons: { src: string; purpose: string }[] };
    expect(manifest.start_url).toBe('/p/');
    expect(manifest.scope).toBe('/p/');
    expect(manifest.icons.map((icon) => icon.purpose)).toEqual(['any', 'any', 'maskable']);
    expect(manifest.icons.every((icon) => icon.src.startsWith('/p/'))).toBe(true);
  });

  it('as a plugin: links the manifest from every head, and writes the files into the build', async () => {
    const siteDir = path.resolve(__dirname, '../..');
    const outDir = testDir('rnf-robots-');
    const context = {
      siteDir,
      baseUrl: '/p/',
      siteConfig: { url: 'https://a.b', title: 'Site', tagline: 'Tag' },
    };
    const plugin = robotsAndManifestPlugin(context as never, {
      shortName: 'S',
      logo: 'static/img/logo.svg',
      id: 'default',
    });
    const tags = (plugin.injectHtmlTags!({ content: undefined }) as { headTags: unknown[] })
      .headTags;
    expect(tags).toEqual([
      { tagName: 'link', attributes: { rel: 'manifest', href: '/p/manifest.webmanifest' } },
      { tagName: 'meta', attributes: { name: 'theme-color', content: THEME_COLORS.primary } },
    ]);
    await plugin.postBuild!({ outDir } as never);
    expect(fs.readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://a.b/p/sitemap.xml',
    );
    const manifest = JSON.parse(
      fs.readFileSync(path.join(outDir, 'manifest.webmanifest'), 'utf8'),
    ) as { short_name: string; icons: { src: string; sizes: string }[] };
    expect(manifest.short_name).toBe('S');
    for (const icon of manifest.icons) {
      const png = fs.readFileSync(path.join(outDir, icon.src.slice('/p/'.length)));
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(png), icon.src).toEqual({ width, height });
    }
  });
});
