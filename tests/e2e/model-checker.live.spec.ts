/**
 * The model checker's live view: the library's own code on the web host
 * (Filament's WebAssembly build through software WebGL, the "webgl" project
 * of playwright.config.ts) running the scene the view shows as its code: a
 * reader's model draws non-blank pixels without any request carrying it (a
 * .gltf's .bin and texture included), animations play and pause, every
 * failure leaves a message in the panel, and another file or another page
 * releases the engine.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, open, takeErrors, test } from './fixtures';
import { gzippedSize } from '../../shared/gzipped-size';
import { PAGES_COMPRESSES, pagesBytes } from '../../shared/pages-bytes';
import { formatBytes } from '../../src/components/ModelChecker/format';
import { hostFirstRunFiles } from '../web-host';
import {
  countContexts,
  difference,
  drawFrames,
  framesDrawn,
  holdFrames,
  liveContexts,
  pixels,
  withoutWebGL,
} from './canvas';
import {
  CHECKER_PATH,
  chooseFixtures,
  dropFixtures,
  expectNoRequestCarries,
  shownReport,
} from './model-checker';

/** SwiftShader renders on the CPU: the first frame may take a while on a busy machine. */
const LIVE_TIMEOUT = 30_000;

function liveView(page: Page): Locator {
  return page.getByRole('region', { name: 'Seen live' });
}

function showItLive(page: Page): Locator {
  return liveView(page).getByRole('button', { name: /^Show it live/ });
}

/** Opens the checker on one fixture and presses "Show it live" on its report; returns the live view's alert. */
async function showFixtureLive(page: Page, fixture: string): Promise<Locator> {
  await open(page, CHECKER_PATH);
  await chooseFixtures(page, [fixture]);
  await shownReport(page, fixture);
  await showItLive(page).click();
  return liveView(page).getByRole('alert');
}

async function goLive(page: Page): Promise<Locator> {
  const clickedAt = await page.evaluate(() => performance.now());
  await showItLive(page).click();
  const canvas = await drawing(page);
  const ms = (await page.evaluate(() => performance.now())) - clickedAt;
  test.info().annotations.push({
    type: 'time to first frame',
    description: `${Math.round(ms)} ms (click on "Show it live" to the first endFrame seen)`,
  });
  return canvas;
}

/**
 * What the canvas shows once the test holds its frames (canvas.ts, holdFrames: the test
 * installed the page's clock before the engine started), a couple of frames on.
 */
async function heldLook(page: Page, canvas: Locator) {
  await holdFrames(page);
  await drawFrames(page, canvas);
  return pixels(page, canvas);
}

const BUILD_DIR = path.resolve(__dirname, '../../build');

/** Filament's wasm and its gzip twin. */
const WASM_OR_TWIN = /\.wasm(\.gz)?$/;

/** Gzipped bytes of the built files these requests fetched (as the server would send them). */
function builtBytes(requests: readonly Request[]): number {
  const files = requests
    .map((request) => new URL(request.url()).pathname.replace(/^\/react-native-filament\//, ''))
    .map((file) => path.join(BUILD_DIR, file))
    .filter((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  return [...new Set(files)].reduce((sum, file) => sum + gzippedSize(file), 0);
}

/**
 * What the button says a click costs, as GitHub Pages sends it (shared/pages-bytes.ts): the
 * host's scripts gzipped, the gzip twins of the environment light and of Filament's wasm as they
 * are (the host fetches those, not the files: ../web-host.ts); no model.
 */
function hostAndWasmBytes(): number {
  return hostFirstRunFiles(BUILD_DIR).reduce((sum, file) => sum + pagesBytes(file), 0);
}

/**
 * Bytes these requests transferred as GitHub Pages would send them: the encoded body the
 * server sent for what Pages compresses, the built file whole for the rest (the test server
 * also gzips .wasm, which Pages does not; a .gz twin goes as it is from both).
 */
async function pagesTransfer(requests: readonly Request[]): Promise<number> {
  let total = 0;
  for (const request of requests) {
    const file = path.join(
      BUILD_DIR,
      new URL(request.url()).pathname.replace(/^\/react-native-filament\//, ''),
    );
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) continue;
    total += PAGES_COMPRESSES.test(file)
      ? (await request.sizes()).responseBodySize
      : fs.statSync(file).size;
  }
  return total;
}

/** The text the host last ran is the code the view shows under it. */
async function expectRunsTheShownCode(page: Page): Promise<void> {
  const shown = await liveView(page).locator('details pre code').textContent();
  expect(shown).toContain('<FilamentScene>');
  await expect(liveView(page).locator('[data-source]')).toHaveAttribute('data-source', shown!, {
    timeout: 20_000,
  });
}

/** The live canvas, once it has drawn a frame. */
async function drawing(page: Page): Promise<Locator> {
  await expect(liveView(page).locator('[data-phase="live"]')).toBeVisible({
    timeout: LIVE_TIMEOUT,
  });
  const canvas = liveView(page).locator('canvas');
  // Drawn at least once.
  await expect.poll(() => framesDrawn(canvas), { timeout: LIVE_TIMEOUT }).toBeGreaterThan(0);
  return canvas;
}

/** Share of sampled pixels that are not the stage's colour (#0f1219), seen through the transparent canvas. */
function coverage(data: number[]): number {
  let model = 0;
  for (let i = 0; i < data.length; i += 3) {
    if (Math.abs(data[i] - 15) + Math.abs(data[i + 1] - 18) + Math.abs(data[i + 2] - 25) > 24)
      model++;
  }
  return model / (data.length / 3);
}

test('lit.glb draws a lit model, and no request leaves the page with it', async ({ page }) => {
  await page.clock.install();
  await open(page, CHECKER_PATH);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await chooseFixtures(page, ['lit.glb']);
  await shownReport(page, 'lit.glb');
  // The label names what GitHub Pages sends: the host's files and the wasm, counted from the build.
  const figure = hostAndWasmBytes();
  await expect(showItLive(page)).toContainText(`Show it live (≈ ${formatBytes(figure)} from`);
  const before = requests.length;
  const canvas = await goLive(page);
  const clicked = requests.slice(before);
  const sent = await pagesTransfer(clicked);
  test.info().annotations.push({
    type: 'first "Show it live" download',
    description: `${sent} B as GitHub Pages sends it (${builtBytes(clicked)} B if every file were gzipped); the button says ${figure} B`,
  });
  // The figure counts every chunk of the host, so it may only round up, and by little.
  expect(figure).toBeGreaterThanOrEqual(sent);
  expect(figure).toBeLessThan(sent * 1.15);
  const { distinct, data } = await heldLook(page, canvas);
  // The car covers a part of the frame (about 2 % at 1280 px) in more than one shade; a blank stage is one colour.
  expect(coverage(data)).toBeGreaterThan(0.01);
  expect(distinct).toBeGreaterThan(20);
  // Filament's wasm and the light were fetched as their gzip twins, never whole; the model was
  // not fetched, nor sent anywhere.
  const fetched = clicked.map((r) => new URL(r.url()).pathname);
  expect(fetched).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/filament\.wasm\.gz$/),
      expect.stringMatching(/\/web-host\/RNF_default_env_ibl\.ktx\.gz$/),
    ]),
  );
  expect(fetched.filter((p) => /\.(wasm|ktx)$/.test(p))).toEqual([]);
  expect(requests.filter((r) => r.method() !== 'GET')).toEqual([]);
  await expectNoRequestCarries(requests, ['lit.glb']);
  await expect(liveView(page)).toContainText('at the size the file gives it');
  await expectRunsTheShownCode(page);
});

test('a .gltf with its .bin and texture renders from memory, with the note that the app loads the .gltf alone', async ({
  page,
}) => {
  await page.clock.install();
  await open(page, CHECKER_PATH);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const files = ['separate.gltf', 'separate.bin', 'separate-0.png'];
  await dropFixtures(page, files);
  await shownReport(page, 'separate.gltf');
  const canvas = await goLive(page);
  expect(coverage((await heldLook(page, canvas)).data)).toBeGreaterThan(0.01);
  await expect(liveView(page)).toContainText('loads the .gltf alone');
  await expectNoRequestCarries(requests, files);
});

test('huge.glb is shown after transformToUnitCube, as the written code does', async ({ page }) => {
  await page.clock.install();
  await open(page, CHECKER_PATH);
  await chooseFixtures(page, ['huge.glb']);
  await shownReport(page, 'huge.glb');
  const canvas = await goLive(page);
  await expect(liveView(page)).toContainText('after transformToUnitCube');
  // 500 m across at the camera's 8 m would fill (and overflow) the frame; fitted, it is a small part of it.
  const share = coverage((await heldLook(page, canvas)).data);
  expect(share).toBeGreaterThan(0.001);
  expect(share).toBeLessThan(0.5);
});

test.describe("compressed geometry, which Filament's WebAssembly build does not decode", () => {
  for (const fixture of ['draco.glb', 'meshopt.glb']) {
    test(`${fixture} draws the model from the copy the page decoded, and says so`, async ({
      page,
    }) => {
      await page.clock.install();
      await open(page, CHECKER_PATH);
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      await chooseFixtures(page, [fixture]);
      await shownReport(page, fixture);
      const canvas = await goLive(page);
      const { distinct, data } = await heldLook(page, canvas);
      // The same car as lit.glb: part of the frame, in more than one shade (a blank stage is one colour).
      expect(coverage(data)).toBeGreaterThan(0.01);
      expect(distinct).toBeGreaterThan(20);
      await expect(liveView(page)).toContainText('Shown from a copy this page decoded');
      await expectNoRequestCarries(requests, [fixture]);
    });
  }
});

test('quantized-big.glb is scaled by hand, not shrunk to nothing by transformToUnitCube', async ({
  page,
}) => {
  await page.clock.install();
  await open(page, CHECKER_PATH);
  await chooseFixtures(page, ['quantized-big.glb']);
  await shownReport(page, 'quantized-big.glb');
  const canvas = await goLive(page);
  await expect(liveView(page)).toContainText('scaled by hand');
  await expect(liveView(page).locator('details pre code')).toContainText(
    'scale={[0.05, 0.05, 0.05]}',
  );
  // 40 m scaled to 2 m: a block in the middle of the frame, neither a speck nor the whole frame.
  const share = coverage((await heldLook(page, canvas)).data);
  expect(share).toBeGreaterThan(0.005);
  expect(share).toBeLessThan(0.5);
});

/**
 * Share of sampled channels that Filament's temporal dithering alone changes between two looks
 * at the paused model (measured 0.0001-0.0002); the playing arm, a small part of the frame,
 * changes 0.0017-0.0027 over 24 frames.
 */
const STILL = 0.001;

test('animated.glb: the animation select and pause/play drive the picture', async ({ page }) => {
  await page.clock.install();
  await open(page, CHECKER_PATH);
  await chooseFixtures(page, ['animated.glb']);
  await shownReport(page, 'animated.glb');
  const canvas = await goLive(page);
  await holdFrames(page);
  const select = liveView(page).getByLabel('Animation');
  await expect(select.locator('option')).toHaveText(['0: Wave (2 s)', '1: Smile (0.5 s)']);
  await select.selectOption('1');
  await liveView(page).getByRole('button', { name: 'Pause' }).click();
  // Paused: the scene runs without <Animator>, as the code under the view says.
  await expectRunsTheShownCode(page);
  expect(await liveView(page).locator('[data-source]').getAttribute('data-source')).not.toContain(
    '<Animator animationIndex',
  );
  // Paused: two looks a few frames apart show the same picture once the new text is drawn.
  await expect
    .poll(
      async () => {
        await drawFrames(page, canvas);
        const a = (await pixels(page, canvas)).data;
        await drawFrames(page, canvas, 6);
        return difference(a, (await pixels(page, canvas)).data);
      },
      { timeout: 20_000 },
    )
    .toBeLessThan(STILL);
  await select.selectOption('0');
  await liveView(page).getByRole('button', { name: 'Play' }).click();
  await expectRunsTheShownCode(page);
  expect(await liveView(page).locator('[data-source]').getAttribute('data-source')).toContain(
    '<Animator animationIndex={0} />',
  );
  // Playing: the arm moves between two looks 24 frames (0.4 s of the scene) apart.
  await expect
    .poll(
      async () => {
        const a = (await pixels(page, canvas)).data;
        await drawFrames(page, canvas, 24);
        return difference(a, (await pixels(page, canvas)).data);
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(STILL);
});

test('another file, then another page, release the engine and its WebGL context', async ({
  page,
}) => {
  await countContexts(page);
  await open(page, CHECKER_PATH);
  await chooseFixtures(page, ['lit.glb']);
  await shownReport(page, 'lit.glb');
  await goLive(page);
  expect(await liveContexts(page)).toBe(1);
  await chooseFixtures(page, ['unlit.glb']);
  await shownReport(page, 'unlit.glb');
  await expect.poll(() => liveContexts(page)).toBe(0);
  await expect(page.locator('canvas')).toHaveCount(0);
  await goLive(page);
  expect(await liveContexts(page)).toBe(1);
  // Client-side navigation, as a reader following a link.
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: 'Troubleshooting' })
    .click();
  await expect(page).toHaveURL(/\/docs\/guides\/troubleshooting$/);
  await expect.poll(() => liveContexts(page)).toBe(0);
});

test.describe('fallbacks: a message in the panel, never a blank one', () => {
  test('without WebGL 2 the panel says so and nothing of Filament is fetched', async ({
    page,
    consoleErrors,
  }) => {
    await withoutWebGL(page);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const alert = await showFixtureLive(page, 'lit.glb');
    await expect(alert).toContainText('it has no WebGL 2');
    expect(requests.filter((r) => /\.wasm(\.gz)?$|\/web-host\//.test(r.url()))).toEqual([]);
    // The report stays.
    await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
    expect(takeErrors(consoleErrors, /^\[ModelChecker\] .*no WebGL 2/)).toHaveLength(1);
  });

  test('a wasm that fails to load says so, and trying again works', async ({
    page,
    consoleErrors,
  }) => {
    // The wasm and its gzip twin both fail: the host falls back from one to the other.
    await page.route(WASM_OR_TWIN, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    const alert = await showFixtureLive(page, 'lit.glb');
    await expect(alert).toContainText('could not be loaded', { timeout: LIVE_TIMEOUT });
    expect(takeErrors(consoleErrors, /^\[ModelChecker\] /)).toHaveLength(1);
    // Besides our report, only the browser's notes about the failed requests.
    expect(takeErrors(consoleErrors, /Failed to load resource: .*503/).length).toBeGreaterThan(0);
    await page.unroute(WASM_OR_TWIN);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(liveView(page).locator('[data-phase="live"]')).toBeVisible({
      timeout: LIVE_TIMEOUT,
    });
  });

  test("a model the report accepts but Filament's loader refuses: what Filament said, Try again, and the report stays", async ({
    page,
    consoleErrors,
  }) => {
    // A node points at a camera the file does not have: the report lists it, Filament's parser refuses it.
    const alert = await showFixtureLive(page, 'dangling-camera.glb');
    await expect(alert).toHaveAttribute('data-failure', 'model-failed', { timeout: LIVE_TIMEOUT });
    await expect(alert).toContainText('Filament could not show this model.');
    // RNFEngineImpl.cpp:248-251's message, which the host throws when gltfio gives no asset.
    await expect(alert).toContainText('Filament said: Failed to load asset');
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The report stays, with the validator's finding that explains it.
    await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
    await expect(page.getByText('UNRESOLVED_REFERENCE').first()).toBeVisible();
    expect(
      takeErrors(
        consoleErrors,
        /^\[ModelChecker\] Filament could not show this model\. Error: Failed to load asset/,
      ),
    ).toHaveLength(1);
    // The library's own uncaught rejection: useModel's runAsync promise
    // (src/hooks/useModel.ts:72) is awaited without a catch (src/hooks/useDisposableResource.ts:26-39,
    // "TODO: catch is broken"), so the page sees it too.
    await expect
      .poll(() => consoleErrors.filter((e) => e === 'Failed to load asset').length)
      .toBe(1);
    takeErrors(consoleErrors, /^Failed to load asset$/);
    // Trying again loads the model again (both errors again), and fails the same way.
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() => consoleErrors.filter((e) => e.includes('Failed to load asset')).length, {
        timeout: LIVE_TIMEOUT,
      })
      .toBe(2);
    await expect(liveView(page).getByRole('alert')).toContainText(
      'Filament said: Failed to load asset',
    );
    takeErrors(consoleErrors, /Failed to load asset/);
  });

  test('a lost WebGL context says so, and trying again brings the model back', async ({
    page,
    consoleErrors,
  }) => {
    await page.clock.install();
    await open(page, CHECKER_PATH);
    await chooseFixtures(page, ['lit.glb']);
    await shownReport(page, 'lit.glb');
    const canvas = await goLive(page);
    await canvas.evaluate((element: HTMLCanvasElement) => {
      element.getContext('webgl2')!.getExtension('WEBGL_lose_context')!.loseContext();
    });
    const alert = liveView(page).getByRole('alert');
    await expect(alert).toContainText('graphics context');
    expect(takeErrors(consoleErrors, /^\[ModelChecker\] .*graphics context/)).toHaveLength(1);
    await alert.getByRole('button', { name: 'Try again' }).click();
    const again = await drawing(page);
    expect(coverage((await heldLook(page, again)).data)).toBeGreaterThan(0.01);
  });
});
