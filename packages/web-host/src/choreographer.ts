/**
 * Choreographer (src/types/Choreographer.ts) on requestAnimationFrame: the
 * listeners get the library's FrameInfo, with nanosecond timestamps as the
 * native choreographers give them (cpp/RNFChoreographerWrapper.cpp:49-66).
 */
import { hostObject, type Releasable } from './host-object';
import { createFrameInfoClock, rafTimestampToNanos, type FrameInfo } from './ports/choreographer';

export interface Listener {
  remove(): void;
}

export interface WebChoreographer extends Releasable {
  start(): void;
  stop(): void;
  addFrameCallbackListener(callback: (frameInfo: FrameInfo) => void): Listener;
}

/**
 * A listener that throws does not keep the others from their frame: its
 * error is reported as an uncaught one (./errors.ts: the running sample's
 * message). The library's own listener catches its errors first
 * (src/react/FilamentView.tsx:106-115); a reader's listener may not.
 */
function callListener(listener: (frameInfo: FrameInfo) => void, info: FrameInfo): void {
  try {
    listener(info);
  } catch (error) {
    const errorUtils = (globalThis as { ErrorUtils?: { reportFatalError(e: unknown): void } })
      .ErrorUtils;
    if (errorUtils) errorUtils.reportFatalError(error);
    else console.error(error);
  }
}

export function createChoreographer(): WebChoreographer {
  const listeners = new Set<(frameInfo: FrameInfo) => void>();
  const frameInfo = createFrameInfoClock();
  let request = 0;
  const frame = (now: number) => {
    request = requestAnimationFrame(frame);
    const info = frameInfo(rafTimestampToNanos(now));
    for (const listener of [...listeners]) callListener(listener, info);
  };
  const stop = () => {
    cancelAnimationFrame(request);
    request = 0;
  };
  return hostObject(
    'Choreographer',
    {
      start: () => {
        if (!request) request = requestAnimationFrame(frame);
      },
      stop,
      addFrameCallbackListener: (callback: (frameInfo: FrameInfo) => void) => {
        listeners.add(callback);
        return hostObject('Listener', { remove: () => void listeners.delete(callback) });
      },
    },
    () => {
      stop();
      listeners.clear();
    },
  );
}
