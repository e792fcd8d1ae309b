/**
 * The claim-by-claim audits of the second set of guides (audit/guides/<guide>.md) stay true to the
 * installed library: every `path:line` they cite exists in react-native-filament's package (or in
 * node_modules for the few non-library sources), and the counts at the top match the table.
 * When the library version changes, this test points at the audits that need looking at again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const PACKAGE = path.join(ROOT, 'node_modules/react-native-filament');
const GUIDES = ['animator', 'images', 'physics', 'instancing', 'reanimated', 'recording'] as const;

const CITATION = /`([\w./-]+\.(?:ts|tsx|cpp|h|mm|java|js|json|mdx)):(\d+)`/g;

function readAudit(guide: string): string {
  return fs.readFileSync(path.join(ROOT, 'audit/guides', `${guide}.md`), 'utf8');
}

function tableRows(audit: string): string[] {
  return audit.split('\n').filter((line) => /^\| (✓|fixed) \|/.test(line));
}

describe.each(GUIDES)('audit/guides/%s.md', (guide) => {
  it('audits the guide it is named after, for the installed library version', () => {
    const audit = readAudit(guide);
    const version = (
      JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as { version: string }
    ).version;
    expect(audit).toContain(`docs/guides/${guide}.mdx`);
    expect(audit).toContain(`react-native-filament **${version}**`);
  });

  it('states counts that match its checklist', () => {
    const audit = readAudit(guide);
    const rows = tableRows(audit);
    const fixed = rows.filter((row) => row.startsWith('| fixed |'));
    expect(rows.length).toBeGreaterThan(20);
    expect(audit).toContain(`Claims checked: **${rows.length}**`);
    expect(audit).toContain(`Claims fixed: **${fixed.length}**`);
  });

  it('cites only source lines that exist', () => {
    const missing: string[] = [];
    for (const [, file, line] of readAudit(guide).matchAll(CITATION)) {
      const full = file.startsWith('node_modules/')
        ? path.join(ROOT, file)
        : path.join(PACKAGE, file);
      const lineCount = fs.existsSync(full) ? fs.readFileSync(full, 'utf8').split('\n').length : 0;
      if (Number(line) < 1 || Number(line) > lineCount) missing.push(`${file}:${line}`);
    }
    expect(missing).toEqual([]);
  });

  it('gives every fixed claim a source', () => {
    const unsourced = tableRows(readAudit(guide)).filter(
      (row) =>
        row.startsWith('| fixed |') && !/:\d+`|upstream|margelo\/react-native-filament/.test(row),
    );
    expect(unsourced).toEqual([]);
  });
});
