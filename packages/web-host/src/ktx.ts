// cspell:words ktxreader
/**
 * A KTX1 cubemap as a texture, as ktxreader::Ktx1Reader::createTexture does natively
 * (cpp/core/RNFEngineImpl.Skybox.cpp:54-61), on Filament's KTX1 bindings, which its type
 * declarations leave out (node_modules/filament/filament.js:1283-1288).
 */
import type * as FilamentTypes from 'filament';
import type { Filament } from './filament';

export interface KtxBundle {
  getMetadata(key: string): string;
  delete(): void;
}

/** Filament's buffer descriptor from bytes (filament.js), which the declarations leave out. */
export interface FilamentBuffers {
  Buffer(bytes: Uint8Array): { delete(): void };
}

interface KtxBindings extends FilamentBuffers {
  Ktx1Bundle: new (descriptor: unknown) => KtxBundle;
  ktx1reader$createTexture(
    engine: FilamentTypes.Engine,
    ktx: KtxBundle,
    srgb: boolean,
  ): FilamentTypes.Texture;
}

/** The bundle holds the pixels until the upload ran: the caller frees it later. */
export function createKtxTexture(
  Filament: Filament,
  engine: FilamentTypes.Engine,
  bytes: Uint8Array,
): { texture: FilamentTypes.Texture; ktx: KtxBundle } {
  const bindings = Filament as unknown as KtxBindings;
  const descriptor = bindings.Buffer(bytes);
  const ktx = new bindings.Ktx1Bundle(descriptor);
  descriptor.delete();
  return { texture: bindings.ktx1reader$createTexture(engine, ktx, false), ktx };
}
