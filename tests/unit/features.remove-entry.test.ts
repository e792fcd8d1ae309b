/**
 * `npm run test:features -- --delete` cuts a feature's entry and import out of
 * plugins/features.ts with the TypeScript parser (tools/features/remove-entry.ts):
 * on a small fixture, exactly those lines go; on the real list, each removable
 * feature's do, and what is left still parses. Which tests a deletion takes,
 * and how a failed step is reported: tools/features/delete-each.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { siteFeatureList, usesOf } from '../../plugins/features';
import { firstError, testsOf } from '../../tools/features/delete-each';
import { removeFeatureEntry } from '../../tools/features/remove-entry';

const ROOT = path.resolve(__dirname, '../..');

const FIXTURE = `/**
 * The header.
 */
import alpha from './alpha';
import beta, { type BetaOptions } from './beta';
import * as gamma from './gamma';

export function list(site: { maps: boolean }) {
  return [
    { name: 'alpha', plugin: plugin(alpha) },
    // Only with maps.
    { name: 'beta', ...(site.maps ? { plugin: plugin([beta, {} satisfies BetaOptions]) } : {}) },
    {
      name: 'gamma',
      plugin: theme(gamma.default),
      options: { name: 'beta' },
    },
  ];
}
`;

/** The lines of `before` that are not in `after`, when `after` is `before` with whole lines cut. */
function cutLines(before: string, after: string): string[] {
  const kept = after.split('\n');
  const cut: string[] = [];
  let k = 0;
  for (const line of before.split('\n')) {
    if (line === kept[k]) k++;
    else cut.push(line);
  }
  expect(k, 'the rest is kept line for line').toBe(kept.length);
  return cut;
}

/** TypeScript's syntax errors in a text. */
function syntaxErrors(text: string): string[] {
  const file = ts.createSourceFile('features.ts', text, ts.ScriptTarget.Latest, true);
  const { parseDiagnostics } = file as unknown as { parseDiagnostics: readonly ts.Diagnostic[] };
  return parseDiagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('removeFeatureEntry on a fixture', () => {
  it('cuts the entry with the comment above it and its import, nothing else', () => {
    const after = removeFeatureEntry(FIXTURE, 'beta');
    expect(cutLines(FIXTURE, after)).toEqual([
      "import beta, { type BetaOptions } from './beta';",
      '    // Only with maps.',
      "    { name: 'beta', ...(site.maps ? { plugin: plugin([beta, {} satisfies BetaOptions]) } : {}) },",
    ]);
    expect(syntaxErrors(after)).toEqual([]);
  });

  it('cuts a multi-line last entry and the first import, keeping the header', () => {
    const after = removeFeatureEntry(removeFeatureEntry(FIXTURE, 'gamma'), 'alpha');
    expect(after).toContain(' * The header.\n */\nimport beta');
    expect(after).not.toMatch(/alpha|gamma/);
    expect(syntaxErrors(after)).toEqual([]);
  });

  it('stops on a name with no entry or no import, rather than cutting anything', () => {
    expect(() => removeFeatureEntry(FIXTURE, 'delta')).toThrow(
      /expected one entry named 'delta' and one import of '.\/delta', found 0 and 0/,
    );
    const twice = FIXTURE.replace("{ name: 'alpha',", "{ name: 'gamma',");
    expect(() => removeFeatureEntry(twice, 'gamma')).toThrow(/found 2 and 1/);
  });
});

describe('removeFeatureEntry on plugins/features.ts', () => {
  const source = fs.readFileSync(path.join(ROOT, 'plugins/features.ts'), 'utf8');
  const features = siteFeatureList({ siteDir: ROOT, announcementId: 'test', sourceMaps: true });
  const removable = features.filter((f) => usesOf(f, features).length === 0).map((f) => f.name);

  it.each(removable)('cuts %s: its import and entry lines, and the rest parses', (name) => {
    const after = removeFeatureEntry(source, name);
    const cut = cutLines(source, after).join('\n');
    expect(cut).toContain(`from './${name}';`);
    expect(cut).toContain(`name: '${name}'`);
    expect(after).not.toContain(`'./${name}'`);
    expect(after).not.toContain(`name: '${name}'`);
    expect(syntaxErrors(after)).toEqual([]);
  });
});

describe('a deletion', () => {
  // api-reference cannot be removed (its entry's neededBy): its tests are there whatever else was.
  it("takes the feature's tests, tests/*/<name>.*, and no other", () => {
    const tests = testsOf(ROOT, 'api-reference');
    expect(tests).toContain('tests/unit/api-reference.internals.test.ts');
    expect(tests).toContain('tests/build/api-reference.test.ts');
    expect(tests).not.toContain('tests/api-library.ts');
    expect(tests.every((file) => /^tests\/[^/]+\/api-reference\./.test(file))).toBe(true);
  });

  it('reports the first error of a failed step, without colour codes', () => {
    const vitest =
      ' ✓ a.test.ts\n\u001b[31m FAIL \u001b[39m tests/unit/b.test.ts > c\nAssertionError: x';
    expect(firstError(vitest)).toBe('FAIL  tests/unit/b.test.ts > c');
    expect(firstError("src/a.ts(3,1): error TS2304: Cannot find name 'x'.\n")).toBe(
      "src/a.ts(3,1): error TS2304: Cannot find name 'x'.",
    );
    expect(firstError('built\nsomething odd\n')).toBe('something odd');
  });
});
