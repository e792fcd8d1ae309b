/** Version numbers of the releases we track, compared by semver's rules. */
import semver from 'semver';

/** Orders "1.9.0" before "1.11.0", and "1.0.0-rc.2" before "1.0.0-rc.10" and "1.0.0". */
export function compareVersions(a: string, b: string): number {
  return semver.compare(checked(a), checked(b));
}

/** A full version such as 1.11.0 or 1.0.0-rc.1 (no range, no leading "v"). */
export function isVersion(text: string): boolean {
  return semver.valid(text) === text;
}

function checked(version: string): string {
  if (!isVersion(version)) throw new Error(`"${version}" is not a version like 1.11.0.`);
  return version;
}

/** Sorted ascending, without duplicates. */
export function sortVersions(versions: readonly string[]): string[] {
  return [...new Set(versions)].sort(compareVersions);
}

/** "1.11.0" → "1-11-0", for file names and URLs (a dot would read as a file extension). */
export function versionSlug(version: string): string {
  return version.replace(/\./g, '-');
}
