/**
 * The live previews' entry (src/components/LivePreview/LiveCanvas.tsx): a
 * preview's JSX, as its knobs wrote it (shared/live-preview/jsx.ts, toJsx),
 * compiled in the page and run by the library, and then each new text the
 * knobs write, run by the same engine: see ./preview-app.tsx for how a new
 * text reaches the running scene without re-creating the engine.
 */
import { prepareHost, type HostOptions } from './prepare';

export interface PreviewOptions extends HostOptions {
  /** The scene's TSX, a module exporting one function component (toJsx's output). */
  readonly source: string;
  /** Shown in stack traces and compile errors. */
  readonly fileName?: string;
  /** An error the scene throws while it renders, or a new text that does not compile. */
  readonly onError?: (error: unknown) => void;
}

export interface UpdateOptions {
  /**
   * Mount the scene afresh (a new engine) instead of handing the new props to
   * the running one: for a prop the library reads only when it mounts.
   */
  readonly remount?: boolean;
}

export interface RunningPreview {
  /** Runs a new text of the scene; throws (and keeps the scene) if it does not compile. */
  update(source: string, options?: UpdateOptions): void;
  /** The library releases its engine and the WebGL context goes. */
  unmount(): void;
}

/** Renders the preview in `container`, which gets `data-source`: the text last run. */
export async function runPreview(
  container: HTMLElement,
  options: PreviewOptions,
): Promise<RunningPreview> {
  await prepareHost(options);
  const { mountPreview } = await import('./preview-app');
  return mountPreview(container, options);
}
