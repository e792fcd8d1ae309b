/**
 * A reader's edited sample, from TSX text to a component, in the page:
 * sucrase strips the types, turns JSX into `react/jsx-runtime` calls and the
 * imports into `require` (keeping every line where it was, so an error's
 * line is the reader's line); ./instrument.ts adds worklet closures and loop
 * guards; the code is evaluated with a `require` that knows only the modules
 * a sample may import. Loaded only when a reader runs edited code (its own
 * chunk, see ../README.md); no type-check here.
 */
import type { ComponentType } from 'react';
import { transform } from 'sucrase';
import { instrument, LOOP_CHECK, LOOP_START, LOOP_LIMIT_MS } from './instrument';
import { pickComponent } from './pick-component';

/** An error in the reader's code; line and column (1-based) in their text when known. */
export interface SampleError {
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
}

export type CompiledSample =
  { readonly component: ComponentType } | { readonly error: SampleError };

/** What a sample may import: module name → its exports; asset requests go to `asset`. */
export interface SampleEnvironment {
  readonly modules: Readonly<Record<string, unknown>>;
  /** `require('./assets/x.glb')` (a relative .glb, .gltf, .ktx, .png, .jpg or .filamat): the id the library's useBuffer resolves. */
  readonly asset: (request: string) => unknown;
}

/** TSX → CommonJS JavaScript with the same lines, or sucrase's error with the reader's line:column. */
export function transformSample(
  source: string,
  fileName = 'App.tsx',
): { readonly code: string } | { readonly error: SampleError } {
  try {
    const { code } = transform(source, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: fileName,
    });
    return { code: instrumentOrLocate(code, fileName) };
  } catch (cause) {
    if (cause instanceof SampleSyntaxError) return { error: cause.error };
    return { error: parseError(cause, source, fileName) };
  }
}

class SampleSyntaxError extends Error {
  constructor(readonly error: SampleError) {
    super(error.message);
  }
}

/**
 * Sucrase is lenient: some broken code comes out as broken JavaScript, which
 * acorn (in instrument.ts) then rejects. Its line is the reader's (sucrase
 * keeps lines); its column is in sucrase's output, so it is left out.
 */
function instrumentOrLocate(code: string, fileName: string): string {
  try {
    return instrument(code);
  } catch (cause) {
    const loc = (cause as { loc?: { line: number } }).loc;
    if (!(cause instanceof SyntaxError) || !loc) throw cause;
    const reason = cause.message.replace(/ \(\d+:\d+\)$/, '');
    throw new SampleSyntaxError({ message: `${fileName}:${loc.line}: ${reason}`, line: loc.line });
  }
}

/**
 * Sucrase's SyntaxError carries `pos` (an offset in the source; `loc` and a
 * "(line:column)" suffix only for some errors): the reader's line:column,
 * 1-based, from the offset.
 */
function parseError(cause: unknown, source: string, fileName: string): SampleError {
  const pos = (cause as { pos?: number }).pos;
  const text = cause instanceof Error ? cause.message : String(cause);
  // "Error transforming App.tsx: Unexpected token (3:5)" → "App.tsx:3:5: Unexpected token".
  const reason = text.replace(/^Error transforming [^:]*: /, '').replace(/ \(\d+:\d+\)$/, '');
  if (typeof pos !== 'number') return { message: `${fileName}: ${reason}` };
  const before = source.slice(0, pos);
  const line = before.split('\n').length;
  const column = pos - before.lastIndexOf('\n');
  return { message: `${fileName}:${line}:${column}: ${reason}`, line, column };
}

/**
 * A module as sucrase's interop reads it: named exports (read through the
 * prototype, so a module that throws on a name it lacks still does), and
 * `default` (the module itself if it has none).
 */
function asModule(exported: unknown): object {
  if (typeof exported !== 'object' || exported === null) return { default: exported };
  const record = exported as Record<string, unknown>;
  // Defined, not assigned: a namespace's own `default` may be a getter only.
  return Object.create(record, {
    default: { value: record.default ?? exported, enumerable: true },
    __esModule: { value: true },
  }) as object;
}

/** The `require` the reader's code gets. */
function requireFor(environment: SampleEnvironment) {
  const cache = new Map<string, unknown>();
  return (request: string): unknown => {
    if (!cache.has(request)) {
      if (Object.prototype.hasOwnProperty.call(environment.modules, request)) {
        cache.set(request, asModule(environment.modules[request]));
      } else if (/^\.\.?\/.*\.(glb|gltf|ktx|png|jpe?g|filamat)$/i.test(request)) {
        cache.set(request, environment.asset(request));
      } else {
        throw new Error(`Cannot import '${request}' in the browser sample`);
      }
    }
    return cache.get(request);
  };
}

function loopStart(): number {
  return performance.now();
}

function loopCheck(started: number, line: number): void {
  if (performance.now() - started > LOOP_LIMIT_MS) {
    throw new Error(
      `The loop on line ${line} ran for more than ${LOOP_LIMIT_MS / 1000} s and was stopped (an endless loop?).`,
    );
  }
}

/**
 * Evaluates the transformed code as a CommonJS module. Indirect eval, not
 * `new Function` (which adds two lines before the body): the wrapper is on
 * the code's first line, so with `sourceURL` the stack's lines are the reader's.
 */
function evaluate(code: string, environment: SampleEnvironment, fileName: string) {
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = `(function (require, module, exports, ${LOOP_START}, ${LOOP_CHECK}) {${code}\n})\n//# sourceURL=${fileName}`;
  // The reader's own code, run in their page, is the feature.
  const factory = (0, eval)(wrapper) as (...args: unknown[]) => void;
  factory(requireFor(environment), module, module.exports, loopStart, loopCheck);
  return module.exports;
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

/** The reader's error as one message, with the line of their code it came from when the stack has it. */
export function describeError(error: unknown, fileName = 'App.tsx'): SampleError {
  const text = error instanceof Error ? error.message : String(error);
  const at = locate(error, fileName);
  if (!at || text.startsWith(`${fileName}:`)) return { message: text };
  return { message: `${text} (${fileName}, line ${at.line})`, ...at };
}

/**
 * The reader's TSX → the component to render (pick-component.ts), or one
 * error: a parse error with line:column, an unknown import named, or what
 * the module threw while it was evaluated.
 */
export function compileSample(
  source: string,
  environment: SampleEnvironment,
  fileName = 'App.tsx',
): CompiledSample {
  const transformed = transformSample(source, fileName);
  if ('error' in transformed) return transformed;
  try {
    const exported = evaluate(transformed.code, environment, fileName);
    return { component: pickComponent(exported, fileName) };
  } catch (cause) {
    return { error: describeError(cause, fileName) };
  }
}
