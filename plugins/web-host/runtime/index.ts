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

/**
 * Filament's web build needs WebGL 2. Without it the library's engine would
 * fail inside a worklet, where no one sees it: the caller gets this instead.
 */
function assertWebGL2(): void {
  const context = document.createElement('canvas').getContext('webgl2');
  if (!context)
    throw new Error('This browser cannot create a WebGL 2 context, which Filament needs.');
  context.getExtension('WEBGL_lose_context')?.loseContext();
}

/** What both entries do first: the site's base, the page's React, WebGL 2, Filament's wasm. */
async function prepare(options: RunOptions): Promise<void> {
  // host.js lives at <site>/web-host/host.js.
  setSiteBase(new URL('..', import.meta.url).href);
  provideModules(options.modules);
  assertWebGL2();
  await loadFilament(new URL(options.wasmUrl, location.href).href);
}

/** Runs a guide's sample (plugins/web-host/samples.ts names them) in `container`. */
export async function runSample(
  name: string,
  container: HTMLElement,
  options: RunOptions,
): Promise<RunningSample> {
  await prepare(options);
  const { mountSample } = await import('./app');
  return mountSample(name, container, options.onError);
}

/**
 * Runs a sample's TSX source (a reader's edit) in `container`: compiled in
 * the page by ./compile.ts (sucrase), whose chunk loads on the first call.
 * Code that does not compile rejects with its line:column; an error while
 * it renders goes to `onError`, with the line in `source` when known.
 */
export async function runCode(
  source: string,
  container: HTMLElement,
  options: RunOptions,
): Promise<RunningSample> {
  await prepare(options);
  const { mountCode } = await import('./edited-code');
  return mountCode(source, container, options.onError);
}
