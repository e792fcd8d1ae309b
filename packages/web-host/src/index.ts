/**
 * The web host's entry, the only module a page imports (with import()):
 * loads Filament's wasm first (./prepare.ts), then imports the library and
 * the sample and renders it. The live previews' entry is ./preview.ts.
 */
import { prepareHost, type HostOptions } from './prepare';

export { runPreview } from './preview';
export type { PreviewOptions, RunningPreview, UpdateOptions } from './preview';
export type { HostOptions } from './prepare';

export interface RunOptions extends HostOptions {
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
  await prepareHost(options);
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
  await prepareHost(options);
  const { mountCode } = await import('./edited-code');
  return mountCode(source, container, options.onError);
}
