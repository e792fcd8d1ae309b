/**
 * The live previews in the production build: the wasm, models and posters are
 * there; Filament is not in the initial JS; the load button names what the
 * click downloads (the web host runs the preview).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveFilament } from '../../plugins/filament-wasm/filament-package';
import { pagesBytes } from '../../shared/pages-bytes';
import { toJsx } from '../../shared/live-preview/jsx';
import { formatDownload } from '../../shared/live-preview/poster';
import { PRESETS } from '../../shared/live-preview/scene';
import { hostFirstRunFiles } from '../web-host';
import { assertBuilt, BUILD_DIR, readRoute } from './helpers';

const ROOT = path.resolve(__dirname, '../..');

beforeAll(assertBuilt);

const jsFiles = () => fs.readdirSync(path.join(BUILD_DIR, 'assets/js'));

/**
 * What the home preview's click downloads as GitHub Pages sends it
 * (shared/pages-bytes.ts), from the built files: the web host's scripts
 * gzipped, the gzip twins of the library's default light and of Filament's
 * wasm, and the models its JSX requires, as they are.
 */
function firstLoadBytes(): number {
  const models = [...toJsx(PRESETS.home, PRESETS.home.initial).matchAll(/require\('\.\/(\w+\.glb)'\)/g)];
  expect(models.map((m) => m[1])).toEqual(['floor.glb', 'showcase.glb']);
  const files = [...hostFirstRunFiles(BUILD_DIR), ...models.map((m) => path.join(BUILD_DIR, 'models', m[1]))];
  return files.reduce((sum, file) => sum + pagesBytes(file), 0);
}

describe('live preview build output', () => {
  it('serves the pinned filament.wasm under its version', () => {
    const filament = resolveFilament(ROOT);
    const built = path.join(BUILD_DIR, filament.wasmPath);
    expect(fs.existsSync(built), `${filament.wasmPath} missing`).toBe(true);
    expect(fs.statSync(built).size).toBe(fs.statSync(filament.wasmFile).size);
  });

  it('ships filament.wasm.gz beside it, which gunzips to the pinned wasm byte for byte', () => {
    const filament = resolveFilament(ROOT);
    const twin = path.join(BUILD_DIR, `${filament.wasmPath}.gz`);
    expect(fs.existsSync(twin), `${filament.wasmPath}.gz missing`).toBe(true);
    const original = fs.readFileSync(filament.wasmFile);
    const gzip = fs.readFileSync(twin);
    expect(zlib.gunzipSync(gzip).equals(original)).toBe(true);
    // Zopfli's gzip: 3,562,806 → 1,916,080 B on 2026-12-01 (zlib -9: 1,968,781).
    expect(gzip.length).toBeLessThan(0.55 * original.length);
  });

  it('ships the models and the posters', () => {
    for (const model of ['showcase', 'beacon', 'floor']) {
      expect(fs.existsSync(path.join(BUILD_DIR, 'models', `${model}.glb`))).toBe(true);
    }
    for (const preset of ['home', 'light', 'camera', 'transformation', 'animator']) {
      expect(fs.existsSync(path.join(BUILD_DIR, 'img/previews', `${preset}.webp`))).toBe(true);
    }
  });

  it("keeps Filament's glue out of the site's own bundle: only the web host loads it", () => {
    // Nothing of the site imports the filament package since the model checker moved onto the host.
    for (const file of jsFiles().filter((f) => f.endsWith('.js'))) {
      expect(fs.readFileSync(path.join(BUILD_DIR, 'assets/js', file), 'utf8'), file).not.toContain(
        'filament_glContext',
      );
    }
    const host = fs
      .readdirSync(path.join(BUILD_DIR, 'web-host'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
      .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
    expect(host.some((text) => text.includes('filament_glContext'))).toBe(true);
  });

  it('the home page hero is pre-rendered with its poster and the load button, and no Filament script', () => {
    const html = readRoute('');
    expect(html).toMatch(/<img[^>]+src="?\/react-native-filament\/img\/previews\/home\.webp"?[^>]*width="?960/);
    expect(html).toContain(`Load interactive 3D preview (${formatDownload(firstLoadBytes())})`);
    expect(html).not.toMatch(/<script[^>]+web-host\//);
    expect(html).not.toContain('.wasm');
  });
});
