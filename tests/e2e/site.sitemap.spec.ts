import type { BrowserContext } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** Pages loading at once in the one test. */
const PARALLEL_PAGES = 2;

interface PageReport {
  readonly url: string;
  status?: number;
  readonly problems: string[];
}

/**
 * Opens a URL in a tab of its own and reports everything wrong: console
 * errors, uncaught exceptions, failed or 4xx/5xx requests, requests to other
 * origins and links with a trailing slash. One tab per page, closed after its
 * report: a request that a page starts late (after it looked idle) cannot be
 * cancelled by the next page's load and blamed on it.
 */
async function inspect(context: BrowserContext, origin: string, url: string): Promise<PageReport> {
  const page = await context.newPage();
  const report: PageReport = { url, problems: [] };
  let open = true;
  let pending = 0;
  const problem = (text: string) => open && report.problems.push(text);
  page.on('console', (msg) => {
    if (msg.type() === 'error') problem(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problem(`uncaught: ${err.message}`));
  page.on('request', (r) => {
    pending++;
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')) {
      problem(`request to another origin: ${u}`);
    }
  });
  page.on('requestfinished', () => pending--);
  page.on('requestfailed', (r) => {
    pending--;
    problem(`failed request: ${r.url()} ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problem(`HTTP ${r.status()}: ${r.url()}`);
  });

  const response = await page.goto(url);
  report.status = response?.status();
  await hydrated(page);
  await expect.poll(() => pending, { intervals: [50] }).toBe(0);
  const slashed = await page
    .locator('a[href^="/react-native-filament/"]')
    .evaluateAll((links) =>
      links
        .map((a) => a.getAttribute('href')!.split(/[?#]/)[0]!)
        .filter((href) => href.endsWith('/') && href !== '/react-native-filament/'),
    );
  for (const href of new Set(slashed)) problem(`link with a trailing slash: ${href}`);
  // Closing cancels whatever the page still has in flight: not a problem of the page.
  open = false;
  await page.close();
  return report;
}

/**
 * The kinds of page the site has, by URL below the base path. Pages of one
 * generated kind (API pages, release posts, tag pages) share their template, so
 * one of each stands for the rest; every hand-written page (home, guides,
 * markdown page) is its own kind. That every sitemap URL names a built page,
 * and that no page links with a trailing slash or loads another origin's
 * files, is checked statically for all pages (tests/build/site.links.test.ts).
 */
const GENERATED_KINDS: readonly { kind: string; pattern: RegExp }[] = [
  { kind: 'API overview', pattern: /^docs\/api$/ },
  { kind: 'API component', pattern: /^docs\/api\/functions\/[A-Z]/ },
  { kind: 'API hook or function', pattern: /^docs\/api\/functions\/[a-z]/ },
  { kind: 'API interface', pattern: /^docs\/api\/interfaces\// },
  { kind: 'API type alias', pattern: /^docs\/api\/type-aliases\// },
  { kind: 'API variable', pattern: /^docs\/api\/variables\// },
  { kind: 'release list', pattern: /^blog$/ },
  { kind: 'release archive', pattern: /^blog\/archive$/ },
  { kind: 'release post', pattern: /^blog\/release-/ },
  { kind: 'release tags', pattern: /^blog\/tags$/ },
  { kind: 'release tag', pattern: /^blog\/tags\// },
  { kind: 'guide tags', pattern: /^docs\/tags$/ },
  { kind: 'guide tag', pattern: /^docs\/tags\// },
];

/** The sitemap's routes, one per generated kind and every hand-written page. */
function sample(routes: readonly string[]): { sampled: string[]; kinds: Set<string> } {
  const kinds = new Set<string>();
  const sampled: string[] = [];
  for (const route of routes) {
    const kind = GENERATED_KINDS.find((k) => k.pattern.test(route))?.kind;
    if (kind === undefined) sampled.push(route);
    else if (!kinds.has(kind)) {
      kinds.add(kind);
      sampled.push(route);
    }
  }
  return { sampled, kinds };
}

test('a page of every kind in the sitemap loads cleanly, from this origin only, with no trailing-slash link', async ({
  browser,
  request,
  baseURL,
}) => {
  // About 30 pages, two at a time, on a machine that may be busy.
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const sitemap = await (await request.get('sitemap.xml')).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    new URL(m[1]!).pathname.slice('/react-native-filament/'.length),
  );
  expect(routes.length).toBeGreaterThan(100);
  const { sampled, kinds } = sample(routes);
  // Every generated kind still exists (a renamed route would drop out of the sample).
  expect([...kinds].sort()).toEqual(GENERATED_KINDS.map((k) => k.kind).sort());
  expect(sampled).toEqual(
    expect.arrayContaining(['', 'markdown-page', 'docs/guides/camera', 'docs/playground']),
  );
  expect(sampled.length).toBeLessThan(routes.length / 3);
  const urls = sampled.map((route) => `${baseURL}${route}`);

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
      for (let url = queue.shift(); url; url = queue.shift()) {
        reports.push(await inspect(context, origin, url));
      }
    }),
  );
  await context.close();

  expect(reports).toHaveLength(urls.length);
  const failures = reports
    .filter((r) => r.status !== 200 || r.problems.length > 0)
    .map((r) => `${r.url} (${r.status}): ${r.problems.join('; ')}`);
  expect(failures).toEqual([]);
});
