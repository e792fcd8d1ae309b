/**
 * The committed release files (releases/versions.json, releases/snapshots/)
 * and the routes of the release posts, for the release tool (tools/releases)
 * and the site build (plugins/api-reference) alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiSnapshot } from './api-snapshot';
import { compareVersions, versionSlug } from './versions';

export const postFileName = (version: string) => `release-${versionSlug(version)}.mdx`;
/** The post's route under the blog, without base URL. */
export const postPath = (version: string) => `/blog/release-${versionSlug(version)}`;

/**
 * The committed snapshots of a site, oldest first; versions listed without a
 * snapshot file are left out (the release tool says how to add them).
 */
export function readSnapshots(siteDir: string): ApiSnapshot[] {
  const list = path.join(siteDir, 'releases/versions.json');
  if (!fs.existsSync(list)) return [];
  const versions = JSON.parse(fs.readFileSync(list, 'utf8')) as string[];
  return versions
    .map((version) => path.join(siteDir, 'releases/snapshots', `${version}.json`))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as ApiSnapshot)
    .sort((a, b) => compareVersions(a.version, b.version));
}
