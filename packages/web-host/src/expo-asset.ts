/**
 * expo-asset for a sample, as its web build behaves (expo/expo packages/expo-asset/src/Asset.ts,
 * read at 02c33cf980f7: `fromModule`, `fromURI`, `loadAsync`, `downloadAsync` and
 * `_downloadAsyncWeb`). A shim, not the package: expo-asset needs the `expo` package and
 * expo-constants (its peer and dependency, `npm view expo-asset`), the whole Expo runtime, for
 * what is, on the web, a lookup in the asset registry and `localUri = uri`.
 * The registry is react-native-web's, where the host registers every required file (./assets.ts).
 */
import { useEffect, useState } from 'react';
import { hostRuntimeLoaded } from './companions/runtime';

interface RegistryRecord {
  /** The whole URL, set by the host's registerAsset (./assets.ts). */
  readonly uri?: string;
  readonly httpServerLocation?: string;
  readonly name: string;
  readonly type: string;
  readonly width?: number;
  readonly height?: number;
}

const REGISTRY_KEY = Symbol.for('react-native-web.AssetRegistry');

function recordOf(id: number): RegistryRecord | undefined {
  return (globalThis as unknown as Record<symbol, RegistryRecord[] | undefined>)[REGISTRY_KEY]?.[
    id - 1
  ];
}

const IMAGE_TYPES = /^(png|jpe?g|gif|webp|bmp|svg|ico)$/i;

/** The image's size, as expo-asset's ImageAssets.getImageInfoAsync reads it on the web. */
function imageSize(uri: string): Promise<{ width: number; height: number } | undefined> {
  if (typeof Image === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(undefined);
    image.src = uri;
  });
}

export class Asset {
  private static readonly byUri = new Map<string, Asset>();
  private static readonly byId = new Map<number, Asset>();

  name: string;
  type: string;
  hash: string | null = null;
  uri: string;
  localUri: string | null = null;
  width: number | null = null;
  height: number | null = null;
  downloading = false;
  downloaded = false;
  private pending: Promise<this> | undefined;

  constructor({ name, type, uri, width, height }: RegistryRecord & { readonly uri: string }) {
    this.name = name;
    this.type = type;
    this.uri = uri;
    if (typeof width === 'number') this.width = width;
    if (typeof height === 'number') this.height = height;
  }

  /** Asset.ts fromModule: a number from the registry (else its error), a string as a URI. */
  static fromModule(virtualAssetModule: number | string | { uri: string }): Asset {
    if (typeof virtualAssetModule === 'string') return Asset.fromURI(virtualAssetModule);
    if (typeof virtualAssetModule === 'object') return Asset.fromURI(virtualAssetModule.uri);
    const known = Asset.byId.get(virtualAssetModule);
    if (known) return known;
    const meta = recordOf(virtualAssetModule);
    if (!meta) throw new Error(`Module "${virtualAssetModule}" is missing from the asset registry`);
    const uri = meta.uri ?? `${meta.httpServerLocation}/${meta.name}.${meta.type}`;
    const asset = new Asset({ ...meta, uri });
    Asset.byId.set(virtualAssetModule, asset);
    return asset;
  }

  /** Asset.ts fromURI: the type from the extension, no name until downloaded. */
  static fromURI(uri: string): Asset {
    const known = Asset.byUri.get(uri);
    if (known) return known;
    const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(uri)?.[1] ?? '';
    const asset = new Asset({ name: '', type: extension, uri });
    Asset.byUri.set(uri, asset);
    return asset;
  }

  /** Asset.ts loadAsync: every module downloaded; resolves to the assets. */
  static loadAsync(moduleId: number | string | readonly (number | string)[]): Promise<Asset[]> {
    const ids = Array.isArray(moduleId) ? moduleId : [moduleId as number | string];
    return Promise.all(ids.map((id) => Asset.fromModule(id).downloadAsync()));
  }

  /** Asset.ts downloadAsync on the web (_downloadAsyncWeb): an image's size read, then `localUri = uri`. */
  downloadAsync(): Promise<this> {
    if (this.downloaded) return Promise.resolve(this);
    this.pending ??= (async () => {
      this.downloading = true;
      try {
        if (IMAGE_TYPES.test(this.type)) {
          const size = await imageSize(this.uri);
          if (size) Object.assign(this, size);
        }
        if (!this.name) this.name = this.uri.slice(this.uri.lastIndexOf('/') + 1);
        this.localUri = this.uri;
        this.downloaded = true;
        return this;
      } finally {
        this.downloading = false;
        this.pending = undefined;
      }
    })();
    return this.pending;
  }
}

/** expo-asset's useAssets: `[assets, error]`, assets undefined until every one is downloaded. */
export function useAssets(
  moduleIds: number | string | readonly (number | string)[],
): [Asset[] | undefined, Error | undefined] {
  const [assets, setAssets] = useState<Asset[]>();
  const [error, setError] = useState<Error>();
  const key = JSON.stringify(moduleIds);
  useEffect(() => {
    let live = true;
    Asset.loadAsync(moduleIds).then(
      (loaded) => live && setAssets(loaded),
      (failure: Error) => live && setError(failure),
    );
    return () => {
      live = false;
    };
    // The ids by value: a literal array is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return [assets, error];
}

if (!hostRuntimeLoaded()) throw new Error("The web host's runtime is not loaded.");
