/**
 * `npm run bench`: measures the site the way issue 6 defines its budgets.
 *
 * 1. Production build, cold (no caches) then warm, timed.
 * 2. Serves build/ gzip-compressed under the base path (tools/serve.ts).
 * 3. For home, a guide and an API page, in headless Chromium: bytes by type and
 *    request counts at the load event and at idle.
 * 4. Lighthouse 12 mobile (simulated throttling) on the same pages.
 * 5. Client-side navigation between two guides: time from click to new content painted.
 *
 * 6. The playground (issue 33): bytes and time to the first frame of a first
 *    Run of one of the example app's screens, and of a second Run (playground.ts).
 *
 * Every browser figure is the median of several runs (BENCH_RUNS, default 3).
 *   `npm run bench -- --playground` measures only step 6, on the existing build.
 * Writes bench/results/bench.json and bench/results/bench.md.
 *   BENCH_SKIP_BUILD=1  reuse the existing build (no build timings)
 *   BENCH_LIGHTHOUSE=0  with --compare: bytes and navigations only (minutes
 *                       less per run; for trying a change, not for the log)
 *
 * `npm run bench -- --compare <dir>` compares build/ with another built site
 * served the same way (gzip, same base path), e.g. the library's published
 * docs: bytes of the same pages at load, after load and at idle, two
 * client-side navigations from the getting-started guide once it has gone idle
 * (to "Asset loading" and to "Camera"), warm (the pointer moves over the link
 * first) and cold (a click without hover), each with the JavaScript the click
 * downloads, and Lighthouse (performance score, TBT, FCP, LCP, DOM elements) on
 * the guide and the Camera and useModel API pages. Runs are interleaved (site A, site B, then B, A...). Writes
 * bench/results/compare.json and compare.md.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROME_EXECUTABLE, CHROMIUM_FLAGS, WEBGL_FLAGS } from '../chromium';
import { createServer, BASE_PATH } from '../serve';
import { runLighthouse, type LighthouseFigures } from './lighthouse';
import { BENCH_PAGES, COMPARE_LIGHTHOUSE_PAGES } from './pages';
import { measurePlayground, type PlaygroundCost, type RunCost } from './playground';
import { kb, markdownTable, median } from './stats';
import {
  compareTable,
  comparedFigure,
  lighthouseFigures,
  parseBenchArgs,
  recordLighthouse,
  recordRun,
  runOrder,
  type ComparedFigure,
  type SiteRuns,
} from './compare';

const ROOT = path.resolve(__dirname, '../..');
const RESULTS = path.join(ROOT, 'bench/results');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COMPARE_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';

/**
 * The client-side navigations timed, from the getting-started guide: to its
 * next page ("Asset loading", also its pagination's next link) and to a guide
 * further down the sidebar ("Camera"), the two issue 36 names.
 * `BENCH_NAV_LINK` times another sidebar link instead (`npm run bench` times
 * the first only).
 */
const NAV_FROM = 'docs/guides';
const NAV_LINKS: readonly string[] = process.env.BENCH_NAV_LINK
  ? [process.env.BENCH_NAV_LINK]
  : ['Asset loading', 'Camera'];

interface PageBytes {
  loadBytes: Record<string, number>;
  loadRequests: number;
  /** Everything by idle, the load included. */
  idleBytes: number;
  /** What the page fetched after its load event, by idle (prefetches, lazy images…). */
  afterLoadBytes: number;
  idleRequests: number;
  renderBlocking: string[];
}

function timeBuild(label: string, clean: boolean): number {
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
const DEFINE_NAME_HELPER = 'window.__name = (fn) => fn;';

async function measureBytes(browser: Browser, url: string): Promise<PageBytes> {
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
async function prefetchesArrived(page: Page, url: string): Promise<void> {
  const allArrived = () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].every(
      (link) => performance.getEntriesByName(link.href).length > 0,
    );
  await page
    .waitForFunction(allArrived, undefined, { polling: 100, timeout: 30_000 })
    .catch(() => console.warn(`${url}: some prefetches had not arrived after 30 s`));
}

/** Resolves once React has hydrated the server HTML (Docusaurus sets this attribute, 3.4 and later). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {
    state: 'attached',
    timeout: 60_000,
  });
}

/** Resolves once no request has been in flight for two checks in a row (100 ms apart). */
async function requestsSettled(page: Page, inFlight: Set<unknown>): Promise<void> {
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
async function idleCallbacksRun(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 10_000 })),
  );
}

/**
 * A `navigator.connection` the bench can switch to data saver, for both sites
 * (each reads it before it prefetches or preloads a link).
 */
async function switchableConnection(context: BrowserContext): Promise<void> {
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
function clickAndTimePaint(
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
function scriptsDownloadedSince(page: Page, since: number): Promise<number[]> {
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
async function measureNavigation(
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

async function main() {
  const args = parseBenchArgs(process.argv.slice(2));
  if (args.compare) {
    await compare(args.compare);
    return;
  }
  if (args.playground) {
    const { origin, close } = await serveSite(path.join(ROOT, 'build'));
    const playground = await benchPlayground(origin);
    close();
    console.log(playgroundTable(playground));
    fs.mkdirSync(RESULTS, { recursive: true });
    fs.writeFileSync(
      path.join(RESULTS, 'playground.json'),
      JSON.stringify(
        { date: new Date().toISOString(), loadAverage: os.loadavg(), playground },
        null,
        2,
      ),
    );
    return;
  }
  const build = process.env.BENCH_SKIP_BUILD
    ? null
    : { coldSeconds: timeBuild('Cold', true), warmSeconds: timeBuild('Warm', false) };

  const server = createServer(path.join(ROOT, 'build'));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  const pages: BenchPageResult[] = [];
  for (const p of BENCH_PAGES) pages.push(await benchPage(browser, origin, p));
  // One after another: runs in parallel would share two cores and time each other.
  const navTimes: number[] = [];
  for (let run = 0; run < RUNS; run++)
    navTimes.push((await measureNavigation(browser, origin, NAV_LINKS[0])).ms);
  await browser.close();
  const playground = await benchPlayground(origin);
  server.close();

  writeBenchReport({
    date: new Date().toISOString(),
    runs: RUNS,
    // Timings on a shared machine mean little without it.
    loadAverage: os.loadavg(),
    build,
    clientNavigationMs: median(navTimes),
    pages,
    playground,
  });
}

/** The playground's first Run and re-run (playground.ts), medians of RUNS cold-cache runs, with WebGL. */
async function benchPlayground(
  origin: string,
): Promise<{ screen: string; firstRun: RunCost; rerun: RunCost }> {
  const browser = await chromium.launch({
    executablePath: CHROME_EXECUTABLE,
    args: [...CHROMIUM_FLAGS, ...WEBGL_FLAGS],
  });
  const runs: PlaygroundCost[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measurePlayground(browser, origin));
  await browser.close();
  const medianOf = (pick: (c: PlaygroundCost) => RunCost): RunCost => ({
    bytes: median(runs.map((r) => pick(r).bytes)),
    requests: median(runs.map((r) => pick(r).requests)),
    msToFirstFrame: median(runs.map((r) => pick(r).msToFirstFrame)),
  });
  return {
    screen: runs[0]!.screen,
    firstRun: medianOf((r) => r.firstRun),
    rerun: medianOf((r) => r.rerun),
  };
}

function playgroundTable(p: { screen: string; firstRun: RunCost; rerun: RunCost }): string {
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

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_EXECUTABLE, args: [...CHROMIUM_FLAGS] });
}

type BenchPage = (typeof BENCH_PAGES)[number];

type BenchPageResult = BenchPage & {
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
async function benchPage(browser: Browser, origin: string, p: BenchPage): Promise<BenchPageResult> {
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

interface BenchReport {
  readonly date: string;
  readonly runs: number;
  readonly loadAverage: readonly number[];
  readonly build: { readonly coldSeconds: number; readonly warmSeconds: number } | null;
  readonly clientNavigationMs: number;
  readonly pages: readonly BenchPageResult[];
  readonly playground: { screen: string; firstRun: RunCost; rerun: RunCost };
}

/** bench/results/bench.json and bench.md, and the same summary on the console. */
function writeBenchReport(report: BenchReport): void {
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

function benchTable(pages: readonly BenchPageResult[]): string {
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

interface Site {
  readonly name: string;
  readonly origin: string;
}

/** Serves a built site under the base path on a free port. */
async function serveSite(dir: string): Promise<{ origin: string; close: () => void }> {
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
async function compare(otherDir: string) {
  if (!process.env.BENCH_SKIP_BUILD) timeBuild('Production', false);
  const ours = await serveSite(path.join(ROOT, 'build'));
  const theirs = await serveSite(path.resolve(otherDir));
  const sites: [Site, Site] = [
    { name: 'This site', origin: ours.origin },
    { name: path.resolve(otherDir), origin: theirs.origin },
  ];
  const browser = await launchBrowser();
  const runs = new Map<string, SiteRuns>(sites.map((s) => [s.name, {}]));
  for (let run = 0; run < RUNS; run++) {
    await compareRun(browser, runOrder(run, sites), runs);
    console.log(`run ${run + 1}/${RUNS} done`);
  }
  await browser.close();
  ours.close();
  theirs.close();
  const [a, b] = sites.map((s) => runs.get(s.name)!);
  writeCompareReport(sites, comparedFigures(a, b));
}

/** One run of every measurement on both sites, in the run's order. */
async function compareRun(
  browser: Browser,
  ordered: readonly Site[],
  runs: ReadonlyMap<string, SiteRuns>,
): Promise<void> {
  const record = (site: Site, key: string, value: number) =>
    recordRun(runs.get(site.name)!, key, value);
  for (const site of ordered) {
    for (const p of BENCH_PAGES) {
      const bytes = await measureBytes(browser, `${site.origin}${BASE_PATH}/${p.path}`);
      record(site, `${p.name}|js`, bytes.loadBytes.script ?? 0);
      record(site, `${p.name}|css`, bytes.loadBytes.stylesheet ?? 0);
      record(site, `${p.name}|afterLoad`, bytes.afterLoadBytes);
      record(site, `${p.name}|idle`, bytes.idleBytes);
      record(site, `${p.name}|requests`, bytes.idleRequests);
    }
    for (const linkText of NAV_LINKS) {
      for (const warm of [true, false]) {
        const nav = await measureNavigation(browser, site.origin, linkText, warm);
        const key = navigationKey(linkText, warm);
        record(site, `${key}|ms`, nav.ms);
        record(site, `${key}|jsBytes`, nav.jsBytes);
        record(site, `${key}|jsRequests`, nav.jsRequests);
      }
    }
  }
  // Page by page, the two sites back to back in this run's order, so both
  // runs of a page see about the same machine load. Only the performance
  // category: the others add minutes and no figure compared here.
  for (const p of COMPARE_LIGHTHOUSE ? COMPARE_LIGHTHOUSE_PAGES : []) {
    for (const site of ordered) {
      const url = `${site.origin}${BASE_PATH}/${p.path}`;
      recordLighthouse(runs.get(site.name)!, p.name, await runLighthouse(url, ['performance']));
    }
  }
}

function navigationKey(linkText: string, warm: boolean): string {
  return `nav ${linkText} ${warm ? 'warm' : 'cold'}`;
}

/** Every compared figure: bytes per page, each navigation warm and cold, Lighthouse. */
function comparedFigures(a: SiteRuns, b: SiteRuns): ComparedFigure[] {
  const figure = (label: string, key: string, unit: ComparedFigure['unit']) =>
    comparedFigure(label, key, unit, a, b);
  return [
    ...BENCH_PAGES.flatMap((p) => [
      figure(`${p.name}: JS at load`, `${p.name}|js`, 'bytes'),
      figure(`${p.name}: CSS at load`, `${p.name}|css`, 'bytes'),
      figure(`${p.name}: bytes after load, by idle`, `${p.name}|afterLoad`, 'bytes'),
      figure(`${p.name}: all at idle`, `${p.name}|idle`, 'bytes'),
      figure(`${p.name}: requests at idle`, `${p.name}|requests`, 'count'),
    ]),
    ...NAV_LINKS.flatMap((linkText) =>
      [true, false].flatMap((warm) => {
        const key = navigationKey(linkText, warm);
        const name = `→ ${linkText}, ${warm ? 'warm' : 'cold'}`;
        return [
          figure(`${name}: click to painted`, `${key}|ms`, 'ms'),
          figure(`${name}: JS downloaded by the click`, `${key}|jsBytes`, 'bytes'),
          figure(`${name}: scripts downloaded by the click`, `${key}|jsRequests`, 'count'),
        ];
      }),
    ),
    ...lighthouseFigures(COMPARE_LIGHTHOUSE_PAGES, a, b),
  ];
}

/** bench/results/compare.json and compare.md, and the same table on the console. */
function writeCompareReport(
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
