/**
 * The library's own sources in two published packages, compared file by file.
 * Used where the git history the releases tool reads stops before a release
 * (no tag): what changed is then read from the packages, and every file that
 * differs must be accounted for by a change reviewed by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ReleaseError } from './errors';
import { extractFromTarball } from './registry';

/** What the tarballs ship of the library's own code; `libs/` are prebuilt Filament and Bullet. */
const SOURCE_PATTERNS = [
  'package/src/*',
  'package/cpp/*',
  'package/ios/*',
  'package/android/*',
  'package/package.json',
  'package/*.podspec',
];

/** Extracts the library's sources (not the prebuilt libraries) of one tarball into `dir`. */
export async function extractPackageSources(
  label: string,
  tarball: string,
  dir: string,
): Promise<string> {
  await extractFromTarball(
    tarball,
    dir,
    ['--exclude=package/*/libs/*', ...SOURCE_PATTERNS],
    `the sources of ${label} from its tarball`,
  );
  return path.join(dir, 'package');
}

function listFiles(root: string, dir = root): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(root, full);
    return [path.relative(root, full).split(path.sep).join('/')];
  });
}

/** Files added, removed or changed between two extracted packages, sorted. */
export function changedFiles(before: string, after: string): string[] {
  const names = new Set([...listFiles(before), ...listFiles(after)]);
  const read = (root: string, file: string) => {
    const full = path.join(root, file);
    return fs.existsSync(full) ? fs.readFileSync(full) : undefined;
  };
  return [...names]
    .filter((file) => {
      const a = read(before, file);
      const b = read(after, file);
      return !a || !b || !a.equals(b);
    })
    .sort();
}

/**
 * Checks that the hand review covers exactly the files that differ: a new
 * difference needs a line in the post (or a reason it has none), and a listed
 * file that no longer differs means the review is stale.
 */
export function assertReviewed(
  version: string,
  differing: readonly string[],
  reviewed: readonly string[],
): void {
  const listed = new Set(reviewed);
  const missing = differing.filter((f) => !listed.has(f));
  if (missing.length) {
    throw new ReleaseError(
      `${version}: ${missing.length} changed file(s) of the package are not reviewed in ` +
        `releases/changes/reviewed.json: ${missing.join(', ')}.`,
    );
  }
  const stale = reviewed.filter((f) => !differing.includes(f));
  if (stale.length) {
    throw new ReleaseError(
      `${version}: releases/changes/reviewed.json lists file(s) that did not change: ${stale.join(', ')}.`,
    );
  }
}
