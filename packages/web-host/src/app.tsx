/**
 * Imported only once Filament is loaded: the library (its import installs
 * FilamentProxy) and the samples, rendered in a React root of their own.
 */
import React, { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { View } from 'react-native-web';

import SAMPLES from 'web-host-samples';
import { pickComponent } from './pick-component';

/** SwiftShader, the slowest WebGL here, draws a first frame well within this. */
export const FIRST_FRAME_TIMEOUT_MS = 20_000;

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
 * What the running sample can go wrong with outside React: no frame drawn
 * in time (scene-objects.ts counts frames on the canvas), or the browser
 * taking the WebGL context away. Returns the cleanup.
 */
function watch(container: HTMLElement, onError?: (error: unknown) => void): () => void {
  const timer = setTimeout(() => {
    if (!container.querySelector('canvas[data-frames]'))
      onError?.(
        new Error(
          `The sample has not drawn a frame in ${FIRST_FRAME_TIMEOUT_MS / 1000} s (is a <FilamentView> with a size inside <FilamentScene>?).`,
        ),
      );
  }, FIRST_FRAME_TIMEOUT_MS);
  // webglcontextlost does not bubble: caught on its way down to the canvas.
  const lost = () =>
    onError?.(
      new Error('The browser took the WebGL context away (lost context): Stop, then run again.'),
    );
  container.addEventListener('webglcontextlost', lost, true);
  return () => {
    clearTimeout(timer);
    container.removeEventListener('webglcontextlost', lost, true);
  };
}

/** Renders a sample's component in `container`, guarded by the error boundary and the watch. */
export function mountComponent(
  App: ComponentType,
  container: HTMLElement,
  onError?: (error: unknown) => void,
): { unmount(): void } {
  const root = createRoot(container);
  root.render(
    <Boundary onError={onError}>
      <View style={{ width: '100%', height: '100%' }}>
        <App />
      </View>
    </Boundary>,
  );
  const unwatch = watch(container, onError);
  return {
    unmount: () => {
      unwatch();
      root.unmount();
    },
  };
}

export async function mountSample(
  name: string,
  container: HTMLElement,
  onError?: (error: unknown) => void,
): Promise<{ unmount(): void }> {
  const load = SAMPLES[name];
  if (!load) throw new Error(`[web-host] no sample named ${name}`);
  const App = pickComponent(await load(), 'App.tsx');
  return mountComponent(App, container, onError);
}
