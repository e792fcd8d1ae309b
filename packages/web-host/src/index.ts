/**
 * The web host's entry, the only module a page imports (with import()):
 * loads Filament's wasm first (./prepare.ts), then imports the library and
 * the sample and renders it. The live previews' entry is ./preview.ts.
 */
import { prepareHost, type HostOptions } from './prepare';
import type { ConsoleEntry } from './sample-console';
import { loadBullet, usesBullet } from './bullet/lazy';

export { runPreview } from './preview';
export type { PreviewOptions, RunningPreview, UpdateOptions } from './preview';
export type { HostOptions } from './prepare';
export type { ConsoleEntry, ConsoleLevel } from './sample-console';
export { pickAt } from './scene-pick';
export type { PickedEntity } from './scene-pick';

export interface RunOptions extends HostOptions {
  /**
   * Called once, with the first error of the run (./errors.ts: a render, an
   * effect, a worklet, a render callback, an event handler, a timer, a
   * promise), its message naming the sample's file and line when known; the
   * run has stopped by then.
   */
  readonly onError?: (error: unknown) => void;
  /**
   * A notice that the sample has drawn nothing yet (./app.tsx: after 20 s,
   * with no error and no control on the stage), not an error; `undefined`
   * once a frame draws.
   */
  readonly onNotice?: (notice: string | undefined) => void;
  /**
   * Each `console.log`/`info`/`debug`/`warn`/`error` call of edited code
   * (runCode), with the line of the call in the reader's text when known.
   */
  readonly onConsole?: (entry: ConsoleEntry) => void;
  /** The sample's file name in messages (a guide's code block title); `App.tsx` by default. */
  readonly fileName?: string;
}

export interface RunningSample {
  unmount(): void;
  /** For edited code: the site's models standing in for those it names (`helmet.glb → showcase.glb`). */
  readonly standIns?: readonly string[];
}

/** Runs a guide's sample (plugins/web-host/samples.ts names them) in `container`. */
export async function runSample(
  name: string,
  container: HTMLElement,
  options: RunOptions,
): Promise<RunningSample> {
  await prepareHost(options);
  const { mountSample } = await import('./app');
  return mountSample(name, container, options, options.fileName);
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
  // Physics is a bundle of its own beside host.js (src/bullet/lazy.ts), loaded only for code that uses it.
  if (usesBullet(source)) await loadBullet(new URL('.', import.meta.url).href);
  const { mountCode } = await import('./edited-code');
  return mountCode(source, container, options);
}
