/**
 * Measures search on a production build, the way a reader meets it.
 *
 *   npm run bench:search -- [--dir build] [--engine pagefind|easyops] [--port $E2E_PORT] [--runs 5]
 *
 * - First query: compressed bytes transferred (bodies; header bytes reported beside) from opening
 *   search to the rendered results of one query, in a fresh browser profile;
 *   "spot light" typed at ten keys a second, then each quality query pasted.
 * - Before search: requests for search files while the page loads (should be none).
 * - Time: from the input event to the results being in the DOM, with the index
 *   loaded; every timing query, `runs` times.
 * - Quality: the first three distinct pages for each quality query.
 *
 * `--engine easyops` drives @easyops-cn/docusaurus-search-local's search bar,
 * for a build made with that theme (see docs-notes/search-comparison.md).
 * Results go to bench/results/search-<engine>.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import { BASE_PATH, createServer } from '../serve';
import { listPages, routeForHtmlFile } from '../../plugins/search/indexer';
import { QUALITY_QUERIES, TIMING_QUERIES } from '../../plugins/search/quality';
import { CHROME_EXECUTABLE, CHROMIUM_FLAGS } from '../chromium';

const START_PAGE = '/docs/guides';
/** The query of the first-query measurement. */
const FIRST_QUERY = 'spot light';

interface Driver {
  /** Opens search the way a reader does: clicking the box in the navbar. */
  open(page: Page): Promise<void>;
  /** Types the query into the search input. */
  type(page: Page, query: string, delayMs: number): Promise<void>;
  /** Sets the query in one go and resolves with the milliseconds until its results are in the DOM. */
  timeQuery(page: Page, query: string): Promise<number>;
  /** Waits until the results of this query are shown. */
  waitForResults(page: Page, query: string): Promise<void>;
  /** Distinct result pages, best first, as routes below the base path. */
  resultPages(page: Page, titles: ReadonlyMap<string, string>): Promise<string[]>;
  /** Whether a URL is one of this engine's search files. */
  isSearchFile(url: string): boolean;
}

/** Sets an input's value as typing would and times until done() holds, in the page. */
function timeInPage(
  page: Page,
  inputSelector: string,
  query: string,
  done: string,
): Promise<number> {
  return page.evaluate(
    ([selector, q, doneSource]) =>
      new Promise<number>((resolve, reject) => {
        const input = document.querySelector<HTMLInputElement>(selector);
        if (!input) return reject(new Error(`no input ${selector}`));
        const isDone = new Function('q', doneSource) as (q: string) => boolean;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (isDone(q)) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        setValue.call(input, q);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no results for "${q}" within 10 s`));
        }, 10_000);
      }),
    [inputSelector, query, done] as const,
  );
}

const SITE_INPUT = 'dialog input[role=combobox]';
const SITE_DONE = `
  const el = document.querySelector('[data-search-query]');
  return !!el && el.getAttribute('data-search-query') === q.trim() &&
    ['results', 'empty'].includes(el.getAttribute('data-search-state'));`;

const pagefindDriver: Driver = {
  async open(page) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Search' })
      .click();
    await page.locator(SITE_INPUT).waitFor();
  },
  async type(page, query, delayMs) {
    const input = page.locator(SITE_INPUT);
    await (delayMs === 0 ? input.fill(query) : input.pressSequentially(query, { delay: delayMs }));
  },
  async timeQuery(page, query) {
    await page.locator(SITE_INPUT).fill('');
    await page.locator('[data-search-state=idle]').waitFor();
    return timeInPage(page, SITE_INPUT, query, SITE_DONE);
  },
  async waitForResults(page, query) {
    await page.waitForFunction(new Function('q', SITE_DONE) as (q: string) => boolean, query);
  },
  async resultPages(page) {
    const hrefs = await page
      .locator('[role=listbox] [role=option]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    return distinct(hrefs.map((href) => href.split('#')[0]!.slice(BASE_PATH.length) || '/'));
  },
  isSearchFile: (url) => url.includes('/pagefind/'),
};

const EASYOPS_INPUT = 'input.navbar__search-input';
const EASYOPS_DONE = `
  const menu = document.querySelector('.navbar__search [role=listbox]');
  if (!menu || menu.style.display === 'none') return false;
  const terms = q.toLowerCase().split(/\\s+/).filter(Boolean);
  const marks = [...menu.querySelectorAll('[role=option] mark')].map((m) => m.textContent.toLowerCase());
  const empty = menu.querySelectorAll('[role=option]').length === 0 && menu.textContent.trim() !== '';
  return empty || marks.some((m) => terms.some((t) => m.startsWith(t.slice(0, 3)) || t.startsWith(m.slice(0, 3))));`;

const easyopsDriver: Driver = {
  async open(page) {
    await page.locator(EASYOPS_INPUT).click();
  },
  async type(page, query, delayMs) {
    const input = page.locator(EASYOPS_INPUT);
    await (delayMs === 0 ? input.fill(query) : input.pressSequentially(query, { delay: delayMs }));
  },
  async timeQuery(page, query) {
    await page.locator(EASYOPS_INPUT).fill('');
    await page.waitForFunction(
      () =>
        !document.querySelector('.navbar__search [role=listbox] [role=option]')?.checkVisibility(),
    );
    return timeInPage(page, EASYOPS_INPUT, query, EASYOPS_DONE);
  },
  async waitForResults(page, query) {
    await page.waitForFunction(new Function('q', EASYOPS_DONE) as (q: string) => boolean, query);
  },
  /** Its options carry no link: the page is the last crumb of the result path that names a page. */
  async resultPages(page, titles) {
    const hits = await page.locator('.navbar__search [role=option]').evaluateAll((els) =>
      els.map((el) => ({
        title: el.querySelector('[class*=hitTitle]')?.textContent ?? '',
        path: el.querySelector('[class*=hitPath]')?.textContent ?? '',
      })),
    );
    const routes = hits.map(({ title, path: crumbs }) => {
      const fromPath = crumbs
        .split(' › ')
        .reverse()
        .find((c) => titles.has(c));
      return titles.get(fromPath ?? title) ?? `? ${title} | ${crumbs}`;
    });
    return distinct(routes);
  },
  isSearchFile: (url) => url.includes('search-index'),
};

async function sequential<T>(tasks: readonly (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = [];
  for (const task of tasks) out.push(await task());
  return out;
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** Page title (its h1) → route, to name easyops results. */
function pageTitles(dir: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const file of listPages(dir)) {
    const html = fs.readFileSync(path.join(dir, file), 'utf8');
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    if (!h1) continue;
    const text = h1
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/\u200b/g, '')
      .trim();
    titles.set(text, routeForHtmlFile(file));
  }
  return titles;
}

interface Transfer {
  readonly url: string;
  /** Compressed body bytes: what the budget counts. */
  readonly bytes: number;
  /** Response header bytes, as this HTTP/1.1 server sends them (HTTP/2 on GitHub Pages compresses them). */
  readonly headerBytes: number;
}

async function firstQuery(
  browser: Browser,
  origin: string,
  driver: Driver,
  query: string,
  typingDelayMs: number | null,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let phase: 'load' | 'search' | 'after' = 'load';
  const started = new Map<object, 'load' | 'search' | 'after'>();
  const pending: Promise<Transfer & { phase: string }>[] = [];
  context.on('request', (req) => started.set(req, phase));
  const record = (req: import('@playwright/test').Request) => {
    // Route chunks prefetched in idle time (link rel=prefetch) are not search's.
    if (req.resourceType() === 'other') return;
    pending.push(
      req.sizes().then(
        (s) => ({
          url: req.url(),
          bytes: s.responseBodySize,
          headerBytes: s.responseHeadersSize,
          phase: started.get(req) ?? 'after',
        }),
        () => ({ url: req.url(), bytes: 0, headerBytes: 0, phase: started.get(req) ?? 'after' }),
      ),
    );
  };
  context.on('requestfinished', record);
  await page.goto(`${origin}${BASE_PATH}${START_PAGE}`);
  await page.locator('html[data-has-hydrated=true]').waitFor();
  await page.waitForLoadState('networkidle');
  phase = 'search';
  await driver.open(page);
  await driver.type(page, query, typingDelayMs ?? 0);
  await driver.waitForResults(page, query);
  phase = 'after';
  // Let the requests already under way report their sizes.
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(pending);
  await context.close();
  const search = all.filter((t) => t.phase === 'search');
  return {
    query,
    mode: typingDelayMs === null ? 'pasted' : `typed, ${typingDelayMs} ms per key`,
    bytes: search.reduce((sum, t) => sum + t.bytes, 0),
    headerBytes: search.reduce((sum, t) => sum + t.headerBytes, 0),
    requests: search.map(({ url, bytes }) => ({ url: url.slice(origin.length), bytes })),
    searchFilesBeforeOpening: all
      .filter((t) => t.phase === 'load' && driver.isSearchFile(t.url))
      .map((t) => t.url.slice(origin.length)),
  };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p + 0.5))]!;
}

async function timings(browser: Browser, origin: string, driver: Driver, runs: number) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}${BASE_PATH}${START_PAGE}`);
  await page.locator('html[data-has-hydrated=true]').waitFor();
  await driver.open(page);
  // Loads the engine and the index before anything is timed.
  await driver.timeQuery(page, 'filament');
  const first: number[] = [];
  const all: number[] = [];
  for (const query of TIMING_QUERIES) {
    for (let run = 0; run < runs; run++) {
      const ms = await driver.timeQuery(page, query);
      all.push(ms);
      if (run === 0) first.push(ms);
    }
  }
  await page.close();
  return {
    queries: TIMING_QUERIES.length,
    runs,
    medianMs: round(percentile(all, 0.5)),
    p90Ms: round(percentile(all, 0.9)),
    firstRunMedianMs: round(percentile(first, 0.5)),
    maxMs: round(Math.max(...all)),
  };
}

async function quality(browser: Browser, origin: string, driver: Driver, dir: string) {
  const titles = pageTitles(dir);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}${BASE_PATH}${START_PAGE}`);
  await page.locator('html[data-has-hydrated=true]').waitFor();
  await driver.open(page);
  const rows = [];
  for (const { query, expected } of QUALITY_QUERIES) {
    await driver.timeQuery(page, query);
    const pages = await driver.resultPages(page, titles);
    const top3 = pages.slice(0, 3);
    const rank = top3.findIndex((p) => expected.includes(p));
    rows.push({ query, expected, top3, pass: rank >= 0, rank: rank >= 0 ? rank + 1 : null });
  }
  await page.close();
  return rows;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'build' },
      engine: { type: 'string', default: 'pagefind' },
      port: { type: 'string', default: process.env.E2E_PORT ?? '3123' },
      runs: { type: 'string', default: '5' },
      out: { type: 'string' },
    },
  });
  const engine = values.engine === 'easyops' ? 'easyops' : 'pagefind';
  const driver = engine === 'easyops' ? easyopsDriver : pagefindDriver;
  const dir = path.resolve(values.dir!);
  const port = Number(values.port);
  const origin = `http://localhost:${port}`;
  const server = createServer(dir);
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const browser = await chromium.launch({
    executablePath: CHROME_EXECUTABLE,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const result = {
      engine,
      dir,
      date: new Date().toISOString(),
      firstQuery: [
        await firstQuery(browser, origin, driver, FIRST_QUERY, 100),
        // Every quality query as the first one, pasted: the cost depends on the index chunks it needs.
        ...(await sequential(
          QUALITY_QUERIES.map(
            ({ query }) =>
              () =>
                firstQuery(browser, origin, driver, query, null),
          ),
        )),
      ],
      timing: await timings(browser, origin, driver, Number(values.runs)),
      quality: await quality(browser, origin, driver, dir),
    };
    const out = path.resolve(values.out ?? `bench/results/search-${engine}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Search benchmark (${engine}), written to ${path.relative(process.cwd(), out)}`);
    for (const f of result.firstQuery) {
      console.log(
        `  first query "${f.query}" (${f.mode}): ${(f.bytes / 1024).toFixed(1)} KB compressed` +
          ` (+${(f.headerBytes / 1024).toFixed(1)} KB of headers) in ${f.requests.length} requests` +
          (f.searchFilesBeforeOpening.length > 0
            ? `; SEARCH FILES BEFORE OPENING: ${f.searchFilesBeforeOpening.join(', ')}`
            : ''),
      );
    }
    const t = result.timing;
    console.log(
      `  time to results: median ${t.medianMs} ms, p90 ${t.p90Ms} ms, first run median ${t.firstRunMedianMs} ms`,
    );
    for (const q of result.quality) {
      console.log(`  ${q.pass ? 'pass' : 'FAIL'} "${q.query}" → ${q.top3.join(', ')}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
