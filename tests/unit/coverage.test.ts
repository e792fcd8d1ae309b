import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveLibrary } from '../../shared/library';
import { API_ONLY } from '../../tools/coverage/api-only';
import {
  COVERAGE_THRESHOLD,
  coverageReport,
  exportedNames,
  isPlainWord,
  namesTaughtIn,
  proseOf,
} from '../../tools/coverage/coverage';

const SITE = path.resolve(__dirname, '../..');

describe('exportedNames', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coverage-'));
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
    write(
      'index.ts',
      "export * from './a';\nexport { inner as renamed } from './b';\nexport type Local = number;\n",
    );
    write('a.ts', "export * from './deep';\nexport function useThing() {}\nexport default 1;\n");
    write('deep.ts', 'export interface DeepShape { x: number }\nexport const deepValue = 2;\n');
    write('b.ts', 'export const inner = 3;\nexport const notReExported = 4;\n');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('follows export * chains and renamed re-exports, values and types, without default', () => {
    expect(exportedNames(path.join(dir, 'index.ts'))).toEqual([
      'DeepShape',
      'deepValue',
      'Local',
      'renamed',
      'useThing',
    ]);
  });

  it("reads the installed library's 143 names, and every api-only name is one of them", () => {
    const names = exportedNames(resolveLibrary(SITE).entryPoint);
    expect(names).toHaveLength(143);
    expect(names).toEqual(
      expect.arrayContaining(['FilamentView', 'useModel', 'View', 'BulletAPI']),
    );
    for (const [name, reason] of Object.entries(API_ONLY)) {
      expect(names, `api-only name ${name}`).toContain(name);
      expect(reason.length, `reason for ${name}`).toBeGreaterThan(20);
    }
  });
});

describe('proseOf', () => {
  const mdx = [
    '---',
    'title: x',
    '---',
    "import GuideFigure from '@site/src/components/GuideFigure';",
    '',
    '## Using `HeadingName`',
    '',
    'A paragraph with `InlineName()` and useTextName in words.',
    '',
    '- a list item with `ListName`',
    '',
    '| Column |',
    '| --- |',
    '| `CellName` |',
    '',
    ':::tip',
    'An admonition about `TipName`.',
    ':::',
    '',
    '```tsx',
    'const x = CodeOnlyName;',
    '```',
    '',
    '<GuideFigure caption="x">',
    '  <svg><text>FigureName</text></svg>',
    '</GuideFigure>',
  ].join('\n');
  const prose = proseOf(mdx);

  it('keeps inline code of paragraphs, list items, table cells and admonitions', () => {
    expect(prose.code).toEqual(['InlineName()', 'ListName', 'CellName', 'TipName']);
  });

  it('keeps plain text of paragraphs but not headings, fenced code or pictures', () => {
    const all = [...prose.code, ...prose.text].join(' ');
    expect(all).toContain('useTextName');
    for (const absent of ['HeadingName', 'CodeOnlyName', 'FigureName']) {
      expect(all).not.toContain(absent);
    }
  });
});

describe('namesTaughtIn', () => {
  const names = ['Camera', 'FilamentScene', 'useModel', 'RGBA', 'Light'];

  it('counts names in inline code, whole words only', () => {
    const taught = namesTaughtIn({ code: ['<Camera />', 'useModelX'], text: [] }, names);
    expect([...taught]).toEqual(['Camera']);
  });

  it('counts identifiers in text, but not names that are also plain English words', () => {
    const taught = namesTaughtIn(
      { code: [], text: ['Light from FilamentScene, then useModel. Camera shy. RGBA values.'] },
      names,
    );
    expect([...taught].sort()).toEqual(['FilamentScene', 'RGBA', 'useModel']);
  });

  it('isPlainWord is true only for capitalized lowercase words', () => {
    expect(['Camera', 'Box'].map(isPlainWord)).toEqual([true, true]);
    expect(['RGBA', 'Float3', 'useModel', 'RNFCamera'].map(isPlainWord)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('coverageReport', () => {
  const names = ['a', 'b', 'c', 'd'];

  it('divides taught names by all exported names and lists what is missing', () => {
    const report = coverageReport(names, new Set(['a', 'b', 'c']), { d: 'internal helper' });
    expect(report.share).toBe(0.75);
    expect(report.taught).toEqual(['a', 'b', 'c']);
    expect(report.missing).toEqual([]);
    expect(report.apiOnly).toEqual(['d']);
    expect(report.passes).toBe(true);
  });

  it('fails under the threshold, and api-only names still count as untaught', () => {
    const report = coverageReport(names, new Set(['a', 'b']), { d: 'internal helper' });
    expect(report.share).toBe(0.5);
    expect(report.missing).toEqual(['c']);
    expect(report.passes).toBe(false);
    expect(COVERAGE_THRESHOLD).toBe(0.75);
  });

  it('fails on api-only entries that the library does not export', () => {
    const report = coverageReport(names, new Set(names), { gone: 'removed helper' });
    expect(report.unknownApiOnly).toEqual(['gone']);
    expect(report.passes).toBe(false);
  });
});
