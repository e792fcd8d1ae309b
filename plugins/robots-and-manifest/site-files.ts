/**
 * robots.txt, the web app manifest and its icons, drawn from the logo with
 * the same SVG renderer as the social cards (shared/svg-to-png.ts).
 */
import { svgToPng } from '../../shared/svg-to-png';

export interface ManifestIcon {
  readonly file: string;
  readonly size: number;
  readonly purpose: 'any' | 'maskable';
}

/** Icons written to img/icons/ of the build. */
export const ICONS: readonly ManifestIcon[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

export const ICON_DIR = 'img/icons';
export const MANIFEST_FILE = 'manifest.webmanifest';

export function robotsTxt(siteUrl: string, baseUrl: string, sitemapFile: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${baseUrl}${sitemapFile}\n`;
}

export interface ManifestFields {
  readonly name: string;
  readonly shortName: string;
  readonly description: string;
  readonly baseUrl: string;
  readonly themeColor: string;
  readonly backgroundColor: string;
}

export function webManifest(fields: ManifestFields): string {
  return `${JSON.stringify(
    {
      name: fields.name,
      short_name: fields.shortName,
      description: fields.description,
      start_url: fields.baseUrl,
      scope: fields.baseUrl,
      display: 'browser',
      theme_color: fields.themeColor,
      background_color: fields.backgroundColor,
      icons: ICONS.map((icon) => ({
        src: `${fields.baseUrl}${ICON_DIR}/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
    },
    null,
    2,
  )}\n`;
}

/**
 * The logo as an icon. A maskable icon is cropped by the platform to a circle
 * or rounded square that keeps the middle 80%: the logo fills 60% of it, on an
 * opaque background.
 */
export function iconPng(logoSvg: string, icon: ManifestIcon, background: string): Buffer {
  if (icon.purpose === 'any') return svgToPng(logoSvg, icon.size);
  const inner = logoSvg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const viewBox = /viewBox="([^"]+)"/.exec(logoSvg)?.[1] ?? '0 0 64 64';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="${background}"/>` +
    `<svg x="20" y="20" width="60" height="60" viewBox="${viewBox}">${inner}</svg></svg>`;
  return svgToPng(svg, icon.size);
}
