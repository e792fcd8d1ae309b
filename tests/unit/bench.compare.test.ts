import { describe, expect, it } from 'vitest';
import {
  compareTable,
  comparedFigure,
  formatValue,
  lighthouseFigures,
  parseBenchArgs,
  ratio,
  recordLighthouse,
  recordRun,
  runOrder,
  type SiteRuns,
} from '../../tools/bench/compare';
import { readLighthouseReport, type LighthouseFigures } from '../../tools/bench/lighthouse';
import { COMPARE_LIGHTHOUSE_PAGES } from '../../tools/bench/pages';

describe('bench arguments', () => {
  it('takes no arguments for the plain benchmark', () => {
    expect(parseBenchArgs([])).toEqual({});
  });

  it('takes --compare with a folder, in both spellings', () => {
    expect(parseBenchArgs(['--compare', '/tmp/published/docs/build'])).toEqual({
      compare: '/tmp/published/docs/build',
    });
    expect(parseBenchArgs(['--compare=../other/build'])).toEqual({ compare: '../other/build' });
  });

  it('refuses an unknown option, a stray argument and an empty folder', () => {
    expect(() => parseBenchArgs(['--compair', 'x'])).toThrow();
    expect(() => parseBenchArgs(['build'])).toThrow(/Unexpected argument build/);
    expect(() => parseBenchArgs(['--compare='])).toThrow(/needs a built site folder/);
    expect(() => parseBenchArgs(['--compare'])).toThrow();
  });
});

describe('comparison table', () => {
  it('gives this site over the compared one, to two decimals', () => {
    expect(ratio(150, 200)).toBe('0.75×');
    expect(ratio(300, 200)).toBe('1.50×');
  });

  it('has no ratio against zero, except zero against zero', () => {
    expect(ratio(0, 0)).toBe('1.00×');
    expect(ratio(5, 0)).toBe('–');
    expect(ratio(Number.NaN, 3)).toBe('–');
  });

  it('formats bytes in KB, times in ms, counts as they are', () => {
    expect(formatValue(2048, 'bytes')).toBe('2.0 KB');
    expect(formatValue(97.4, 'ms')).toBe('97 ms');
    expect(formatValue(12, 'count')).toBe('12');
    expect(formatValue(Number.NaN, 'ms')).toBe('–');
  });

  it('shows the medians of the runs of each site and their ratio', () => {
    const table = compareTable(
      [
        {
          label: 'home: JS at load',
          unit: 'bytes',
          ours: [1024, 3072, 2048],
          theirs: [4096, 4096],
        },
        { label: 'navigation cold', unit: 'ms', ours: [90, 110, 100], theirs: [200, 180, 220] },
        { label: 'scripts by the click', unit: 'count', ours: [], theirs: [3] },
      ],
      { ours: 'This site', theirs: 'Published' },
    );
    expect(table.split('\n')).toEqual([
      '| Figure (median) | This site | Published | Ratio |',
      '| --- | --- | --- | --- |',
      '| home: JS at load | 2.0 KB | 4.0 KB | 0.50× |',
      '| navigation cold | 100 ms | 200 ms | 0.50× |',
      '| scripts by the click | – | 3 | – |',
    ]);
  });
});

describe('run order', () => {
  it('alternates which site goes first', () => {
    const sites = ['ours', 'theirs'] as const;
    expect([0, 1, 2, 3].map((run) => runOrder(run, sites)[0])).toEqual([
      'ours',
      'theirs',
      'ours',
      'theirs',
    ]);
    expect(runOrder(1, sites)).toEqual(['theirs', 'ours']);
  });
});

describe('recorded runs', () => {
  it('keeps every run of a figure in order, and pairs both sites under one key', () => {
    const ours: SiteRuns = {};
    const theirs: SiteRuns = {};
    recordRun(ours, 'home|js', 10);
    recordRun(ours, 'home|js', 30);
    recordRun(theirs, 'home|js', 20);
    expect(comparedFigure('home: JS', 'home|js', 'bytes', ours, theirs)).toEqual({
      label: 'home: JS',
      unit: 'bytes',
      ours: [10, 30],
      theirs: [20],
    });
    expect(comparedFigure('missing', 'nav|ms', 'ms', ours, theirs)).toMatchObject({
      ours: [],
      theirs: [],
    });
  });
});

describe('Lighthouse figures', () => {
  const report = {
    categories: { performance: { score: 0.764 } },
    audits: {
      'first-contentful-paint': { numericValue: 980 },
      'largest-contentful-paint': { numericValue: 2740.5 },
      'total-blocking-time': { numericValue: 1030 },
      'cumulative-layout-shift': { numericValue: 0 },
      'dom-size': { numericValue: 1890 },
    },
  };

  it('reads the score, the timings and the DOM size from a report', () => {
    expect(readLighthouseReport(report)).toEqual({
      performance: 76,
      accessibility: 0,
      bestPractices: 0,
      seo: 0,
      fcp: 980,
      lcp: 2740.5,
      tbt: 1030,
      cls: 0,
      domSize: 1890,
    });
  });

  it('gives NaN for an audit the report lacks, so the table shows a dash, not 0', () => {
    const figures = readLighthouseReport({ categories: {}, audits: {} });
    expect(figures.domSize).toBeNaN();
    expect(figures.tbt).toBeNaN();
    expect(formatValue(figures.domSize, 'count')).toBe('–');
  });

  it('runs on the getting-started guide and the Camera and useModel API pages', () => {
    expect(COMPARE_LIGHTHOUSE_PAGES.map((p) => p.path)).toEqual([
      'docs/guides',
      'docs/api/functions/Camera',
      'docs/api/functions/useModel',
    ]);
  });

  it('puts score, blocking time, first paint, LCP and DOM size of each page in the table, medians and ratios', () => {
    const run = (performance: number, tbt: number, lcp: number, domSize: number) =>
      ({
        ...readLighthouseReport({ categories: {}, audits: {} }),
        performance,
        tbt,
        fcp: lcp / 2,
        lcp,
        domSize,
      }) as LighthouseFigures;
    const apiPages = COMPARE_LIGHTHOUSE_PAGES.filter((p) => p.name.startsWith('API'));
    const ours: SiteRuns = {};
    const theirs: SiteRuns = {};
    for (const [o, t] of [
      [run(80, 500, 2000, 1000), run(76, 1000, 2500, 2000)],
      [run(90, 300, 1800, 1000), run(70, 1200, 2600, 2000)],
      [run(85, 400, 2200, 1000), run(74, 1100, 2400, 2000)],
    ]) {
      recordLighthouse(ours, 'API (Camera)', o);
      recordLighthouse(theirs, 'API (Camera)', t);
    }
    recordLighthouse(ours, 'API (useModel)', run(95, 100, 1500, 600));
    const rows = compareTable(lighthouseFigures(apiPages, ours, theirs), {
      ours: 'This site',
      theirs: 'Compared',
    })
      .split('\n')
      .slice(2);
    expect(rows).toEqual([
      '| API (Camera): Lighthouse performance score | 85 | 74 | 1.15× |',
      '| API (Camera): total blocking time | 400 ms | 1100 ms | 0.36× |',
      '| API (Camera): first contentful paint | 1000 ms | 1250 ms | 0.80× |',
      '| API (Camera): largest contentful paint | 2000 ms | 2500 ms | 0.80× |',
      '| API (Camera): DOM elements (dom-size) | 1000 | 2000 | 0.50× |',
      '| API (useModel): Lighthouse performance score | 95 | – | – |',
      '| API (useModel): total blocking time | 100 ms | – | – |',
      '| API (useModel): first contentful paint | 750 ms | – | – |',
      '| API (useModel): largest contentful paint | 1500 ms | – | – |',
      '| API (useModel): DOM elements (dom-size) | 600 | – | – |',
    ]);
  });
});
