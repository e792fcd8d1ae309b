/** The live previews in the production build: the wasm, models and posters are there; Filament is not in the initial JS. */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveFilament } from '../../plugins/live-preview/filament-package';
import { assertBuilt, BUILD_DIR, readRoute } from './helpers';

const ROOT = path.resolve(__dirname, '../..');

beforeAll(assertBuilt);

const jsFiles = () => fs.readdirSync(path.join(BUILD_DIR, 'assets/js'));

describe('live preview build output', () => {
  it('serves the pinned filament.wasm under its version', () => {
    const filament = resolveFilament(ROOT);
    const built = path.join(BUILD_DIR, filament.wasmPath);
    expect(fs.existsSync(built), `${filament.wasmPath} missing`).toBe(true);
    expect(fs.statSync(built).size).toBe(fs.statSync(filament.wasmFile).size);
  });

  it('ships the models and the posters', () => {
    for (const model of ['showcase', 'beacon', 'floor']) {
      expect(fs.existsSync(path.join(BUILD_DIR, 'models', `${model}.glb`))).toBe(true);
    }
    for (const preset of ['home', 'light', 'camera', 'transformation', 'animator']) {
      expect(fs.existsSync(path.join(BUILD_DIR, 'img/previews', `${preset}.webp`))).toBe(true);
    }
  });

  it('keeps the Filament glue and the engine in their own chunks', () => {
    const glue = jsFiles().filter((f) => /^filament-glue\.\w+\.js$/.test(f));
    const engine = jsFiles().filter((f) => /^filament-preview\.\w+\.js$/.test(f));
    expect(glue).toHaveLength(1);
    expect(engine).toHaveLength(1);
    expect(fs.readFileSync(path.join(BUILD_DIR, 'assets/js', glue[0]), 'utf8')).toContain('filament_glContext');
    // The glue is nowhere else, least of all in main.
    const others = jsFiles().filter((f) => f.endsWith('.js') && f !== glue[0]);
    for (const file of others) {
      expect(fs.readFileSync(path.join(BUILD_DIR, 'assets/js', file), 'utf8'), file).not.toContain(
        'filament_glContext',
      );
    }
  });

  it('the home page hero is pre-rendered with its poster and the load button, and no Filament script', () => {
    const html = readRoute('');
    expect(html).toMatch(/<img[^>]+src="?\/react-native-filament\/img\/previews\/home\.webp"?[^>]*width="?960/);
    expect(html).toContain('Load interactive 3D preview (≈ 2 MB)');
    expect(html).not.toMatch(/<script[^>]+filament-(glue|preview)/);
    expect(html).not.toContain('.wasm');
  });
});
