/**
 * Imported only once Filament is loaded: the library (its import installs
 * FilamentProxy) and the samples, rendered in a React root of their own.
 */
import React, { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import View from 'react-native-web/dist/exports/View';

import SAMPLES from 'web-host-samples';
import { pickComponent } from './pick-component';
import { captureErrors, describeError, SampleCodeError, type ErrorCapture } from './errors';
import type { ConsoleEntry } from './sample-console';

/** SwiftShader, the slowest WebGL here, draws a first frame well within this. */
export const FIRST_FRAME_TIMEOUT_MS = 20_000;

/** What a run tells its caller: its first error, and a notice while it has drawn nothing. */
export interface RunCallbacks {
  /** The run's first error, with the sample's file (and line when known); the run has stopped. */
  readonly onError?: (error: unknown) => void;
  /** A note that the sample has drawn nothing yet (not an error); `undefined` when it goes. */
  readonly onNotice?: (notice: string | undefined) => void;
  /** Each console call of a reader's edited code (./sample-console.ts), with its line. */
  readonly onConsole?: (entry: ConsoleEntry) => void;
}

/** An error a sample throws while rendering goes to the caller, not into a blank root. */
export class Boundary extends Component<{
  readonly onError?: (error: unknown) => void;
  readonly children: ReactNode;
}> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * One run of a sample: its error capture (./errors.ts) and what stops it.
 * The first error, wherever it comes from, is described with the sample's
 * file and line, handed to `onError`, and stops the run (its React root
 * unmounts, so the library releases the engine and no frame callback fails
 * again); later errors reach the console only.
 */
export interface SampleRun {
  readonly capture: ErrorCapture;
  /** Called when the run stops, newest first. */
  onStop(cleanup: () => void): void;
  stop(): void;
}

export function startRun(callbacks: RunCallbacks, fileName: string): SampleRun {
  const cleanups: (() => void)[] = [];
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    capture.dispose();
    for (const cleanup of cleanups.reverse()) cleanup();
  };
  const capture = captureErrors((error) => {
    callbacks.onNotice?.(undefined);
    callbacks.onError?.(new SampleCodeError(describeError(error, fileName)));
    // Later: the error may come from inside React's commit, where a root cannot unmount.
    setTimeout(stop, 0);
  });
  return { capture, onStop: (cleanup) => void cleanups.push(cleanup), stop };
}

/** What a reader can press on the stage: a sample that shows one may be waiting for it. */
const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [tabindex]';

export const NOTHING_DRAWN = `Nothing drawn yet: the sample has drawn no frame in ${FIRST_FRAME_TIMEOUT_MS / 1000} s. If it should have, is a <FilamentView> with a size inside <FilamentScene>?`;

/**
 * The notice for a sample that draws nothing: after FIRST_FRAME_TIMEOUT_MS,
 * only if no frame was drawn (scene-objects.ts counts them on the canvas),
 * nothing failed, and the stage shows no control (a sample waiting for a
 * press is not broken). Gone as soon as a frame draws.
 */
function watchFirstFrame(container: HTMLElement, run: SampleRun, callbacks: RunCallbacks): void {
  const drawn = () => container.querySelector('canvas[data-frames]') !== null;
  let observer: MutationObserver | undefined;
  const timer = setTimeout(() => {
    // What was decided, for a reader's tools and the tests (which cannot wait for a thing not to show).
    container.dataset.firstFrame = run.capture.failed
      ? 'failed'
      : drawn()
        ? 'drawn'
        : container.querySelector(CONTROLS)
          ? 'controls'
          : 'notice';
    if (container.dataset.firstFrame !== 'notice') return;
    callbacks.onNotice?.(NOTHING_DRAWN);
    observer = new MutationObserver(() => {
      if (!drawn()) return;
      observer?.disconnect();
      callbacks.onNotice?.(undefined);
    });
    observer.observe(container, {
      subtree: true,
      childList: true,
      attributeFilter: ['data-frames'],
    });
  }, FIRST_FRAME_TIMEOUT_MS);
  run.onStop(() => {
    clearTimeout(timer);
    observer?.disconnect();
    delete container.dataset.firstFrame;
  });
}

/** The browser taking the WebGL context away is an error of the run too. */
function watchContext(container: HTMLElement, run: SampleRun): void {
  // webglcontextlost does not bubble: caught on its way down to the canvas.
  const lost = () =>
    run.capture.report(
      new Error('The browser took the WebGL context away (lost context): run the sample again.'),
    );
  container.addEventListener('webglcontextlost', lost, true);
  run.onStop(() => container.removeEventListener('webglcontextlost', lost, true));
}

/** Renders a sample's component in `container`, guarded by the error boundary and the watches. */
export function mountComponent(
  App: ComponentType,
  container: HTMLElement,
  run: SampleRun,
  callbacks: RunCallbacks,
): { unmount(): void } {
  const root = createRoot(container);
  run.onStop(() => root.unmount());
  watchContext(container, run);
  watchFirstFrame(container, run, callbacks);
  root.render(
    <Boundary onError={(error) => run.capture.report(error)}>
      <View style={{ width: '100%', height: '100%' }}>
        <App />
      </View>
    </Boundary>,
  );
  return { unmount: run.stop };
}

export async function mountSample(
  name: string,
  container: HTMLElement,
  callbacks: RunCallbacks,
  fileName = 'App.tsx',
): Promise<{ unmount(): void }> {
  const load = SAMPLES[name];
  if (!load) throw new Error(`[web-host] no sample named ${name}`);
  const App = pickComponent(await load(), fileName);
  return mountComponent(App, container, startRun(callbacks, fileName), callbacks);
}
