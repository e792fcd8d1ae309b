/**
 * Byte budgets: the JS and CSS each page fetches by its load event, gzip-
 * compressed as GitHub Pages serves them. Sizes are computed from the build's
 * files (deterministic), the list of files from a real page load.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { BUDGET_PAGES, CSS_BUDGET, HOME_JS_BUDGET, JS_BUDGET } from './budgets';

const BUILD = path.resolve(__dirname, '../../build');
const BASE = '/react-native-filament/';

function gzipSize(urlPath: string): number {
  const file = path.join(BUILD, decodeURIComponent(urlPath.slice(BASE.length)));
  return zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;
}

for (const page of BUDGET_PAGES) {
  const jsBudget = page.name === 'home' ? HOME_JS_BUDGET : JS_BUDGET;
  test(`${page.name} stays within the JS and CSS budgets by its load event`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(page.path, { waitUntil: 'load' });
    // The page's own record of what it fetched before its load event started.
    const loaded = await tab.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime <= nav.loadEventStart)
        .map((r) => ({
          url: r.name,
          type: /\.js(\?|$)/.test(r.name)
            ? 'script'
            : /\.css(\?|$)/.test(r.name)
              ? 'stylesheet'
              : 'other',
        }));
    });
    await context.close();

    const own = loaded.filter((r) => new URL(r.url).pathname.startsWith(BASE));
    const sizes = (type: string) =>
      own
        .filter((r) => r.type === type)
        .map((r) => ({ file: new URL(r.url).pathname, bytes: gzipSize(new URL(r.url).pathname) }));
    const js = sizes('script');
    const css = sizes('stylesheet');
    const total = (list: { bytes: number }[]) => list.reduce((sum, f) => sum + f.bytes, 0);
    const describe = (list: { file: string; bytes: number }[]) =>
      list.map((f) => `  ${f.file}: ${f.bytes} B`).join('\n');

    console.log(
      `${page.name}: JS ${total(js)} B in ${js.length} files, CSS ${total(css)} B\n${describe(js)}`,
    );
    expect(js.length, 'the page loads some JS').toBeGreaterThan(0);
    expect(
      total(js),
      `${page.name} (/${page.path}) loads ${total(js)} B of gzipped JS, budget ${jsBudget} B:\n${describe(js)}`,
    ).toBeLessThanOrEqual(jsBudget);
    expect(
      total(css),
      `${page.name} (/${page.path}) loads ${total(css)} B of gzipped CSS, budget ${CSS_BUDGET} B:\n${describe(css)}`,
    ).toBeLessThanOrEqual(CSS_BUDGET);
  });
}
