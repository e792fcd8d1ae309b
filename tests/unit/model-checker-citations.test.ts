/**
 * Every line the model checker cites says what it is cited for: the quote is on
 * that line of the installed package (white space folded), or, for line 0, in
 * the bytes of the compiled library. A library bump that moves or changes a
 * line fails here, naming the citation.
 */
import { describe, expect, it } from 'vitest';
import { ALL_CITATIONS } from '../../src/components/ModelChecker/analysis/citations';
import { citationHolds } from './model-checker-helpers';

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
