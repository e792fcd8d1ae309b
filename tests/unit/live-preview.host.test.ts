/**
 * The live previews on the web host, without a browser: each preset's JSX
 * requires only models the site has (so the host runs them, not its
 * fallback), and the load button's figure counts the host, the wasm's gzip
 * twin and exactly those models, as GitHub Pages sends them
 * (plugins/web-host/download.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRunBytes } from '../../plugins/web-host/download';
import { siteModelFor } from '../../plugins/web-host/samples';
import { gzippedSize } from '../../shared/gzipped-size';
import { gzipTwin } from '../../shared/gzip-twin';
import { toJsx } from '../../shared/live-preview/jsx';
import { PRESET_NAMES, PRESETS } from '../../shared/live-preview/scene';

const ROOT = path.resolve(__dirname, '../..');
const hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-host-'));
afterAll(() => fs.rmSync(hostDir, { recursive: true, force: true }));
const WASM = path.join(ROOT, 'node_modules/filament/filament.wasm');
/** The wasm's twin in the cache (Zopfli: seconds the first time on a machine, then cached). */
let wasmTwin: string;
beforeAll(async () => {
  wasmTwin = await gzipTwin(WASM, ROOT);
}, 120_000);

const requires = (code: string) =>
  [...code.matchAll(/require\('(\.\/[^']+)'\)/g)].map((match) => match[1]!);

describe.each(PRESET_NAMES)('the %s preview', (name) => {
  const preset = PRESETS[name];
  const source = toJsx(preset, preset.initial);

  it("requires the floor and its own model, both the site's", () => {
    expect(requires(source)).toEqual(['./floor.glb', `./${preset.model}.glb`]);
    for (const request of requires(source))
      expect(siteModelFor(request, ROOT)).toBe(`models/${path.basename(request)}`);
  });

  it("the load button's figure counts the host's files as Pages sends them: scripts gzipped, a file with a twin as its twin, the wasm's twin, the models whole", () => {
    fs.writeFileSync(path.join(hostDir, 'host.js'), 'export {};'.repeat(100));
    fs.writeFileSync(path.join(hostDir, 'light.ktx'), Buffer.alloc(5000, 7));
    fs.writeFileSync(path.join(hostDir, 'light.ktx.gz'), Buffer.alloc(300, 1));
    const bytes = firstRunBytes(ROOT, hostDir, new Map([[name, source]]))[name];
    const whole = (file: string) => fs.statSync(file).size;
    const expected =
      gzippedSize(path.join(hostDir, 'host.js')) +
      300 +
      whole(wasmTwin) +
      whole(path.join(ROOT, 'static/models/floor.glb')) +
      whole(path.join(ROOT, `static/models/${preset.model}.glb`));
    expect(bytes).toBe(expected);
    // The twin is what a reader fetches: well under the wasm itself.
    expect(whole(wasmTwin)).toBeLessThan(0.6 * whole(WASM));
  });
});
