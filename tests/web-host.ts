/**
 * The files of the built site that a first Run (or a live preview, or the
 * model checker's live view) fetches, by the web host's rule
 * (packages/web-host/src/gzip-fetch.ts): for the build tests, which compare
 * the buttons' figures with them, and the browser test that compares them
 * with what a browser really fetched (tests/e2e/model-checker.live.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Every file of `web-host/` but one with a `.gz` twin beside it (the twin
 * instead), and Filament's wasm as its twin; no model.
 */
export function hostFirstRunFiles(buildDir: string): string[] {
  // Not web-host/bullet/: only a sample that uses physics loads it (packages/web-host/build/bullet.ts).
  const physics = path.join(buildDir, 'web-host', 'bullet') + path.sep;
  const host = filesUnder(path.join(buildDir, 'web-host')).filter((f) => !f.startsWith(physics));
  const wasm = filesUnder(path.join(buildDir, 'filament')).filter((f) => f.endsWith('.wasm.gz'));
  if (wasm.length !== 1)
    throw new Error(`one filament.wasm.gz expected in build/filament, found ${wasm.length}`);
  // The companion libraries' scripts (companions.json, plugins/web-host/bundle.ts) load only for a
  // sample that imports one: not part of every first Run.
  const manifest = path.join(buildDir, 'web-host', 'companions.json');
  const companions = new Set(
    fs.existsSync(manifest)
      ? Object.values(JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string[]>)
          .flat()
          .map((file) => path.join(buildDir, 'web-host', file))
      : [],
  );
  return [
    ...host.filter(
      (file) => !host.includes(`${file}.gz`) && !companions.has(file) && file !== manifest,
    ),
    ...wasm,
  ];
}
