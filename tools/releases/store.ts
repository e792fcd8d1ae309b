/** Where the committed release files live, and reading them back. */
import fs from 'node:fs';
import path from 'node:path';
import { LIBRARY_NAME } from '../../shared/library';
import { ReleaseError } from './errors';
import type { ApiSnapshot } from './model';
import { checkChanges, type ReleaseChanges } from './commits';
import { extractSummary, postFileName } from './posts';

export const SITE_DIR = path.resolve(__dirname, '../..');

export const RELEASE_PATHS = {
  versions: path.join(SITE_DIR, 'releases/versions.json'),
  snapshots: path.join(SITE_DIR, 'releases/snapshots'),
  blog: path.join(SITE_DIR, 'blog'),
  /** What changed beyond the types, per release (`npm run releases:history`). */
  changes: path.join(SITE_DIR, 'releases/changes'),
  /** Git-ignored; tarballs are kept so a rerun does not download them again. */
  cache: path.join(SITE_DIR, 'node_modules/.cache/releases'),
};

export const snapshotFile = (version: string) =>
  path.join(RELEASE_PATHS.snapshots, `${version}.json`);

export const changesFile = (version: string) => path.join(RELEASE_PATHS.changes, `${version}.json`);

export function readVersions(): string[] {
  if (!fs.existsSync(RELEASE_PATHS.versions)) return [];
  return JSON.parse(fs.readFileSync(RELEASE_PATHS.versions, 'utf8')) as string[];
}

export function loadSnapshot(version: string): ApiSnapshot {
  const file = snapshotFile(version);
  if (!fs.existsSync(file)) {
    throw new ReleaseError(
      `${LIBRARY_NAME}@${version} has no snapshot (${path.relative(SITE_DIR, file)}); run \`npm run releases\`.`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ApiSnapshot;
}

/** The hand-written summaries of the committed posts, by version. */
export function readSummaries(versions: readonly string[]): Map<string, string> {
  const summaries = new Map<string, string>();
  for (const version of versions) {
    const file = path.join(RELEASE_PATHS.blog, postFileName(version));
    const summary = fs.existsSync(file) ? extractSummary(fs.readFileSync(file, 'utf8')) : undefined;
    if (summary) summaries.set(version, summary);
  }
  return summaries;
}

/** The committed changes beyond the types of a release, checked before a post shows them. */
export function loadChanges(version: string): ReleaseChanges {
  const file = changesFile(version);
  const relative = path.relative(SITE_DIR, file);
  if (!fs.existsSync(file)) {
    throw new ReleaseError(
      `${LIBRARY_NAME}@${version} has no change data (${relative}); ` +
        `run \`npm run releases:history -- --git <clone of the library>\`.`,
    );
  }
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseChanges;
  checkChanges(data, version, relative);
  return data;
}

export function readChanges(versions: readonly string[]): Map<string, ReleaseChanges> {
  return new Map(versions.map((v) => [v, loadChanges(v)]));
}
