/**
 * Serves the production build the way GitHub Pages does, so that the e2e tests
 * and the benchmark see what readers will see:
 *
 * - everything lives under the base path; `/` and the bare base path redirect
 *   to `/react-native-filament/`;
 * - a path that names a file gets that file (`/x/index.html` included);
 * - `/x` gets `x.html`; a folder with an index.html gets a redirect to `/x/`;
 * - anything else, including `/x/index.html` when no such file exists, gets
 *   404.html with status 404 (the Docusaurus client then renders whatever
 *   route the path normalizes to);
 * - a path with invalid percent-encoding cannot name a file, so it also gets
 *   404.html with status 404 instead of crashing the server;
 * - responses are gzip-compressed, never brotli, even for a browser that offers
 *   it (compression 1.8 would prefer brotli: the budgets of compressed bytes,
 *   such as search's first query, would then count other bytes than readers
 *   get), and may be cached for ten minutes
 *   (`Cache-Control: max-age=600`, as GitHub Pages sends), so chunks that
 *   Docusaurus prefetches are reused when a link is followed.
 *
 *   tsx tools/serve.ts [--port 3123] [--dir build]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';

export const BASE_PATH = '/react-native-filament';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.ktx': 'image/ktx',
  '.ktx2': 'image/ktx2',
  '.hdr': 'image/vnd.radiance',
  // As GitHub Pages: the gzip twins of the wasm and the light (shared/gzip-twin.ts) go as they are,
  // with no Content-Encoding (the compression middleware leaves application/gzip alone).
  '.gz': 'application/gzip',
};

export type Resolution =
  | { readonly kind: 'file'; readonly file: string }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'not-found' }
  /** Outside the base path, where GitHub Pages would answer for another site. */
  | { readonly kind: 'foreign' };

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * What GitHub Pages answers for a URL path (already stripped of the query).
 * Exported for the unit tests.
 */
export function resolvePath(dir: string, urlPath: string): Resolution {
  if (urlPath === '/' || urlPath === '') return { kind: 'redirect', location: `${BASE_PATH}/` };
  if (urlPath === BASE_PATH) return { kind: 'redirect', location: `${BASE_PATH}/` };
  if (!urlPath.startsWith(`${BASE_PATH}/`)) return { kind: 'foreign' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.slice(BASE_PATH.length));
  } catch {
    // Invalid percent-encoding (e.g. %E0%A4%A): no file can have that name.
    return { kind: 'not-found' };
  }
  const root = path.resolve(dir);
  const target = path.resolve(root, `.${decoded}`);
  if (target !== root && !target.startsWith(root + path.sep)) return { kind: 'not-found' };
  if (decoded.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return isFile(index) ? { kind: 'file', file: index } : { kind: 'not-found' };
  }
  if (isFile(target)) return { kind: 'file', file: target };
  if (isFile(`${target}.html`)) return { kind: 'file', file: `${target}.html` };
  if (isFile(path.join(target, 'index.html'))) {
    return { kind: 'redirect', location: `${urlPath}/` };
  }
  return { kind: 'not-found' };
}

function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  status: number,
): void {
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const stat = fs.statSync(file);
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': stat.size,
    'Cache-Control': 'max-age=600',
    'Last-Modified': stat.mtime.toUTCString(),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  fs.createReadStream(file).pipe(res);
}

/** The request's Accept-Encoding without brotli, which GitHub Pages does not send. */
export function withoutBrotli(acceptEncoding: string): string {
  return acceptEncoding
    .split(',')
    .filter((coding) => coding.split(';')[0]!.trim().toLowerCase() !== 'br')
    .join(',');
}

export function createServer(dir: string): http.Server {
  const compress = compression();
  const notFoundPage = path.join(path.resolve(dir), '404.html');
  return http.createServer((req, res) => {
    const offered = req.headers['accept-encoding'];
    if (offered) req.headers['accept-encoding'] = withoutBrotli(offered);
    compress(req as never, res as never, () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const urlPath = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
      const resolution = resolvePath(dir, urlPath);
      switch (resolution.kind) {
        case 'redirect':
          res.writeHead(301, { Location: resolution.location }).end();
          return;
        case 'file':
          sendFile(req, res, resolution.file, 200);
          return;
        case 'foreign':
          res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not under the base path');
          return;
        case 'not-found':
          if (isFile(notFoundPage)) sendFile(req, res, notFoundPage, 404);
          else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      }
    });
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename);
if (isMain) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3123' },
      dir: { type: 'string', default: 'build' },
    },
  });
  const port = Number(values.port);
  createServer(path.resolve(values.dir ?? 'build')).listen(port, () => {
    console.log(`Serving ${values.dir} at http://localhost:${port}${BASE_PATH}/`);
  });
}
