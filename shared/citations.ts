/**
 * A claim's proof: a `path:line` of an installed package and a short quote of
 * that line, which tests open and compare (white space folded). Paths are
 * relative to react-native-filament's package root (`src/hooks/useModel.ts:68`);
 * `FH/` stands for Filament's headers the package ships; a path whose first
 * folder is not one of the library's names another installed package, starting
 * with the package's name (`react-native/Libraries/TurboModule/TurboModuleRegistry.js:43`).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Citation {
  /** `path:line`, see the module comment for the three kinds of path. */
  readonly source: string;
  /** Text the cited line contains (white space folded). */
  readonly quote: string;
}

/** Filament's headers inside the library's package. */
export const FILAMENT_HEADERS = 'ios/libs/filament/include/filament/';

export const cite = (source: string, quote: string): Citation => ({ source, quote });

/** White space folded to single spaces, trimmed: how quotes and lines are compared. */
export const foldSpace = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * The file and line a citation names. `libraryRoot` is the installed
 * react-native-filament; another package's path resolves next to it in node_modules.
 */
export function citedLocation(libraryRoot: string, source: string): { file: string; line: number } {
  const match = /^(.+):(\d+)$/.exec(source);
  if (!match) throw new Error(`"${source}" is not a path:line citation.`);
  const relative = match[1].replace(/^FH\//, FILAMENT_HEADERS);
  const [first] = relative.split('/');
  const inLibrary = fs.existsSync(path.join(libraryRoot, first));
  const file = inLibrary
    ? path.join(libraryRoot, relative)
    : path.join(path.dirname(libraryRoot), relative);
  return { file, line: Number(match[2]) };
}

/** What is wrong with a citation (a missing file or line, a quote not on it), or undefined. */
export function citationProblem(libraryRoot: string, citation: Citation): string | undefined {
  const { file, line } = citedLocation(libraryRoot, citation.source);
  if (!fs.existsSync(file)) return `${citation.source}: no such file (${file})`;
  const text = fs.readFileSync(file, 'utf8').split('\n')[line - 1];
  if (text === undefined) return `${citation.source}: the file has no line ${line}`;
  if (foldSpace(citation.quote).length < 4)
    return `${citation.source}: the quote "${citation.quote}" is too short to prove anything`;
  if (!foldSpace(text).includes(foldSpace(citation.quote)))
    return `${citation.source} does not say "${citation.quote}"; it says "${foldSpace(text)}"`;
  return undefined;
}
