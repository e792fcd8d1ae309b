/**
 * Every line the model checker cites says what it is cited for: the quote is on
 * that line of the installed package (white space folded), or, for line 0, in
 * the bytes of the compiled library. A library bump that moves or changes a
 * line fails here, naming the citation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CITATIONS } from '../../src/components/ModelChecker/analysis/citations';
import type { Citation } from '../../src/components/ModelChecker/analysis/types';

const NODE_MODULES = path.resolve(__dirname, '../../node_modules');
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether the citation's quote is where it says; exported for the report tests. */
export function citationHolds(citation: Citation): boolean {
  const file = path.join(NODE_MODULES, citation.path);
  if (!fs.existsSync(file)) return false;
  if (citation.line === 0) return fs.readFileSync(file).includes(Buffer.from(citation.quote));
  const line = fs.readFileSync(file, 'utf8').split('\n')[citation.line - 1] ?? '';
  return fold(line).includes(fold(citation.quote));
}

describe('model checker citations', () => {
  it.each(ALL_CITATIONS.map((c) => [`${c.path}:${c.line}`, c] as const))(
    '%s says what it is cited for',
    (_, citation) => {
      expect(citationHolds(citation), citation.quote).toBe(true);
    },
  );

  it('a wrong quote or line is caught', () => {
    const [first] = ALL_CITATIONS;
    expect(citationHolds({ ...first, quote: 'not in this file at all' })).toBe(false);
    expect(citationHolds({ ...first, line: first.line + 1 })).toBe(false);
  });
});
