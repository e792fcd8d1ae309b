/**
 * The live previews' entry (src/components/LivePreview/LiveCanvas.tsx): a
 * preview's JSX, as its knobs wrote it (shared/live-preview/jsx.ts, toJsx),
 * compiled in the page and run by the library, and then each new text the
 * knobs write, run by the same engine: see ./preview-app.tsx for how a new
 * text reaches the running scene without re-creating the engine.
 */
import { prepareHost, type HostOptions } from './prepare';
import { provideFiles } from './memory-files';

export interface PreviewOptions extends HostOptions {
  /** The scene's TSX, a module exporting one function component (toJsx's output). */
  readonly source: string;
  /** Shown in stack traces and compile errors. */
  readonly fileName?: string;
  /**
   * An error the scene throws while it renders, or a new text that does not
   * compile, or a file of `files` that Filament cannot load.
   */
  readonly onError?: (error: unknown) => void;
  /**
   * Files in memory, by name (the model checker's reader's files):
   * `require('./assets/<name>')` gives that file, read without a request,
   * and a .gltf's URIs find its other files among them (./memory-files.ts).
   */
  readonly files?: ReadonlyMap<string, Uint8Array>;
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
  // A model handed over in memory that Filament cannot load is the caller's error too.
  const files = options.files && provideFiles(options.files, options.onError);
  try {
    return mountPreview(container, options, files);
  } catch (error) {
    files?.forget();
    throw error;
  }
}
