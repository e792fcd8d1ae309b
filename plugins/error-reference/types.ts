/** What the extractor finds, shared by its TypeScript and native halves. */

/**
 * How a reader meets a message: thrown (or reported through React Native's
 * error handler), or logged at a level. Only `throw`, `error` and `warn` are
 * listed on the page; `info` and `debug` lines report progress.
 */
export type Level = 'throw' | 'error' | 'warn' | 'info' | 'debug';

/** Levels the page lists: a message at one of them needs an explanation or an internal-only reason. */
export const REPORTED_LEVELS: ReadonlySet<Level> = new Set(['throw', 'error', 'warn']);

/** A piece of a message: literal text, or a value filled in at run time (`{name}`). */
export type Part = { readonly text: string } | { readonly hole: string };

/** One call site that throws or logs a message. */
export interface Occurrence {
  /** The message, placeholders as `{name}` (parts joined by `messageOf`). */
  readonly message: string;
  readonly level: Level;
  /** Path inside the package, e.g. `src/hooks/useModel.ts`. */
  readonly file: string;
  readonly line: number;
  /** The call that carries it: `new Error`, `std::invalid_argument`, `Logger::log`, … */
  readonly via: string;
}

/** A message found at one or more sites: the unit the page explains. */
export interface LibraryMessage {
  readonly message: string;
  /** The most visible level of its sites: throw > error > warn > info > debug. */
  readonly level: Level;
  readonly sites: readonly Occurrence[];
}

/** A source the extractor cannot read as a message: the build stops naming file:line. */
export class BadInputError extends Error {
  override name = 'BadInputError';
}

/**
 * Parts to the message's one-line id: placeholders in braces, whitespace
 * (line breaks of multi-line messages) collapsed so it reads as a heading.
 */
export function messageOf(parts: readonly Part[]): string {
  return parts
    .map((p) => ('text' in p ? p.text : `{${p.hole}}`))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
