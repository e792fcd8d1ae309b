/**
 * The pure parts of `npm run bench -- --compare <dir>` (run.ts): command-line
 * arguments, and the table that sets this site's medians beside another
 * built site's, with their ratios.
 */
import { parseArgs } from 'node:util';
import { kb, markdownTable, median } from './stats';

export interface BenchArgs {
  /** Another built site (a Docusaurus `build/` folder served under the same base path). */
  readonly compare?: string;
}

/** Parses the arguments after `npm run bench --`; throws on anything it does not know. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { compare: { type: 'string' } },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length > 0) {
    throw new Error(`Unexpected argument ${positionals[0]}: use --compare <built site folder>`);
  }
  if (values.compare === '') throw new Error('--compare needs a built site folder');
  return values.compare === undefined ? {} : { compare: values.compare };
}

export type Unit = 'bytes' | 'ms' | 'count';

/** One measured figure: every run's value for this site and for the compared one. */
export interface ComparedFigure {
  readonly label: string;
  readonly unit: Unit;
  readonly ours: readonly number[];
  readonly theirs: readonly number[];
}

export function formatValue(value: number, unit: Unit): string {
  if (Number.isNaN(value)) return '–';
  if (unit === 'bytes') return kb(value);
  if (unit === 'ms') return `${value.toFixed(0)} ms`;
  return String(value);
}

/** This site's value over the compared site's, "0.85×"; "–" when the compared value is 0 (or missing). */
export function ratio(ours: number, theirs: number): string {
  if (Number.isNaN(ours) || Number.isNaN(theirs)) return '–';
  if (theirs === 0) return ours === 0 ? '1.00×' : '–';
  return `${(ours / theirs).toFixed(2)}×`;
}

/** The Markdown table of medians, one row per figure, with the ratio this site / compared site. */
export function compareTable(
  figures: readonly ComparedFigure[],
  names: { readonly ours: string; readonly theirs: string },
): string {
  return markdownTable(
    ['Figure (median)', names.ours, names.theirs, 'Ratio'],
    figures.map((f) => {
      const ours = median(f.ours);
      const theirs = median(f.theirs);
      return [f.label, formatValue(ours, f.unit), formatValue(theirs, f.unit), ratio(ours, theirs)];
    }),
  );
}

/** Which site goes first in a run: alternating, so neither always gets the warmer machine. */
export function runOrder<T>(run: number, sites: readonly [T, T]): [T, T] {
  return run % 2 === 0 ? [sites[0], sites[1]] : [sites[1], sites[0]];
}
