/**
 * A scene's TSX running on the web host (packages/web-host, src/preview.ts)
 * in a stage element, for the live previews (LiveCanvas) and the model
 * checker's live view (ModelChecker/LiveView): checks WebGL 2 before
 * anything is downloaded, imports the host, runs the text, hands each new
 * text to the running scene without a new engine, and reports a failure
 * (no WebGL 2, a failed load, a lost context, an error of the scene) once.
 * Unmounting, or a new attempt, releases the engine and its context.
 */
import { useEffect, useRef, type RefObject } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { RunningPreview, runPreview } from 'react-native-filament-web-host';
import { hasWebGL2 } from 'react-native-filament-web-host/webgl2';
import { useFilamentWasmData } from '@site/plugins/filament-wasm/client';

/**
 * Why a run ended: no WebGL 2; the host or Filament could not be loaded;
 * the browser took the context away; the scene failed (it threw, or a file
 * it was handed could not be loaded).
 */
export type HostFailure = 'no-webgl2' | 'load-failed' | 'context-lost' | 'scene-failed';

/** The text to run, and when it needs a new engine rather than new props. */
export interface HostScene {
  readonly source: string;
  /**
   * A value whose change asks for a new mount (a prop the library reads only
   * when it mounts, e.g. `<Camera>`'s lens, src/react/Camera.tsx:84-89).
   */
  readonly mountKey?: string | number;
}

export interface HostPreviewOptions {
  /** Shown in stack traces and compile errors. */
  readonly fileName: string;
  /** Files the scene's `require('./assets/<name>')` reads from memory (packages/web-host/src/memory-files.ts). */
  readonly files?: ReadonlyMap<string, Uint8Array>;
  /** The scene is running. */
  readonly onLive: () => void;
  /** The run ended; called once per attempt. */
  readonly onFailure: (failure: HostFailure, error?: unknown) => void;
}

class HostPreviewError extends Error {
  constructor(readonly failure: HostFailure) {
    super(failure);
  }
}

interface Host {
  readonly runPreview: typeof runPreview;
}

interface StartOptions {
  readonly hostUrl: string;
  readonly wasmUrl: string;
  readonly fileName: string;
  readonly files?: ReadonlyMap<string, Uint8Array>;
  /** The latest scene (the knobs may change it while the host loads). */
  readonly latest: () => HostScene;
  readonly cancelled: () => boolean;
  readonly onSceneError: (error: unknown) => void;
}

/** Imports the host and runs the latest text; resolves to the running preview and the scene it ran, or undefined when cancelled. */
async function startPreview(
  element: HTMLElement,
  options: StartOptions,
): Promise<{ preview: RunningPreview; ran: HostScene } | undefined> {
  if (!hasWebGL2()) throw new HostPreviewError('no-webgl2');
  const host = (await import(/* webpackIgnore: true */ options.hostUrl)) as Host;
  if (options.cancelled()) return undefined;
  const started = options.latest();
  const preview = await host.runPreview(element, {
    wasmUrl: options.wasmUrl,
    source: started.source,
    fileName: options.fileName,
    files: options.files,
    onError: options.onSceneError,
  });
  if (options.cancelled()) {
    preview.unmount();
    return undefined;
  }
  // Changed while it loaded: run what was written since.
  const now = options.latest();
  if (now.source !== started.source)
    preview.update(now.source, { remount: now.mountKey !== started.mountKey });
  return { preview, ran: now };
}

/** The scene running on the host in `stage` from the attempt's start (attempt > 0) until unmount. */
export function useHostPreview(
  stage: RefObject<HTMLElement | null>,
  attempt: number,
  scene: HostScene,
  options: HostPreviewOptions,
): void {
  const { wasmPath } = useFilamentWasmData();
  const wasmUrl = useBaseUrl(`/${wasmPath}`);
  const hostUrl = useBaseUrl('/web-host/host.js');
  const running = useRef<RunningPreview>(undefined);
  const latest = useRef(scene);
  latest.current = scene;
  const callbacks = useRef(options);
  callbacks.current = options;
  /** The scene that last ran: a new mountKey needs a new mount. */
  const ran = useRef(scene);
  /** Ends the running attempt with a failure (set by the attempt). */
  const failure = useRef<(failure: HostFailure, error?: unknown) => void>(undefined);

  useEffect(() => {
    const element = stage.current;
    if (attempt === 0 || !element) return undefined;
    let cancelled = false;
    const fail = (reason: HostFailure, error?: unknown) => {
      running.current?.unmount();
      running.current = undefined;
      if (cancelled) return;
      cancelled = true;
      callbacks.current.onFailure(reason, error);
    };
    failure.current = fail;
    const lost = () => fail('context-lost');
    // The engine's canvas is the host's: its context events pass the stage on their way down.
    element.addEventListener('webglcontextlost', lost, true);
    startPreview(element, {
      hostUrl,
      wasmUrl,
      fileName: callbacks.current.fileName,
      files: callbacks.current.files,
      latest: () => latest.current,
      cancelled: () => cancelled,
      onSceneError: (error) => fail('scene-failed', error),
    }).then(
      (started) => {
        if (!started) return;
        running.current = started.preview;
        ran.current = started.ran;
        callbacks.current.onLive();
      },
      (error: unknown) =>
        fail(error instanceof HostPreviewError ? error.failure : 'load-failed', error),
    );
    return () => {
      cancelled = true;
      element.removeEventListener('webglcontextlost', lost, true);
      running.current?.unmount();
      running.current = undefined;
    };
    // Only a new attempt starts over; everything else is read when it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  // A new text: the running scene takes it (the first one ran when it started).
  useEffect(() => {
    const preview = running.current;
    if (!preview || stage.current?.dataset.source === scene.source) return;
    try {
      preview.update(scene.source, { remount: scene.mountKey !== ran.current.mountKey });
      ran.current = scene;
    } catch (error) {
      // The callers write every text: one that does not compile is a bug, shown as a failure.
      failure.current?.('scene-failed', error);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scene.source]);
}
