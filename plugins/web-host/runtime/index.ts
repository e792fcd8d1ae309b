/**
 * The web host's entry, the only module a page imports (with import()):
 * loads Filament's wasm first, because the library installs its proxy and
 * calls into it as soon as it is imported (src/native/FilamentProxy.ts:99-128),
 * then imports the library and the sample and renders it.
 */
import { loadFilament } from './filament';
import { setSiteBase } from './assets';
import { provideModules, type SharedModules } from './shared-modules';

export interface RunOptions {
  /** URL of filament.wasm (the site serves it for the live previews). */
  readonly wasmUrl: string;
  /** The page's React modules, which the host and the sample use (./shared-modules.ts). */
  readonly modules: SharedModules;
  /** Called with an error the sample throws while it renders. */
  readonly onError?: (error: unknown) => void;
}

export interface RunningSample {
  unmount(): void;
}

/** Runs a guide's sample (plugins/web-host/samples.ts names them) in `container`. */
export async function runSample(
  name: string,
  container: HTMLElement,
  options: RunOptions,
): Promise<RunningSample> {
  // host.js lives at <site>/web-host/host.js.
  setSiteBase(new URL('..', import.meta.url).href);
  provideModules(options.modules);
  await loadFilament(new URL(options.wasmUrl, location.href).href);
  const { mountSample } = await import('./app');
  return mountSample(name, container, options.onError);
}
