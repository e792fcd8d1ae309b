/**
 * Where a running sample's errors go. On a phone, React Native's
 * `ErrorUtils` (Libraries/polyfills/error-guard.js) receives every error the
 * app does not catch, and the library reports through it what fails on its
 * worklet thread: a render callback, a worklet effect, a swap chain
 * (src/ErrorUtils.ts reportError/reportWorkletError). The page has no
 * ErrorUtils, so without this module those errors reached the console only
 * and the stage froze. Here:
 * - `globalThis.ErrorUtils` is defined with React Native's members, its
 *   default handler giving the error to the running sample's capture;
 * - the page's `error` and `unhandledrejection` events (an `onPress` that
 *   throws: React rethrows it to the window; a timer; a promise) go there too;
 * - an edited sample's own timers are wrapped (`timersFor`), so their errors
 *   are its own even with several samples running.
 * A capture reports its first error only (the caller shows it and stops the
 * sample); later ones go to the console, each distinct message once, so a
 * render callback failing on every frame does not flood it.
 */

export type ErrorHandler = (error: unknown, isFatal?: boolean) => void;

/** React Native's ErrorUtils, as the library and a reader's code may call it. */
export interface ErrorUtilsLike {
  setGlobalHandler(handler: ErrorHandler): void;
  getGlobalHandler(): ErrorHandler;
  reportError(error: unknown): void;
  reportFatalError(error: unknown): void;
  applyWithGuard<T>(fn: (...args: unknown[]) => T, context?: unknown, args?: unknown[]): T | null;
  applyWithGuardIfNeeded<T>(
    fn: (...args: unknown[]) => T,
    context?: unknown,
    args?: unknown[],
  ): T | null;
  inGuard(): boolean;
  guard<F extends (...args: never[]) => unknown>(fn: F): F | null;
}

export interface ErrorCapture {
  /** True once an error was reported: the sample is being stopped. */
  readonly failed: boolean;
  /** Reports `error` if it is the first; later errors go to the console. */
  report(error: unknown): void;
  /** No longer the target of the page's errors. */
  dispose(): void;
}

/** Running captures, the newest last: the page's errors go to the newest. */
const captures: ErrorCapture[] = [];

/** The newest running sample's capture gets it; with none running, the console. */
function toRunningSample(error: unknown, isFatal = true): void {
  const capture = captures[captures.length - 1];
  // A non-fatal report is the library's note of a race it recovers from (FilamentView.tsx:257).
  if (!capture || !isFatal) console.error(error);
  else capture.report(error);
}

/** Error-guard.js's members, over one replaceable handler. */
function createErrorUtils(): ErrorUtilsLike {
  let handler: ErrorHandler = toRunningSample;
  let guards = 0;
  const applyWithGuard = <T>(
    fn: (...args: unknown[]) => T,
    context?: unknown,
    args?: unknown[],
  ): T | null => {
    try {
      guards++;
      return fn.apply(context, args ?? []);
    } catch (error) {
      handler(error, false);
      return null;
    } finally {
      guards--;
    }
  };
  return {
    setGlobalHandler: (next) => void (handler = next),
    getGlobalHandler: () => handler,
    reportError: (error) => handler(error, false),
    reportFatalError: (error) => handler(error, true),
    applyWithGuard,
    applyWithGuardIfNeeded: (fn, context, args) =>
      guards > 0 ? fn.apply(context, args ?? []) : applyWithGuard(fn, context, args),
    inGuard: () => guards > 0,
    guard: (fn) => {
      if (typeof fn !== 'function') return null;
      const call = fn as unknown as (...args: unknown[]) => unknown;
      return ((...args: unknown[]) =>
        applyWithGuard(call, undefined, args)) as unknown as typeof fn;
    },
  };
}

let installed = false;

/** Defines `globalThis.ErrorUtils` (unless the page has one) and listens to the page's errors; once. */
export function installErrorUtils(): void {
  if (installed) return;
  installed = true;
  const global = globalThis as { ErrorUtils?: ErrorUtilsLike };
  global.ErrorUtils ??= createErrorUtils();
  // Through ErrorUtils' handler, as React Native's own uncaught-error path is: a reader may set it.
  const report = (error: unknown) => global.ErrorUtils!.getGlobalHandler()(error, true);
  // Not in Node (the unit tests): the page's events only.
  if (typeof addEventListener !== 'function') return;
  addEventListener('error', (event) => {
    if (captures.length > 0) report(event.error ?? new Error(event.message));
  });
  addEventListener('unhandledrejection', (event) => {
    if (captures.length > 0) report(event.reason);
  });
}

const keyOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A sample's capture: `onFirst` gets its first error; it is the newest until disposed. */
export function captureErrors(onFirst: (error: unknown) => void): ErrorCapture {
  const logged = new Set<string>();
  const capture = {
    failed: false,
    report(error: unknown) {
      if (capture.failed) {
        if (!logged.has(keyOf(error))) console.error(error);
        logged.add(keyOf(error));
        return;
      }
      capture.failed = true;
      logged.add(keyOf(error));
      onFirst(error);
    },
    dispose() {
      const at = captures.indexOf(capture);
      if (at >= 0) captures.splice(at, 1);
    },
  };
  captures.push(capture);
  return capture;
}

type Callback = (...args: unknown[]) => unknown;

/**
 * setTimeout, setInterval, requestAnimationFrame, queueMicrotask and their
 * clear functions for an edited sample (compile.ts passes them to its code in
 * place of the page's): a callback's error goes to `capture`, and `clearAll`
 * cancels what is still pending when the sample stops.
 */
export function timersFor(capture: ErrorCapture): {
  readonly globals: Readonly<Record<string, unknown>>;
  clearAll(): void;
} {
  const timeouts = new Set<ReturnType<typeof setTimeout>>();
  const frames = new Set<number>();
  const guarded =
    (callback: unknown) =>
    (...args: unknown[]) => {
      if (capture.failed) return;
      try {
        if (typeof callback === 'function') (callback as Callback)(...args);
      } catch (error) {
        capture.report(error);
      }
    };
  const globals = {
    setTimeout: (callback: unknown, ms?: number, ...args: unknown[]) => {
      const id = setTimeout(
        (...a: unknown[]) => {
          timeouts.delete(id);
          guarded(callback)(...a);
        },
        ms,
        ...args,
      );
      timeouts.add(id);
      return id;
    },
    setInterval: (callback: unknown, ms?: number, ...args: unknown[]) => {
      const id = setInterval(guarded(callback), ms, ...args);
      timeouts.add(id);
      return id;
    },
    clearTimeout: (id: ReturnType<typeof setTimeout>) => {
      timeouts.delete(id);
      clearTimeout(id);
    },
    clearInterval: (id: ReturnType<typeof setInterval>) => {
      timeouts.delete(id);
      clearInterval(id);
    },
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      const id = requestAnimationFrame((now) => {
        frames.delete(id);
        guarded(callback)(now);
      });
      frames.add(id);
      return id;
    },
    cancelAnimationFrame: (id: number) => {
      frames.delete(id);
      cancelAnimationFrame(id);
    },
    queueMicrotask: (callback: unknown) => queueMicrotask(guarded(callback)),
  };
  return {
    globals,
    clearAll() {
      // clearTimeout and clearInterval share one pool of ids.
      for (const id of timeouts) clearTimeout(id);
      for (const id of frames) cancelAnimationFrame(id);
      timeouts.clear();
      frames.clear();
    },
  };
}

/** An error in the reader's code; line and column (1-based) in their text when known. */
export interface SampleError {
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
}

/** An error from a sample's code, its message naming the file and line it came from. */
export class SampleCodeError extends Error {
  readonly line?: number;
  readonly column?: number;
  constructor(error: SampleError) {
    super(error.message);
    this.name = 'SampleCodeError';
    this.line = error.line;
    this.column = error.column;
  }
}

/** The line:column in `fileName` of the first stack frame of the reader's code, if any. */
export function locate(
  error: unknown,
  fileName = 'App.tsx',
): { line: number; column: number } | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const escaped = fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(stack);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}

/**
 * The sample's error as one message, `App.tsx:12: …`, with the line of the
 * first stack frame in its code (an edited sample's code carries its
 * sourceURL, compile.ts); `App.tsx: …` when no frame is there (a guide's
 * sample is bundled and minified: its lines are not in the stack). No
 * column: a stack's column is in sucrase's output, not in the reader's text.
 */
export function describeError(error: unknown, fileName = 'App.tsx'): SampleError {
  if (error instanceof SampleCodeError) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (text.startsWith(`${fileName}:`)) return { message: text };
  const at = locate(error, fileName);
  if (!at) return { message: `${fileName}: ${text}` };
  return { message: `${fileName}:${at.line}: ${text}`, ...at };
}
