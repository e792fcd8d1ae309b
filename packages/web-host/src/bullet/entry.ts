/**
 * The physics bundle's entry: ammo.js (ammojs-typed's WebAssembly build of
 * Bullet) and the port of the library's physics API on it. Bundled apart
 * from the host (packages/web-host/build/bullet.ts) and imported only when a
 * sample uses physics (./lazy.ts), so no other Run downloads it.
 */
import AmmoFactory from 'ammojs-typed/wasm';
import { createBulletApi, type WebBulletApi } from './api';

export type { WebBulletApi } from './api';

/** Compiles ammo's wasm from `wasmUrl` (a URL in the page, a file path in Node) and ports the API onto it. */
export async function loadBulletApi(wasmUrl: string): Promise<WebBulletApi> {
  // The glue ends with `this.Ammo = …`, which a strict-mode call (an ES module's) cannot do without a `this`.
  const ammo = await AmmoFactory.call(
    {},
    { locateFile: (file: string) => (file.endsWith('.wasm') ? wasmUrl : file) },
  );
  return createBulletApi(ammo);
}
