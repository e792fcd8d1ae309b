/**
 * Gzip twins (src/gzip-fetch.ts, src/filament-glue.ts): the host reads a
 * file from `<file>.gz`, inflated with DecompressionStream, and falls back to
 * the file itself without DecompressionStream or when the twin cannot be
 * fetched or inflated; a failure of both is the file's own error. On a
 * stand-in fetch; the browser test (tests/e2e/web-host.spec.ts) fetches the
 * real files.
 */
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GZIP_TWIN_SUFFIX, readTwinFirst } from '../src/gzip-fetch';
import { instantiateWasmAt } from '../src/filament-glue';

/** `(module (func (export "answer") (result i32) i32.const 42))` */
const WASM = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7f, 0x03,
  0x02, 0x01, 0x00, 0x07, 0x0a, 0x01, 0x06, 0x61, 0x6e, 0x73, 0x77, 0x65, 0x72, 0x00, 0x00, 0x0a,
  0x06, 0x01, 0x04, 0x00, 0x41, 0x2a, 0x0b,
]);

const URL_OF = 'https://site.test/filament/1.53.4/filament.wasm';

/** A stand-in fetch serving `files` by URL (404 for the rest); records what was asked. */
function serve(files: Record<string, Uint8Array | Response>): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const file = files[url];
      if (file instanceof Response) return file;
      return file ? new Response(new Uint8Array(file)) : new Response('missing', { status: 404 });
    }),
  );
  return asked;
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const plainFrom = (url: string) => async () => bytesOf(await fetch(url));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('readTwinFirst', () => {
  const content = new TextEncoder().encode('KTX bytes '.repeat(500));

  it('reads the twin, inflated, and never the file', async () => {
    const asked = serve({ [`${URL_OF}${GZIP_TWIN_SUFFIX}`]: zlib.gzipSync(content) });
    const bytes = await readTwinFirst(URL_OF, 'image/ktx', bytesOf, plainFrom(URL_OF));
    expect(bytes).toEqual(content);
    expect(asked).toEqual([`${URL_OF}.gz`]);
  });

  it('reads the file without DecompressionStream, and never asks for the twin', async () => {
    vi.stubGlobal('DecompressionStream', undefined);
    const asked = serve({ [URL_OF]: content, [`${URL_OF}.gz`]: zlib.gzipSync(content) });
    const bytes = await readTwinFirst(URL_OF, 'image/ktx', bytesOf, plainFrom(URL_OF));
    expect(bytes).toEqual(content);
    expect(asked).toEqual([URL_OF]);
  });

  it('falls back to the file, with a warning, when the twin is missing or is not gzip', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const twin of [undefined, new TextEncoder().encode('not gzip at all')]) {
      const asked = serve({ [URL_OF]: content, ...(twin && { [`${URL_OF}.gz`]: twin }) });
      const bytes = await readTwinFirst(URL_OF, 'image/ktx', bytesOf, plainFrom(URL_OF));
      expect(bytes).toEqual(content);
      expect(asked).toEqual([`${URL_OF}.gz`, URL_OF]);
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatch(/filament\.wasm\.gz could not be used \(.*404\)/);
  });

  it("gives the file's own error when both fail", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve({});
    const plain = async () => {
      const response = await fetch(URL_OF);
      throw new Error(`${URL_OF} answered ${response.status}`);
    };
    await expect(readTwinFirst(URL_OF, 'image/ktx', bytesOf, plain)).rejects.toThrow(
      `${URL_OF} answered 404`,
    );
  });
});

describe('instantiateWasmAt', () => {
  const answer = (source: WebAssembly.WebAssemblyInstantiatedSource) =>
    (source.instance.exports.answer as () => number)();

  it('compiles the twin as it streams', async () => {
    const asked = serve({ [`${URL_OF}.gz`]: zlib.gzipSync(WASM) });
    expect(answer(await instantiateWasmAt(URL_OF, {}))).toBe(42);
    expect(asked).toEqual([`${URL_OF}.gz`]);
  });

  it('compiles the file without DecompressionStream, whatever type the server gives it', async () => {
    vi.stubGlobal('DecompressionStream', undefined);
    const asked = serve({
      [URL_OF]: new Response(WASM, { headers: { 'Content-Type': 'application/octet-stream' } }),
    });
    expect(answer(await instantiateWasmAt(URL_OF, {}))).toBe(42);
    expect(asked).toEqual([URL_OF]);
  });

  it('names the URL and status when neither can be fetched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve({});
    await expect(instantiateWasmAt(URL_OF, {})).rejects.toThrow(
      `Filament's WebAssembly build could not be loaded: ${URL_OF} answered 404`,
    );
  });
});
