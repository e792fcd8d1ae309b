/**
 * react-native-reanimated (3.x API) for the browser host: the smallest faithful set the
 * library's useSyncSharedValue and the guides' and example app's samples use. Reanimated's own
 * web build needs its Babel plugin to turn worklets into code it can run and brings its whole
 * runtime into the bundle, so the host imitates it instead, on the page's thread:
 * - shared values (`useSharedValue`, `makeMutable`) whose `value` may be set to an animation,
 *   which then runs on requestAnimationFrame and calls the value's listeners each frame
 *   (`addListener(id, fn)` / `removeListener(id)`, what useSyncSharedValue attaches);
 * - `withTiming` (default 300 ms, Easing.inOut(Easing.quad)), `withSpring` (the physics
 *   defaults of Reanimated 3.19: damping 10, mass 1, stiffness 100, rest thresholds 0.01 and
 *   2; a `duration` config is not imitated), `withSequence`, `withDelay`, `withRepeat`
 *   (reverse included), `cancelAnimation`; numbers only (no colors or arrays);
 * - `runOnUI` and `runOnJS` (run the function in a microtask), `Easing`, `interpolate`,
 *   `useDerivedValue` (recomputed every frame while mounted).
 * Anything else (useAnimatedStyle, Animated.View, layout animations, …) throws naming it.
 */
import { useEffect, useMemo } from 'react';
import { Easing } from './easing';

export { Easing };

type Stepper = (elapsed: number) => { value: number; done: boolean };

/** An animation a shared value runs: from its current value to `to` (if it has one). */
export interface ShimAnimation {
  readonly __webHostAnimation: true;
  readonly to?: number;
  run(from: number, to?: number): Stepper;
  readonly callback?: (finished: boolean) => void;
}

const animation = (
  run: ShimAnimation['run'],
  to?: number,
  callback?: (finished: boolean) => void,
): ShimAnimation => ({ __webHostAnimation: true, to, run, callback });

function isAnimation(value: unknown): value is ShimAnimation {
  return typeof value === 'object' && value !== null && '__webHostAnimation' in value;
}

export interface SharedValue<T> {
  value: T;
  get(): T;
  set(value: T | ((current: T) => T)): void;
  addListener(id: number, listener: (value: T) => void): void;
  removeListener(id: number): void;
  modify(modifier: (value: T) => T): void;
}

/** makeMutable (Reanimated's shared value outside React). */
export function makeMutable<T>(initial: T): SharedValue<T> {
  let current = initial;
  let frame: number | undefined;
  let running: ShimAnimation | undefined;
  const listeners = new Map<number, (value: T) => void>();
  const write = (next: T) => {
    current = next;
    for (const listener of [...listeners.values()]) listener(next);
  };
  const stop = (finished: boolean) => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    frame = undefined;
    const ended = running;
    running = undefined;
    ended?.callback?.(finished);
  };
  const start = (anim: ShimAnimation) => {
    stop(false);
    running = anim;
    const step = anim.run(Number(current));
    const began = performance.now();
    const tick = (now: number) => {
      const { value, done } = step(Math.max(0, now - began));
      write(value as T);
      if (done) stop(true);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
  };
  const shared: SharedValue<T> = {
    get value() {
      return current;
    },
    set value(next: T) {
      if (isAnimation(next)) start(next);
      else {
        stop(false);
        write(next);
      }
    },
    get: () => current,
    set: (next) => {
      shared.value = typeof next === 'function' ? (next as (c: T) => T)(current) : next;
    },
    addListener: (id, listener) => void listeners.set(id, listener),
    removeListener: (id) => void listeners.delete(id),
    modify: (modifier) => {
      shared.value = modifier(current);
    },
  };
  cancels.set(shared, () => stop(false));
  return shared;
}

const cancels = new WeakMap<object, () => void>();

export function cancelAnimation(shared: object): void {
  cancels.get(shared)?.();
}

export function useSharedValue<T>(initial: T): SharedValue<T> {
  const shared = useMemo(() => makeMutable(initial), []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => () => cancelAnimation(shared), [shared]);
  return shared;
}

export function withTiming(
  to: number,
  config: { duration?: number; easing?: (t: number) => number } = {},
  callback?: (finished: boolean) => void,
): ShimAnimation {
  const duration = config.duration ?? 300;
  const easing = config.easing ?? Easing.inOut(Easing.quad);
  return animation(
    (from, target = to) =>
      (elapsed) => {
        if (duration <= 0 || elapsed >= duration) return { value: target, done: true };
        return { value: from + (target - from) * easing(elapsed / duration), done: false };
      },
    to,
    callback,
  );
}

export { withSpring } from './reanimated-spring';

/** withDelay(ms, animation): the value holds, then the animation runs. */
export function withDelay(delay: number, next: ShimAnimation): ShimAnimation {
  return animation(
    (from, to) => {
      const step = next.run(from, to);
      return (elapsed) => (elapsed < delay ? { value: from, done: false } : step(elapsed - delay));
    },
    next.to,
    next.callback,
  );
}

/** withSequence(...animations): each from where the one before ended. */
export function withSequence(...animations: ShimAnimation[]): ShimAnimation {
  return animation((from) => {
    let index = 0;
    let offset = 0;
    let step = animations[0]?.run(from);
    let value = from;
    return (elapsed) => {
      while (step) {
        const result = step(elapsed - offset);
        value = result.value;
        if (!result.done) return { value, done: false };
        animations[index]?.callback?.(true);
        offset = elapsed;
        index += 1;
        step = animations[index]?.run(value);
      }
      return { value, done: true };
    };
  }, animations.at(-1)?.to);
}

/** withRepeat(animation, count = 2, reverse = false): count <= 0 repeats until cancelled. */
export function withRepeat(
  next: ShimAnimation,
  count = 2,
  reverse = false,
  callback?: (finished: boolean) => void,
): ShimAnimation {
  return animation(
    (from) => {
      let round = 0;
      let offset = 0;
      let step = next.run(from);
      return (elapsed) => {
        const result = step(elapsed - offset);
        if (!result.done) return result;
        round += 1;
        if (count > 0 && round >= count) return { value: result.value, done: true };
        offset = elapsed;
        step = next.run(reverse ? result.value : from, reverse && round % 2 === 1 ? from : next.to);
        return { value: result.value, done: false };
      };
    },
    next.to,
    callback,
  );
}

/** runOnUI(fn)(...args): the page has one thread; the call runs in a microtask, as a hop would. */
export function runOnUI<A extends unknown[]>(fn: (...args: A) => unknown) {
  return (...args: A) => queueMicrotask(() => void fn(...args));
}

export const runOnJS = runOnUI;

/** useDerivedValue(fn): a shared value holding fn()'s result, recomputed every frame while mounted. */
export function useDerivedValue<T>(compute: () => T): SharedValue<T> {
  const derived = useSharedValue(compute());
  useEffect(() => {
    let frame = requestAnimationFrame(function update() {
      const next = compute();
      if (!Object.is(next, derived.value)) derived.value = next;
      frame = requestAnimationFrame(update);
    });
    return () => cancelAnimationFrame(frame);
  });
  return derived;
}

export { interpolate, Extrapolation } from './easing';

export function isSharedValue(value: unknown): boolean {
  return typeof value === 'object' && value !== null && cancels.has(value);
}
