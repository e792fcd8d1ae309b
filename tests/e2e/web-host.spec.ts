/**
 * The web host (plugins/web-host): the getting-started guide's main sample,
 * the library's own code from node_modules/react-native-filament, runs in
 * the built site on Filament's wasm, draws a frame that is not blank, logs
 * no console error (fixtures.ts) and frees its WebGL context on unmount.
 * No page loads the host yet (a Run button is the next step), so the test
 * imports it the way that button will: import() of web-host/host.js.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { countContexts, liveContexts, pixels } from './canvas';

const FILAMENT_VERSION = (
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../../node_modules/filament/package.json'), 'utf8'),
  ) as { version: string }
).version;

/** SwiftShader renders on the CPU: a first frame within the 20 s. */
const FIRST_FRAME_TIMEOUT = 20_000;

/** Starts the sample in a fixed 320×240 box on a white background; resolves when runSample has. */
async function runSample(page: Page, name: string): Promise<void> {
  await page.evaluate(
    async ({ name, base, wasmPath }) => {
      const stage = document.createElement('div');
      stage.dataset.webHost = name;
      stage.style.cssText =
        'position:fixed;left:0;top:0;width:320px;height:240px;background:#fff;z-index:1000';
      document.body.appendChild(stage);
      const started = performance.now();
      const host = (await import(`${base}web-host/host.js`)) as {
        runSample(
          name: string,
          container: HTMLElement,
          options: { wasmUrl: string; onError(error: unknown): void },
        ): Promise<{ unmount(): void }>;
      };
      const running = await host.runSample(name, stage, {
        wasmUrl: `${base}${wasmPath}`,
        onError: (error) => console.error('sample failed:', error),
      });
      Object.assign(window, { runningSample: running, sampleStarted: started });
    },
    {
      name,
      // The site's base path (/react-native-filament/), where the host and the wasm are served.
      base: new URL(test.info().project.use.baseURL!).pathname,
      wasmPath: `filament/${FILAMENT_VERSION}/filament.wasm`,
    },
  );
}

test('the getting-started sample runs on the library’s own code and draws a frame', async ({
  page,
}) => {
  await countContexts(page);
  // The getting-started guide is the guides' index page.
  await page.goto('docs/guides');
  await runSample(page, 'getting-started');

  const canvas = page.locator('[data-web-host="getting-started"] canvas');
  await expect(canvas).toHaveAttribute('data-frames', /^[1-9]/, { timeout: FIRST_FRAME_TIMEOUT });
  const firstFrameMs = await page.evaluate(
    () => performance.now() - (window as unknown as { sampleStarted: number }).sampleStarted,
  );
  test.info().annotations.push({
    type: 'time to first frame',
    description: `${Math.round(firstFrameMs)} ms (import() of the host to the first endFrame)`,
  });

  // Not blank: the model in many shades over the white page (a blank canvas shows one colour).
  const stage = page.locator('[data-web-host="getting-started"]');
  await expect.poll(async () => (await pixels(page, stage)).distinct).toBeGreaterThan(50);
  expect(await liveContexts(page)).toBe(1);

  await page.evaluate(() =>
    (window as unknown as { runningSample: { unmount(): void } }).runningSample.unmount(),
  );
  // The engine is released after the library's cleanup delay, and its context with it.
  await expect.poll(() => liveContexts(page)).toBe(0);
  await expect(canvas).toHaveCount(0);
});
