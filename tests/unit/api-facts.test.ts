/**
 * The API facts file (plugins/api-reference/facts.ts) stays true to the
 * installed library: every cited `path:line` exists and contains the quoted
 * text. A version bump that moves or changes a line fails here, naming the fact.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_FACTS, type ApiFact } from '../../plugins/api-reference/facts';
import { resolveFactSource } from '../../plugins/api-reference/apply-facts';

const PACKAGE = path.resolve(__dirname, '../../node_modules/react-native-filament');
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
const label = (fact: ApiFact) =>
  `${fact.api}${fact.member ? `.${fact.member}` : ''} (${fact.kind})`;

describe.each(API_FACTS.map((fact) => [label(fact), fact] as const))('%s', (_label, fact) => {
  it(`cites ${fact.source}, which says "${fact.quote}"`, () => {
    const { file, line } = resolveFactSource(PACKAGE, fact.source);
    expect(fs.existsSync(file), `${file} exists`).toBe(true);
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    expect(fold(lines[line - 1] ?? '')).toContain(fold(fact.quote));
  });

  it('says what a reader needs: a default has a value or a note, other kinds a note', () => {
    if (fact.kind === 'default') expect(fact.value !== null || Boolean(fact.note)).toBe(true);
    else expect(fact.note?.length).toBeGreaterThan(10);
  });
});

it('records each member once per kind', () => {
  const keys = API_FACTS.map((f) => `${f.api}.${f.member ?? ''}.${f.kind}`);
  expect(keys.length).toBe(new Set(keys).size);
});
