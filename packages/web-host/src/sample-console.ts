/**
 * The `console` a reader's edited code sees (edited-code.ts hands it in as a
 * global of the module): each log, info, debug, warn and error call goes to
 * the page's console as before and to the caller's `onConsole`, with the
 * line of the reader's file it was called from, so the playground can show
 * it beside the code. Every other member (table, time, …) is the page's own.
 */

export type ConsoleLevel = 'log' | 'info' | 'debug' | 'warn' | 'error';

export interface ConsoleEntry {
  readonly level: ConsoleLevel;
  readonly text: string;
  /** The line in the reader's file of the call, when the stack shows it. */
  readonly line?: number;
}

const LEVELS: readonly ConsoleLevel[] = ['log', 'info', 'debug', 'warn', 'error'];

/** Longest text of one value: a logged scene object or buffer must not fill the panel. */
const MAX_VALUE_LENGTH = 2000;

/** One logged value as the browser's console would print it on one line. */
export function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  if (typeof value !== 'object' || value === null) return String(value);
  const seen = new WeakSet<object>();
  try {
    const text = JSON.stringify(value, (_key, inner: unknown) => {
      if (typeof inner === 'bigint') return `${inner}n`;
      if (typeof inner === 'function') return `[Function ${inner.name || 'anonymous'}]`;
      if (typeof inner !== 'object' || inner === null) return inner;
      if (seen.has(inner)) return '[Circular]';
      seen.add(inner);
      return ArrayBuffer.isView(inner) ? `[${inner.constructor.name}]` : inner;
    });
    const shown = text ?? String(value);
    return shown.length > MAX_VALUE_LENGTH ? `${shown.slice(0, MAX_VALUE_LENGTH)}…` : shown;
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * The reader's line of the call: the first frame of `fileName` in a stack
 * taken inside the console method (the code is evaluated with
 * `//# sourceURL=<fileName>`, and sucrase keeps its lines).
 */
export function callerLine(stack: string | undefined, fileName: string): number | undefined {
  if (!stack) return undefined;
  const escaped = fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}:(\\d+):\\d+`).exec(stack);
  return match ? Number(match[1]) : undefined;
}

/** A console whose five printing methods also report to `onConsole`. */
export function consoleFor(
  fileName: string,
  onConsole: ((entry: ConsoleEntry) => void) | undefined,
  page: Console = console,
): Console {
  const methods: PropertyDescriptorMap = {};
  for (const level of LEVELS) {
    methods[level] = {
      value: (...args: unknown[]) => {
        page[level](...args);
        const line = callerLine(new Error().stack, fileName);
        onConsole?.({ level, text: args.map(formatValue).join(' '), line });
      },
    };
  }
  return Object.create(page, methods) as Console;
}
