/**
 * The live 3D previews, run on the web host (plugins/web-host): nothing of
 * the host or Filament loads before the click; after it the canvas shows the
 * lit scene, knobs and drags change the code beside it and the picture, the
 * text the host runs is that code, failures fall back to the poster, and
 * leaving the page frees the WebGL context.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { MOBILE, expect, test, trackActivity } from './fixtures';
import { NARROWEST_DESKTOP } from '../browser-options';
import type { PresetName } from '../../shared/live-preview/scene';
import { HOME_PREVIEW, PREVIEW_PAGES } from './previews';
import { countContexts, difference, drawFrames, holdFrames, pixels, withoutWebGL } from './canvas';

// The preview button names a data-saving connection; these tests read it on a normal one.
// At phone width: software WebGL's CPU time follows the canvas's pixels, and there the home
// page's canvas has a fifth of the pixels it has at the webgl project's 1000 px (358 × 201
// against 768 × 432), a guide's about half (against 493 × 277). The spec alone took 33.6
// instead of 55.7 CPU-s. One guide's preview is checked at desktop width (DESKTOP_PRESET).
test.use({ dataSaver: false, viewport: MOBILE });

/** The preview checked in the desktop layout, at the narrowest desktop width. */
const DESKTOP_PRESET: PresetName = 'transformation';

// Software WebGL (SwiftShader) on a busy 2-core machine: the "webgl" project of
// playwright.config.ts gives each test 120 s and runs one at a time.

/** SwiftShader renders on the CPU: give the first frame time, within the 20 s. */
const LIVE_TIMEOUT = 20_000;

/** The heavy part of a preview: the web host's files (scripts, default light), the wasm (or its gzip twin), the models. */
const isFilamentRequest = (request: Request) =>
  /\/web-host\/|\.wasm(\.gz)?$|\/models\/[^/]+\.glb$/.test(new URL(request.url()).pathname);

/** Filament's wasm and its gzip twin. */
const WASM_OR_TWIN = /\.wasm(\.gz)?$/;

/** Anything of the preview beyond the poster: the live canvas chunk too. */
const isPreviewRequest = (request: Request) =>
  isFilamentRequest(request) ||
  /\/live-preview-canvas[^/]*\.js$/.test(new URL(request.url()).pathname);

/** The button names what the click downloads (tests/build/live-preview.test.ts checks the figure). */
const LOAD_BUTTON = /^Load interactive 3D preview \(≈ \d+(\.5)? MB/;

function loadButton(page: Page): Locator {
  return page.getByRole('button', { name: LOAD_BUTTON }).first();
}

async function goLive(page: Page): Promise<Locator> {
  const clickedAt = await page.evaluate(() => performance.now());
  await loadButton(page).click();
  const stage = page.locator('[data-phase="live"]').first();
  await expect(stage).toBeVisible({ timeout: LIVE_TIMEOUT });
  const canvas = stage.locator('canvas');
  // The library draws once the models are in: wait for its first frame.
  await expect(canvas).toHaveAttribute('data-frames', /^[1-9]/, { timeout: LIVE_TIMEOUT });
  const ms = (await page.evaluate(() => performance.now())) - clickedAt;
  test.info().annotations.push({
    type: 'time to first frame',
    description: `${Math.round(ms)} ms (click on the load button to the first endFrame seen)`,
  });
  return canvas;
}

/**
 * The text the host last ran (its stage's data-source) is the code block's
 * text beside the preview, once it has caught up with the last change.
 */
async function expectRunsTheCodeBlock(page: Page, canvas: Locator): Promise<void> {
  // The code block's innerText has a blank line after each line (one block per line): compare the lines.
  const lines = (text: string) =>
    text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .join('\n');
  const shown = lines(await page.locator('pre code').first().innerText());
  const stage = page.locator('[data-phase="live"] [data-source]');
  await expect
    .poll(async () => lines((await stage.getAttribute('data-source')) ?? ''), { timeout: 20_000 })
    .toBe(shown);
  await expect(canvas).toBeVisible();
}

async function expectPixelsToChange(
  page: Page,
  canvas: Locator,
  before: number[],
  action: () => Promise<void>,
) {
  await action();
  await expect
    .poll(
      async () => {
        await drawFrames(page, canvas);
        return difference(before, (await pixels(page, canvas)).data);
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0.01);
}

async function cameraPositionIn(code: Locator): Promise<string> {
  return /cameraPosition=\{\[[^\]]+\]\}/.exec(await code.innerText())?.[0] ?? '';
}

/** One knob per guide, and what its change must do to the JSX. */
const KNOB_CHECKS: Partial<
  Record<PresetName, { knob: (page: Page) => Locator; value: string; jsx: RegExp }>
> = {
  light: {
    knob: (page) => page.getByLabel('colorKelvin'),
    value: '2500',
    jsx: /colorKelvin=\{2500\}/,
  },
  camera: {
    knob: (page) => page.getByLabel('focalLengthInMillimeters'),
    value: '70',
    jsx: /focalLengthInMillimeters=\{70\}/,
  },
  transformation: {
    knob: (page) => page.getByRole('group', { name: 'scale' }).getByLabel('y'),
    value: '1.8',
    jsx: /scale=\{\[1, 1\.8, 1\]\}/,
  },
};

// One test per page, so that one software-rendered scene starts per page (each
// start costs seconds of CPU); its steps name what failed.
for (const { path, preset } of PREVIEW_PAGES) {
  test(`live preview on /${path === './' ? '' : path} (${preset}): loads only on the click and shows the lit scene${preset === 'home' ? '; a lost WebGL context shows the poster with a retry that brings the scene back; leaving and coming back leaves one canvas and one live WebGL context' : ', and runs what the reader sets'}`, async ({
    page,
    consoleErrors,
  }) => {
    if (preset === DESKTOP_PRESET) await page.setViewportSize(NARROWEST_DESKTOP);
    if (preset === 'home') {
      // Every WebGL context the page creates, and which are still alive.
      await countContexts(page);
    }
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const activity = await trackActivity(page);

    await test.step('nothing of Filament is fetched before the click', async () => {
      await page.goto(path);
      await expect(loadButton(page)).toBeVisible();
      // Let idle-time prefetching happen too.
      await activity.quiet();
      expect(requests.filter(isPreviewRequest).map((r) => r.url())).toEqual([]);
      const poster = page.locator(`img[src$="/img/previews/${preset}.webp"]`);
      await expect(poster).toBeVisible();
      await expect(poster).toHaveAttribute('width', /\d+/);
      await expect(poster).toHaveAttribute('height', /\d+/);
    });

    // Before the click, so that every timer of the engine is on it: the test holds the page's
    // frames once the scene is live (holdFrames). Not before the page loads: the idle-time
    // tracking above needs the browser's own idle callbacks.
    await page.clock.install();

    const canvas =
      await test.step('the click fetches the chunks, the wasm and the models', async () => {
        const wasm = page.waitForResponse((response) => response.url().endsWith('.wasm.gz'), {
          timeout: LIVE_TIMEOUT,
        });
        const live = await goLive(page);
        const wasmResponse = await wasm;
        expect(wasmResponse.status()).toBe(200);
        // The wasm's gzip twin, as GitHub Pages sends it: the host inflates it (gzip-fetch.ts).
        expect(wasmResponse.headers()['content-type']).toBe('application/gzip');
        expect(wasmResponse.headers()['content-encoding']).toBeUndefined();
        const loaded = requests.filter(isPreviewRequest).map((r) => new URL(r.url()).pathname);
        expect(loaded).toEqual(
          expect.arrayContaining([
            expect.stringMatching(/\/assets\/js\/live-preview-canvas\.[\w]+\.js$/),
            expect.stringMatching(/\/web-host\/host\.js$/),
            expect.stringMatching(/\/filament\/\d+\.\d+\.\d+\/filament\.wasm\.gz$/),
            expect.stringMatching(/\/models\/floor\.glb$/),
          ]),
        );
        // Only the twins: the files themselves are the fallback of a browser without DecompressionStream.
        expect(loaded.filter((p) => /\.(wasm|ktx)$/.test(p))).toEqual([]);
        // <DefaultLight /> loads the library's environment light (the light guide's scene has its own light).
        if (preset !== 'light')
          expect(loaded).toContainEqual(
            expect.stringMatching(/\/web-host\/RNF_default_env_ibl\.ktx\.gz$/),
          );
        // The site's own engine is gone: no chunk of it, nor a second copy of Filament's glue.
        expect(loaded.filter((p) => /\/filament-(glue|preview)\./.test(p))).toEqual([]);
        return live;
      });

    // From here the library draws only the frames a step asks for (canvas.ts, holdFrames):
    // each look at a canvas it redraws all the time in software WebGL costs seconds.
    await holdFrames(page);

    // The animator's scene first stops moving: every step of a moving software-rendered
    // scene waits for its slow frames, and only a still scene shows that a drag alone moves it.
    if (preset === 'animator') {
      await test.step('pause freezes the scene, and the JSX follows', () =>
        expectPause(page, canvas));
    }

    const lit = await test.step('the canvas shows the lit model', () => litPicture(page, canvas));

    // On the home page's scene, which is live already: a second start costs seconds of CPU.
    if (preset === 'home') {
      await test.step('a lost WebGL context shows the poster with a retry that brings the scene back', () =>
        expectContextLossRecovers(page, canvas, consoleErrors));
      await test.step('leaving and coming back leaves one canvas and one live WebGL context', () =>
        expectLeavingReleases(page));
    }

    // Orbiting is the same code on every preview (orbit.ts): one preview drags, the camera
    // guide's, whose JSX shows the camera.
    if (preset === 'camera') {
      await test.step('dragging orbits the camera, and the JSX follows and runs', async () => {
        const code = page.locator('pre code').first();
        const cameraBefore = await cameraPositionIn(code);
        const box = (await canvas.boundingBox())!;
        await markEngine(canvas);
        await expectPixelsToChange(page, canvas, lit.data, async () => {
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.down();
          await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 20, {
            steps: 6,
          });
          await page.mouse.up();
        });
        await expect.poll(() => cameraPositionIn(code)).not.toBe(cameraBefore);
        await expectRunsTheCodeBlock(page, canvas);
        await expectSameEngine(page);
      });
    }

    if (preset === 'animator') {
      await test.step('play moves the scene again, and the JSX follows', () =>
        expectPlay(page, canvas));
    } else if (preset !== 'home') {
      await test.step('a knob changes the pixels and the JSX', async () => {
        const check = KNOB_CHECKS[preset];
        if (!check) throw new Error(`Add a knob check for the ${preset} preset`);
        // The picture before: the lit scene, or the drag's end on the camera guide.
        const before = preset === 'camera' ? await pixels(page, canvas) : lit;
        await markEngine(canvas);
        await check.knob(page).fill(check.value);
        await expect(page.locator('pre code').first()).toContainText(check.jsx);
        // The new text runs (a focal length mounts a new engine and canvas: see LiveCanvas), and draws.
        await expectRunsTheCodeBlock(page, canvas);
        let after = before;
        await expect
          .poll(
            async () => {
              await drawFrames(page, canvas);
              return difference(before.data, (after = await pixels(page, canvas)).data);
            },
            { timeout: 20_000 },
          )
          .toBeGreaterThan(0.01);
        // Not a blank stage: still the lit scene.
        expect(after.distinct).toBeGreaterThan(500);
        // Only a focal length needs a new engine (<Camera> sets its lens when it mounts).
        if (preset !== 'camera') await expectSameEngine(page);
      });
    }

    if (preset === 'light') {
      await test.step('each light type runs on the library (a spot, then a point light)', async () => {
        const code = page.locator('pre code').first();
        for (const type of ['spot', 'point']) {
          await page.getByLabel('type', { exact: true }).selectOption(type);
          await expect(code).toContainText(`type="${type}"`);
          await expectRunsTheCodeBlock(page, canvas);
          await expect(page.locator('[data-phase="live"]')).toBeVisible();
        }
        await expectSameEngine(page);
      });
    }
  });
}

/**
 * The lit scene, once drawn with everything loaded (polled: the textures and
 * the light come in a few frames after the first). A lit PBR scene has
 * gradients everywhere; a bare clear colour would be one colour.
 */
async function litPicture(page: Page, canvas: Locator) {
  let picture: Awaited<ReturnType<typeof pixels>> | undefined;
  await expect
    .poll(
      async () => {
        await drawFrames(page, canvas);
        picture = await pixels(page, canvas);
        return picture.distinct;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(500);
  return picture!;
}

/** Loses the canvas's WebGL context: the poster and a message come back, and Retry starts the scene again. */
async function expectContextLossRecovers(
  page: Page,
  canvas: Locator,
  consoleErrors: string[],
): Promise<void> {
  await canvas.evaluate((element: HTMLCanvasElement) => {
    element.getContext('webgl2')!.getExtension('WEBGL_lose_context')!.loseContext();
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('graphics context');
  await expect(page.locator('img[src$="/img/previews/home.webp"]')).toBeVisible();
  expect(consoleErrors).toEqual([expect.stringMatching(/^\[LivePreview\] .*graphics context/)]);
  consoleErrors.length = 0;
  // The new engine starts on the running clock, and is held again once it draws.
  await page.clock.resume();
  await alert.getByRole('button', { name: 'Retry' }).click();
  const again = page.locator('[data-phase="live"] canvas');
  await expect(again).toHaveAttribute('data-frames', /^[1-9]/, { timeout: LIVE_TIMEOUT });
  await holdFrames(page);
  await litPicture(page, again);
}

/**
 * Client-side navigation away and back, as a reader clicking around (at phone
 * width the navbar's links are in its menu: the hero's link and the logo): the
 * preview's canvas and context are released, and the preview starts again with
 * one of each. After two starts (the first and the retry), a kept context would
 * show in either count.
 */
async function expectLeavingReleases(page: Page): Promise<void> {
  const counts = () =>
    page.evaluate(() => ({
      canvases: document.querySelectorAll('canvas').length,
      contexts: (window as unknown as { liveContexts: () => number }).liveContexts(),
    }));
  expect(await counts()).toEqual({ canvases: 1, contexts: 1 });
  // The library releases the engine in a timer (packages/web-host/src/react-native.ts): the clock runs again.
  await page.clock.resume();
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/docs\/guides$/);
  await expect.poll(counts).toEqual({ canvases: 0, contexts: 0 });
  await page.getByRole('link', { name: /React Native Filament logo/ }).click();
  await goLive(page);
  expect(await counts()).toEqual({ canvases: 1, contexts: 1 });
}

/** Marks the engine's canvas, to tell later whether a change kept the engine (see expectSameEngine). */
async function markEngine(canvas: Locator): Promise<void> {
  await canvas.evaluate((element) => element.setAttribute('data-test-engine', 'before'));
}

/**
 * The new text ran in the engine that was there (packages/web-host/src/preview-app.tsx):
 * the marked canvas is still the one on the stage, the only one.
 */
async function expectSameEngine(page: Page): Promise<void> {
  await expect(page.locator('[data-phase="live"] canvas')).toHaveCount(1);
  await expect(page.locator('[data-phase="live"] canvas[data-test-engine="before"]')).toHaveCount(
    1,
  );
}

/**
 * How much the picture changes while the engine draws `frames` more frames on
 * the held clock (each 16 ms of the scene's time). Counted in engine frames, not
 * time: Filament skips a frame now and then.
 */
async function changeOverEngineFrames(
  page: Page,
  canvas: Locator,
  frames: number,
): Promise<number> {
  await drawFrames(page, canvas);
  const a = (await pixels(page, canvas)).data;
  await drawFrames(page, canvas, frames);
  return difference(a, (await pixels(page, canvas)).data);
}

/**
 * Share of sampled channels that temporal dithering alone may change between
 * two frames of a still scene (measured about 0.0003); a moving model changes more.
 */
const DITHER_NOISE = 0.002;

async function expectPause(page: Page, canvas: Locator): Promise<void> {
  const code = page.locator('pre code').first();
  await page.getByRole('radio', { name: /Bounce/ }).check();
  await expect(code).toContainText('<Animator animationIndex={1} />');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(code).not.toContainText('<Animator animationIndex');
  await expect(code).toContainText('Paused');
  // Paused: two looks two engine frames apart show the same picture, but for
  // the few pixels Filament's temporal dithering changes each frame (the
  // library draws every frame: its render loop runs on the choreographer).
  await expect
    .poll(() => changeOverEngineFrames(page, canvas, 2), { timeout: 30_000 })
    .toBeLessThan(DITHER_NOISE);
}

async function expectPlay(page: Page, canvas: Locator): Promise<void> {
  const code = page.locator('pre code').first();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(code).toContainText('<Animator animationIndex={1} />');
  // Playing: two looks twelve engine frames (0.2 s of the scene) apart differ
  // (polled: near the top of a bounce two nearby poses can look the same).
  await expect
    .poll(() => changeOverEngineFrames(page, canvas, 12), { timeout: 60_000 })
    .toBeGreaterThan(2 * DITHER_NOISE);
}

test.describe('data saver', () => {
  for (const [connection, warning] of [
    [{ saveData: true, effectiveType: '4g' }, 'data saver is on'],
    [{ saveData: false, effectiveType: '2g' }, 'slow connection'],
  ] as const) {
    test(`the button says "${warning}" before anything loads`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { get: () => value });
      }, connection);
      await page.goto(HOME_PREVIEW.path);
      await expect(loadButton(page)).toHaveAccessibleName(
        new RegExp(`${LOAD_BUTTON.source}, ${warning}\\)$`),
      );
    });
  }
});

test.describe('fallbacks', () => {
  test('without WebGL the poster stays, with a message and a retry, and nothing is downloaded', async ({
    page,
    consoleErrors,
  }) => {
    await withoutWebGL(page);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(HOME_PREVIEW.path);
    await loadButton(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('no WebGL 2');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.locator('img[src$="/img/previews/home.webp"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests.filter(isFilamentRequest)).toEqual([]);
    // The one error the preview reports, nothing else.
    expect(consoleErrors).toHaveLength(1);
    expect(consoleErrors[0]).toMatch(/^\[LivePreview\] .*no WebGL 2/);
    consoleErrors.length = 0;
  });

  test('a wasm that fails to load shows the poster and a retry that works', async ({
    page,
    consoleErrors,
  }) => {
    // The wasm and its gzip twin both fail: the host falls back from one to the other.
    await page.route(WASM_OR_TWIN, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto(HOME_PREVIEW.path);
    await loadButton(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('could not be loaded', { timeout: LIVE_TIMEOUT });
    await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
    expect(consoleErrors.filter((e) => e.startsWith('[LivePreview]'))).toHaveLength(1);
    // Besides our report, only the browser's notes about the failed requests (the twin, then the file).
    const others = consoleErrors.filter((e) => !e.startsWith('[LivePreview]'));
    expect(others.length).toBeGreaterThan(0);
    for (const error of others) expect(error).toMatch(/Failed to load resource: .*503/);
    consoleErrors.length = 0;

    await page.unroute(WASM_OR_TWIN);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-phase="live"]')).toBeVisible({ timeout: LIVE_TIMEOUT });
  });
});
