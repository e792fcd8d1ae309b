/**
 * The pure parts of `npm run bench -- --compare <dir>` (run.ts): command-line
 * arguments, the runs recorded per site, the Lighthouse figures taken from each
 * run, and the table that sets this site's medians beside another built
 * site's, with their ratios.
 */
import { parseArgs } from 'node:util';
import type { LighthouseFigures } from './lighthouse';
import { kb, markdownTable, median } from './stats';

export interface BenchArgs {
  /** Another built site (a Docusaurus `build/` folder served under the same base path). */
  readonly compare?: string;
  /** Only the playground's first Run and re-run (playground.ts), on the existing build. */
  readonly playground?: boolean;
}

/** Parses the arguments after `npm run bench --`; throws on anything it does not know. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { compare: { type: 'string' }, playground: { type: 'boolean' } },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length > 0) {
    throw new Error(`Unexpected argument ${positionals[0]}: use --compare <built site folder>`);
  }
  if (values.compare === '') throw new Error('--compare needs a built site folder');
  return {
    ...(values.compare === undefined ? {} : { compare: values.compare }),
    ...(values.playground ? { playground: true } : {}),
  };
}

export type Unit = 'bytes' | 'ms' | 'count';

/** One measured figure: every run's value for this site and for the compared one. */
export interface ComparedFigure {
  readonly label: string;
  readonly unit: Unit;
  readonly ours: readonly number[];
  readonly theirs: readonly number[];
}

/** Every run's values of one site, by figure key (`API (Camera)|lh tbt`). */
export type SiteRuns = Record<string, number[]>;

/** Adds one run's value of a figure to a site's runs. */
export function recordRun(runs: SiteRuns, key: string, value: number): void {
  (runs[key] ??= []).push(value);
}

/** One row of the table: the runs of both sites under the same key. */
export function comparedFigure(
  label: string,
  key: string,
  unit: Unit,
  ours: Readonly<SiteRuns>,
  theirs: Readonly<SiteRuns>,
): ComparedFigure {
  return { label, unit, ours: ours[key] ?? [], theirs: theirs[key] ?? [] };
}

/**
 * What `--compare` takes from each Lighthouse run, in table order: the score
 * (higher is better), then blocking time, first paint, LCP and the page's
 * element count (lower is better): the figures issue 21 compares the API pages
 * by, and issue 36's first paint.
 */
export const COMPARED_LIGHTHOUSE = [
  { key: 'performance', label: 'Lighthouse performance score', unit: 'count' },
  { key: 'tbt', label: 'total blocking time', unit: 'ms' },
  { key: 'fcp', label: 'first contentful paint', unit: 'ms' },
  { key: 'lcp', label: 'largest contentful paint', unit: 'ms' },
  { key: 'domSize', label: 'DOM elements (dom-size)', unit: 'count' },
] as const satisfies readonly {
  readonly key: keyof LighthouseFigures;
  readonly label: string;
  readonly unit: Unit;
}[];

function lighthouseKey(page: string, figure: keyof LighthouseFigures): string {
  return `${page}|lh ${figure}`;
}

/** Adds one Lighthouse run of a page to a site's runs. */
export function recordLighthouse(runs: SiteRuns, page: string, figures: LighthouseFigures): void {
  for (const { key } of COMPARED_LIGHTHOUSE)
    recordRun(runs, lighthouseKey(page, key), figures[key]);
}

/** The table rows of the Lighthouse figures, page by page. */
export function lighthouseFigures(
  pages: readonly { readonly name: string }[],
  ours: Readonly<SiteRuns>,
  theirs: Readonly<SiteRuns>,
): ComparedFigure[] {
  return pages.flatMap((page) =>
    COMPARED_LIGHTHOUSE.map(({ key, label, unit }) =>
      comparedFigure(`${page.name}: ${label}`, lighthouseKey(page.name, key), unit, ours, theirs),
    ),
  );
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
