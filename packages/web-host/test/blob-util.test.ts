/**
 * react-native-blob-util as the host imitates it (src/blob-util.ts): the LoadFromFile screen's
 * calls, a download kept in memory and read back by `file://` + its path, and each difference
 * the README lists.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { memoryFile } from '../src/memory-files';

vi.mock('../src/companions/runtime', () => ({ hostRuntimeLoaded: () => true }));

const GLB = new Uint8Array([0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0]);

function stubFetch(): ReturnType<typeof vi.fn> {
  const fetch = vi.fn(
    async () =>
      new Response(GLB, { status: 200, headers: { 'content-type': 'model/gltf-binary' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

it('config({ fileCache, appendExt }).fetch writes the download to a path that file:// reads', async () => {
  const fetch = stubFetch();
  const { default: RNFetchBlob } = await import('../src/blob-util');
  const res = await RNFetchBlob.config({ fileCache: true, appendExt: 'glb' }).fetch(
    'GET',
    'https://example.org/DamagedHelmet.glb',
  );
  expect(fetch).toHaveBeenCalledWith('https://example.org/DamagedHelmet.glb', {
    method: 'GET',
    headers: undefined,
    body: undefined,
  });
  const path = res.path();
  expect(path).toMatch(/^\/RNFetchBlob_tmp\/RNFetchBlobTmp_\d+\.glb$/);
  expect(res.data).toBe(path);
  expect(res.info().status).toBe(200);
  expect(memoryFile(`file://${path}`)?.bytes).toEqual(GLB);
  // Another download gets another path.
  const again = await RNFetchBlob.config({ fileCache: true, appendExt: 'glb' }).fetch(
    'GET',
    'https://example.org/x.glb',
  );
  expect(again.path()).not.toBe(path);
});

it('writes to the path given, and without a file keeps the body in the response', async () => {
  stubFetch();
  const blob = await import('../src/blob-util');
  const res = await blob
    .config({ path: '/docs/model.glb' })
    .fetch('GET', 'https://example.org/m.glb');
  expect(res.path()).toBe('/docs/model.glb');
  expect(memoryFile('file:///docs/model.glb')?.bytes).toEqual(GLB);
  const inMemory = await blob.fetch('GET', 'https://example.org/m.glb');
  expect(() => inMemory.path()).toThrow('this response was not written to a file');
  expect(inMemory.text()).toBe(new TextDecoder().decode(GLB));
});

it('a download the page cannot make rejects as the browser says', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  const { default: RNFetchBlob } = await import('../src/blob-util');
  await expect(
    RNFetchBlob.config({ fileCache: true }).fetch('GET', 'https://other.example/x'),
  ).rejects.toThrow('Failed to fetch');
});
