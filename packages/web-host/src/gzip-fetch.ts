/**
 * Gzip twins: a site ships Filament's `filament.wasm` and the library's
 * default light `RNF_default_env_ibl.ktx` also as `<file>.gz` beside them
 * (the docs site: shared/gzip-twin.ts). GitHub Pages compresses text types
 * only and sends those two whole (3.56 MB and 2.10 MB), but serves a `.gz`
 * as `application/gzip` without Content-Encoding: the page gets the
 * compressed bytes (1.92 MB and 0.37 MB) and inflates them here with
 * `DecompressionStream('gzip')` (Chrome 80, Safari 16.4, Firefox 113), as
 * they arrive. Where it is missing, or the twin cannot be fetched or
 * inflated, the file itself is fetched, so the reader still gets the view.
 */

/** The twin of `<url>` is `<url>` + this. */
export const GZIP_TWIN_SUFFIX = '.gz';

/** Whether this browser can inflate gzip itself. */
export function canInflate(): boolean {
  return (
    typeof (globalThis as { DecompressionStream?: unknown }).DecompressionStream === 'function'
  );
}

/**
 * `url`'s twin as a response of the inflated bytes, typed `contentType`
 * (`WebAssembly.instantiateStreaming` wants `application/wasm`), streamed:
 * its body inflates while it downloads. Throws when the twin cannot be fetched.
 */
export async function fetchTwin(url: string, contentType: string): Promise<Response> {
  const twin = `${url}${GZIP_TWIN_SUFFIX}`;
  const response = await fetch(twin, { credentials: 'same-origin' });
  if (!response.ok || !response.body) throw new Error(`${twin} answered ${response.status}`);
  return new Response(response.body.pipeThrough(new DecompressionStream('gzip')), {
    headers: { 'Content-Type': contentType },
  });
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `read` of `url`'s twin, inflated, where the browser can inflate; else, or
 * when the twin could not be fetched, inflated or read, `plain()`: the file
 * itself, whose errors are the caller's (the same as before twins). A twin
 * that fails is a warning, not an error: the reader still gets the file.
 */
export async function readTwinFirst<T>(
  url: string,
  contentType: string,
  read: (response: Response) => Promise<T>,
  plain: () => Promise<T>,
): Promise<T> {
  if (!canInflate()) return plain();
  try {
    return await read(await fetchTwin(url, contentType));
  } catch (error) {
    console.warn(
      `[web-host] ${url}${GZIP_TWIN_SUFFIX} could not be used (${describe(error)}); fetching ${url} itself.`,
    );
    return plain();
  }
}
