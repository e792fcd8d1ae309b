/**
 * Byte budgets: the JS and CSS each page fetches by its load event, gzip-
 * compressed as GitHub Pages serves them. Sizes are computed from the build's
 * files (deterministic), the list of files from a real page load. How each
 * budget is derived, and what its failure says to do: tests/e2e/budgets.ts.
 * Quick to run on its own after a build: `npm run test:budgets`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { builtPages } from '../../shared/built-pages';
// The site's fixture for the test that needs a normal connection (it reports data saver by default).
import { hydrated, test as siteTest, trackActivity } from './fixtures';
import {
  AFTER_LOAD_BUDGET,
  AFTER_LOAD_PAGE,
  BASELINE,
  BUDGET_PAGES,
  CSS_BUDGET,
  CSS_BYTES_PER_COMPONENT,
  explainAfterLoadBudget,
  explainJsBudget,
  jsBudget,
} from './budgets';

const BUILD = path.resolve(__dirname, '../../build');
const BASE = '/react-native-filament/';
/** The chunks every page loads, whatever its route. */
const SHARED_CHUNK = /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/;
const GUIDE_PAGE = /^docs\/guides(\.html|\/)/;

interface Loaded {
  readonly file: string;
  readonly bytes: number;
}

function gzipSize(urlPath: string): number {
  const file = path.join(BUILD, decodeURIComponent(urlPath.slice(BASE.length)));
  return zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;
}

const total = (list: readonly Loaded[]) => list.reduce((sum, f) => sum + f.bytes, 0);
const describe = (list: readonly Loaded[]) =>
  list.map((f) => `  ${f.file}: ${f.bytes} B`).join('\n');

const pages = builtPages(BUILD);

for (const page of BUDGET_PAGES) {
  test(`${page.name} stays within the JS and CSS budgets by its load event`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(page.path, { waitUntil: 'load' });
    // The page's own record of what it fetched before its load event started.
    const urls = await tab.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime <= nav.loadEventStart)
        .map((r) => new URL(r.name).pathname);
    });
    await context.close();

    const own = urls.filter((p) => p.startsWith(BASE));
    const sized = (pattern: RegExp) =>
      own.filter((p) => pattern.test(p)).map((file) => ({ file, bytes: gzipSize(file) }));
    const js = sized(/\.js$/);
    const css = sized(/\.css$/);
    const shared = js.filter((f) => SHARED_CHUNK.test(f.file));
    const load = {
      sharedJs: total(shared),
      ownJs: total(js) - total(shared),
      pages: pages.length,
      guides: pages.filter((p) => GUIDE_PAGE.test(p)).length,
    };
    console.log(
      `${page.name}: JS ${total(js)} B (shared ${load.sharedJs} B, own ${load.ownJs} B) of ${jsBudget(page)} B, ` +
        `CSS ${total(css)} B of ${CSS_BUDGET} B; ${load.pages} pages\n${describe(js)}`,
    );
    expect(shared.length, 'the page loads runtime~main and main.js').toBe(2);
    expect(
      explainJsBudget(page, load),
      `${page.name} (/${page.path}) is over its JavaScript budget (tests/e2e/budgets.ts says how each part is derived):\n${describe(js)}`,
    ).toEqual([]);
    expect(
      total(css),
      `${page.name} (/${page.path}) loads ${total(css)} B of gzipped CSS, budget ${CSS_BUDGET} B ` +
        `(the ${BASELINE.css} B stylesheet of ${BASELINE.date} plus room for a few component modules of about ${CSS_BYTES_PER_COMPONENT} B each). ` +
        'Every CSS module of src/ goes into this one stylesheet: keep a module small, reuse Infima classes, or keep the CSS of a component loaded on demand out of it as plugins/model-checker does.\n' +
        describe(css),
    ).toBeLessThanOrEqual(CSS_BUDGET);
  });
}

siteTest.describe('after the load event', () => {
  // What a reader's browser loads ahead is what this budget is about.
  siteTest.use({ dataSaver: false });

  siteTest(
    'a guide stays within its budget of bytes fetched after its load event, by idle',
    async ({ page }) => {
      const activity = await trackActivity(page);
      await page.goto(AFTER_LOAD_PAGE.path, { waitUntil: 'load' });
      await hydrated(page);
      // The highlighter's prefetch starts once the page has been open a second
      // (plugins/code-highlighting); then nothing is left to fetch.
      await expect(page.locator('link[rel="prefetch"][as="script"]')).not.toHaveCount(0);
      await activity.quiet();
      const urls = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return performance
          .getEntriesByType('resource')
          .filter((r) => r.startTime > nav.loadEventStart)
          .map((r) => new URL(r.name).pathname);
      });
      const files = [...new Set(urls)]
        .filter((p) => p.startsWith(BASE))
        .map((file) => ({ file, bytes: gzipSize(file) }));
      console.log(
        `${AFTER_LOAD_PAGE.name} after its load event: ${total(files)} B of ${AFTER_LOAD_BUDGET} B\n${describe(files)}`,
      );
      expect(explainAfterLoadBudget(total(files)), describe(files)).toEqual([]);
    },
  );
});
