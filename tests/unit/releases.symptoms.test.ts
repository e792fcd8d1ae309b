/**
 * Every fix of the release posts links the troubleshooting entry that
 * describes what a reader sees (releases/symptoms.json), the entry exists,
 * and it links back to the post (issue 44: symptom → fix, both ways).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { symptomOf } from '../../tools/releases/symptoms';
import { readChanges, readVersions, SITE_DIR } from '../../tools/releases/store';

const TROUBLESHOOTING = fs.readFileSync(
  path.join(SITE_DIR, 'docs/guides/troubleshooting.mdx'),
  'utf8',
);

/**
 * A heading's id as Docusaurus makes it with github-slugger, for the ASCII
 * headings of this guide: lower case, punctuation other than `-` and `_` dropped,
 * each space a `-`.
 */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Heading ids of the guide (code marks dropped). */
const HEADINGS = [...TROUBLESHOOTING.matchAll(/^#{2,4} (.*)$/gm)].map((m) => ({
  id: slug(m[1]!.replace(/`/g, '')),
  at: m.index,
}));
const HEADING_IDS = new Set(HEADINGS.map((h) => h.id));

const FIXES = [...readChanges(readVersions()).entries()].flatMap(([post, data]) =>
  data.changes.filter((change) => change.section === 'fixed').map((change) => ({ post, change })),
);

describe('release fixes and their symptoms', () => {
  it('finds fixes to check', () => {
    expect(FIXES.length).toBeGreaterThanOrEqual(12);
  });

  it.each(FIXES.map(({ post, change }) => [post, change.text ?? change.subject ?? '', change]))(
    '%s: %s',
    (post, _text, change) => {
      const symptom = symptomOf(change);
      expect(symptom, 'an entry in releases/symptoms.json').not.toBeNull();
      const anchor = symptom!.href.split('#')[1]!;
      expect(HEADING_IDS, `troubleshooting.mdx has a heading #${anchor}`).toContain(anchor);
      // The entry names the post the fix is listed in.
      const start = HEADINGS.find((h) => h.id === anchor)!.at;
      const next = TROUBLESHOOTING.indexOf('\n#', start + 1);
      const body = TROUBLESHOOTING.slice(start, next < 0 ? undefined : next);
      expect(
        body,
        `the entry #${anchor} links /blog/release-${post.replace(/\./g, '-')}`,
      ).toContain(`/blog/release-${post.replace(/\./g, '-')}`);
    },
  );
});
