import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Pages loading at once; enough to keep two CPU cores busy. */
const PARALLEL_PAGES = 4;

interface PageReport {
  readonly url: string;
  status?: number;
  readonly problems: string[];
}

/**
 * A tab that loads URLs one after another and reports, for each, everything
 * wrong: console errors, uncaught exceptions, failed or 4xx/5xx requests,
 * requests to other origins and links with a trailing slash.
 */
function inspector(page: Page, origin: string) {
  let current: PageReport | undefined;
  let pending = 0;
  page.on('console', (msg) => {
    if (msg.type() === 'error') current?.problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => current?.problems.push(`uncaught: ${err.message}`));
  page.on('request', (r) => {
    pending++;
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')) {
      current?.problems.push(`request to another origin: ${u}`);
    }
  });
  page.on('requestfinished', () => pending--);
  page.on('requestfailed', (r) => {
    pending--;
    current?.problems.push(`failed request: ${r.url()} ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) current?.problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });

  return async (url: string): Promise<PageReport> => {
    const report: PageReport = { url, problems: [] };
    current = report;
    const response = await page.goto(url);
    report.status = response?.status();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect.poll(() => pending, { intervals: [50] }).toBe(0);
    const slashed = await page
      .locator('a[href^="/react-native-filament/"]')
      .evaluateAll((links) =>
        links
          .map((a) => a.getAttribute('href')!.split(/[?#]/)[0]!)
          .filter((href) => href.endsWith('/') && href !== '/react-native-filament/'),
      );
    for (const href of new Set(slashed))
      report.problems.push(`link with a trailing slash: ${href}`);
    current = undefined;
    return report;
  };
}

test('every sitemap URL loads cleanly, on this origin only, and no link has a trailing slash', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(10 * 60_000);
  const origin = new URL(baseURL!).origin;
  const sitemap = await (await request.get('sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => `${origin}${new URL(m[1]!).pathname}`,
  );
  expect(urls.length).toBeGreaterThan(100);

  // Prefetching is tested on its own; here it would only load every page's chunks again.
  const context = await browser.newContext();
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ effectiveType: '4g', saveData: true }),
    });
  });
  const queue = [...urls];
  const reports: PageReport[] = [];
  await Promise.all(
    Array.from({ length: PARALLEL_PAGES }, async () => {
      const visit = inspector(await context.newPage(), origin);
      for (let url = queue.shift(); url; url = queue.shift()) reports.push(await visit(url));
    }),
  );
  await context.close();

  expect(reports).toHaveLength(urls.length);
  const failures = reports
    .filter((r) => r.status !== 200 || r.problems.length > 0)
    .map((r) => `${r.url} (${r.status}): ${r.problems.join('; ')}`);
  expect(failures).toEqual([]);
});
