/**
 * The playground's cost (issue 33): for one of the example app's screens,
 * the bytes a first Run transfers and the time from the click to the first
 * frame the library draws, then the same for a second Run on the same page
 * (wasm compiled, modules and files in the cache). Bytes are the page's own
 * resource entries started after the click (`transferSize`: what came over
 * the wire, gzip as tools/serve.ts sends it; 0 for a cache hit). The first
 * frame is the stage's canvas counting one (`data-frames`, set by the host).
 */
import type { Browser } from 'playwright-core';
import { BASE_PATH } from '../serve';

/** A screen that draws on the host as the app wrote it (plugins/web-host/README.md's table). */
export const PLAYGROUND_SCREEN = 'AnimatedRotate';

export interface RunCost {
  readonly bytes: number;
  readonly requests: number;
  readonly msToFirstFrame: number;
}

export interface PlaygroundCost {
  readonly screen: string;
  readonly firstRun: RunCost;
  readonly rerun: RunCost;
}

type Tab = Awaited<ReturnType<Browser['newPage']>>;

async function runOnce(tab: Tab): Promise<RunCost> {
  const since = await tab.evaluate(() => performance.now());
  const start = Date.now();
  await tab.getByRole('button', { name: /^Run / }).click();
  await tab.waitForFunction(
    () =>
      Number(document.querySelector('[data-playground] canvas')?.getAttribute('data-frames')) >= 1,
    undefined,
    { polling: 50, timeout: 60_000 },
  );
  const msToFirstFrame = Date.now() - start;
  const entries = await tab.evaluate(
    (after) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => r.startTime >= after)
        .map((r) => r.transferSize),
    since,
  );
  return {
    bytes: entries.reduce((a, b) => a + b, 0),
    requests: entries.length,
    msToFirstFrame,
  };
}

/** One measurement on a fresh context (cold cache); the caller takes medians. */
export async function measurePlayground(browser: Browser, origin: string): Promise<PlaygroundCost> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const tab = await context.newPage();
  await tab.goto(`${origin}${BASE_PATH}/docs/playground#example=${PLAYGROUND_SCREEN}`);
  await tab.locator(`[data-playground="${PLAYGROUND_SCREEN}"]`).waitFor();
  // Hydrated: the select is React's once the page's scripts have run.
  await tab.waitForFunction(() =>
    document.querySelector('[data-link-reads]:not([data-link-reads="0"])'),
  );
  const firstRun = await runOnce(tab);
  await tab.getByRole('button', { name: 'Stop' }).click();
  await tab.locator('[data-playground] canvas').waitFor({ state: 'detached' });
  const rerun = await runOnce(tab);
  await context.close();
  return { screen: PLAYGROUND_SCREEN, firstRun, rerun };
}
