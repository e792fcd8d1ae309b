/**
 * Imported only once Filament is loaded: the library (its import installs
 * FilamentProxy) and the samples, rendered in a React root of their own.
 */
import React, { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { View } from 'react-native-web';

import SAMPLES from 'web-host-samples';

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

export async function mountSample(
  name: string,
  container: HTMLElement,
  onError?: (error: unknown) => void,
): Promise<{ unmount(): void }> {
  const load = SAMPLES[name];
  if (!load) throw new Error(`[web-host] no sample named ${name}`);
  const { default: App } = await load();
  const root = createRoot(container);
  root.render(
    <Boundary onError={onError}>
      <View style={{ width: '100%', height: '100%' }}>
        <App />
      </View>
    </Boundary>,
  );
  return { unmount: () => root.unmount() };
}
