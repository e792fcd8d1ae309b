import { describe, expect, it } from 'vitest';
import {
  compareTable,
  formatValue,
  parseBenchArgs,
  ratio,
  runOrder,
} from '../../tools/bench/compare';

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
