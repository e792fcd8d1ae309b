/**
 * react-native-blob-util as the host imitates it, for the calls the library's LoadFromFile
 * screen makes: `config({ fileCache, appendExt, path }).fetch(method, url, headers, body)`, whose
 * response's `path()` names the downloaded file, which `useModel({ uri: 'file://' + path })`
 * then loads. The download is the page's `fetch`; the file is kept in memory
 * (./memory-files.ts `writeMemoryFile`), not on a disk. Differences (README, "Companion
 * libraries"): the temporary path is the host's own (`/RNFetchBlob_tmp/RNFetchBlobTmp_<n>.<ext>`);
 * a download the page may not make (another origin without CORS) fails as the browser says;
 * without `fileCache` or `path` the response holds the bytes and `path()` is not available.
 */
import { hostRuntimeLoaded } from './companions/runtime';
import { writeMemoryFile } from './memory-files';

export interface BlobConfig {
  readonly fileCache?: boolean;
  readonly appendExt?: string;
  readonly path?: string;
}

export interface BlobResponse {
  path(): string;
  info(): { status: number; headers: Record<string, string> };
  readonly respInfo: { status: number; headers: Record<string, string> };
  /** The file's path when the download went to a file, else the body as text. */
  readonly data: string;
  text(): string;
  flush(): Promise<void>;
}

let tasks = 0;

function tempPath(config: BlobConfig): string {
  if (config.path) return config.path;
  const ext = config.appendExt ? `.${config.appendExt}` : '';
  return `/RNFetchBlob_tmp/RNFetchBlobTmp_${++tasks}${ext}`;
}

async function download(
  config: BlobConfig,
  method: string,
  url: string,
  headers?: Record<string, string>,
  body?: string,
): Promise<BlobResponse> {
  const response = await fetch(url, { method, headers, body });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const info = { status: response.status, headers: Object.fromEntries(response.headers) };
  const toFile = config.fileCache === true || config.path != null;
  const file = toFile ? tempPath(config) : undefined;
  if (file) writeMemoryFile(file, bytes);
  return {
    path() {
      if (!file)
        throw new Error('react-native-blob-util: this response was not written to a file.');
      return file;
    },
    info: () => info,
    respInfo: info,
    data: file ?? new TextDecoder().decode(bytes),
    text: () => new TextDecoder().decode(bytes),
    flush: async () => {
      if (file) writeMemoryFile(file, new Uint8Array(0));
    },
  };
}

export function config(options: BlobConfig) {
  return {
    fetch: (method: string, url: string, headers?: Record<string, string>, body?: string) =>
      download(options, method, url, headers, body),
  };
}

// Not named `fetch`: the page's own is the download.
function fetchToMemory(
  method: string,
  url: string,
  headers?: Record<string, string>,
  body?: string,
) {
  return download({}, method, url, headers, body);
}

/** The package's default export (`import RNFetchBlob from …`); the same members by name too. */
const RNFetchBlob = { config, fetch: fetchToMemory };
export { fetchToMemory as fetch };
export default RNFetchBlob;

if (!hostRuntimeLoaded()) throw new Error("The web host's runtime is not loaded.");
