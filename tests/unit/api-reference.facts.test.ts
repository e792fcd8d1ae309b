/**
 * The API facts file (plugins/api-reference/facts.ts) stays true to the
 * installed library: every cited `path:line` exists and contains the quoted
 * text. A version bump that moves or changes a line fails here, naming the fact.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_FACTS, type ApiFact } from '../../plugins/api-reference/facts';
import {
  indexFacts,
  memberFacts,
  resolveFactSource,
} from '../../plugins/api-reference/apply-facts';
import type { Member } from '../../plugins/api-reference/model/types';
import { SUMMARIES } from '../../plugins/api-reference/summaries';

const PACKAGE = path.resolve(__dirname, '../../node_modules/react-native-filament');
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
const label = (fact: ApiFact) =>
  `${fact.api}${fact.member ? `.${fact.member}` : ''} (${fact.kind})`;

/** The folded text of a cited line of the installed package. */
function citedLine(source: string): string {
  const { file, line } = resolveFactSource(PACKAGE, source);
  expect(fs.existsSync(file), `${file} exists`).toBe(true);
  return fold(fs.readFileSync(file, 'utf8').split('\n')[line - 1] ?? '');
}

describe.each(API_FACTS.map((fact) => [label(fact), fact] as const))('%s', (_label, fact) => {
  it.each([{ source: fact.source, quote: fact.quote }, ...(fact.also ?? [])])(
    'cites $source, which says "$quote"',
    ({ source, quote }) => {
      expect(citedLine(source), source).toContain(fold(quote));
    },
  );

  it('says what a reader needs: a default has a value or a note, other kinds a note', () => {
    if (fact.kind === 'default') expect(fact.value !== null || Boolean(fact.note)).toBe(true);
    else expect(fact.note?.length).toBeGreaterThan(10);
  });
});

it('records each member once per kind', () => {
  const keys = API_FACTS.map((f) => `${f.api}.${f.member ?? ''}.${f.kind}`);
  expect(keys.length).toBe(new Set(keys).size);
});

describe('citations that prove', () => {
  const defaults = API_FACTS.filter((f) => f.kind === 'default');

  it('a default the code applies cites the line that applies it, its constant as a second citation', () => {
    // A line that only declares a constant (`const defaultNear = 0.1`) proves the value, not that it is used.
    for (const fact of defaults.filter((f) => f.source.startsWith('src/'))) {
      expect(/^const \w+(: \w+)? = [-\d['"]/.test(fold(fact.quote)), label(fact)).toBe(false);
    }
  });

  it('"stays off" cites Filament\'s own default in the headers the package ships, and the line that sets nothing', () => {
    const staysOff = defaults.filter((f) => /stays off/.test(f.note ?? ''));
    expect(staysOff.length).toBeGreaterThanOrEqual(4);
    for (const fact of staysOff) {
      expect(fact.source, label(fact)).toMatch(/^FH\//);
      expect(fact.quote, label(fact)).toMatch(/enabled = false/);
      expect(
        fact.also?.some((c) => c.source.startsWith('src/')),
        label(fact),
      ).toBe(true);
    }
  });

  it('a platform fact cites each platform', () => {
    for (const fact of API_FACTS.filter((f) => f.kind === 'platform')) {
      const sources = [fact.source, ...(fact.also ?? []).map((c) => c.source)];
      expect(
        sources.some((s) => s.startsWith('ios/')),
        label(fact),
      ).toBe(true);
      expect(
        sources.some((s) => s.startsWith('android/')),
        label(fact),
      ).toBe(true);
    }
  });
});

describe('the build stops on a disagreement, naming the export and the prop', () => {
  const member = (tags: { name: string; text: string }[], codeDefault?: string): Member => ({
    name: 'near',
    optional: true,
    type: 'number',
    doc: { summary: [], tags },
    declaredIn: 'CameraProps',
    source: 'src/react/Camera.tsx:22',
    variants: [],
    codeDefault: codeDefault
      ? { value: codeDefault, source: 'src/react/Camera.tsx:56' }
      : undefined,
  });
  const fact = (extra: Partial<ApiFact> = {}): ApiFact => ({
    api: 'Camera',
    member: 'near',
    kind: 'default',
    value: '0.1',
    source: 'src/react/Camera.tsx:56',
    quote: 'const defaultNear = 0.1',
    ...extra,
  });

  it('a @default comment that differs from the recorded default', () => {
    const facts = indexFacts([fact()]);
    expect(() => memberFacts('Camera', member([{ name: 'default', text: '1' }]), facts)).toThrow(
      /Camera › near: the library's comment says @default 1, the facts file records 0.1/,
    );
    // Unless the fact says the comment is wrong; the page then shows both.
    const corrected = indexFacts([fact({ commentSays: '1' })]);
    expect(
      memberFacts('Camera', member([{ name: 'default', text: '1' }]), corrected).shownDefault,
    ).toMatchObject({
      value: '0.1',
      commentSays: '1',
    });
  });

  it('a default the code applies that is not recorded, or recorded otherwise', () => {
    expect(() => memberFacts('Camera', member([], '0.1'), indexFacts([]))).toThrow(
      /Camera › near: the code applies the default 0.1 .* has no default for it/,
    );
    expect(() => memberFacts('Camera', member([], '0.2'), indexFacts([fact()]))).toThrow(
      /records 0.1/,
    );
    expect(memberFacts('Camera', member([], '0.1'), indexFacts([fact()])).shownDefault?.value).toBe(
      '0.1',
    );
  });

  it('a default only the comment gives is shown as the comment’s', () => {
    const shown = memberFacts(
      'Camera',
      member([{ name: 'default', text: '(0,0,1)' }]),
      indexFacts([]),
    ).shownDefault;
    expect(shown).toEqual({ value: '(0,0,1)', fromCommentOnly: true });
  });
});

describe('the opening sentences of component and hook pages (summaries.ts)', () => {
  it.each(Object.entries(SUMMARIES))(
    '%s cites a line of the library that exists',
    (_name, summary) => {
      const { file, line } = resolveFactSource(PACKAGE, summary.source);
      expect(fs.existsSync(file), `${file} exists`).toBe(true);
      expect(
        fs.readFileSync(file, 'utf8').split('\n')[line - 1]?.trim(),
        summary.source,
      ).toBeTruthy();
    },
  );
});
