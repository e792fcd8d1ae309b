/**
 * The rendering guide's live sample (docs/guides/rendering.mdx, SceneWithOptions.tsx) has
 * controls for its view options, which run through react-native-web in the page: switching
 * bloom off, anti-aliasing from FXAA to none to TAA, and half resolution (dynamic resolution
 * at a fixed scale) on changes the picture, and the same settings give the same picture again.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { drawFrames, holdFrames } from './canvas';

/** SwiftShader renders on the CPU: a first frame within the 20 s. */
const FIRST_FRAME_TIMEOUT = 20_000;

/** A channel that moves by more than this changed (temporal dithering moves them by 1 or 2). */
const CHANNEL_TOLERANCE = 8;

/** Fewer changed pixels than this: the same picture; more than CHANGED: a different one. */
const SAME = 50;
const CHANGED = 300;

/** A picture kept in the page (its pixels stay there: only counts cross to the test). */
type Picture = number;

interface PictureStore {
  pictures?: Uint8ClampedArray[];
}

/** Every pixel of what the canvas shows on screen (read back from a screenshot). */
async function picture(page: Page, canvas: Locator): Promise<Picture> {
  const png = await canvas.screenshot();
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const scratch = document.createElement('canvas');
    scratch.width = image.naturalWidth;
    scratch.height = image.naturalHeight;
    const context = scratch.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const store = window as PictureStore;
    store.pictures ??= [];
    return store.pictures.push(context.getImageData(0, 0, scratch.width, scratch.height).data) - 1;
  }, png.toString('base64'));
}

/** How many pixels differ by more than the tolerance in any channel (-1: different sizes). */
function changedPixels(page: Page, a: Picture, b: Picture): Promise<number> {
  return page.evaluate(
    ([a, b, tolerance]) => {
      const { pictures = [] } = window as PictureStore;
      const [x, y] = [pictures[a], pictures[b]];
      if (x.length !== y.length) return -1;
      let changed = 0;
      for (let i = 0; i < x.length; i += 4) {
        const r = Math.abs(x[i] - y[i]);
        const g = Math.abs(x[i + 1] - y[i + 1]);
        const bl = Math.abs(x[i + 2] - y[i + 2]);
        if (Math.max(r, g, bl) > tolerance) changed++;
      }
      return changed;
    },
    [a, b, CHANNEL_TOLERANCE] as const,
  );
}

/**
 * The picture once the held clock let `frames` more frames be drawn (an option applies on
 * the next frame).
 */
async function settledPicture(page: Page, canvas: Locator, frames = 3): Promise<Picture> {
  await drawFrames(page, canvas, frames);
  return picture(page, canvas);
}

/**
 * The picture once it stopped changing: two settled pictures in a row differ in fewer than
 * SAME pixels (not with TAA on: its jitter moves a few hundred edge pixels every frame).
 */
async function steadyPicture(page: Page, canvas: Locator): Promise<Picture> {
  let previous = await settledPicture(page, canvas);
  for (;;) {
    const next = await settledPicture(page, canvas);
    const changed = await changedPixels(page, previous, next);
    expect(changed, 'pictures of one size').toBeGreaterThanOrEqual(0);
    if (changed < SAME) return next;
    previous = next;
  }
}

test('the rendering sample’s controls change the picture', async ({ page }) => {
  test.slow(); // Ambient occlusion and bloom on SwiftShader: a few frames per second.
  // Before the engine starts: the test holds its frames once it draws (canvas.ts, holdFrames).
  await page.clock.install();
  await page.goto('docs/guides/rendering');
  await hydrated(page);
  const sample = page.locator('[data-web-host-sample="rendering"]');
  const canvas = sample.locator('canvas');
  await sample.getByRole('button', { name: 'Run this sample' }).click();
  await expect(canvas).toHaveAttribute('data-frames', /^[1-9]/, { timeout: FIRST_FRAME_TIMEOUT });
  await holdFrames(page);

  const press = async (control: Locator) => {
    await control.click();
    return steadyPicture(page, canvas);
  };
  const toggle = (label: string) => press(sample.getByRole('switch', { name: label }));
  const antiAliasing = (name: string) => sample.getByRole('radio', { name, exact: true });

  // Steady pictures of the same settings differ in a few pixels (measured: 0-18 of about
  // 109,000; FXAA and dithering), far fewer than any control below changes (700-2,600).
  const initial = await steadyPicture(page, canvas);
  const noBloom = await toggle('Bloom');
  expect(await changedPixels(page, initial, noBloom), 'bloom off').toBeGreaterThan(CHANGED);
  const noFxaa = await press(antiAliasing('none'));
  expect(await changedPixels(page, noBloom, noFxaa), 'FXAA off').toBeGreaterThan(CHANGED);
  const half = await toggle('Half resolution');
  expect(await changedPixels(page, noFxaa, half), 'half resolution on').toBeGreaterThan(CHANGED);
  // Off again (an options object with enabled: false): the full resolution is back.
  expect(
    await changedPixels(page, noFxaa, await toggle('Half resolution')),
    'full resolution',
  ).toBeLessThan(SAME);
  // TAA: after a dozen frames its history has converged (feedback 0.12). Its own jitter moves
  // 200-450 pixels from frame to frame; against no anti-aliasing it changes about 1,200.
  await antiAliasing('TAA').click();
  const taa = await settledPicture(page, canvas, 12);
  expect(await changedPixels(page, noFxaa, taa), 'TAA on').toBeGreaterThan(2 * CHANGED);
  await expect(sample.getByRole('alert')).toHaveCount(0);
});
