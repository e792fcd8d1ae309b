/**
 * The global data of plugins/filament-wasm: its name, its shape and a check
 * of it, for the plugin and the browser code that loads Filament's wasm (the
 * live previews and the model checker through the plugin's client/index.ts,
 * the web host's Run button). Here because plugins/web-host reads it too, and
 * a plugin never imports another plugin's folder.
 */

/** The plugin's name, and the key of its global data. */
export const FILAMENT_WASM = 'filament-wasm';

export interface FilamentWasmData {
  readonly filamentVersion: string;
  /** Relative to the site's base URL. */
  readonly wasmPath: string;
}

function isFilamentWasmData(data: unknown): data is FilamentWasmData {
  if (typeof data !== 'object' || data === null) return false;
  const { filamentVersion, wasmPath } = data as Record<string, unknown>;
  return typeof filamentVersion === 'string' && typeof wasmPath === 'string';
}

/** `usePluginData(FILAMENT_WASM)`'s value, checked; an error names the feature when it is off (FEATURES_OFF). */
export function filamentWasmDataOf(data: unknown): FilamentWasmData {
  if (!isFilamentWasmData(data)) {
    throw new Error(
      `[${FILAMENT_WASM}] no global data: this page needs the filament-wasm feature (plugins/features.ts).`,
    );
  }
  return data;
}
