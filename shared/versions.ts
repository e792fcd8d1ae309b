/** Version numbers: the list of releases we track, and their order. */

/** Compares "1.9.0" and "1.11.0" as numbers; a pre-release sorts before its release. */
export function compareVersions(a: string, b: string): number {
  const [coreA, preA] = splitVersion(a);
  const [coreB, preB] = splitVersion(b);
  for (let i = 0; i < 3; i += 1) {
    if (coreA[i] !== coreB[i]) return coreA[i] - coreB[i];
  }
  if (preA === preB) return 0;
  if (preA === undefined) return 1;
  if (preB === undefined) return -1;
  return preA < preB ? -1 : 1;
}

export function isVersion(text: string): boolean {
  return /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(text);
}

function splitVersion(version: string): [number[], string | undefined] {
  if (!isVersion(version)) throw new Error(`"${version}" is not a version like 1.11.0.`);
  const [core, pre] = version.split(/-(.*)/s);
  return [core.split('.').map(Number), pre];
}

/** Sorted ascending, without duplicates. */
export function sortVersions(versions: readonly string[]): string[] {
  return [...new Set(versions)].sort(compareVersions);
}

/** "1.11.0" → "1-11-0", for file names and URLs (a dot would read as a file extension). */
export function versionSlug(version: string): string {
  return version.replace(/\./g, '-');
}
