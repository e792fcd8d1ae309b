/**
 * `npm run releases:history -- --git <dir> [version…]`
 *
 * Writes releases/changes/<version>.json for every listed release (or the
 * named ones): the library's commits between the tag of the previous post's
 * release and the release's tag, read from a clone of
 * margelo/react-native-filament (a bare one is enough), with the wording
 * reviewed by hand in releases/changes/reviewed.json. A release the clone has
 * no tag for is compared through its published package instead. Only this
 * command reads git or the registry; the posts and the site build read the
 * committed JSON.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LIBRARY_NAME } from '../../shared/library';
import { compareVersions, isVersion, sortVersions } from '../../shared/versions';
import {
  parseSubject,
  sectionOf,
  type ChangeRecord,
  type ChangeSection,
  type ReleaseChanges,
} from './commits';
import type { LineCitation } from './citations';
import { ReleaseError } from './errors';
import { formatJson, writeFileAtomic } from './io';
import { assertReviewed, changedFiles, extractPackageSources } from './package-sources';
import { assertPublished, packVersion, publishTimes } from './registry';
import { changesFile, readVersions, RELEASE_PATHS } from './store';

interface ReviewedCommit {
  readonly text?: string;
  /** null: leave the commit out of the post (`why` says why). */
  readonly section?: ChangeSection | null;
  readonly pr?: number;
  readonly why?: string;
}

interface ReviewedPackage {
  readonly changes: readonly {
    readonly section: ChangeSection;
    readonly text: string;
    readonly files: readonly string[];
    readonly pr?: number;
    readonly hash?: string;
    /** Without a hash: the lines of the new package that show the change. */
    readonly cites?: readonly LineCitation[];
  }[];
  /** Files that differ without anything a reader would notice (formatting, build scripts). */
  readonly internal: readonly { readonly files: readonly string[]; readonly why: string }[];
}

export interface Reviewed {
  readonly commits: Readonly<Record<string, ReviewedCommit>>;
  readonly packages: Readonly<Record<string, ReviewedPackage>>;
}

const REVIEWED_FILE = path.join(RELEASE_PATHS.changes, 'reviewed.json');

/** Paths of the repository that end up in the published package (not its example apps or docs). */
const SHIPPED =
  /^package\/(src|cpp|ios|android)\/|^package\/package\.json$|^package\/[^/]+\.podspec$/;

function git(dir: string, args: readonly string[]): string {
  try {
    return execFileSync('git', ['-C', dir, ...args], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    throw new ReleaseError(
      `git ${args[0]} failed in ${dir}: ${(error as Error).message.split('\n')[0]}`,
    );
  }
}

/** The release versions tagged `v<version>` in the clone, oldest first. */
export function taggedVersions(dir: string): string[] {
  return git(dir, ['tag', '--list', 'v*'])
    .split('\n')
    .map((t) => t.trim().replace(/^v/, ''))
    .filter(isVersion)
    .sort(compareVersions);
}

export interface Commit {
  readonly hash: string;
  readonly subject: string;
  readonly files: readonly string[];
}

/** The commits of `from..to`, oldest first, with the files each touches. */
function commitsBetween(dir: string, from: string, to: string): Commit[] {
  const out = git(dir, [
    'log',
    '--reverse',
    '--format=%x1e%H%x1f%s',
    '--name-only',
    `${from}..${to}`,
  ]);
  return out
    .split('\x1e')
    .filter((chunk) => chunk.trim())
    .map((chunk) => {
      const [head, ...files] = chunk.split('\n');
      const [hash, subject] = head.split('\x1f');
      return { hash, subject, files: files.map((f) => f.trim()).filter(Boolean) };
    });
}

/** A commit as the post sees it: its section, or why it is left out. */
export function commitRecord(commit: Commit, version: string, reviewed: Reviewed): ChangeRecord {
  const parsed = parseSubject(commit.subject);
  const review = reviewed.commits[commit.hash];
  const base = {
    hash: commit.hash,
    subject: commit.subject,
    type: parsed.type,
    scope: parsed.scope,
    breaking: parsed.breaking,
    pr: review?.pr ?? parsed.pr,
    version,
  };
  const ships = commit.files.some((f) => SHIPPED.test(f));
  let section = sectionOf(parsed.type);
  let omitted: string | undefined;
  if (parsed.type === null) omitted = 'not a conventional commit';
  else if (!section) omitted = `a ${parsed.type} commit`;
  else if (!ships) omitted = 'changes no file the package ships';
  if (review && review.section !== undefined) {
    section = review.section;
    omitted = section ? undefined : (review.why ?? 'left out on review');
  } else if (!ships) {
    section = null;
  }
  const reviewedMark = review ? { reviewed: true } : {};
  if (!section) return { ...base, section: null, omitted, ...reviewedMark };
  return { ...base, section, ...(review?.text ? { text: review.text } : {}), ...reviewedMark };
}

function gitChanges(
  dir: string,
  version: string,
  from: string,
  tags: readonly string[],
  reviewed: Reviewed,
): ReleaseChanges {
  const range = tags.filter(
    (t) => compareVersions(t, from) > 0 && compareVersions(t, version) <= 0,
  );
  const changes: ChangeRecord[] = [];
  let previous = from;
  for (const tag of range) {
    for (const commit of commitsBetween(dir, `v${previous}`, `v${tag}`)) {
      changes.push(commitRecord(commit, tag, reviewed));
    }
    previous = tag;
  }
  return {
    version,
    from,
    source: {
      kind: 'git',
      fromTag: `v${from}`,
      toTag: `v${version}`,
      tags: range.map((t) => `v${t}`),
    },
    changes,
  };
}

async function packageChanges(
  version: string,
  from: string,
  reviewed: Reviewed,
): Promise<ReleaseChanges> {
  const review = reviewed.packages[version];
  const tarballs = path.join(RELEASE_PATHS.cache, 'tarballs');
  fs.mkdirSync(tarballs, { recursive: true });
  const roots: string[] = [];
  for (const v of [from, version]) {
    const tarball = await packVersion(LIBRARY_NAME, v, tarballs);
    roots.push(
      await extractPackageSources(
        `${LIBRARY_NAME}@${v}`,
        tarball,
        path.join(RELEASE_PATHS.cache, `sources-${v}`),
      ),
    );
  }
  const differing = changedFiles(roots[0], roots[1]);
  if (!review) {
    throw new ReleaseError(
      `${version} has no tag in the clone, so its changes are read from the packages of ${from} and ` +
        `${version}; review the ${differing.length} changed file(s) under "packages" in releases/changes/reviewed.json.`,
    );
  }
  assertReviewed(version, differing, [
    ...review.changes.flatMap((c) => c.files),
    ...review.internal.flatMap((i) => i.files),
  ]);
  const changes = review.changes.map((c): ChangeRecord => ({
    hash: c.hash ?? null,
    subject: null,
    type: null,
    scope: null,
    breaking: false,
    pr: c.pr ?? null,
    version,
    section: c.section,
    text: c.text,
    files: c.files,
    ...(c.cites && { cites: c.cites }),
  }));
  return {
    version,
    from,
    source: {
      kind: 'package',
      fromPackage: `${LIBRARY_NAME}@${from}`,
      toPackage: `${LIBRARY_NAME}@${version}`,
    },
    changes,
  };
}

/** The release each post is compared with: the previous post's, or the tag before the first one. */
function previousOf(version: string, versions: readonly string[], tags: readonly string[]): string {
  const index = versions.indexOf(version);
  if (index > 0) return versions[index - 1];
  const earlier = tags.filter((t) => compareVersions(t, version) < 0);
  if (!earlier.length)
    throw new ReleaseError(`${version}: the clone has no release tag before it to compare with.`);
  return earlier[earlier.length - 1];
}

async function changesOf(
  version: string,
  context: {
    versions: readonly string[];
    tags: readonly string[];
    dir: string;
    reviewed: Reviewed;
    published: () => Promise<Record<string, string>>;
  },
): Promise<ReleaseChanges> {
  const from = previousOf(version, context.versions, context.tags);
  if (context.tags.includes(version) && context.tags.includes(from)) {
    return gitChanges(context.dir, version, from, context.tags, context.reviewed);
  }
  const times = await context.published();
  const missing = [from, version].filter((v) => !context.tags.includes(v));
  if (missing.some((v) => !times[v])) {
    const named = missing.find((v) => !times[v]) as string;
    throw new ReleaseError(
      `${named} has neither a tag in ${context.dir} nor a published package on the npm registry, ` +
        `so the changes of ${version} cannot be read.`,
    );
  }
  assertPublished(LIBRARY_NAME, [from, version], times);
  return packageChanges(version, from, context.reviewed);
}

function parseArgs(argv: readonly string[]): { dir: string; requested: string[] } {
  const at = argv.indexOf('--git');
  const dir = at >= 0 ? argv[at + 1] : undefined;
  if (!dir)
    throw new ReleaseError(
      'name a clone of the library: `npm run releases:history -- --git <dir>`.',
    );
  const rest = argv.filter((_, i) => i !== at && i !== at + 1);
  const unknown = rest.find((a) => a.startsWith('-') || !isVersion(a));
  if (unknown)
    throw new ReleaseError(`"${unknown}" is neither an option nor a version like 1.11.0.`);
  return { dir: path.resolve(dir), requested: rest };
}

async function main(argv: readonly string[]): Promise<void> {
  const { dir, requested } = parseArgs(argv);
  // A new release is named here before `npm run releases -- <version>` lists it and writes its post.
  const versions = sortVersions([...readVersions(), ...requested]);
  const reviewed = JSON.parse(fs.readFileSync(REVIEWED_FILE, 'utf8')) as Reviewed;
  let times: Record<string, string> | undefined;
  const context = {
    versions,
    tags: taggedVersions(dir),
    dir,
    reviewed,
    published: async () => (times ??= await publishTimes(LIBRARY_NAME)),
  };
  // Everything is read before anything is written, so a failure leaves the committed files as they were.
  const results: ReleaseChanges[] = [];
  for (const version of requested.length ? requested : versions)
    results.push(await changesOf(version, context));
  for (const result of results) {
    const file = changesFile(result.version);
    writeFileAtomic(file, await formatJson(file, result));
    const shown = result.changes.filter((c) => c.section).length;
    console.log(
      `releases:history: ${result.version} (since ${result.from}, from ${result.source.kind === 'git' ? 'git tags' : 'the packages'}): ` +
        `${shown} change(s) shown, ${result.changes.length - shown} left out.`,
    );
  }
  console.log('releases:history: now run `npm run releases` to rewrite the posts.');
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof ReleaseError ? `releases:history: ${error.message}` : error);
    process.exitCode = 1;
  });
}
