/**
 * The error reference's claims stay proven by the installed packages: every
 * citation of an explained entry's cause, fix and reachability, and of an
 * internal entry's verdict, names a line that exists and says the quoted
 * text (white space folded). Every message has a verdict with proof, the
 * explained ones are all reachable, and facts the entries list (the names
 * `{_name}` takes) match what the package declares. A library bump that
 * moves or changes a cited line fails here, naming the entry and the line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EXPLANATIONS,
  INTERNAL_ONLY,
  POINTER_HOLDER_NAMES,
  type Explanation,
} from '../../plugins/error-reference/explanations';
import { extractMessages } from '../../plugins/error-reference/extract';
import { summaryText } from '../../plugins/error-reference/reference';
import { REPORTED_LEVELS } from '../../plugins/error-reference/types';
import { citationProblem, cite, type Citation } from '../../shared/citations';

const LIBRARY = path.resolve(__dirname, '../../node_modules/react-native-filament');

/** Every citation an explained entry carries, labelled by the claim it proves. */
function explanationCitations(e: Explanation): [string, Citation][] {
  return [
    ...e.causeProof.map((c): [string, Citation] => ['cause', c]),
    ...e.fixProof.map((c): [string, Citation] => ['what to do', c]),
    ...e.reach.proof.map((c): [string, Citation] => ['reachable', c]),
    ...(e.raisedBy
      ? [
          ['raised by', e.raisedBy.site] as [string, Citation],
          ['called from', e.raisedBy.calledFrom] as [string, Citation],
        ]
      : []),
  ];
}

describe.each(EXPLANATIONS.map((e) => [e.message, e] as const))('%s', (_message, e) => {
  it('cites the lines that make its cause and its fix true', () => {
    expect(e.causeProof.length, 'cause citations').toBeGreaterThan(0);
    expect(e.fixProof.length, 'fix citations').toBeGreaterThan(0);
  });

  it.each(explanationCitations(e).map(([claim, c]) => [claim, c.source, c] as const))(
    '%s: %s says what it is cited for',
    (_claim, _source, citation) => {
      const problem = citationProblem(LIBRARY, citation);
      expect(problem, problem).toBeUndefined();
    },
  );

  it('is reachable, with the line that leads there', () => {
    expect(e.reach.verdict).toBe('reachable');
    expect(e.reach.proof.length).toBeGreaterThan(0);
  });
});

describe.each(INTERNAL_ONLY.map((i) => [i.message, i] as const))('left out: %s', (_message, i) => {
  it('has a verdict with proof that holds, and a reason that states it', () => {
    expect(['reachable', 'unreachable']).toContain(i.reach.verdict);
    expect(i.reach.proof.length).toBeGreaterThan(0);
    for (const c of i.reach.proof) {
      const problem = citationProblem(LIBRARY, c);
      expect(problem, problem).toBeUndefined();
    }
    if (i.reach.verdict === 'unreachable') expect(i.reason).toMatch(/unreachable/i);
  });
});

describe('verdicts', () => {
  it('every message the library has at a listed level has one, in exactly one list', () => {
    const verdicts = new Map<string, string>();
    for (const e of EXPLANATIONS) verdicts.set(e.message, e.reach.verdict);
    for (const i of INTERNAL_ONLY) verdicts.set(i.message, i.reach.verdict);
    const reported = extractMessages(LIBRARY).filter((m) => REPORTED_LEVELS.has(m.level));
    expect(reported.filter((m) => !verdicts.has(m.message)).map((m) => m.message)).toEqual([]);
  });

  it('an entry shown instead of a library message names an unreachable one', () => {
    const insteadOf = EXPLANATIONS.flatMap((e) => (e.shownInsteadOf ? [e.shownInsteadOf] : []));
    expect(insteadOf.length).toBeGreaterThanOrEqual(2);
    for (const message of insteadOf)
      expect(INTERNAL_ONLY.find((i) => i.message === message)?.reach.verdict, message).toBe(
        'unreachable',
      );
  });

  it('the page states the counts of each', () => {
    const unreachable = INTERNAL_ONLY.filter((i) => i.reach.verdict === 'unreachable').length;
    expect(summaryText('1.11.0')).toContain(`${unreachable} that no app can meet`);
    expect(summaryText('1.11.0')).toContain(
      `${INTERNAL_ONLY.length - unreachable} that need nothing from you`,
    );
  });
});

describe('facts the entries list match the package', () => {
  it('`{_name}` of "Pointer … has already been manually released!" takes every name a PointerHolder passes', () => {
    // Each class that derives from PointerHolder passes a literal name or its TAG constant.
    const declared = new Set<string>();
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
        const full = path.join(dir, d.name);
        return d.isDirectory() ? walk(full) : d.name.endsWith('.h') ? [full] : [];
      });
    for (const file of walk(path.join(LIBRARY, 'cpp'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/PointerHolder\((?:"(\w+)"|TAG),/g)) {
        const name =
          m[1] ??
          /constexpr auto TAG = "(\w+)"|auto constexpr TAG = "(\w+)"/
            .exec(text)
            ?.slice(1)
            .find(Boolean);
        if (name) declared.add(name);
      }
    }
    expect([...POINTER_HOLDER_NAMES].sort()).toEqual([...declared].sort());
    const entry = EXPLANATIONS.find((e) => e.message.startsWith('Pointer {_name}'))!;
    for (const name of POINTER_HOLDER_NAMES) expect(entry.cause).toContain(`\`${name}\``);
  });

  it('no entry calls a compiled material a `.matc` file', () => {
    for (const e of EXPLANATIONS)
      expect(`${e.cause} ${e.fix}`, e.message).not.toMatch(/\.matc\b|`matc`,/);
  });
});

describe('the citation check', () => {
  const good = cite('src/hooks/useModel.ts:68', 'if (instanceCount === 0) {');

  it('accepts a quote on its line, in this package or another (React Native)', () => {
    expect(citationProblem(LIBRARY, good)).toBeUndefined();
    expect(
      citationProblem(
        LIBRARY,
        cite('react-native/Libraries/TurboModule/TurboModuleRegistry.js:43', 'could not be found.'),
      ),
    ).toBeUndefined();
  });

  it('fails on a quote that is not on the cited line, a missing line or file', () => {
    expect(citationProblem(LIBRARY, { ...good, quote: 'instanceCount <= 0' })).toMatch(
      /does not say "instanceCount <= 0"/,
    );
    expect(citationProblem(LIBRARY, { ...good, source: 'src/hooks/useModel.ts:67' })).toMatch(
      /does not say/,
    );
    expect(citationProblem(LIBRARY, { ...good, source: 'src/hooks/useModel.ts:99999' })).toMatch(
      /has no line/,
    );
    expect(citationProblem(LIBRARY, { ...good, source: 'src/hooks/useMissing.ts:1' })).toMatch(
      /no such file/,
    );
  });
});
