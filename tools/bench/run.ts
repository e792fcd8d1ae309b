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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { CHROME_EXECUTABLE, CHROMIUM_FLAGS, WEBGL_FLAGS } from '../chromium';
import { createServer } from '../serve';
import { BENCH_PAGES } from './pages';
import { measurePlayground, type PlaygroundCost, type RunCost } from './playground';
import { median } from './stats';
import { parseBenchArgs } from './compare';
import { compare } from './compare-run';
import {
  benchPage,
  launchBrowser,
  measureNavigation,
  NAV_LINKS,
  RESULTS,
  ROOT,
  RUNS,
  serveSite,
  timeBuild,
  type BenchPageResult,
} from './measure';
import { playgroundTable, writeBenchReport } from './report';

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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
