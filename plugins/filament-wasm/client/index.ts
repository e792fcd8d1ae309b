/** What the site's components use of this feature in the browser: its global data, typed. */
import { usePluginData } from '@docusaurus/useGlobalData';
import {
  FILAMENT_WASM,
  filamentWasmDataOf,
  type FilamentWasmData,
} from '../../../shared/filament-wasm';

export type { FilamentWasmData };

/** Filament's version and the wasm's path under the base URL. */
export const useFilamentWasmData = (): FilamentWasmData =>
  filamentWasmDataOf(usePluginData(FILAMENT_WASM));
