/**
 * The web host (plugins/web-host): the getting-started guide's live sample,
 * run with its Run button on the library's own code from
 * node_modules/react-native-filament, draws a frame that is not blank, logs
 * no console error (fixtures.ts), and Stop frees its WebGL context, three runs in a
 * row, on a page that gets no idle time. Its first Run fetches the gzip twins of
 * Filament's wasm and of the default light, not the files; a browser without
 * DecompressionStream fetches the files and draws all the same.
 */
import type { Request } from '@playwright/test';
import { expect, hydrated, test, withoutIdleTime } from './fixtures';
import { countContexts, liveContexts, pixels, withoutWebGL } from './canvas';

/** SwiftShader renders on the CPU: a first frame within the 20 s. */
const FIRST_FRAME_TIMEOUT = 20_000;

const isHostRequest = (request: Request) =>
  /\/web-host\/|\.wasm(\.gz)?$/.test(new URL(request.url()).pathname);

/** The big files of a first Run: Filament's wasm and the default light, each either whole or as its twin. */
const bigFiles = (urls: readonly string[]) =>
  urls
    .map((url) => new URL(url).pathname)
    .filter((p) => /\.(wasm|ktx)(\.gz)?$/.test(p))
    .map((p) => p.slice(p.lastIndexOf('/') + 1))
    .sort();

test('the getting-started sample runs on the library’s own code, draws a frame, and runs three times in a row, each Stop freeing its context even with no idle time', async ({
  page,
}) => {
  await countContexts(page);
  // As on a loaded machine: the release must not wait for idle time. The library frees the
  // engine through InteractionManager, which the host runs in a timer as React Native does,
  // not in idle time as react-native-web would (packages/web-host/src/react-native.ts).
  await withoutIdleTime(page);
  const hostRequests: string[] = [];
  page.on('request', (request) => {
    if (isHostRequest(request)) hostRequests.push(request.url());
  });
  // The getting-started guide is the guides' index page.
  await page.goto('docs/guides');
  await hydrated(page);
  expect(hostRequests, 'nothing of the host before the click').toEqual([]);

  const sample = page.locator('[data-web-host-sample="getting-started"]');
  const canvas = sample.locator('canvas');
  // The button names its download (tests/build/web-host.test.ts checks the figure) and the
  // data-saving connection the test's browser reports (fixtures.ts).
  await expect(sample.getByRole('button', { name: /^Run this sample/ })).toHaveAccessibleName(
    /^Run this sample \(≈ \d+(\.5)? MB, data saver is on\)$/,
  );
  await runUntilFirstFrame('first run');
  // The gzip twins, inflated in the page (packages/web-host/src/gzip-fetch.ts), never the files.
  expect(bigFiles(hostRequests)).toEqual(['RNF_default_env_ibl.ktx.gz', 'filament.wasm.gz']);
  // The guide's helmet.glb is not one of the site's models: the page says which one stands in.
  await expect(sample.getByText('helmet.glb → showcase.glb')).toBeVisible();

  // Not blank: the model in many shades over the page (a blank canvas shows one colour).
  await expect.poll(async () => (await pixels(page, canvas)).distinct).toBeGreaterThan(50);
  expect(await liveContexts(page)).toBe(1);

  await stopAndExpectReleased();

  // Later runs reuse the compiled wasm and the loaded modules, and are released the same
  // way: three runs in a row leave no WebGL context behind.
  for (const label of ['second run', 'third run']) {
    await runUntilFirstFrame(label);
    await expect.poll(async () => (await pixels(page, canvas)).distinct).toBeGreaterThan(50);
    expect(await liveContexts(page)).toBe(1);
    await stopAndExpectReleased();
  }

  /** Clicks Run and waits for a drawn frame; records the time it took. */
  async function runUntilFirstFrame(label: string): Promise<void> {
    const clickedAt = await page.evaluate(() => performance.now());
    await sample.getByRole('button', { name: 'Run this sample' }).click();
    await expect(canvas).toHaveAttribute('data-frames', /^[1-9]/, { timeout: FIRST_FRAME_TIMEOUT });
    const ms = (await page.evaluate(() => performance.now())) - clickedAt;
    test.info().annotations.push({
      type: `time to first frame, ${label}`,
      description: `${Math.round(ms)} ms (click on Run to the first endFrame seen)`,
    });
  }

  async function stopAndExpectReleased(): Promise<void> {
    await sample.getByRole('button', { name: 'Stop' }).click();
    // The library releases the engine after its cleanup delay (runAfterInteractions, then a
    // timer), and the host loses the context.
    await expect.poll(() => liveContexts(page)).toBe(0);
    await expect(canvas).toHaveCount(0);
    await expect(sample.getByRole('button', { name: 'Run this sample' })).toBeVisible();
  }
});

test('without DecompressionStream a first Run fetches the wasm and the light uncompressed, and draws', async ({
  page,
}) => {
  // As Firefox 111 and 112, which the site's browserslist includes: no DecompressionStream.
  await page.addInitScript(() => {
    delete (globalThis as { DecompressionStream?: unknown }).DecompressionStream;
  });
  const hostRequests: string[] = [];
  page.on('request', (request) => {
    if (isHostRequest(request)) hostRequests.push(request.url());
  });
  await page.goto('docs/guides');
  await hydrated(page);
  expect(await page.evaluate(() => 'DecompressionStream' in globalThis)).toBe(false);
  const sample = page.locator('[data-web-host-sample="getting-started"]');
  const canvas = sample.locator('canvas');
  const clickedAt = await page.evaluate(() => performance.now());
  await sample.getByRole('button', { name: 'Run this sample' }).click();
  await expect(canvas).toHaveAttribute('data-frames', /^[1-9]/, { timeout: FIRST_FRAME_TIMEOUT });
  const ms = (await page.evaluate(() => performance.now())) - clickedAt;
  test.info().annotations.push({
    type: 'time to first frame, without DecompressionStream',
    description: `${Math.round(ms)} ms (click on Run to the first endFrame seen)`,
  });
  expect(bigFiles(hostRequests)).toEqual(['RNF_default_env_ibl.ktx', 'filament.wasm']);
  await expect.poll(async () => (await pixels(page, canvas)).distinct).toBeGreaterThan(50);
  await expect(sample.getByRole('alert')).toHaveCount(0);
});

test('without WebGL 2 the Run button says so, downloads nothing, and the page stays usable', async ({
  page,
}) => {
  await withoutWebGL(page);
  const hostRequests: string[] = [];
  page.on('request', (request) => {
    if (isHostRequest(request)) hostRequests.push(request.url());
  });
  await page.goto('docs/guides');
  await hydrated(page);
  const sample = page.locator('[data-web-host-sample="getting-started"]');
  await sample.getByRole('button', { name: 'Run this sample' }).click();
  await expect(sample.getByRole('alert')).toHaveText(/cannot create a WebGL 2 context/);
  await expect(sample.getByRole('button', { name: 'Run this sample' })).toBeEnabled();
  await expect(sample.locator('canvas')).toHaveCount(0);
  // The button probes WebGL 2 before it imports the host: neither host.js nor the wasm.
  expect(hostRequests, 'nothing of the host is requested').toEqual([]);
});
