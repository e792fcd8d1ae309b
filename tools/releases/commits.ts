/**
 * What changed in a release beyond its types: the library's conventional
 * commits (`fix:` → Fixed, `feat:`/`perf:` → New and changed behavior), as
 * committed in releases/changes/<version>.json by `npm run releases:history`.
 * Pure: the posts render from this data, never from git or the registry.
 */
import { ReleaseError } from './errors';
import type { LineCitation } from './citations';

export const REPOSITORY_URL = 'https://github.com/margelo/react-native-filament';

export type ChangeSection = 'fixed' | 'behavior';

export const SECTION_TITLE: Record<ChangeSection, string> = {
  fixed: 'Fixed',
  behavior: 'New and changed behavior',
};

/** A commit subject read as a conventional commit. */
export interface ParsedSubject {
  /** `fix`, `feat`, …; null when the subject is not a conventional commit. */
  readonly type: string | null;
  readonly scope: string | null;
  /** `feat!:` / `fix(ios)!:` */
  readonly breaking: boolean;
  /** The subject without type, scope and trailing `(#N)` references. */
  readonly description: string;
  /** The last `(#N)` of the subject: squash merges append their pull request last. */
  readonly pr: number | null;
}

/** One line of a post's Fixed or behavior section, or a commit left out of both. */
export interface ChangeRecord {
  /** Null for a change read from the published packages rather than a commit. */
  readonly hash: string | null;
  readonly subject: string | null;
  readonly type: string | null;
  readonly scope: string | null;
  readonly breaking: boolean;
  readonly pr: number | null;
  /** The release the change first shipped in. */
  readonly version: string;
  /** Null: left out of the post (`omitted` says why). */
  readonly section: ChangeSection | null;
  /** Wording reviewed by hand (releases/changes/reviewed.json); otherwise the subject is used. */
  readonly text?: string;
  /** True when releases/changes/reviewed.json has an entry for the commit. */
  readonly reviewed?: boolean;
  readonly omitted?: string;
  /** Package files the change is read from (changes derived from the packages). */
  readonly files?: readonly string[];
  /** For a change without a commit: the package lines that show it (checked by a unit test). */
  readonly cites?: readonly LineCitation[];
}

export type ChangesSource =
  | {
      readonly kind: 'git';
      readonly fromTag: string;
      readonly toTag: string;
      /** Every release tag in the range, oldest first (`toTag` last). */
      readonly tags: readonly string[];
    }
  | { readonly kind: 'package'; readonly fromPackage: string; readonly toPackage: string };

export interface ReleaseChanges {
  readonly version: string;
  /** The release compared with: the previous post's, or the tag before the first post. */
  readonly from: string;
  readonly source: ChangesSource;
  readonly changes: readonly ChangeRecord[];
}

const CONVENTIONAL = /^(\w+)(?:\(([^)]*)\))?(!)?:\s*(.+)$/;
const TRAILING_REFS = /(?:\s*\(#(\d+)\))+\s*$/;

export function parseSubject(subject: string): ParsedSubject {
  const trimmed = subject.trim();
  const refs = TRAILING_REFS.exec(trimmed);
  const numbers = refs ? [...refs[0].matchAll(/#(\d+)/g)].map((m) => Number(m[1])) : [];
  const pr = numbers.length ? numbers[numbers.length - 1] : null;
  const body = refs ? trimmed.slice(0, refs.index).trim() : trimmed;
  const match = CONVENTIONAL.exec(body);
  if (!match) return { type: null, scope: null, breaking: false, description: body, pr };
  return {
    type: match[1].toLowerCase(),
    scope: match[2]?.trim() || null,
    breaking: match[3] === '!',
    description: match[4].trim(),
    pr,
  };
}

/** The post section a commit type belongs to; null for chores, docs, CI and the like. */
export function sectionOf(type: string | null): ChangeSection | null {
  if (type === 'fix') return 'fixed';
  if (type === 'feat' || type === 'perf') return 'behavior';
  return null;
}

const PLATFORM: Record<string, string> = { ios: 'iOS', android: 'Android' };

/** The sentence a reader sees: the reviewed text, or the subject made a sentence. */
export function changeText(record: ChangeRecord): string {
  if (record.text) return record.text;
  const description = parseSubject(record.subject ?? '').description;
  const sentence = description.charAt(0).toUpperCase() + description.slice(1);
  const platform = record.scope ? PLATFORM[record.scope.toLowerCase()] : undefined;
  const text = platform ? `${platform}: ${sentence}` : sentence;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Where a reader follows a change: its pull request, else its commit. */
export function changeLink(record: ChangeRecord): { label: string; url: string } | null {
  if (record.pr !== null)
    return { label: `#${record.pr}`, url: `${REPOSITORY_URL}/pull/${record.pr}` };
  if (record.hash) {
    return {
      label: `commit ${record.hash.slice(0, 7)}`,
      url: `${REPOSITORY_URL}/commit/${record.hash}`,
    };
  }
  return null;
}

/** The records a post lists, by section, in the order they shipped. */
export function groupChanges(
  changes: readonly ChangeRecord[],
): Record<ChangeSection, ChangeRecord[]> {
  const groups: Record<ChangeSection, ChangeRecord[]> = { fixed: [], behavior: [] };
  for (const record of changes) if (record.section) groups[record.section].push(record);
  return groups;
}

/**
 * Checks committed change data before a post is rendered from it, naming the
 * version when it has neither a git tag nor a published package to come from.
 */
export function checkChanges(data: ReleaseChanges, version: string, file: string): void {
  if (data.version !== version) {
    throw new ReleaseError(`${file} holds the changes of ${data.version}, not ${version}.`);
  }
  const source = data.source as Partial<ChangesSource> | undefined;
  const hasOrigin =
    (source?.kind === 'git' && Boolean(source.toTag) && Boolean(source.fromTag)) ||
    (source?.kind === 'package' && Boolean(source.toPackage) && Boolean(source.fromPackage));
  if (!hasOrigin) {
    throw new ReleaseError(
      `${version} has neither a git tag nor a published package in ${file}; ` +
        `run \`npm run releases:history -- --git <clone of the library>\`.`,
    );
  }
  for (const record of data.changes) {
    if (record.section && !changeText(record).trim()) {
      throw new ReleaseError(`${version}: a change in ${file} has no text to show.`);
    }
  }
}
