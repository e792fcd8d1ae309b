/**
 * What every entry of the host does before the library is imported: learn
 * the site's base, check WebGL 2 and compile Filament's wasm (the library
 * calls into FilamentProxy as soon as it is imported,
 * src/native/FilamentProxy.ts:99-128).
 */
import { loadFilament } from './filament';
import { setSiteBase } from './assets';
import { hasWebGL2, NO_WEBGL2_MESSAGE } from './webgl2';
import { installErrorUtils } from './errors';

export interface HostOptions {
  /** URL of filament.wasm (the site serves it for the live previews). */
  readonly wasmUrl: string;
}

/**
 * Filament's web build needs WebGL 2. Without it the library's engine would
 * fail inside a worklet, where no one sees it: the caller gets this instead.
 */
function assertWebGL2(): void {
  if (!hasWebGL2()) throw new Error(NO_WEBGL2_MESSAGE);
}

export async function prepareHost(options: HostOptions): Promise<void> {
  // host.js lives at <site>/web-host/host.js.
  setSiteBase(new URL('..', import.meta.url).href);
  // Before the library's import: its src/ErrorUtils.ts reads global.ErrorUtils at each report.
  installErrorUtils();
  assertWebGL2();
  await loadFilament(new URL(options.wasmUrl, location.href).href);
}
