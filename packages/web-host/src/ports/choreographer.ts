/**
 * The frame info react-native-filament hands to every render callback.
 *
 * Follows node_modules/react-native-filament/cpp/RNFChoreographerWrapper.cpp:49-66, with the
 * state of cpp/RNFChoreographerWrapper.h:40-41 (`_startTime = 0`, `_lastFrameTime = 0`) and the
 * `FrameInfo` type of src/types/Choreographer.ts:4-20. Timestamps are nanoseconds natively:
 * iOS multiplies CADisplayLink's seconds by 1e9 (ios/src/RNFDisplayLinkListener.m:51-52),
 * Android passes Choreographer's frame time in nanoseconds
 * (android/src/main/java/com/margelo/filament/FilamentChoreographer.java:31-34). In the browser
 * `requestAnimationFrame` gives milliseconds: use `rafTimestampToNanos` first.
 */

export interface FrameInfo {
  /** The frame's timestamp, in nanoseconds. */
  readonly timestamp: number;
  /** The first frame's timestamp, in nanoseconds. */
  readonly startTime: number;
  /** (timestamp - startTime), in seconds. */
  readonly passedSeconds: number;
  /** (timestamp - previous frame's timestamp), in seconds; see the first-frame note. */
  readonly timeSinceLastFrame: number;
}

/** rAF's DOMHighResTimeStamp (ms) to the nanoseconds the library's callbacks expect. */
export function rafTimestampToNanos(milliseconds: number): number {
  return milliseconds * 1e6;
}

/**
 * One clock per choreographer, like the wrapper's two fields. Bugs kept:
 * - the first frame's `timeSinceLastFrame` is measured from 0, i.e. the whole timestamp in
 *   seconds (often days of uptime on a phone, page-age seconds in a browser), because
 *   `_lastFrameTime` starts at 0 (:58);
 * - neither field is reset by stop()/start(), so after a pause `passedSeconds` includes the pause
 *   and the next `timeSinceLastFrame` spans it;
 * - a timestamp of exactly 0 is taken as "not started yet" (:52), so the start moves to the next
 *   frame.
 */
export function createFrameInfoClock(): (timestampNanos: number) => FrameInfo {
  let startTime = 0;
  let lastFrameTime = 0;
  return (timestamp) => {
    if (startTime === 0) startTime = timestamp;
    const passedSeconds = (timestamp - startTime) / 1e9;
    const timeSinceLastFrame = (timestamp - lastFrameTime) / 1e9;
    lastFrameTime = timestamp;
    return { timestamp, passedSeconds, startTime, timeSinceLastFrame };
  };
}
