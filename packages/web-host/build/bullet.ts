/**
 * The physics bundle (src/bullet/entry.ts: ammo.js and the port of the
 * library's physics API), built apart from the host into `<hostDir>/bullet/`
 * with ammo's wasm beside it. Apart, so that esbuild shares none of it with
 * the host's chunks: a Run whose code does not use physics (src/bullet/lazy.ts
 * `usesBullet`) fetches nothing of it, and the first-Run figures leave the
 * folder out (the site's plugins/web-host/download.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildResult } from 'esbuild';
import { BULLET_DIR, BULLET_ENTRY, BULLET_WASM } from '../src/bullet/lazy';
import { BROWSER_BUNDLE_OPTIONS } from './esbuild-options';

const ENTRY = path.join(__dirname, '../src/bullet/entry.ts');

export { BULLET_DIR, BULLET_ENTRY, BULLET_WASM, usesBullet } from '../src/bullet/lazy';

/** ammo's wasm in `node_modules` (ammojs-typed's export). */
export const ammoWasmFile = (): string => require.resolve('ammojs-typed/ammo.wasm.wasm');

/** Writes bullet.js and ammo.wasm.wasm into `<hostDir>/bullet/`; returns esbuild's result. */
export async function buildBullet(hostDir: string): Promise<BuildResult<{ metafile: true }>> {
  const outDir = path.join(hostDir, BULLET_DIR);
  const result = await build({
    entryPoints: [ENTRY],
    outfile: path.join(outDir, BULLET_ENTRY),
    ...BROWSER_BUNDLE_OPTIONS,
    // The glue's Node branch only (`require("fs")`, `require("path")`): never reached in a page.
    external: ['fs', 'path'],
  });
  await fs.promises.copyFile(ammoWasmFile(), path.join(outDir, BULLET_WASM));
  return result;
}
