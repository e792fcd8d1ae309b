/**
 * The live previews on the web host, without a browser: each preset's JSX
 * requires only models the site has (so the host runs them, not its
 * fallback), and the load button's figure counts the host, the wasm and
 * exactly those models (plugins/web-host/download.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstRunBytes } from '../../plugins/web-host/download';
import { siteModelFor } from '../../plugins/web-host/samples';
import { gzippedSize } from '../../shared/gzipped-size';
import { toJsx } from '../../shared/live-preview/jsx';
import { PRESET_NAMES, PRESETS } from '../../shared/live-preview/scene';

const ROOT = path.resolve(__dirname, '../..');
const hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-host-'));
afterAll(() => fs.rmSync(hostDir, { recursive: true, force: true }));

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

  it("the load button's figure counts the host's files, the wasm and those models", () => {
    fs.writeFileSync(path.join(hostDir, 'host.js'), 'export {};'.repeat(100));
    const bytes = firstRunBytes(ROOT, hostDir, new Map([[name, source]]))[name];
    const expected = [
      path.join(hostDir, 'host.js'),
      path.join(ROOT, 'node_modules/filament/filament.wasm'),
      path.join(ROOT, 'static/models/floor.glb'),
      path.join(ROOT, `static/models/${preset.model}.glb`),
    ].reduce((sum, file) => sum + gzippedSize(file), 0);
    expect(bytes).toBe(expected);
  });
});
