/**
 * `npx tsx tools/releases/regen-posts.ts`: writes the blog posts again from the
 * committed snapshots, summaries and changes, without reading the registry or
 * git (what `npm run releases` does last). For changes to the generator or to
 * data it reads (releases/symptoms.json) that need no new snapshot.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pinnedVersion } from '../../shared/library';
import { postFileName, renderPosts } from './posts';
import {
  loadSnapshot,
  readChanges,
  readSummaries,
  readVersions,
  RELEASE_PATHS,
  SITE_DIR,
} from './store';

async function main(): Promise<void> {
  const versions = readVersions();
  const posts = await renderPosts(
    versions.map(loadSnapshot),
    loadSnapshot(pinnedVersion(SITE_DIR)),
    readSummaries(versions),
    readChanges(versions),
  );
  for (const post of posts) {
    fs.writeFileSync(path.join(RELEASE_PATHS.blog, postFileName(post.version)), post.content);
  }
  console.log(`${posts.length} posts written to blog/`);
}

void main();
