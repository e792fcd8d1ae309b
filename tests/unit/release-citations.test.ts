/**
 * The compatibility notes and the release posts' Fixed and behavior lines each
 * cite what proves them (tools/releases/citations.ts): a commit the change
 * data records, or a package line holding its quote. Breaking a quote, a line
 * number or a hash fails here, naming the note or the post line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pinnedVersion } from '../../shared/library';
import {
  isCommit,
  lineHolds,
  packageFile,
  recordedHashes,
  resolveCommit,
  type LineCitation,
  type ReleaseCitation,
} from '../../tools/releases/citations';
import type { ReleaseChanges } from '../../tools/releases/commits';

const ROOT = path.resolve(__dirname, '../..');
const INSTALLED = pinnedVersion(ROOT);
const HASHES = recordedHashes();
const notes = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'releases/compatibility-notes.json'), 'utf8')) as {
    notes: { step: string; lead: string; cites: ReleaseCitation[] }[];
  }
).notes;
const changes = fs
  .readdirSync(path.join(ROOT, 'releases/changes'))
  .filter((f) => /^\d+\.\d+\.\d+\.json$/.test(f))
  .map(
    (f) =>
      JSON.parse(fs.readFileSync(path.join(ROOT, 'releases/changes', f), 'utf8')) as ReleaseChanges,
  );

/** Throws with what is wrong when a citation does not prove anything. */
function check(citation: ReleaseCitation): void {
  if (isCommit(citation)) {
    resolveCommit(citation.commit, HASHES);
    return;
  }
  checkLine(citation);
}

function checkLine(citation: LineCitation): void {
  if (!/^\d+\.\d+\.\d+$/.test(citation.version)) throw new Error('no release version');
  if (!Number.isInteger(citation.line) || citation.line < 1) throw new Error('no line number');
  if (citation.quote.trim().length < 8) throw new Error('a quote too short to prove anything');
  const file = packageFile(citation, INSTALLED);
  // An older release without its extracted package: the quote recorded from its tag stands.
  if (!file) return;
  const text = fs.readFileSync(file, 'utf8');
  if (!lineHolds(text, citation.line, citation.quote))
    throw new Error(
      `${citation.path}:${citation.line} of ${citation.version} does not read "${citation.quote}"`,
    );
}

/** Every bold-led note of the guide: "<step heading> / <lead>". */
function guideNotes(): string[] {
  const mdx = fs.readFileSync(path.join(ROOT, 'docs/guides/compatibility.mdx'), 'utf8');
  const found: string[] = [];
  let heading = '';
  for (const line of mdx.split('\n')) {
    const h = /^#{2,3} (.+)$/.exec(line);
    if (h) heading = h[1];
    const lead = /^- \*\*(.+?)\*\*/.exec(line);
    const upgrade = /^\d+\.\d+\.\d+ to \d+\.\d+\.\d+$/.test(heading);
    if (lead && (upgrade || lead[1] === 'Architecture')) found.push(`${heading} / ${lead[1]}`);
  }
  return found;
}

describe('compatibility notes', () => {
  it('cite every bold-led upgrade note of the guide and the Architecture row, and nothing else', () => {
    expect(notes.map((n) => `${n.step} / ${n.lead}`).sort()).toEqual(guideNotes().sort());
  });

  it.each(notes.map((n) => [`${n.step} / ${n.lead}`, n] as const))('%s', (_, note) => {
    expect(note.cites.length).toBeGreaterThan(0);
    for (const citation of note.cites) expect(() => check(citation)).not.toThrow();
  });
});

describe("release posts' Fixed and behavior lines", () => {
  const lines = changes.flatMap((c) => c.changes.filter((r) => r.section !== null));

  it.each(lines.map((r) => [r.text ?? r.subject ?? '', r] as const))('%s', (_, record) => {
    if (record.hash) expect(HASHES).toContain(record.hash);
    else {
      expect(record.cites?.length, 'a change without a commit cites package lines').toBeTruthy();
      for (const citation of record.cites ?? []) expect(() => check(citation)).not.toThrow();
    }
  });

  it('show the proof on the post: the short commit hash, or the package line', () => {
    for (const data of changes) {
      const post = fs.readFileSync(
        path.join(ROOT, `blog/release-${data.version.replace(/\./g, '-')}.mdx`),
        'utf8',
      );
      for (const record of data.changes.filter((r) => r.section !== null)) {
        const proof = record.hash
          ? record.hash.slice(0, 7)
          : `\`${record.cites![0].path}:${record.cites![0].line}\``;
        expect(post, record.text ?? '').toContain(proof);
      }
    }
  });
});

describe('the citation checks', () => {
  const installedLine: LineCitation = {
    version: INSTALLED,
    path: 'android/gradle.properties',
    line: 2,
    quote: 'Filament_minSdkVersion=24',
  };

  it('accept a true line and reject a wrong quote or line of the installed package', () => {
    expect(() => check(installedLine)).not.toThrow();
    expect(() => check({ ...installedLine, quote: 'Filament_minSdkVersion=21' })).toThrow();
    expect(() => check({ ...installedLine, line: 3 })).toThrow();
    expect(() => check({ ...installedLine, path: 'android/no-such-file' })).toThrow();
  });

  it('accept a recorded commit and reject a malformed or unknown one', () => {
    expect(() => check({ commit: '869ea8df' })).not.toThrow();
    expect(() => check({ commit: '869ea8dg' })).toThrow(/not a short commit hash/);
    expect(() => check({ commit: 'deadbeef' })).toThrow(/not recorded/);
  });
});
