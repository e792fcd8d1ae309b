/**
 * Filament's WebAssembly build, compiled once per page, without
 * Filament.init() (./filament-glue.ts, as in the live previews).
 */
import type * as FilamentTypes from 'filament';
import { instantiateFilament, type FilamentGlue } from './filament-glue';

export type Filament = typeof FilamentTypes;

let loaded: Filament | undefined;
let loading: Promise<Filament> | undefined;

export function loadFilament(wasmUrl: string): Promise<Filament> {
  loading ??= (async () => {
    const glue = (await import('filament')).default as unknown as FilamentGlue;
    loaded = (await instantiateFilament(glue, wasmUrl)) as unknown as Filament;
    return loaded;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The loaded namespace; the library is imported only after loadFilament resolved. */
export function filament(): Filament {
  if (!loaded) throw new Error('[web-host] Filament is used before its wasm was loaded.');
  return loaded;
}
