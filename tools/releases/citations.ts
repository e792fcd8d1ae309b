/**
 * The proof behind a statement about a release (a compatibility note, a release
 * post's Fixed or behavior line): a commit of the library, or a line of a
 * published package with the text it holds. tests/unit/release-citations.test.ts
 * checks every one: a commit must be one the committed change data records
 * (releases/changes/*.json, read from the library's git history); a line of the
 * installed version must hold its quote in node_modules/react-native-filament;
 * a line of an older release holds a quote recorded from its tag with
 * `git show v<version>:package/<path>` (and is compared with that release's
 * package when `npm run compatibility` has left it in node_modules/.cache).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface CommitCitation {
  /** The short hash (7 to 12 hex digits) of a commit of margelo/react-native-filament. */
  readonly commit: string;
}

export interface LineCitation {
  /** The release whose package holds the line. */
  readonly version: string;
  /** Relative to the package root, e.g. "android/build.gradle". */
  readonly path: string;
  readonly line: number;
  /** Text that line contains. */
  readonly quote: string;
}

export type ReleaseCitation = CommitCitation | LineCitation;

export const isCommit = (c: ReleaseCitation): c is CommitCitation => 'commit' in c;

const SITE_DIR = path.resolve(__dirname, '../..');
export const INSTALLED_PACKAGE = path.join(SITE_DIR, 'node_modules/react-native-filament');
/** Where `npm run compatibility` extracts each release's package. */
export const EXTRACTED = path.join(SITE_DIR, 'node_modules/.cache/compatibility/extracted');

/** White space folded, so a quote survives re-indentation but not a changed word. */
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether line `line` of `text` contains `quote` (white space folded). */
export function lineHolds(text: string, line: number, quote: string): boolean {
  const at = text.split('\n')[line - 1];
  return at !== undefined && quote.trim() !== '' && fold(at).includes(fold(quote));
}

/** The full hashes the committed change data records. */
export function recordedHashes(changesDir = path.join(SITE_DIR, 'releases/changes')): string[] {
  return fs
    .readdirSync(changesDir)
    .filter((f) => /^\d+\.\d+\.\d+\.json$/.test(f))
    .flatMap((f) => {
      const data = JSON.parse(fs.readFileSync(path.join(changesDir, f), 'utf8')) as {
        changes: { hash: string | null }[];
      };
      return data.changes.map((c) => c.hash).filter((h): h is string => !!h);
    });
}

/** The one recorded full hash `short` abbreviates, or an error saying why not. */
export function resolveCommit(short: string, hashes: readonly string[]): string {
  if (!/^[0-9a-f]{7,12}$/.test(short)) throw new Error(`"${short}" is not a short commit hash`);
  const matches = [...new Set(hashes.filter((h) => h.startsWith(short)))];
  if (matches.length !== 1)
    throw new Error(
      `commit ${short} is ${matches.length ? 'ambiguous' : 'not recorded in releases/changes/*.json'}`,
    );
  return matches[0];
}

/**
 * The file a line citation is checked in: the installed package for its own
 * version, the cached extraction of an older release when present, else
 * undefined (the quote recorded from the tag stands).
 */
export function packageFile(citation: LineCitation, installedVersion: string): string | undefined {
  const file =
    citation.version === installedVersion
      ? path.join(INSTALLED_PACKAGE, citation.path)
      : path.join(EXTRACTED, citation.version, 'package', citation.path);
  if (fs.existsSync(file)) return file;
  if (citation.version === installedVersion)
    throw new Error(`${citation.path} is not in the package`);
  return undefined;
}

/** `android/build.gradle:99 (1.5.0)` or `commit 869ea8d`, as a page shows it. */
export function citationLabel(citation: ReleaseCitation): string {
  return isCommit(citation)
    ? `commit ${citation.commit.slice(0, 7)}`
    : `${citation.path}:${citation.line} (${citation.version})`;
}
