/**
 * `require('./assets/x.glb')` in a sample gives a number, as under Metro:
 * the bundle turns each such require into `registerAsset(url)` (bundle.ts),
 * and Image.resolveAssetSource gives the URL back.
 */
const urls: string[] = [];

/** Base URL of the site, set by the host's entry before anything loads. */
let siteBase = '/';

export function setSiteBase(base: string): void {
  siteBase = base;
}

/** A URL relative to the site's base (e.g. "models/showcase.glb"), as an asset id. */
export function registerAsset(path: string): number {
  const url = new URL(path, new URL(siteBase, location.href)).href;
  const known = urls.indexOf(url);
  if (known >= 0) return known + 1;
  urls.push(url);
  return urls.length;
}

export function resolveAssetSource(source: unknown): { uri: string } | null {
  if (typeof source === 'object' && source && 'uri' in source)
    return { uri: String((source as { uri: unknown }).uri) };
  const url = typeof source === 'number' ? urls[source - 1] : undefined;
  return url ? { uri: url } : null;
}

/** Where the host finds a URI the library names: files bundled with it (its default IBL) and site URLs. */
export function assetUrl(uri: string): string {
  if (/^[a-z]+:/i.test(uri) || uri.startsWith('/')) return uri;
  return new URL(`web-host/${uri}`, new URL(siteBase, location.href)).href;
}
