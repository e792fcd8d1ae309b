/**
 * react-native-worklets-core for the browser: worklets run on the page's
 * thread. A context's runAsync queues the call as a microtask (the library
 * awaits it, as it awaits a real worklet thread); shared values are mutable
 * holders whose listeners fire synchronously on each write. The closure
 * metadata (`__closure`) comes from worklets-core's own Babel plugin, which
 * the bundle runs on the library (plugins/web-host/bundle.ts).
 */
import { useMemo, useRef, type DependencyList } from 'react';

type AnyFunction = (...args: never[]) => unknown;

interface WorkletMeta {
  readonly __closure?: Record<string, unknown>;
  readonly __workletHash?: number;
}

export interface ISharedValue<T> {
  value: T;
  addListener(listener: () => void): () => void;
}

class SharedValue<T> implements ISharedValue<T> {
  private current: T;
  private readonly listeners = new Set<() => void>();

  constructor(initial: T) {
    this.current = initial;
  }

  get value(): T {
    return this.current;
  }

  set value(next: T) {
    this.current = next;
    for (const listener of [...this.listeners]) listener();
  }

  addListener(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export interface IWorkletContext {
  readonly name: string;
  runAsync<T>(fn: () => T): Promise<T>;
  createRunAsync<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => Promise<R>;
}

/** Runs worklets after the current task's synchronous work, as a hop to another thread would. */
export function createContext(name: string): IWorkletContext {
  const runAsync = <T>(fn: () => T): Promise<T> => Promise.resolve().then(fn);
  return {
    name,
    runAsync,
    createRunAsync:
      <A extends unknown[], R>(fn: (...args: A) => R) =>
      (...args: A) =>
        runAsync(() => fn(...args)),
  };
}

const defaultContext = createContext('default');

export const Worklets = {
  defaultContext,
  createContext,
  createSharedValue: <T>(initial: T): ISharedValue<T> => new SharedValue(initial),
  /** JS and worklets share one thread: the function itself, called now. */
  createRunOnJS: <F extends AnyFunction>(fn: F): F => fn,
  createRunInContextFn:
    <A extends unknown[], R>(fn: (...args: A) => R, context: IWorkletContext = defaultContext) =>
    (...args: A) =>
      context.runAsync(() => fn(...args)),
};

/** A worklet as worklets-core's plugin marks it: a hash and a closure object. */
export function isWorklet(fn: unknown): boolean {
  const meta = fn as WorkletMeta | undefined;
  return typeof meta?.__workletHash === 'number' && typeof meta.__closure === 'object';
}

/**
 * The values a worklet captured, as React dependencies. A function the
 * plugin did not mark (user code run without it) depends on itself, so an
 * effect re-runs when a new closure is passed, never with stale values.
 */
export function getWorkletDependencies(fn: AnyFunction): DependencyList {
  const closure = (fn as WorkletMeta).__closure;
  return closure && typeof closure === 'object' ? Object.values(closure) : [fn];
}

export function worklet<F extends AnyFunction>(fn: F): F {
  return fn;
}

export function useSharedValue<T>(initial: T): ISharedValue<T> {
  const ref = useRef<ISharedValue<T> | null>(null);
  ref.current ??= new SharedValue(initial);
  return ref.current;
}

export function useWorklet<A extends unknown[], R>(
  context: IWorkletContext | 'default',
  fn: (...args: A) => R,
): (...args: A) => Promise<R> {
  const name = context === 'default' ? 'default' : context.name;
  return useMemo(
    () => (context === 'default' ? defaultContext : context).createRunAsync(fn),
    // The same dependencies worklets-core's useWorklet uses: the captured values and the context.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [...getWorkletDependencies(fn), name],
  );
}

export function useRunOnJS<F extends AnyFunction>(fn: F, deps: DependencyList): F {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => fn, deps);
}
