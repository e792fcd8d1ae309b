/**
 * `npm run check:samples`: type-checks every ts/tsx/js/jsx block of the guides
 * against the installed library. Blocks marked `fragment` are skipped and
 * counted; at most one block in ten may be a fragment.
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractSamples, findDocs, type Sample } from './extract';
import { typecheckSources, type SampleProblem } from './typecheck';

export const MAX_FRAGMENT_SHARE = 0.1;

export interface SampleReport {
  readonly checked: number;
  readonly fragments: readonly Sample[];
  readonly problems: readonly SampleProblem[];
  readonly tooManyFragments: boolean;
}

export function checkSamples(siteDir: string): SampleReport {
  const samples = findDocs(siteDir).flatMap((file) =>
    extractSamples(fs.readFileSync(path.join(siteDir, file), 'utf8'), file),
  );
  const fragments = samples.filter((s) => s.fragment);
  const complete = samples.filter((s) => !s.fragment);
  const problems = typecheckSources(
    siteDir,
    complete.map((s) => ({
      label: s.file,
      code: s.code,
      firstLine: s.line,
      extension: s.lang === 'typescript' ? 'ts' : s.lang === 'javascript' ? 'js' : (s.lang as 'ts'),
    })),
  );
  return {
    checked: complete.length,
    fragments,
    problems,
    tooManyFragments: samples.length > 0 && fragments.length / samples.length > MAX_FRAGMENT_SHARE,
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename);
if (isMain) {
  const report = checkSamples(path.resolve(__dirname, '../..'));
  for (const p of report.problems) console.error(`${p.label}:${p.line}: ${p.message}`);
  const total = report.checked + report.fragments.length;
  console.log(
    `Samples: ${report.checked} type-checked, ${report.fragments.length} fragment(s) skipped` +
      ` (${total} in all), ${report.problems.length} problem(s).`,
  );
  for (const f of report.fragments) console.log(`  skipped fragment: ${f.file}:${f.line}`);
  if (report.tooManyFragments) {
    console.error(`More than one block in ten is a fragment: make them complete programs.`);
  }
  if (report.problems.length > 0 || report.tooManyFragments) process.exit(1);
}
