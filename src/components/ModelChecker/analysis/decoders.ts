/**
 * The geometry decoders a compressed file needs, loaded only for such a file:
 * glTF-Transform's EXT_meshopt_compression and KHR_draco_mesh_compression
 * extensions with the decoders they are written for (`meshoptimizer`, and
 * Draco's glTF build `draco3dgltf`). Each is a chunk of its own, fetched the
 * first time a file needs it (the analysis's own bundle does not grow: budget
 * in tests/unit/model-checker.bundle.test.ts).
 */
import type { WebIO } from '@gltf-transform/core';

export const MESHOPT = 'EXT_meshopt_compression';
export const DRACO = 'KHR_draco_mesh_compression';

/** The compression extensions the file declares that the checker can decode. */
export function compressionOf(extensionsUsed: unknown): string[] {
  const used = Array.isArray(extensionsUsed) ? extensionsUsed : [];
  return [MESHOPT, DRACO].filter((name) => used.includes(name));
}

/** In the browser, the URL the bundler gave Draco's wasm; under Node none is needed. */
async function dracoWasmUrl(): Promise<string | undefined> {
  if (typeof window === 'undefined') return undefined;
  const { DRACO_WASM_URL } = await import(
    /* webpackChunkName: "model-decoder-draco" */ './draco-wasm'
  );
  return DRACO_WASM_URL;
}

// The extensions are imported from the package itself, not from a module of ours: a dynamic
// import of a .ts file fails under Playwright's loader, which computes the e2e tests' expectations.
// `webpackExports` (and the destructuring) keep the rest of the package out of the chunk.

async function meshopt(io: WebIO): Promise<void> {
  const { EXTMeshoptCompression } = await import(
    /* webpackChunkName: "model-decoder-ext", webpackExports: ["EXTMeshoptCompression", "KHRDracoMeshCompression"] */ '@gltf-transform/extensions'
  );
  const { MeshoptDecoder } = await import(
    /* webpackChunkName: "model-decoder-meshopt" */ 'meshoptimizer/decoder'
  );
  await MeshoptDecoder.ready;
  io.registerExtensions([EXTMeshoptCompression]).registerDependencies({
    'meshopt.decoder': MeshoptDecoder,
  });
}

async function draco(io: WebIO): Promise<void> {
  const { KHRDracoMeshCompression } = await import(
    /* webpackChunkName: "model-decoder-ext", webpackExports: ["EXTMeshoptCompression", "KHRDracoMeshCompression"] */ '@gltf-transform/extensions'
  );
  const glue = await import(
    /* webpackChunkName: "model-decoder-draco" */ 'draco3dgltf/draco_decoder_gltf_nodejs.js'
  );
  const wasm = await dracoWasmUrl();
  const decoder = await glue.default(wasm ? { locateFile: () => wasm } : {});
  io.registerExtensions([KHRDracoMeshCompression]).registerDependencies({
    'draco3d.decoder': decoder,
  });
}

/** Registers on `io` the decoders of the compression extensions the file uses. */
export async function registerDecoders(io: WebIO, extensionsUsed: unknown): Promise<void> {
  const needed = compressionOf(extensionsUsed);
  if (needed.includes(MESHOPT)) await meshopt(io);
  if (needed.includes(DRACO)) await draco(io);
}
