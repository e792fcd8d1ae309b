/** The reports of `npm run bench` (run.ts): bench.json and bench.md, compare.json and compare.md. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPARE_LIGHTHOUSE_PAGES } from './pages';
import { type RunCost } from './playground';
import { kb, markdownTable } from './stats';
import { compareTable, type ComparedFigure } from './compare';
import { NAV_FROM, NAV_LINKS, RESULTS, RUNS, type BenchPageResult, type Site } from './measure';

export function playgroundTable(p: { screen: string; firstRun: RunCost; rerun: RunCost }): string {
  return markdownTable(
    ['Playground (' + p.screen + ')', 'Transferred', 'Requests', 'Click to first frame'],
    [
      [
        'First Run',
        kb(p.firstRun.bytes),
        String(p.firstRun.requests),
        `${p.firstRun.msToFirstFrame} ms`,
      ],
      ['Run again', kb(p.rerun.bytes), String(p.rerun.requests), `${p.rerun.msToFirstFrame} ms`],
    ],
  );
}

export interface BenchReport {
  readonly date: string;
  readonly runs: number;
  readonly loadAverage: readonly number[];
  readonly build: { readonly coldSeconds: number; readonly warmSeconds: number } | null;
  readonly clientNavigationMs: number;
  readonly pages: readonly BenchPageResult[];
  readonly playground: { screen: string; firstRun: RunCost; rerun: RunCost };
}

/** bench/results/bench.json and bench.md, and the same summary on the console. */
export function writeBenchReport(report: BenchReport): void {
  const { build, pages } = report;
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, 'bench.json'), JSON.stringify(report, null, 2));
  const lines = [
    `Median of ${RUNS} runs, ${report.date}, load average ${report.loadAverage.map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min, ${os.cpus().length} cores) at the end.`,
    '',
    benchTable(pages),
    '',
    build
      ? `Build: cold ${build.coldSeconds.toFixed(1)} s, warm ${build.warmSeconds.toFixed(1)} s.`
      : 'Build: not timed.',
    `Client-side navigation (click to new content painted): ${report.clientNavigationMs.toFixed(0)} ms.`,
    `Render-blocking requests: ${[...new Set(pages.flatMap((p) => p.renderBlocking))].join(', ') || 'none'}.`,
    '',
    playgroundTable(report.playground),
  ];
  fs.writeFileSync(path.join(RESULTS, 'bench.md'), lines.join('\n') + '\n');
  console.log('\n' + lines.join('\n'));
}

export function benchTable(pages: readonly BenchPageResult[]): string {
  return markdownTable(
    [
      'Page',
      'JS at load',
      'CSS at load',
      'All at idle',
      'Requests (load/idle)',
      'Perf',
      'A11y',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
    ],
    pages.map((p) => [
      p.name,
      kb(p.jsAtLoad),
      kb(p.cssAtLoad),
      kb(p.allAtIdle),
      `${p.requestsAtLoad} / ${p.requestsAtIdle}`,
      String(p.performance),
      String(p.accessibility),
      `${(p.fcpMs / 1000).toFixed(2)} s`,
      `${(p.lcpMs / 1000).toFixed(2)} s`,
      `${p.tbtMs.toFixed(0)} ms`,
      p.cls.toFixed(3),
    ]),
  );
}

export function writeCompareReport(
  sites: readonly [Site, Site],
  figures: readonly ComparedFigure[],
): void {
  const date = new Date().toISOString();
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS, 'compare.json'),
    JSON.stringify(
      { date, runs: RUNS, loadAverage: load, sites: sites.map((s) => s.name), figures },
      null,
      2,
    ),
  );
  const lines = [
    `Median of ${RUNS} interleaved runs, ${date}; load average at the end ${load}.`,
    `Navigation: from ${NAV_FROM}, after the page loaded, was open a second and went idle, a click on the sidebar link ${NAV_LINKS.map((l) => `"${l}"`).join(' or ')}; warm: the pointer over the link first. Ratio = this site / compared site.`,
    `Lighthouse 12 mobile (simulated throttling, performance category) on ${COMPARE_LIGHTHOUSE_PAGES.map((p) => p.path).join(' and ')}: score higher is better; blocking time, first contentful paint, LCP and DOM elements lower is better. Bytes after load: what a page fetched after its load event, by idle (at 412 px, like every byte figure here).`,
    '',
    compareTable(figures, { ours: sites[0].name, theirs: 'Compared' }),
    '',
    `Compared: ${sites[1].name}`,
  ];
  fs.writeFileSync(path.join(RESULTS, 'compare.md'), lines.join('\n') + '\n');
  console.log('\n' + lines.join('\n'));
}
