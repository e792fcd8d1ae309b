/**
 * global.FilamentProxy (src/native/FilamentProxy.ts) for the browser, and the
 * `FilamentModule` turbo module whose install() puts it there
 * (FilamentProxy.ts:99). Worklet contexts run on the page's thread.
 */
import { Worklets } from './worklets';
import { hostObject } from './host-object';
import { createChoreographer } from './choreographer';
import { createEngine } from './engine';
import { findView } from './FilamentView';
import { assetUrl, standInNoteOf } from './assets';
import { memoryFile, type MemoryFile } from './memory-files';
import { DEFAULT_LIGHT_FILE, MATERIAL_SCHEME } from './site-models';
import { readTwinFirst } from './gzip-fetch';
import { createBullet } from './bullet/lazy';

/** FilamentBuffer (src/native/FilamentBuffer.ts): the bytes of a fetched file. */
export interface WebBuffer {
  readonly bytes: Uint8Array;
  /** Host only: the URI it was read from, which a pick names its model by (./scene-pick.ts). */
  readonly uri?: string;
  /** Host only: set when the bytes came from memory (./memory-files.ts), for the engine's loader. */
  readonly memory?: MemoryFile;
  /** Host only: the .filamat a sample required, which has no file here (Engine.createMaterial says why). */
  readonly material?: string;
  /** Host only: the sentence an error adds when the screen asks this stand-in for more than it has. */
  readonly standIn?: string;
  release(): void;
  readonly isValid: boolean;
}

/** The bytes of a fetched URI; a failure is the sample's error. */
async function fetchBytes(uri: string, url: string): Promise<Uint8Array> {
  const response = await fetch(url).catch((cause: unknown) => {
    throw unreadable(new Error(`Could not read ${uri}: ${(cause as Error).message ?? cause}`));
  });
  if (!response.ok)
    throw unreadable(new Error(`Failed to load ${uri}: ${url} answered ${response.status}`));
  return new Uint8Array(await response.arrayBuffer());
}

/** The host's default light, whose gzip twin the site serves beside it (./gzip-fetch.ts). */
const hasTwin = (url: string) => url === assetUrl(DEFAULT_LIGHT_FILE);

/** The bytes of a URI: a file handed over in memory (no request), else fetched (the default light from its twin). */
async function readUri(
  uri: string,
): Promise<{ bytes: Uint8Array; memory?: MemoryFile; material?: string }> {
  if (uri.startsWith(MATERIAL_SCHEME))
    return { bytes: new Uint8Array(0), material: uri.slice(MATERIAL_SCHEME.length) };
  const memory = memoryFile(uri);
  if (memory) return { bytes: memory.bytes, memory };
  const url = assetUrl(uri);
  if (!hasTwin(url)) return { bytes: await fetchBytes(uri, url) };
  const bytes = await readTwinFirst(
    url,
    'application/octet-stream',
    async (response) => new Uint8Array(await response.arrayBuffer()),
    () => fetchBytes(uri, url),
  );
  return { bytes };
}

/**
 * A file the page cannot read is the running sample's error (./errors.ts),
 * not only the console line the library's useBuffer writes
 * (src/hooks/useBuffer.ts:62-64): without the file the sample cannot draw it.
 */
function unreadable(error: Error): Error {
  (
    globalThis as { ErrorUtils?: { reportFatalError(e: unknown): void } }
  ).ErrorUtils?.reportFatalError(error);
  return error;
}

/** FilamentProxy.loadAsset (src/hooks/useBuffer.ts:55): the platform code reads the URI. */
async function loadAsset(uri: string): Promise<WebBuffer> {
  const read = await readUri(uri);
  let bytes: Uint8Array | undefined = read.bytes;
  return hostObject(
    'FilamentBuffer',
    {
      get bytes() {
        if (!bytes) throw new Error('The FilamentBuffer was already released.');
        return bytes;
      },
      uri,
      memory: read.memory,
      material: read.material,
      standIn: standInNoteOf(uri),
    },
    () => {
      bytes = undefined;
    },
  );
}

export const filamentProxy = hostObject('FilamentProxy', {
  hasWorklets: true,
  createWorkletContext: () => Worklets.createContext('FilamentRenderer'),
  createEngine: (backend?: string, config?: object) => {
    if (backend != null || config != null)
      console.warn('[react-native-filament] backend and config are ignored in the browser.');
    return createEngine();
  },
  createChoreographer,
  loadAsset,
  findFilamentView: async (tag: number) => findView(tag),
  getCurrentDispatcher: () => hostObject('Dispatcher', {}),
  // src/bullet/lazy.ts: forwards to the physics port once a sample that uses it has loaded it.
  createBullet,
  // createRecorder: ./recorder.ts adds it when edited code that records loads it.
});

export const filamentModule = {
  install(): boolean {
    (globalThis as { FilamentProxy?: unknown }).FilamentProxy = filamentProxy;
    return true;
  },
};
