/**
 * Files a page hands to the host in memory (the model checker's reader's
 * model): `require('./assets/<name>')` in the scene's text resolves to one of
 * them, FilamentProxy.loadAsset gives its bytes without a fetch (proxy.ts),
 * and a .gltf's other files (its .bin, its images; data: URIs decoded) go to
 * Filament's ResourceLoader from here (engine.ts), so no request is made
 * and none carries them. The URIs are of a scheme of the host's own, never
 * a blob: URL: nothing but this module can read them.
 */
import type * as FilamentTypes from 'filament';
import type { Filament } from './filament';
import type { FilamentBuffers } from './ktx';

/** The URI scheme of a file in memory; `memory:<set>/<name>`. */
const SCHEME = 'memory:';

export interface MemoryFile {
  readonly bytes: Uint8Array;
  /** The other files handed over with it, by file name: what its URIs may name. */
  readonly siblings: ReadonlyMap<string, Uint8Array>;
  /** Where an error loading it goes (the caller's onError): the library's own promise has no catch. */
  readonly onError?: (error: unknown) => void;
}

const provided = new Map<string, MemoryFile>();
let sets = 0;

export interface ProvidedFiles {
  /** The URI of a file by name, or undefined when it was not handed over. */
  uriOf(name: string): string | undefined;
  /** Forgets the files (the preview is gone). */
  forget(): void;
}

/** Makes `files` readable by URI until `forget()`. */
export function provideFiles(
  files: ReadonlyMap<string, Uint8Array>,
  onError?: (error: unknown) => void,
): ProvidedFiles {
  const set = ++sets;
  const uris = new Map<string, string>();
  for (const [name, bytes] of files) {
    const uri = `${SCHEME}${set}/${encodeURIComponent(name)}`;
    uris.set(name, uri);
    provided.set(uri, { bytes, siblings: files, onError });
  }
  return {
    uriOf: (name) => uris.get(name),
    forget: () => {
      for (const uri of uris.values()) provided.delete(uri);
    },
  };
}

/** Files a sample wrote to a path (./blob-util.ts), by path: read back as `file://<path>`. */
const written = new Map<string, MemoryFile>();

/** Keeps `bytes` at `path` for the page's life, as a download to a file does on a device. */
export function writeMemoryFile(path: string, bytes: Uint8Array): void {
  written.set(path, { bytes, siblings: new Map([[resourceFileName(path), bytes]]) });
}

/** The file behind a URI of provideFiles, or a `file://` URI of a written file, if it is one. */
export function memoryFile(uri: string): MemoryFile | undefined {
  if (uri.startsWith('file://')) return written.get(uri.slice('file://'.length));
  return uri.startsWith(SCHEME) ? provided.get(uri) : undefined;
}

/**
 * The file name a URI of a .gltf points at: its last path segment, percent-
 * decoded ("textures/Wood%20Floor.png" → "Wood Floor.png"). A reader drops
 * files, not folders, so only the name can match.
 */
export function resourceFileName(uri: string): string {
  const path = uri.split(/[?#]/)[0]!;
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    // A malformed escape: the name as written.
    return last;
  }
}

/** The bytes of a `data:` URI (base64 or percent-encoded), decoded here instead of fetched. */
export function dataUriBytes(uri: string): Uint8Array {
  const comma = uri.indexOf(',');
  if (comma < 0) throw new Error('A data: URI without a comma.');
  const header = uri.slice(5, comma);
  const body = uri.slice(comma + 1);
  if (/;base64$/i.test(header)) return Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new TextEncoder().encode(decodeURIComponent(body));
}

/** The bytes a model's URI names among the files handed over with it. */
export function resourceBytes(uri: string, siblings: ReadonlyMap<string, Uint8Array>): Uint8Array {
  if (uri.startsWith('data:')) return dataUriBytes(uri);
  const bytes = siblings.get(resourceFileName(uri));
  if (!bytes) throw new Error(`The model names ${uri}, which was not among the chosen files.`);
  return bytes;
}

/** gltfio's web ResourceLoader and image providers (filament.js:951-959), which the declarations leave out. */
interface ResourceBindings extends FilamentBuffers {
  gltfio$ResourceLoader: new (
    engine: FilamentTypes.Engine,
    normalizeSkinningWeights: boolean,
  ) => {
    addResourceData(uri: string, buffer: unknown): void;
    addStbProvider(mime: string, provider: unknown): void;
    addKtx2Provider(mime: string, provider: unknown): void;
    asyncBeginLoad(asset: FilamentTypes.gltfio$FilamentAsset): boolean;
    asyncUpdateLoad(): void;
    asyncGetLoadProgress(): number;
    delete(): void;
  };
  gltfio$StbProvider: new (engine: FilamentTypes.Engine) => { delete(): void };
  gltfio$Ktx2Provider: new (engine: FilamentTypes.Engine) => { delete(): void };
}

/** Milliseconds between two texture decodes, filament.js's default (:922). */
const DECODE_INTERVAL_MS = 30;

/**
 * FilamentAsset.loadResources of filament.js (:920-1002) with the bytes in
 * hand: every URI's bytes go to the ResourceLoader with addResourceData
 * before asyncBeginLoad (as gltfio's C++ ResourceLoader expects them), then
 * the textures decode one per interval. Throws, before anything loads, when
 * a URI names a file that was not handed over. Returns a cancel for a
 * release that comes before the textures are done.
 */
export function loadResourcesFromMemory(
  Filament: Filament,
  asset: FilamentTypes.gltfio$FilamentAsset,
  siblings: ReadonlyMap<string, Uint8Array>,
): () => void {
  const bindings = Filament as unknown as ResourceBindings;
  const resources = asset
    .getResourceUris()
    .map((uri) => [uri, resourceBytes(uri, siblings)] as const);
  const engine = asset.getEngine();
  const loader = new bindings.gltfio$ResourceLoader(engine, true);
  const stb = new bindings.gltfio$StbProvider(engine);
  const ktx2 = new bindings.gltfio$Ktx2Provider(engine);
  loader.addStbProvider('image/jpeg', stb);
  loader.addStbProvider('image/png', stb);
  loader.addKtx2Provider('image/ktx2', ktx2);
  for (const [uri, bytes] of resources) {
    const descriptor = bindings.Buffer(bytes);
    loader.addResourceData(uri, descriptor);
    descriptor.delete();
  }
  loader.asyncBeginLoad(asset);
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearInterval(timer);
    loader.delete();
    stb.delete();
    ktx2.delete();
  };
  const timer = setInterval(() => {
    loader.asyncUpdateLoad();
    if (loader.asyncGetLoadProgress() >= 1) finish();
  }, DECODE_INTERVAL_MS);
  return finish;
}
