/**
 * The measurements of `npm run bench` (run.ts): build time, a page's bytes
 * and requests at load and at idle, a client-side navigation, and the shared
 * set-up (the browser, a served site, the settings from the environment).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { CHROME_EXECUTABLE, CHROMIUM_FLAGS } from '../chromium';
import { createServer, BASE_PATH } from '../serve';
import { runLighthouse, type LighthouseFigures } from './lighthouse';
import { BENCH_PAGES } from './pages';
import { kb, median } from './stats';

export const ROOT = path.resolve(__dirname, '../..');
export const RESULTS = path.join(ROOT, 'bench/results');
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
export const COMPARE_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';

/**
 * The client-side navigations timed, from the getting-started guide: to its
 * next page ("Asset loading", also its pagination's next link) and to a guide
 * further down the sidebar ("Camera"), the two issue 36 names.
 * `BENCH_NAV_LINK` times another sidebar link instead (`npm run bench` times
 * the first only).
 */
export const NAV_FROM = 'docs/guides';
export const NAV_LINKS: readonly string[] = process.env.BENCH_NAV_LINK
  ? [process.env.BENCH_NAV_LINK]
  : ['Asset loading', 'Camera'];

export interface PageBytes {
  loadBytes: Record<string, number>;
  loadRequests: number;
  /** Everything by idle, the load included. */
  idleBytes: number;
  /** What the page fetched after its load event, by idle (prefetches, lazy images…). */
  afterLoadBytes: number;
  idleRequests: number;
  renderBlocking: string[];
}

export function timeBuild(label: string, clean: boolean): number {
  if (clean) {
    for (const dir of ['build', '.docusaurus', 'node_modules/.cache', 'api']) {
      fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true });
    }
  }
  const start = performance.now();
  execFileSync('npx', ['docusaurus', 'build'], { cwd: ROOT, stdio: 'ignore' });
  const seconds = (performance.now() - start) / 1000;
  console.log(`${label} build: ${seconds.toFixed(1)} s`);
  return seconds;
}

/** tsx wraps named functions in `__name()`; code we send to the page needs it defined. */
export const DEFINE_NAME_HELPER = 'window.__name = (fn) => fn;';

export async function measureBytes(browser: Browser, url: string): Promise<PageBytes> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(DEFINE_NAME_HELPER);
  // A page that prefetches every link in view makes hundreds of entries (the default keeps 250).
  await context.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
  const page = await context.newPage();
  const records: {
    type: string;
    bytes: Promise<number>;
    atLoad: boolean;
    blocking: boolean;
    url: string;
  }[] = [];
  let loaded = false;
  page.on('requestfinished', (request) => {
    records.push({
      type: request.resourceType(),
      url: request.url(),
      atLoad: !loaded,
      blocking: false,
      bytes: request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize),
    });
  });
  page.on('load', () => (loaded = true));
  await page.goto(url, { waitUntil: 'load' });
  loaded = true;
  // On a loaded machine the network can go quiet before main.js has even run.
  await hydrated(page);
  // Prefetches queued for idle time are asked for by then.
  await idleCallbacksRun(page);
  await page.waitForLoadState('networkidle');
  await prefetchesArrived(page, url);
  await page.waitForTimeout(2000);
  // Render-blocking: what the browser itself marked as blocking the first render
  // (Resource Timing's renderBlockingStatus, Chromium). A stylesheet loaded by a
  // preload swap ends as <link rel=stylesheet> in <head>, yet never blocked.
  const renderBlocking = await page.evaluate(() =>
    (
      performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
        renderBlockingStatus?: string;
      })[]
    )
      .filter((r) => r.renderBlockingStatus === 'blocking')
      .map((r) => r.name),
  );
  await context.close();
  const sized = await Promise.all(records.map(async (r) => ({ ...r, size: await r.bytes })));
  const loadBytes: Record<string, number> = {};
  for (const r of sized.filter((r) => r.atLoad))
    loadBytes[r.type] = (loadBytes[r.type] ?? 0) + r.size;
  return {
    loadBytes,
    loadRequests: sized.filter((r) => r.atLoad).length,
    idleBytes: sized.reduce((sum, r) => sum + r.size, 0),
    afterLoadBytes: sized.filter((r) => !r.atLoad).reduce((sum, r) => sum + r.size, 0),
    idleRequests: sized.length,
    renderBlocking,
  };
}

/**
 * Resolves once every `<link rel=prefetch>` the page has added has arrived
 * (its resource entry is there). Chromium starts such prefetches late, at
 * its lowest priority: on a busy machine the network could look idle before
 * they began, and a site that prefetches every link in view was measured
 * with and without them from run to run (issue 36: 1.8 or 31.3 KB after
 * load for the same page). What a page asked for by idle now counts.
 */
export async function prefetchesArrived(page: Page, url: string): Promise<void> {
  const allArrived = () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].every(
      (link) => performance.getEntriesByName(link.href).length > 0,
    );
  await page
    .waitForFunction(allArrived, undefined, { polling: 100, timeout: 30_000 })
    .catch(() => console.warn(`${url}: some prefetches had not arrived after 30 s`));
}

/** Resolves once React has hydrated the server HTML (Docusaurus sets this attribute, 3.4 and later). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {
    state: 'attached',
    timeout: 60_000,
  });
}

/** Resolves once no request has been in flight for two checks in a row (100 ms apart). */
export async function requestsSettled(page: Page, inFlight: Set<unknown>): Promise<void> {
  let quietChecks = 0;
  while (quietChecks < 2) {
    await page.waitForTimeout(100);
    quietChecks = inFlight.size === 0 ? quietChecks + 1 : 0;
  }
}

export interface NavigationFigures {
  /** Click to the new page's heading painted. */
  ms: number;
  /** JavaScript the new page loaded to run after the click that came over the network (not the cache). */
  jsBytes: number;
  jsRequests: number;
}

/** Resolves at the page's next idle callback: earlier ones (the site queues prefetches in them) have run. */
export async function idleCallbacksRun(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 10_000 })),
  );
}

/**
 * A `navigator.connection` the bench can switch to data saver, for both sites
 * (each reads it before it prefetches or preloads a link).
 */
export async function switchableConnection(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const connection = {
      effectiveType: '4g',
      saveData: false,
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => connection,
    });
  });
}

/**
 * Clicks the sidebar link (a click without pointer events: nothing is
 * preloaded by a hover) and resolves once the new heading is painted.
 */
export function clickAndTimePaint(
  page: Page,
  linkText: string,
  previous: string | null,
): Promise<{ elapsed: number; clickedAt: number }> {
  return page.evaluate(
    ({ linkText, previous }) =>
      new Promise<{ elapsed: number; clickedAt: number }>((resolve) => {
        const anchor = [...document.querySelectorAll<HTMLAnchorElement>('nav.menu a')].find(
          (a) => a.textContent?.trim() === linkText,
        )!;
        const start = performance.now();
        const check = () => {
          const h1 = document.querySelector('article h1, main h1');
          if (h1 && h1.textContent !== previous) {
            // The frame after the DOM change is the one that paints it.
            requestAnimationFrame(() =>
              resolve({ elapsed: performance.now() - start, clickedAt: start }),
            );
          } else requestAnimationFrame(check);
        };
        anchor.click();
        requestAnimationFrame(check);
      }),
    { linkText, previous },
  );
}

/** Scripts loaded to run since `since` that came over the network (not from the cache), in bytes. */
export function scriptsDownloadedSince(page: Page, since: number): Promise<number[]> {
  return page.evaluate(
    (since) =>
      performance
        .getEntriesByType('resource')
        .filter(
          (e) =>
            e.startTime >= since && (e as PerformanceResourceTiming).initiatorType === 'script',
        )
        .map((e) => (e as PerformanceResourceTiming).transferSize)
        .filter((bytes) => bytes > 0),
    since,
  );
}

/**
 * Client-side navigation from NAV_FROM to the sidebar link `linkText`, after
 * the page has loaded, been open for a second (the highlighter's prefetch
 * starts then) and gone idle (its idle-time prefetches have run and finished).
 * Cold: then a click without pointer events (as from a script; nothing is
 * preloaded by a hover). Warm: the pointer moves over the link first, as
 * before a reader's click, and the click comes once the requests that started
 * have finished. Just before the click the connection turns to data saver, so
 * that the opened page loads nothing ahead for its own links: the scripts
 * after the click are the ones the click needed (Docusaurus loads the route it
 * navigates to whatever the connection).
 */
export async function measureNavigation(
  browser: Browser,
  origin: string,
  linkText: string,
  warm = false,
): Promise<NavigationFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(DEFINE_NAME_HELPER);
  await context.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
  await switchableConnection(context);
  const page = await context.newPage();
  const inFlight = new Set<unknown>();
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  await page.goto(`${origin}${BASE_PATH}/${NAV_FROM}`, { waitUntil: 'load' });
  await hydrated(page);
  // A reader reads before following a link: the page has been open for a second.
  await page.waitForTimeout(1000);
  await idleCallbacksRun(page);
  await requestsSettled(page, inFlight);
  if (warm) {
    await page
      .locator('nav.menu a')
      .filter({ hasText: new RegExp(`^${linkText}$`) })
      .first()
      .hover();
    await requestsSettled(page, inFlight);
  }
  const before = await page.locator('h1').first().textContent();
  // Marks the document: a full reload would lose the mark.
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
    (navigator as Navigator & { connection: { saveData: boolean } }).connection.saveData = true;
  });
  const { elapsed, clickedAt } = await clickAndTimePaint(page, linkText, before);
  await requestsSettled(page, inFlight);
  const scripts = await scriptsDownloadedSince(page, clickedAt);
  const noReload = await page.evaluate(
    () => (window as unknown as { __noReload?: boolean }).__noReload === true,
  );
  await context.close();
  if (!noReload) throw new Error('Navigation between guides reloaded the page');
  return {
    ms: elapsed,
    jsBytes: scripts.reduce((a, b) => a + b, 0),
    jsRequests: scripts.length,
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_EXECUTABLE, args: [...CHROMIUM_FLAGS] });
}

export interface Site {
  readonly name: string;
  readonly origin: string;
}

/** Serves a built site under the base path on a free port. */
export async function serveSite(dir: string): Promise<{ origin: string; close: () => void }> {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} has no index.html: pass a built site folder`);
  }
  const server = createServer(dir);
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

/** `--compare <dir>`: the same measurements on build/ and on another built site, run by run. */

export type BenchPage = (typeof BENCH_PAGES)[number];

export type BenchPageResult = BenchPage & {
  readonly jsAtLoad: number;
  readonly cssAtLoad: number;
  readonly allAtLoad: number;
  readonly requestsAtLoad: number;
  readonly allAtIdle: number;
  readonly requestsAtIdle: number;
  readonly renderBlocking: readonly string[];
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly domSize: number;
};

/** One page's bytes, requests and Lighthouse figures: medians of RUNS runs. */
export async function benchPage(
  browser: Browser,
  origin: string,
  p: BenchPage,
): Promise<BenchPageResult> {
  const url = `${origin}${BASE_PATH}/${p.path}`;
  const bytesRuns: PageBytes[] = [];
  const lhRuns: LighthouseFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    bytesRuns.push(await measureBytes(browser, url));
    lhRuns.push(await runLighthouse(url));
  }
  const pick = (f: (r: PageBytes) => number) => median(bytesRuns.map(f));
  const lh = (k: keyof LighthouseFigures) => median(lhRuns.map((r) => r[k]));
  const result: BenchPageResult = {
    ...p,
    jsAtLoad: pick((r) => r.loadBytes.script ?? 0),
    cssAtLoad: pick((r) => r.loadBytes.stylesheet ?? 0),
    allAtLoad: pick((r) => Object.values(r.loadBytes).reduce((a, b) => a + b, 0)),
    requestsAtLoad: pick((r) => r.loadRequests),
    allAtIdle: pick((r) => r.idleBytes),
    requestsAtIdle: pick((r) => r.idleRequests),
    renderBlocking: bytesRuns[0].renderBlocking.map((u) => new URL(u).pathname),
    performance: lh('performance'),
    accessibility: lh('accessibility'),
    bestPractices: lh('bestPractices'),
    seo: lh('seo'),
    fcpMs: lh('fcp'),
    lcpMs: lh('lcp'),
    tbtMs: lh('tbt'),
    cls: lh('cls'),
    domSize: lh('domSize'),
  };
  console.log(
    `${p.name}: JS ${kb(result.jsAtLoad)}, perf ${result.performance}, TBT ${result.tbtMs.toFixed(0)} ms`,
  );
  return result;
}
