/**
 * `npm run releases -- [version…] [--refresh]`
 *
 * Adds the given versions to releases/versions.json, reads the API snapshot of
 * every listed version that has none yet (all of them with --refresh), and
 * rewrites the release posts in blog/. Every version is read before anything
 * is written, and each file is written to a temporary name and renamed, so a
 * failure leaves the committed files as they were.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LIBRARY_NAME, pinnedVersion } from '../../shared/library';
import { ReleaseError } from './errors';
import { formatJson, writeFileAtomic } from './io';
import type { ApiSnapshot } from './model';
import {
  loadSnapshot,
  readChanges,
  readSummaries,
  readVersions,
  RELEASE_PATHS,
  SITE_DIR,
  snapshotFile,
} from './store';
import { isGeneratedPost, renderPosts } from './posts';
import { assertPublished, extractSource, packVersion, publishTimes } from './registry';
import { readSnapshot } from './snapshot';
import { isVersion, sortVersions } from '../../shared/versions';

async function fetchSnapshot(version: string, publishedAt: string): Promise<ApiSnapshot> {
  console.log(`releases: reading ${LIBRARY_NAME}@${version}…`);
  try {
    return await readVersion(version, publishedAt);
  } catch (error) {
    if (error instanceof ReleaseError) throw error;
    throw new ReleaseError(
      `could not read ${LIBRARY_NAME}@${version}: ${(error as Error).message}`,
    );
  }
}

async function readVersion(version: string, publishedAt: string): Promise<ApiSnapshot> {
  const tarballs = path.join(RELEASE_PATHS.cache, 'tarballs');
  fs.mkdirSync(tarballs, { recursive: true });
  const tarball = await packVersion(LIBRARY_NAME, version, tarballs);
  const workDir = path.join(RELEASE_PATHS.cache, version);
  const entry = await extractSource(LIBRARY_NAME, version, tarball, workDir);
  const { snapshot } = await readSnapshot(entry, workDir, {
    package: LIBRARY_NAME,
    version,
    publishedAt: new Date(publishedAt).toISOString(),
  });
  return snapshot;
}

async function main(argv: readonly string[]): Promise<void> {
  const refresh = argv.includes('--refresh');
  const unknownFlags = argv.filter((a) => a.startsWith('-') && a !== '--refresh');
  if (unknownFlags.length) throw new ReleaseError(`unknown option ${unknownFlags[0]}.`);
  const requested = argv.filter((a) => !a.startsWith('-'));
  const notVersions = requested.filter((a) => !isVersion(a));
  if (notVersions.length) {
    throw new ReleaseError(`"${notVersions[0]}" is not a version like 1.11.0.`);
  }
  const versions = sortVersions([...readVersions(), ...requested]);
  if (!versions.length)
    throw new ReleaseError('no versions: name one, e.g. `npm run releases -- 1.11.0`.');

  // 1. Read every snapshot that is missing (or all, with --refresh). Nothing is written yet.
  const toRead = refresh ? versions : versions.filter((v) => !fs.existsSync(snapshotFile(v)));
  const fresh = new Map<string, ApiSnapshot>();
  if (toRead.length) {
    const times = await publishTimes(LIBRARY_NAME);
    assertPublished(LIBRARY_NAME, toRead, times);
    for (const version of toRead) fresh.set(version, await fetchSnapshot(version, times[version]));
  }
  const snapshots = versions.map((v) => fresh.get(v) ?? loadSnapshot(v));

  // 2. Render the posts, keeping the summaries people wrote.
  const pinned = pinnedVersion(SITE_DIR);
  const current = snapshots.find((s) => s.version === pinned);
  if (!current) {
    throw new ReleaseError(
      `the API reference documents ${LIBRARY_NAME}@${pinned} (package.json), which is not in ` +
        `releases/versions.json; run \`npm run releases -- ${pinned}\`.`,
    );
  }
  const existing = fs.existsSync(RELEASE_PATHS.blog)
    ? fs.readdirSync(RELEASE_PATHS.blog).filter((f) => f.endsWith('.mdx'))
    : [];
  const summaries = readSummaries(versions);
  // What changed beyond the types is committed data (`npm run releases:history`); a release without it stops here.
  const posts = await renderPosts(snapshots, current, summaries, readChanges(versions));

  // 3. Write: snapshots, the version list, then the posts; each file atomically.
  for (const [version, snapshot] of fresh) {
    writeFileAtomic(snapshotFile(version), await formatJson(snapshotFile(version), snapshot));
  }
  writeFileAtomic(RELEASE_PATHS.versions, await formatJson(RELEASE_PATHS.versions, versions));
  for (const post of posts) writeFileAtomic(path.join(RELEASE_PATHS.blog, post.file), post.content);
  // A release post whose version left the list is reported, not deleted: its summary is someone's work.
  const written = new Set(posts.map((p) => p.file));
  const stale = existing.filter(
    (f) =>
      !written.has(f) && isGeneratedPost(fs.readFileSync(path.join(RELEASE_PATHS.blog, f), 'utf8')),
  );

  console.log(
    `releases: ${snapshots.length} versions (${versions.join(', ')}); ` +
      `${fresh.size} snapshot(s) read, ${posts.length} posts written to blog/.`,
  );
  for (const file of stale) {
    console.log(
      `releases: blog/${file} is for a version no longer in releases/versions.json; delete it if that is intended.`,
    );
  }
  for (const post of posts.filter((p) => !p.hasSummary)) {
    console.log(
      `releases: blog/${post.file} has a placeholder summary; write two or three sentences ` +
        `about the release between its summary markers (they are kept when the post is regenerated).`,
    );
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof ReleaseError) {
      console.error(`releases: ${error.message}`);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  });
}
