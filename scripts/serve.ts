/**
 * Serves the production build the way GitHub Pages does: under the base path,
 * gzip-compressed, `/page` answered by `page.html`, and 404.html with status
 * 404 for anything else. Used by the e2e tests and the benchmark.
 *
 *   tsx scripts/serve.ts [--port 3123] [--dir build]
 */
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';

export const BASE_PATH = '/react-native-filament';

export function createServer(dir: string): http.Server {
  const compress = compression();
  return http.createServer((req, res) => {
    compress(req as never, res as never, () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/' || url.pathname === '') {
        res.writeHead(302, { Location: `${BASE_PATH}/` }).end();
        return;
      }
      if (url.pathname !== BASE_PATH && !url.pathname.startsWith(`${BASE_PATH}/`)) {
        // GitHub Pages would answer from another site; here there is nothing.
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not under the base path');
        return;
      }
      req.url = url.pathname.slice(BASE_PATH.length) + url.search || '/';
      void handler(req, res, {
        public: dir,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
        headers: [
          { source: '**/*.wasm', headers: [{ key: 'Content-Type', value: 'application/wasm' }] },
        ],
      });
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
