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

export function createChoreographer(): WebChoreographer {
  const listeners = new Set<(frameInfo: FrameInfo) => void>();
  const frameInfo = createFrameInfoClock();
  let request = 0;
  const frame = (now: number) => {
    request = requestAnimationFrame(frame);
    const info = frameInfo(rafTimestampToNanos(now));
    for (const listener of [...listeners]) listener(info);
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
