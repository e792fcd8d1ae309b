/**
 * The web host in the build (plugins/web-host): the bundle postBuild copied
 * into web-host/, and the getting-started Run button's label, which must say
 * what a first Run downloads, gzipped as the server sends it: the host's
 * files (scripts and the library's default light), Filament's wasm and the
 * sample's model. Computed here from the built files themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { gzippedSize as gzipped } from '../../shared/gzipped-size';
import { formatDownload } from '../../shared/live-preview/poster';
import { assertBuilt, BUILD_DIR, htmlText, readRoute } from './helpers';

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

beforeAll(assertBuilt);

it("the getting-started Run button names the first Run's download: host, wasm, light, model", () => {
  // Every file of the host counts (an upper bound: the in-page transform's chunk is only
  // loaded by previews and edited code, but esbuild's shared chunk has no telling name).
  const host = filesUnder(path.join(BUILD_DIR, 'web-host'));
  expect(host.map((file) => path.relative(BUILD_DIR, file))).toEqual(
    expect.arrayContaining(['web-host/host.js', 'web-host/RNF_default_env_ibl.ktx']),
  );
  const wasm = filesUnder(path.join(BUILD_DIR, 'filament')).filter((f) => f.endsWith('.wasm'));
  expect(wasm).toHaveLength(1);
  // The sample's ./assets/helmet.glb is not a site model: the host runs it with the showcase.
  const model = path.join(BUILD_DIR, 'models/showcase.glb');
  const bytes = [...host, ...wasm, model].reduce((sum, file) => sum + gzipped(file), 0);
  expect(bytes).toBeGreaterThan(2_000_000);
  expect(htmlText(readRoute('docs/guides'))).toContain(`Run this sample (${formatDownload(bytes)})`);
});
