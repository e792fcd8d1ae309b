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
 * Every browser figure is the median of several runs (BENCH_RUNS, default 3).
 * Writes bench/results/bench.json and bench/results/bench.md.
 *   BENCH_SKIP_BUILD=1  reuse the existing build (no build timings)
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { CHROME_EXECUTABLE, CHROME_PATH, CHROMIUM_FLAGS } from '../chromium';
import { createServer, BASE_PATH } from '../serve';
import { kb, markdownTable, median } from './stats';

const ROOT = path.resolve(__dirname, '../..');
const RESULTS = path.join(ROOT, 'bench/results');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export const BENCH_PAGES = [
  { name: 'home', path: '' },
  { name: 'guide (getting-started)', path: 'docs/guides' },
  { name: 'API (Camera)', path: 'docs/api/functions/Camera' },
] as const;

/** Two sidebar neighbors for the client-side navigation timing. */
const NAV_FROM = 'docs/guides';
const NAV_LINK_TEXT = process.env.BENCH_NAV_LINK ?? 'Asset loading';

interface PageBytes {
  loadBytes: Record<string, number>;
  loadRequests: number;
  idleBytes: number;
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
  await page.waitForLoadState('networkidle');
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
    idleRequests: sized.length,
    renderBlocking,
  };
}

async function measureNavigation(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(DEFINE_NAME_HELPER);
  const page = await context.newPage();
  await page.goto(`${origin}${BASE_PATH}/${NAV_FROM}`, { waitUntil: 'networkidle' });
  // A reader reads before following a link: the page's idle-time prefetches have run.
  await page.waitForTimeout(1000);
  const before = await page.locator('h1').first().textContent();
  // Marks the document: a full reload would lose the mark.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const elapsed = await page.evaluate(
    ({ linkText, previous }) =>
      new Promise<number>((resolve) => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>('nav.menu a')].find(
          (a) => a.textContent?.trim() === linkText,
        )!;
        const start = performance.now();
        const check = () => {
          const h1 = document.querySelector('article h1, main h1');
          if (h1 && h1.textContent !== previous) {
            // The frame after the DOM change is the one that paints it.
            requestAnimationFrame(() => resolve(performance.now() - start));
          } else requestAnimationFrame(check);
        };
        link.click();
        requestAnimationFrame(check);
      }),
    { linkText: NAV_LINK_TEXT, previous: before },
  );
  const noReload = await page.evaluate(
    () => (window as unknown as { __noReload?: boolean }).__noReload === true,
  );
  await context.close();
  if (!noReload) throw new Error('Navigation between guides reloaded the page');
  return elapsed;
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/**
 * Runs the Lighthouse CLI in its own Node process: Lighthouse sends its
 * functions' source to the page, which must not carry the helpers tsx adds.
 */
async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const cli = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
  // Asynchronous: this process also serves the pages Lighthouse loads.
  const { stdout: json } = await promisify(execFile)(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--form-factor=mobile',
      '--throttling-method=simulate',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(json) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

async function main() {
  const build = process.env.BENCH_SKIP_BUILD
    ? null
    : { coldSeconds: timeBuild('Cold', true), warmSeconds: timeBuild('Warm', false) };

  const server = createServer(path.join(ROOT, 'build'));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROME_EXECUTABLE,
    args: [...CHROMIUM_FLAGS],
  });

  const pages = [];
  for (const p of BENCH_PAGES) {
    const url = `${origin}${BASE_PATH}/${p.path}`;
    const bytesRuns: PageBytes[] = [];
    const lhRuns: LighthouseFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      bytesRuns.push(await measureBytes(browser, url));
      lhRuns.push(await runLighthouse(url));
    }
    const pick = (f: (r: PageBytes) => number) => median(bytesRuns.map(f));
    const lh = (k: keyof LighthouseFigures) => median(lhRuns.map((r) => r[k]));
    const result = {
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
    };
    console.log(
      `${p.name}: JS ${kb(result.jsAtLoad)}, perf ${result.performance}, TBT ${result.tbtMs.toFixed(0)} ms`,
    );
    pages.push(result);
  }
  // One after another: runs in parallel would share two cores and time each other.
  const navTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) navTimes.push(await measureNavigation(browser, origin));
  const navMs = median(navTimes);
  await browser.close();
  server.close();

  const report = {
    date: new Date().toISOString(),
    runs: RUNS,
    // Timings on a shared machine mean little without it.
    loadAverage: os.loadavg(),
    build,
    clientNavigationMs: navMs,
    pages,
  };
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, 'bench.json'), JSON.stringify(report, null, 2));
  const table = markdownTable(
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
  const lines = [
    `Median of ${RUNS} runs, ${report.date}, load average ${report.loadAverage.map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min, ${os.cpus().length} cores) at the end.`,
    '',
    table,
    '',
    build
      ? `Build: cold ${build.coldSeconds.toFixed(1)} s, warm ${build.warmSeconds.toFixed(1)} s.`
      : 'Build: not timed.',
    `Client-side navigation (click to new content painted): ${navMs.toFixed(0)} ms.`,
    `Render-blocking requests: ${[...new Set(pages.flatMap((p) => p.renderBlocking))].join(', ') || 'none'}.`,
  ];
  fs.writeFileSync(path.join(RESULTS, 'bench.md'), lines.join('\n') + '\n');
  console.log('\n' + lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
