/**
 * A second reader for every page (audit/second-reader/README.md): each page has
 * a record of a reading by someone who did not write it, taken of the page as
 * it stands (its content hash), or is on the list of pages never read yet,
 * which may only shrink. The record's format is checked too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pinnedVersion } from '../../shared/library';
import {
  allPages,
  notYetRead,
  pageHash,
  RECORDS_DIR,
  SITE_DIR,
} from '../../tools/second-reader/pages';
import { parseRecord, READER, VERDICTS } from '../../tools/second-reader/records';

/**
 * not-yet-read.txt as it was made on 2026-12-07. A page may leave the list;
 * none may join it: a page added later needs a record before it merges.
 */
const LISTED_AT_START: ReadonlySet<string> = new Set([
  'guide-logging',
  'guide-animator',
  'guide-asset-loading',
  'guide-camera',
  'guide-check-your-model',
  'guide-compatibility',
  'guide-error-messages',
  'guide-getting-started',
  'guide-images',
  'guide-instancing',
  'guide-interaction',
  'guide-known-issues',
  'guide-light',
  'guide-limits',
  'guide-many-models',
  'guide-materials',
  'guide-physics',
  'guide-reanimated',
  'guide-recording',
  'guide-rendering',
  'guide-skybox',
  'guide-transformation',
  'guide-troubleshooting',
  'blog-release-1-11-0',
  'blog-release-1-5-0',
  'blog-release-1-6-1',
  'blog-release-1-8-0',
  'blog-release-1-9-0',
  // The error reference, one page when the list was made, split in three the same day.
  'error-reference-setup-models',
  'error-reference-scene',
  'error-reference-materials-internal',
  'model-checker-messages',
  'api-reference-facts',
  'web-host-readme',
  'playground',
  'home',
]);

const pages = allPages();
const listed = notYetRead();
const recordIds = fs
  .readdirSync(RECORDS_DIR)
  .filter((f) => f.endsWith('.md') && f !== 'README.md')
  .map((f) => f.replace(/\.md$/, ''));
const recordOf = (id: string) =>
  parseRecord(fs.readFileSync(path.join(RECORDS_DIR, `${id}.md`), 'utf8'));

describe('every page is second-read or listed as not read yet', () => {
  it.each(pages.map((p) => [p.id, p] as const))('%s', (id) => {
    const recorded = recordIds.includes(id);
    const waiting = listed.includes(id);
    expect(
      recorded || waiting,
      `page ${id} has no second-reader record: have it second-read before it merges (CONTRIBUTING, "Have a page second-read")`,
    ).toBe(true);
    expect(
      recorded && waiting,
      `page ${id} has a record: delete its line from audit/second-reader/not-yet-read.txt`,
    ).toBe(false);
  });

  it('the list of pages not read yet only shrinks: no page joins it', () => {
    const joined = listed.filter((id) => !LISTED_AT_START.has(id));
    expect(
      joined,
      'a page added after the list was made cannot wait on it: have it second-read (CONTRIBUTING, "Have a page second-read")',
    ).toEqual([]);
    expect(new Set(listed).size, 'a page listed twice').toBe(listed.length);
  });

  it('lists and records only pages that exist', () => {
    const ids = new Set(pages.map((p) => p.id));
    expect(listed.filter((id) => !ids.has(id))).toEqual([]);
    expect(recordIds.filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('second-reader records', () => {
  const recorded = pages.filter((p) => recordIds.includes(p.id));

  // Holds the suite open while no page has a record yet (the list below is then empty).
  it('are all records of pages', () => {
    expect(recorded.map((p) => p.id).sort()).toEqual([...recordIds].sort());
  });

  it.each(recorded.map((p) => [p.id, p] as const))(
    '%s was read as the page now stands, by a second reader, in the format',
    (id, page) => {
      const record = recordOf(id);
      expect(record.page).toBe(id);
      expect(record.sources).toEqual(page.sources);
      expect(
        record.hash,
        `page ${id} changed after its last second-reader audit: re-audit it and update the record, see CONTRIBUTING`,
      ).toBe(pageHash(page));
      expect(record.reader).toBe(READER);
      expect(record.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(
        record.library,
        `page ${id} was second-read against another library version: re-audit it, see CONTRIBUTING`,
      ).toBe(`react-native-filament ${pinnedVersion(SITE_DIR)}`);
      expect(record.rows.length).toBeGreaterThan(0);
      expect(record.claims).toBe(record.rows.length);
      for (const row of record.rows) {
        const where = `${id}: ${row.claim}`;
        expect(VERDICTS as readonly string[], where).toContain(row.verdict);
        expect(row.source, where).toMatch(/[\w.-]+\.[\w]+:\d+|commit [0-9a-f]{7,}/);
        if (row.verdict !== '✓') expect(row.note, where).toMatch(/^fixed: \S/);
      }
    },
  );
});

describe('the record checks themselves', () => {
  const page = pages.find((p) => p.id === 'guide-compatibility')!;
  const sample = [
    '# Second reading: Compatibility',
    '',
    '- Page: `guide-compatibility`',
    `- Sources: ${page.sources.map((s) => `\`${s}\``).join(', ')}`,
    '- Content hash: `sha256:00`',
    `- Read by: ${READER}`,
    '- Date: 2026-12-07',
    '- Library: react-native-filament 1.11.0',
    '- Claims re-checked: **2**',
    '',
    '| verdict | claim | source path:line | note |',
    '| --- | --- | --- | --- |',
    '| ✓ | no iOS version | `react-native-filament.podspec:25` | |',
    '| misleading | a \\| b | `android/build.gradle:99` | fixed: reworded |',
    '',
  ].join('\n');

  it('reads the header and the table, pipes escaped in a cell included', () => {
    const record = parseRecord(sample);
    expect(record).toMatchObject({
      page: 'guide-compatibility',
      sources: page.sources,
      hash: 'sha256:00',
      reader: READER,
      claims: 2,
    });
    expect(record.rows.map((r) => r.verdict)).toEqual(['✓', 'misleading']);
    expect(record.rows[1].claim).toBe('a \\| b');
  });

  it('a hash changes with any byte of any source', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'second-reader-'));
    try {
      const fake = { id: 'x', sources: ['a.mdx', 'b.json'] };
      fs.writeFileSync(path.join(dir, 'a.mdx'), 'one');
      fs.writeFileSync(path.join(dir, 'b.json'), '{}');
      const before = pageHash(fake, dir);
      fs.writeFileSync(path.join(dir, 'b.json'), '{ }');
      expect(pageHash(fake, dir)).not.toBe(before);
      expect(before).toMatch(/^sha256:[0-9a-f]{64}$/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
