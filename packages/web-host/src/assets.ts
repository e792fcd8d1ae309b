/**
 * `require('./assets/x.glb')` (or `.png`, `.webp`…) in a sample gives a number, as under Metro:
 * the bundle turns each such require into `registerAsset(url)` (bundle.ts, edited-code.ts).
 *
 * The number is an id of react-native-web's own asset registry
 * (`react-native-web/dist/modules/AssetRegistry`: one array on
 * `globalThis[Symbol.for('react-native-web.AssetRegistry')]`, ids from 1), so
 * every react-native-web API that takes an asset id (`<Image source={id}>`,
 * `ImageBackground`, `Image`'s dimensions) finds it: RNW's Image builds the URL as
 * `httpServerLocation + '/' + name + '.' + type` from the record (`resolveAssetUri`
 * in `dist/exports/Image/index.js`), and `Image.resolveAssetSource` (the
 * library's `useBuffer`) reads the same record.
 */

/** The fields of React Native's asset record that react-native-web reads, plus the whole URL. */
export interface HostAsset {
  readonly __packager_asset: true;
  readonly httpServerLocation: string;
  readonly name: string;
  readonly type: string;
  readonly scales: readonly number[];
  readonly uri: string;
  /** Host only: what its stand-in lacks, for an error that asks for more (site-models.ts standInNote). */
  readonly standIn?: string;
}

const REGISTRY_KEY = Symbol.for('react-native-web.AssetRegistry');

/** react-native-web's registry: created here if react-native-web has not loaded yet (it reuses it). */
function registry(): HostAsset[] {
  const holder = globalThis as unknown as Record<symbol, HostAsset[] | undefined>;
  return (holder[REGISTRY_KEY] ??= []);
}

/** Base URL of the site, set by the host's entry before anything loads. */
let siteBase = '/';

export function setSiteBase(base: string): void {
  siteBase = base;
}

/** `https://x/models/paint.png` → the record whose `httpServerLocation/name.type` is that URL. */
export function assetRecord(url: string): HostAsset {
  const slash = url.lastIndexOf('/');
  const file = url.slice(slash + 1);
  const dot = file.lastIndexOf('.');
  return {
    __packager_asset: true,
    httpServerLocation: url.slice(0, slash),
    name: dot > 0 ? file.slice(0, dot) : file,
    type: dot > 0 ? file.slice(dot + 1) : '',
    scales: [1],
    uri: url,
  };
}

/** A URL relative to the site's base (e.g. "models/showcase.glb"), as an asset id of react-native-web's registry. */
export function registerAsset(path: string, standIn?: string): number {
  const url = new URL(path, new URL(siteBase, location.href)).href;
  const assets = registry();
  const known = assets.findIndex((asset) => asset.uri === url && asset.standIn === standIn);
  if (known >= 0) return known + 1;
  return assets.push({ ...assetRecord(url), ...(standIn ? { standIn } : {}) });
}

/** The stand-in note of a URI an asset id resolved to (the last registered for it). */
export function standInNoteOf(uri: string): string | undefined {
  const assets = registry();
  for (let i = assets.length - 1; i >= 0; i--)
    if (assets[i]!.uri === uri && assets[i]!.standIn) return assets[i]!.standIn;
  return undefined;
}

/** React Native's `Image.resolveAssetSource`: an id → `{ uri }`, a `{ uri }` as it is. */
export function resolveAssetSource(source: unknown): { uri: string } | null {
  if (typeof source === 'object' && source && 'uri' in source)
    return { uri: String((source as { uri: unknown }).uri) };
  const asset = typeof source === 'number' ? registry()[source - 1] : undefined;
  if (!asset) return null;
  return { uri: asset.uri ?? `${asset.httpServerLocation}/${asset.name}.${asset.type}` };
}

/** Where the host finds a URI the library names: files bundled with it (its default IBL) and site URLs. */
export function assetUrl(uri: string): string {
  if (/^[a-z]+:/i.test(uri) || uri.startsWith('/')) return uri;
  return new URL(`web-host/${uri}`, new URL(siteBase, location.href)).href;
}
