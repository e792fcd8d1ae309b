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
import { describeError, type SampleError } from './errors';
import { describeStandIn, modelNeedsOf, type ModelNeeds } from './site-models';

export { describeError, locate, type SampleError } from './errors';

export type CompiledSample =
  { readonly component: ComponentType } | { readonly error: SampleError };

/** What a sample may import: module name → its exports; asset requests go to `asset`. */
export interface SampleEnvironment {
  readonly modules: Readonly<Record<string, unknown>>;
  /** `require('./assets/x.glb')` (a relative .glb, .gltf, .ktx, .png, .jpg, .webp or .filamat): the id the library's useBuffer resolves. */
  readonly asset: (request: string) => unknown;
  /**
   * Names the code sees instead of the page's, e.g. its own setTimeout
   * (./errors.ts timersFor: a timer's error is the sample's own).
   */
  readonly globals?: Readonly<Record<string, unknown>>;
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

/** What the host offers, for the message about a module it lacks. */
function unknownImport(request: string, environment: SampleEnvironment): string {
  const offered = Object.keys(environment.modules).filter((name) => name !== 'react/jsx-runtime');
  const what = /^\.\.?\//.test(request) ? 'file' : 'module';
  return `Cannot import '${request}' in the browser sample: the host has no such ${what}. It offers the modules ${offered.join(', ')} and relative .glb and .gltf files.`;
}

/** The `require` the reader's code gets. */
function requireFor(environment: SampleEnvironment) {
  const cache = new Map<string, unknown>();
  return (request: string): unknown => {
    if (!cache.has(request)) {
      if (Object.prototype.hasOwnProperty.call(environment.modules, request)) {
        cache.set(request, asModule(environment.modules[request]));
      } else if (/^\.\.?\/.*\.(glb|gltf|ktx|png|jpe?g|webp|filamat)$/i.test(request)) {
        cache.set(request, environment.asset(request));
      } else {
        throw new Error(unknownImport(request, environment));
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
  const globals = Object.entries(environment.globals ?? {});
  const params = [
    'require',
    'module',
    'exports',
    LOOP_START,
    LOOP_CHECK,
    ...globals.map(([n]) => n),
  ];
  const wrapper = `(function (${params.join(', ')}) {${code}\n})\n//# sourceURL=${fileName}`;
  // The reader's own code, run in their page, is the feature.
  const factory = (0, eval)(wrapper) as (...args: unknown[]) => void;
  factory(
    requireFor(environment),
    module,
    module.exports,
    loopStart,
    loopCheck,
    ...globals.map(([, value]) => value),
  );
  return module.exports;
}

/** The transformed code evaluated and its component picked, or what it threw. */
function evaluateSample(
  code: string,
  environment: SampleEnvironment,
  fileName: string,
): CompiledSample {
  try {
    const exported = evaluate(code, environment, fileName);
    return { component: pickComponent(exported, fileName) };
  } catch (cause) {
    return { error: describeError(cause, fileName) };
  }
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
  return evaluateSample(transformed.code, environment, fileName);
}

/**
 * Where Babel's parser puts the first syntax error of `source`, or undefined
 * if it parses. Sucrase reports some errors at the start of the enclosing
 * construct (a stray token in an arrow function's body: at the arrow's `(`,
 * where it started to re-read the parameters), acorn's positions are in
 * sucrase's output; Babel's are the token's own. It is ≈ 81 KB gzipped, so
 * it is its own chunk, imported only when the code does not compile.
 */
export async function exactSyntaxError(
  source: string,
  fileName = 'App.tsx',
): Promise<SampleError | undefined> {
  const babel = await import('@babel/parser');
  // A CommonJS module: esbuild's chunk exports it as `default` only, Node's loader by name too.
  const parse = babel.parse ?? babel.default.parse;
  try {
    parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
    return undefined;
  } catch (cause) {
    const loc = (cause as { loc?: { line: number; column: number } }).loc;
    if (!loc) return undefined;
    const reason = (cause as Error).message.replace(/ \(\d+:\d+\)$/, '');
    const column = loc.column + 1;
    return { message: `${fileName}:${loc.line}:${column}: ${reason}`, line: loc.line, column };
  }
}

/** compileSample, with a syntax error placed by exactSyntaxError. */
export async function compileSampleExactly(
  source: string,
  environment: SampleEnvironment,
  fileName = 'App.tsx',
): Promise<CompiledSample> {
  const transformed = transformSample(source, fileName);
  if (!('error' in transformed)) return evaluateSample(transformed.code, environment, fileName);
  return { error: (await exactSyntaxError(source, fileName)) ?? transformed.error };
}

/**
 * What stands in for each file the code requires (a model, an image, a
 * `.ktx`, a `.filamat`), as `"helmet.glb → showcase.glb"` with what differs
 * (./site-models.ts describeStandIn; one per name, in order; a file the site
 * has itself left out), for the code that runs.
 */
export function standInsOf(
  source: string,
  siteModels: readonly string[],
  needs: ModelNeeds = modelNeedsOf(source),
): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(ASSET_REQUEST)) names.add(match[1]);
  return [...names].flatMap((name) => describeStandIn(name, siteModels, needs) ?? []);
}

const ASSET_REQUEST =
  /['"`]\.\.?\/(?:[^'"`]*\/)?([^/'"`]+\.(?:glb|gltf|ktx|png|jpe?g|webp|filamat))['"`]/gi;
