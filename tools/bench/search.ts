/**
 * Measures search on a production build, the way a reader meets it.
 *
 *   npm run bench:search -- [--dir build] [--port $E2E_PORT] [--runs 5] [--out file.json]
 *
 * - First query: compressed bytes transferred (bodies; header bytes reported beside) from opening
 *   search to the rendered results of one query, in a fresh browser profile;
 *   "spot light" typed at ten keys a second, then each quality query pasted.
 * - Before search: requests for search files while the page loads (should be none).
 * - Time: from the input event to the results being in the DOM, with the index
 *   loaded; every timing query, `runs` times.
 * - Quality: the first three distinct pages for each quality query.
 *
 * Results go to bench/results/search-pagefind.json. The comparison with
 * @easyops-cn/docusaurus-search-local in plugins/search/README.md was made
 * with an earlier version of this script that could also drive that engine's
 * search bar (see the git history).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import { BASE_PATH, createServer } from '../serve';
import { QUALITY_QUERIES, TIMING_QUERIES } from '../../shared/search-quality';
import { CHROME_EXECUTABLE, CHROMIUM_FLAGS } from '../chromium';

const START_PAGE = '/docs/guides';
/** The query of the first-query measurement. */
const FIRST_QUERY = 'spot light';

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

/** Opens search the way a reader does: clicking the box in the navbar. */
async function openSearch(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Search' })
    .click();
  await page.locator(SITE_INPUT).waitFor();
}

/** Types the query into the search input, or pastes it with a delay of 0. */
async function typeQuery(page: Page, query: string, delayMs: number): Promise<void> {
  const input = page.locator(SITE_INPUT);
  await (delayMs === 0 ? input.fill(query) : input.pressSequentially(query, { delay: delayMs }));
}

/** Sets the query in one go and resolves with the milliseconds until its results are in the DOM. */
async function timeQuery(page: Page, query: string): Promise<number> {
  await page.locator(SITE_INPUT).fill('');
  await page.locator('[data-search-state=idle]').waitFor();
  return timeInPage(page, SITE_INPUT, query, SITE_DONE);
}

/** Waits until the results of this query are shown. */
async function waitForResults(page: Page, query: string): Promise<void> {
  await page.waitForFunction(new Function('q', SITE_DONE) as (q: string) => boolean, query);
}

/** Distinct result pages, best first, as routes below the base path. */
async function resultPages(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('[role=listbox] [role=option]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  return distinct(hrefs.map((href) => href.split('#')[0]!.slice(BASE_PATH.length) || '/'));
}

const isSearchFile = (url: string) => url.includes('/pagefind/');

async function sequential<T>(tasks: readonly (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = [];
  for (const task of tasks) out.push(await task());
  return out;
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
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
  await openSearch(page);
  await typeQuery(page, query, typingDelayMs ?? 0);
  await waitForResults(page, query);
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
      .filter((t) => t.phase === 'load' && isSearchFile(t.url))
      .map((t) => t.url.slice(origin.length)),
  };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p + 0.5))]!;
}

async function timings(browser: Browser, origin: string, runs: number) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}${BASE_PATH}${START_PAGE}`);
  await page.locator('html[data-has-hydrated=true]').waitFor();
  await openSearch(page);
  // Loads the engine and the index before anything is timed.
  await timeQuery(page, 'filament');
  const first: number[] = [];
  const all: number[] = [];
  for (const query of TIMING_QUERIES) {
    for (let run = 0; run < runs; run++) {
      const ms = await timeQuery(page, query);
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

async function quality(browser: Browser, origin: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}${BASE_PATH}${START_PAGE}`);
  await page.locator('html[data-has-hydrated=true]').waitFor();
  await openSearch(page);
  const rows = [];
  for (const { query, expected } of QUALITY_QUERIES) {
    await timeQuery(page, query);
    const pages = await resultPages(page);
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
      port: { type: 'string', default: process.env.E2E_PORT ?? '3123' },
      runs: { type: 'string', default: '5' },
      out: { type: 'string' },
    },
  });
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
      engine: 'pagefind',
      dir,
      date: new Date().toISOString(),
      firstQuery: [
        await firstQuery(browser, origin, FIRST_QUERY, 100),
        // Every quality query as the first one, pasted: the cost depends on the index chunks it needs.
        ...(await sequential(
          QUALITY_QUERIES.map(
            ({ query }) =>
              () =>
                firstQuery(browser, origin, query, null),
          ),
        )),
      ],
      timing: await timings(browser, origin, Number(values.runs)),
      quality: await quality(browser, origin),
    };
    const out = path.resolve(values.out ?? 'bench/results/search-pagefind.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Search benchmark, written to ${path.relative(process.cwd(), out)}`);
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
