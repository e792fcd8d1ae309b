/**
 * react-native-gesture-handler (2.x API) for samples in the browser: the gestures the guides'
 * and example app's orbit samples use, on pointer events of a plain element. Its own web build
 * (2.33.0) runs on react-native-web, but its gesture callbacks are worklets meant for
 * Reanimated's UI runtime, and it brings hammer.js; the host imitates the part the samples use:
 * - `Gesture.Pan()`: one pointer pressed and moved; events carry x, y (in the detector's
 *   element), absoluteX/Y, translationX/Y, changeX/Y, velocityX/Y 0.
 * - `Gesture.Pinch()`: two pointers (touch), or the mouse wheel (each wheel step is a pinch
 *   from 1 by 10 %), with scale, focalX/Y, velocity 0.
 * - callbacks onBegin, onStart, onUpdate, onChange, onEnd, onFinalize; `maxPointers`,
 *   `minPointers`, `enabled`; `Gesture.Race`, `Exclusive` (the first to start wins until it
 *   ends) and `Simultaneous`; `GestureDetector`, `GestureHandlerRootView` (a View).
 * Not imitated: Tap, LongPress, Fling, Rotation, state machine details, activation offsets.
 */
import React, { useEffect, useRef, type ReactNode } from 'react';
import { View } from 'react-native-web';
import { attachGestures } from './gesture-pointers';

type Handler = (event: Record<string, number>) => void;
type Kind = 'pan' | 'pinch';
const CALLBACKS = ['onBegin', 'onStart', 'onUpdate', 'onChange', 'onEnd', 'onFinalize'] as const;
type CallbackName = (typeof CALLBACKS)[number];

export class ShimGesture {
  readonly handlers: Partial<Record<CallbackName, Handler>> = {};
  maxPointerCount = 10;
  minPointerCount = 1;
  isEnabled = true;
  constructor(readonly kind: Kind) {
    for (const name of CALLBACKS) {
      (this as unknown as Record<string, unknown>)[name] = (handler: Handler) => {
        this.handlers[name] = handler;
        return this;
      };
    }
  }
  maxPointers(count: number) {
    this.maxPointerCount = count;
    return this;
  }
  minPointers(count: number) {
    this.minPointerCount = count;
    return this;
  }
  enabled(on: boolean) {
    this.isEnabled = on;
    return this;
  }
  /** Configuration the host does not imitate: accepted and ignored. */
  runOnJS() {
    return this;
  }
  emit(names: readonly CallbackName[], event: Record<string, number>) {
    for (const name of names) this.handlers[name]?.(event);
  }
}

export interface ComposedGesture {
  readonly gestures: readonly ShimGesture[];
  readonly exclusive: boolean;
}

const compose = (
  exclusive: boolean,
  parts: (ShimGesture | ComposedGesture)[],
): ComposedGesture => ({
  exclusive,
  gestures: parts.flatMap((part) => (part instanceof ShimGesture ? [part] : part.gestures)),
});

const unavailable = (name: string) => () => {
  throw new Error(`Gesture.${name}() is not available in the browser.`);
};

export const Gesture = {
  Pan: () => new ShimGesture('pan'),
  Pinch: () => new ShimGesture('pinch'),
  Race: (...parts: (ShimGesture | ComposedGesture)[]) => compose(true, parts),
  Exclusive: (...parts: (ShimGesture | ComposedGesture)[]) => compose(true, parts),
  Simultaneous: (...parts: (ShimGesture | ComposedGesture)[]) => compose(false, parts),
  Tap: unavailable('Tap'),
  LongPress: unavailable('LongPress'),
  Fling: unavailable('Fling'),
  Rotation: unavailable('Rotation'),
};

/** GestureDetector: its one child, in an element whose pointer events drive the gestures. */
export function GestureDetector({
  gesture,
  children,
}: {
  readonly gesture: ShimGesture | ComposedGesture;
  readonly children?: ReactNode;
}) {
  const ref = useRef<HTMLElement | null>(null);
  const latest = useRef(gesture);
  latest.current = gesture;
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    return attachGestures(element, () => latest.current);
  }, []);
  return (
    <View ref={ref} style={{ flex: 1, touchAction: 'none' }}>
      {children}
    </View>
  );
}

export function GestureHandlerRootView(props: { style?: unknown; children?: ReactNode }) {
  return <View {...props} />;
}
