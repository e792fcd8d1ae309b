/**
 * The claim-by-claim audits of the guides (audit/guides/<guide>.md) stay true to the installed
 * library: every guide has one, every `path:line` they cite exists in react-native-filament's
 * package (or in another installed package), and the counts at the top match the table.
 * When the library version changes, this test points at the audits that need looking at again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const PACKAGE = path.join(ROOT, 'node_modules/react-native-filament');
const AUDITS = path.join(ROOT, 'audit/guides');
const GUIDES = fs
  .readdirSync(path.join(ROOT, 'docs/guides'))
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => file.replace(/\.mdx$/, ''));

/** A `file:line` citation, optionally prefixed by `../` (another package) or `FH/` (an audit's header folder). */
const CITATION =
  /(?<![\w/:.-])((?:\.\.\/|FH\/)?[\w./-]+\.(?:ts|tsx|cpp|h|mm|java|kt|js|json|mdx|gradle|podspec|txt)):(\d+)/g;

/** Citations of files that are not installed here: Filament's own source and the library's repository. */
const NOT_INSTALLED = /(?:repo:|\(Filament\)\s*)$/;
const REPOSITORY_ONLY = /^(?:libs|docs|examples)\//;

/**
 * How many claims an audit needs: one for every `WORDS_PER_CLAIM` words of the
 * guide's prose (code blocks, pictures and imports not counted), at least
 * `MIN_CLAIMS`. On 2026-11-28 the guides had one claim per 19 to 46 words.
 * Stated in audit/README.md and CONTRIBUTING.md ("Add a guide").
 */
const WORDS_PER_CLAIM = 60;
const MIN_CLAIMS = 3;

function proseWords(guide: string): number {
  const source = fs.readFileSync(path.join(ROOT, 'docs/guides', `${guide}.mdx`), 'utf8');
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/^import .*$/gm, '')
    .split(/\s+/)
    .filter((word) => /[a-zA-Z]/.test(word)).length;
}

function readAudit(guide: string): string {
  return fs.readFileSync(path.join(AUDITS, `${guide}.md`), 'utf8');
}

function tableRows(audit: string): string[] {
  return audit
    .split('\n')
    .filter((line) => /^\| (✓|fixed) \|/.test(line) && !line.startsWith('| ✓ | claim'));
}

/** Where a cited path lives on disk. */
function resolveCitation(file: string, audit: string): string {
  if (file.startsWith('../')) return path.join(ROOT, 'node_modules', file.slice(3));
  if (file.startsWith('node_modules/')) return path.join(ROOT, file);
  if (file.startsWith('FH/')) {
    const folder = /`FH` = `([^`]+)`/.exec(audit)?.[1] ?? 'FH';
    return path.join(PACKAGE, folder, file.slice(3));
  }
  const [first] = file.split('/');
  if (first !== 'src' && fs.existsSync(path.join(ROOT, 'node_modules', first, 'package.json'))) {
    return path.join(ROOT, 'node_modules', file);
  }
  return path.join(PACKAGE, file);
}

function lineCount(file: string): number {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').length : 0;
}

it('every guide has an audit, and every audit a guide', () => {
  const audits = fs.readdirSync(AUDITS).map((file) => file.replace(/\.md$/, ''));
  expect(
    audits.sort(),
    'each docs/guides/<id>.mdx needs audit/guides/<id>.md (audit/README.md has the format)',
  ).toEqual([...GUIDES].sort());
});

// A guide without its audit fails the test above once, not every test below.
const AUDITED = GUIDES.filter((guide) => fs.existsSync(path.join(AUDITS, `${guide}.md`)));

describe.each(AUDITED)('audit/guides/%s.md', (guide) => {
  it('audits the guide it is named after, for the installed library version', () => {
    const audit = readAudit(guide);
    const version = (
      JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as { version: string }
    ).version;
    // Booleans, not toContain: a failure states the rule, not the whole audit.
    expect(
      audit.includes(`docs/guides/${guide}.mdx`),
      `the audit's first line names \`docs/guides/${guide}.mdx\``,
    ).toBe(true);
    expect(
      audit.includes(`react-native-filament **${version}**`),
      `the audit names the library version it checked: \`Library: react-native-filament **${version}**.\` (re-check its citations in that version)`,
    ).toBe(true);
  });

  it('states counts that match its checklist', () => {
    const audit = readAudit(guide);
    const rows = tableRows(audit);
    const fixed = rows.filter((row) => row.startsWith('| fixed |'));
    const needed = Math.max(MIN_CLAIMS, Math.ceil(proseWords(guide) / WORDS_PER_CLAIM));
    expect(
      rows.length,
      `audit/guides/${guide}.md lists ${rows.length} claims; the guide's ${proseWords(guide)} words of prose need at least ${needed} ` +
        `(one claim per ${WORDS_PER_CLAIM} words, at least ${MIN_CLAIMS}: audit/README.md). Add a row for every default, unit, behaviour, prop, requirement or order the guide states.`,
    ).toBeGreaterThanOrEqual(needed);
    const counts = /Claims checked:.*/.exec(audit)?.[0] ?? 'no counts line';
    expect(
      audit.includes(`Claims checked: **${rows.length}**`),
      `the counts line of the audit: \`Claims checked: **${rows.length}**\`, the number of table rows (has: ${counts})`,
    ).toBe(true);
    expect(
      audit.includes(`Claims fixed: **${fixed.length}**`),
      `\`Claims fixed: **${fixed.length}**\`, the rows marked \`fixed\` (has: ${counts})`,
    ).toBe(true);
  });

  it('cites only source lines that exist', () => {
    const audit = readAudit(guide);
    const missing: string[] = [];
    let cited = 0;
    for (const row of tableRows(audit)) {
      const source = row.split(' | ')[2] ?? '';
      for (const match of source.matchAll(CITATION)) {
        const [, file, line] = match;
        if (NOT_INSTALLED.test(source.slice(0, match.index)) || REPOSITORY_ONLY.test(file))
          continue;
        cited += 1;
        const count = lineCount(resolveCitation(file, audit));
        if (Number(line) < 1 || Number(line) > count) missing.push(`${file}:${line}`);
      }
    }
    expect(
      missing,
      'cited `path:line` that the installed package does not have (paths are relative to node_modules/react-native-filament/: audit/README.md)',
    ).toEqual([]);
    // Most rows cite a line; an audit whose citations all went unread would be a hollow pass.
    const rows = tableRows(audit).length;
    expect(
      cited,
      `\`path:line\` citations of installed packages: more than half the table's ${rows} rows ` +
        `(audit/README.md). Cite the line of node_modules/react-native-filament/ that proves each claim; ` +
        `\`repo:\`, \`(Filament)\` and \`libs/\`, \`docs/\`, \`examples/\` paths do not count`,
    ).toBeGreaterThan(rows / 2);
  });

  it('gives every fixed claim a source', () => {
    const unsourced = tableRows(readAudit(guide)).filter(
      (row) =>
        row.startsWith('| fixed |') &&
        !/:\d+|upstream|margelo\/react-native-filament|`examples\//.test(row),
    );
    expect(
      unsourced,
      'a `fixed` row needs a `path:line` (or the upstream thread) that proves the fix',
    ).toEqual([]);
  });
});
