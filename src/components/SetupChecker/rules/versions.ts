/**
 * Versions as a project states them: a range from package.json (its lowest
 * version is what a fresh install may get at worst, and what the rules judge),
 * or an exact version from Podfile.lock, which says what is installed.
 */
import compare from 'semver/functions/compare';
import parseVersion from 'semver/functions/parse';
import minVersion from 'semver/ranges/min-version';
import validRange from 'semver/ranges/valid';

export interface Version {
  /** As written: `^1.8.0`, `1.9.0`, `workspace:^`. */
  readonly raw: string;
  /** The lowest version the text allows, when it is a version range. */
  readonly min?: string;
  /** Where it was read: `package.json:12`, `Podfile.lock`. */
  readonly source: string;
}

/** A version from a package.json value (`npm:` aliases followed); no `min` for paths, workspaces and Git URLs. */
export function versionOf(range: string, source: string): Version {
  const alias = /^npm:(?:@[^/]+\/)?[^@]+@(.+)$/.exec(range);
  const text = alias ? alias[1] : range;
  if (/^(workspace|file|link|portal|git|github|https?):/.test(text) || text.includes('/')) {
    return { raw: range, source };
  }
  const valid = validRange(text);
  const min = valid ? minVersion(valid)?.version : undefined;
  return { raw: range, min: min ?? undefined, source };
}

/** Whether a version is at least `target`; `undefined` when the version is not known. */
export function atLeast(version: Version | undefined, target: string): boolean | undefined {
  if (!version?.min) return undefined;
  return compare(version.min, target) >= 0;
}

/** Whether a version is below `target`; `undefined` when not known. */
export function below(version: Version | undefined, target: string): boolean | undefined {
  const at = atLeast(version, target);
  return at === undefined ? undefined : !at;
}

/** The major version number, when known. */
export function major(version: Version | undefined): number | undefined {
  return version?.min ? parseVersion(version.min)?.major : undefined;
}

/** Whether the version is a prerelease (`2.0.0-beta.4`). */
export function isPrerelease(version: Version | undefined): boolean {
  return !!version?.min && (parseVersion(version.min)?.prerelease.length ?? 0) > 0;
}

/** How a verdict names a version: `1.9.0 (package.json:12, ^1.9.0)`. */
export function describeVersion(version: Version): string {
  if (!version.min) return `"${version.raw}" (${version.source})`;
  return version.raw === version.min
    ? `${version.min} (${version.source})`
    : `${version.min} (${version.source} says "${version.raw}")`;
}
