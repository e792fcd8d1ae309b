import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, resolvePath, withoutBrotli } from '../../tools/serve';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rnf-serve-'));
for (const [file, text] of [
  ['index.html', 'home'],
  ['404.html', 'not found'],
  ['docs/guides.html', 'guides'],
  ['blog/index.html', 'blog'],
  ['assets/js/main.js', 'console.log(1)'],
  // Above compression's 1 KB threshold.
  ['assets/js/big.js', 'console.log("a line of a chunk");\n'.repeat(100)],
  ['img/logo.svg', '<svg/>'],
  // A gzip twin (shared/gzip-twin.ts), above the threshold too.
  ['filament/1.0.0/filament.wasm.gz', 'gzip bytes, as they are\n'.repeat(100)],
] as const) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const at = (file: string) => ({ kind: 'file', file: path.join(dir, file) });

describe('resolvePath (what GitHub Pages answers)', () => {
  it('redirects the root and the bare base path to the base path', () => {
    expect(resolvePath(dir, '/')).toEqual({
      kind: 'redirect',
      location: '/react-native-filament/',
    });
    expect(resolvePath(dir, '/react-native-filament')).toEqual({
      kind: 'redirect',
      location: '/react-native-filament/',
    });
  });

  it('serves files, clean paths and folders with an index', () => {
    expect(resolvePath(dir, '/react-native-filament/')).toEqual(at('index.html'));
    expect(resolvePath(dir, '/react-native-filament/index.html')).toEqual(at('index.html'));
    expect(resolvePath(dir, '/react-native-filament/docs/guides')).toEqual(at('docs/guides.html'));
    expect(resolvePath(dir, '/react-native-filament/docs/guides.html')).toEqual(
      at('docs/guides.html'),
    );
    expect(resolvePath(dir, '/react-native-filament/assets/js/main.js')).toEqual(
      at('assets/js/main.js'),
    );
    expect(resolvePath(dir, '/react-native-filament/blog/')).toEqual(at('blog/index.html'));
    expect(resolvePath(dir, '/react-native-filament/blog')).toEqual({
      kind: 'redirect',
      location: '/react-native-filament/blog/',
    });
  });

  it('answers everything else with the not-found page', () => {
    for (const p of [
      '/react-native-filament/nope',
      '/react-native-filament/docs/guides/index.html',
      '/react-native-filament/docs/guides/',
      '/react-native-filament/docs/%E0%A4%A',
      '/react-native-filament/../secret',
      '/react-native-filament/%2e%2e/secret',
    ]) {
      expect(resolvePath(dir, p), p).toEqual({ kind: 'not-found' });
    }
    expect(resolvePath(dir, '/elsewhere')).toEqual({ kind: 'foreign' });
  });
});

describe('createServer', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = createServer(dir);
    await new Promise<void>((resolve) => server.listen(0, resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );

  it('answers with status, type and body', async () => {
    const home = await fetch(`${base}/react-native-filament/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await home.text()).toBe('home');
    // As GitHub Pages: ten minutes of caching, so prefetched chunks are reused.
    expect(home.headers.get('cache-control')).toBe('max-age=600');

    const svg = await fetch(`${base}/react-native-filament/img/logo.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');

    const missing = await fetch(`${base}/react-native-filament/docs/%E0%A4%A`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('not found');

    const moved = await fetch(`${base}/react-native-filament`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/react-native-filament/');
  });

  it('compresses with gzip, as GitHub Pages does, when the browser also offers brotli', async () => {
    const encodingOf = (acceptEncoding: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        const request = http.get(
          `${base}/react-native-filament/assets/js/big.js`,
          { headers: { 'Accept-Encoding': acceptEncoding } },
          (response) => {
            response.resume();
            resolve(response.headers['content-encoding']);
          },
        );
        request.on('error', reject);
      });
    expect(await encodingOf('gzip, deflate, br, zstd')).toBe('gzip');
    expect(await encodingOf('br;q=1.0, gzip;q=0.5')).toBe('gzip');
    expect(await encodingOf('br')).toBeUndefined();
  });

  it('sends a gzip twin as application/gzip, its bytes as they are, as GitHub Pages does', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(
          `${base}/react-native-filament/filament/1.0.0/filament.wasm.gz`,
          { headers: { 'Accept-Encoding': 'gzip, deflate, br' } },
          resolve,
        )
        .on('error', reject);
    });
    response.resume();
    expect(response.headers['content-type']).toBe('application/gzip');
    // No Content-Encoding: the browser hands the page the compressed bytes, which the host inflates.
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(
      fs.statSync(path.join(dir, 'filament/1.0.0/filament.wasm.gz')).size,
    );
  });
});

describe('withoutBrotli', () => {
  it('drops br and keeps the other codings with their weights', () => {
    expect(withoutBrotli('gzip, deflate, br, zstd')).toBe('gzip, deflate, zstd');
    expect(withoutBrotli('br;q=1.0, gzip;q=0.5')).toBe(' gzip;q=0.5');
    expect(withoutBrotli('BR')).toBe('');
  });
});
