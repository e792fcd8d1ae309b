/**
 * The physics bundle's entry: ammo.js (ammojs-typed's WebAssembly build of
 * Bullet) and the port of the library's physics API on it. Bundled apart
 * from the host (packages/web-host/build/bullet.ts) and imported only when a
 * sample uses physics (./lazy.ts), so no other Run downloads it.
 */
import AmmoFactory from 'ammojs-typed/wasm';
import { readTwinFirst } from '../gzip-fetch';
import { createBulletApi, type WebBulletApi } from './api';

export type { WebBulletApi } from './api';

const WASM_TYPE = 'application/wasm';

/** The wasm from its gzip twin (`<url>.gz`, which a site ships: Pages sends a .wasm whole), else the file. */
async function instantiateAt(url: string, imports: WebAssembly.Imports) {
  const instantiate = (response: Response) => WebAssembly.instantiateStreaming(response, imports);
  return readTwinFirst(url, WASM_TYPE, instantiate, async () => {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok)
      throw new Error(`Bullet's WebAssembly build: ${url} answered ${response.status}`);
    return instantiate(new Response(response.body, { headers: { 'Content-Type': WASM_TYPE } }));
  });
}

/**
 * Compiles ammo's wasm from `wasmUrl` and ports the API onto it. In a page
 * (`twin`), from its gzip twin first; in Node, the glue reads the file.
 */
export async function loadBulletApi(wasmUrl: string, twin = false): Promise<WebBulletApi> {
  // Emscripten waits for receive() for ever: a failure must end the wait.
  let failed!: (error: unknown) => void;
  const failure = new Promise<never>((_, reject) => (failed = reject));
  type Receive = (instance: WebAssembly.Instance, module: WebAssembly.Module) => void;
  const instantiateWasm = (imports: WebAssembly.Imports, receive: Receive) => {
    instantiateAt(wasmUrl, imports).then(
      ({ instance, module }) => receive(instance, module),
      failed,
    );
    return {};
  };
  // The glue ends with `this.Ammo = …`, which a strict-mode call (an ES module's) cannot do without a `this`.
  const ammo = await Promise.race([
    AmmoFactory.call(
      {},
      {
        locateFile: (file: string) => (file.endsWith('.wasm') ? wasmUrl : file),
        ...(twin ? { instantiateWasm } : {}),
      },
    ),
    failure,
  ]);
  return createBulletApi(ammo);
}
