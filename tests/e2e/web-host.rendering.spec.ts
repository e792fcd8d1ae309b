/**
 * The rendering guide's live sample (docs/guides/rendering.mdx, SceneWithOptions.tsx) has
 * controls for its view options, which run through react-native-web in the page: switching
 * bloom off, anti-aliasing from FXAA to none to TAA, and half resolution (dynamic resolution
 * at a fixed scale) on changes the picture, and the same settings give the same picture again.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { changedPixels, drawFrames, holdFrames, keepPicture } from './canvas';

/** SwiftShader renders on the CPU: a first frame within the 20 s. */
const FIRST_FRAME_TIMEOUT = 20_000;

/** A channel that moves by more than this changed (temporal dithering moves them by 1 or 2). */
const CHANNEL_TOLERANCE = 8;

/** Fewer changed pixels than this: the same picture; more than CHANGED: a different one. */
const SAME = 50;
const CHANGED = 300;

/** A picture kept in the page (canvas.ts, keepPicture). */
type Picture = number;

/** How many pixels differ by more than the tolerance in any channel (-1: different sizes). */
const changedPixelsOf = (page: Page, a: Picture, b: Picture) =>
  changedPixels(page, a, b, CHANNEL_TOLERANCE);

/**
 * The picture once the held clock let `frames` more frames be drawn (an option applies on
 * the next frame).
 */
async function settledPicture(page: Page, canvas: Locator, frames = 3): Promise<Picture> {
  await drawFrames(page, canvas, frames);
  return keepPicture(page, canvas);
}

/**
 * The picture once it stopped changing: two settled pictures in a row differ in fewer than
 * SAME pixels (not with TAA on: its jitter moves a few hundred edge pixels every frame).
 */
async function steadyPicture(page: Page, canvas: Locator): Promise<Picture> {
  let previous = await settledPicture(page, canvas);
  for (;;) {
    const next = await settledPicture(page, canvas);
    const changed = await changedPixelsOf(page, previous, next);
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
  expect(await changedPixelsOf(page, initial, noBloom), 'bloom off').toBeGreaterThan(CHANGED);
  const noFxaa = await press(antiAliasing('none'));
  expect(await changedPixelsOf(page, noBloom, noFxaa), 'FXAA off').toBeGreaterThan(CHANGED);
  const half = await toggle('Half resolution');
  expect(await changedPixelsOf(page, noFxaa, half), 'half resolution on').toBeGreaterThan(CHANGED);
  // Off again (an options object with enabled: false): the full resolution is back.
  expect(
    await changedPixelsOf(page, noFxaa, await toggle('Half resolution')),
    'full resolution',
  ).toBeLessThan(SAME);
  // TAA: after a dozen frames its history has converged (feedback 0.12). Its own jitter moves
  // 200-450 pixels from frame to frame; against no anti-aliasing it changes about 1,200.
  await antiAliasing('TAA').click();
  const taa = await settledPicture(page, canvas, 12);
  expect(await changedPixelsOf(page, noFxaa, taa), 'TAA on').toBeGreaterThan(2 * CHANGED);
  await expect(sample.getByRole('alert')).toHaveCount(0);
});
