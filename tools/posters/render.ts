/**
 * Renders the poster of every live-preview preset in headless Chromium
 * (SwiftShader): each preset's initial JSX run on the web host
 * (plugins/web-host, bundled here as the site bundles it), the code a
 * reader's click runs. Writes static/img/previews/<preset>.webp.
 * Each poster also comes in the smaller POSTER_WIDTHS (<preset>-<width>w.webp),
 * scaled down from the render, for the images' srcset.
 * The posters are committed; run again after changing a model or a preset.
 *
 *   npm run posters
 *   npm run posters -- --resize-only   # only the smaller widths, from the committed posters
 *   npm run posters -- home light      # only these presets
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { buildHost } from '../../plugins/web-host/bundle';
import { gzipTwin } from '../../shared/gzip-twin';
import { PRESET_NAMES } from '../../shared/live-preview/scene';
import { POSTER_SIZE, POSTER_WIDTHS, posterPath } from '../../shared/live-preview/poster';
import { CHROME_EXECUTABLE, CHROMIUM_FLAGS, WEBGL_FLAGS } from '../chromium';

const ROOT = path.resolve(__dirname, '../..');
const OUT_DIR = path.join(ROOT, 'static/img/previews');
/** Where the host is bundled for the renderer, apart from the site's own copy. */
const HOST_DIR = path.join(ROOT, 'node_modules/.cache/posters/web-host');
/** The stage's background behind the (transparent) scene, as on the page (.stage in styles.module.css). */
const STAGE_BACKGROUND = '#0f1219';
/** WebP quality: small enough for the home page budget, clean enough for a poster. */
const QUALITY = 0.82;

async function bundleHarness(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'harness-entry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

/** The wasm, and its gzip twin, which the host fetches first (as the site serves them: plugins/filament-wasm). */
const WASM = path.join(ROOT, 'node_modules/filament/filament.wasm');

function serve(script: string, wasmTwin: string): Promise<http.Server> {
  const html = `<!doctype html><meta charset="utf-8"><style>
    html, body { margin: 0; background: ${STAGE_BACKGROUND}; }
    #preview { position: relative; width: ${POSTER_SIZE.width}px; height: ${POSTER_SIZE.height}px; }
  </style><script src="/harness.js"></script>`;
  const files: Record<string, () => [string, Buffer | string]> = {
    '/': () => ['text/html', html],
    '/harness.js': () => ['text/javascript', script],
    '/filament.wasm': () => ['application/wasm', fs.readFileSync(WASM)],
    '/filament.wasm.gz': () => ['application/gzip', fs.readFileSync(wasmTwin)],
  };
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const model = /^\/models\/(\w+\.glb)$/.exec(url);
    const hostFile = /^\/web-host\/([\w/.-]+)$/.exec(url);
    const file = model
      ? (): [string, Buffer] => [
          'model/gltf-binary',
          fs.readFileSync(path.join(ROOT, 'static/models', model[1])),
        ]
      : hostFile && !hostFile[1].includes('..') && fs.existsSync(path.join(HOST_DIR, hostFile[1]))
        ? (): [string, Buffer] => [
            hostFile[1].endsWith('.js') ? 'text/javascript' : 'application/octet-stream',
            fs.readFileSync(path.join(HOST_DIR, hostFile[1])),
          ]
        : files[url];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const [type, body] = file();
    res.writeHead(200, { 'Content-Type': type }).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Encodes an image (a data: URL) as WebP of the given width, in the page (canvas). */
function toWebp(page: Page, source: string, width: number): Promise<Buffer> {
  return page
    .evaluate(
      async ({ source, width, quality }) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = Math.round((image.naturalHeight * width) / image.naturalWidth);
        const context = canvas.getContext('2d')!;
        context.imageSmoothingQuality = 'high';
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/webp', quality).split(',')[1]!;
      },
      { source, width, quality: QUALITY },
    )
    .then((webp) => Buffer.from(webp, 'base64'));
}

/** Writes the poster's smaller widths, scaled from `source` (a data: URL of the full-size poster). */
async function writeSmallerWidths(page: Page, name: string, source: string): Promise<void> {
  for (const width of POSTER_WIDTHS.filter((w) => w !== POSTER_SIZE.width)) {
    const bytes = await toWebp(page, source, width);
    const file = path.join(ROOT, 'static', posterPath(name, width));
    fs.writeFileSync(file, bytes);
    console.log(`${path.relative(ROOT, file)}  ${(bytes.byteLength / 1024).toFixed(1)} KB`);
  }
}

/** --resize-only: the smaller widths from the committed full-size posters, without rendering. */
async function resizeOnly(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROME_EXECUTABLE,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const page = await browser.newPage();
    for (const name of PRESET_NAMES) {
      const full = fs.readFileSync(path.join(ROOT, 'static', posterPath(name)));
      await writeSmallerWidths(page, name, `data:image/webp;base64,${full.toString('base64')}`);
    }
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--resize-only')) return resizeOnly();
  await buildHost(ROOT, HOST_DIR);
  const server = await serve(await bundleHarness(), await gzipTwin(WASM, ROOT));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: CHROME_EXECUTABLE,
    args: [...CHROMIUM_FLAGS, ...WEBGL_FLAGS],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 1200, height: 800 },
      deviceScaleFactor: 1,
    });
    page.on('console', (msg) => {
      console.error(`browser ${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => console.error(`browser: ${error.message}`));
    page.on('crash', () => console.error('browser: page crashed'));
    await page.goto(`http://127.0.0.1:${port}/`);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
    for (const name of PRESET_NAMES.filter((n) => chosen.length === 0 || chosen.includes(n))) {
      const { frames } = await page.evaluate((preset) => window.renderPreset(preset), name);
      const png = await page.locator('#preview').screenshot();
      if (process.env.POSTER_PNG_DIR)
        fs.writeFileSync(path.join(process.env.POSTER_PNG_DIR, `${name}.png`), png);
      const source = `data:image/png;base64,${png.toString('base64')}`;
      const bytes = await toWebp(page, source, POSTER_SIZE.width);
      fs.writeFileSync(path.join(OUT_DIR, `${name}.webp`), bytes);
      console.log(
        `static/img/previews/${name}.webp  ${(bytes.byteLength / 1024).toFixed(1)} KB  (after ${frames} frames)`,
      );
      await writeSmallerWidths(page, name, source);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
