/**
 * The rendering guide's live sample (docs/guides/rendering.mdx, SceneWithOptions.tsx) has
 * switches for its view options, which run through react-native-web in the page: switching
 * bloom, FXAA and half resolution (dynamic resolution at a fixed scale) off and on changes
 * the picture, and the same settings give the same picture again.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** SwiftShader renders on the CPU: a first frame within the 20 s. */
const FIRST_FRAME_TIMEOUT = 20_000;

/** A channel that moves by more than this changed (temporal dithering moves them by 1 or 2). */
const CHANNEL_TOLERANCE = 8;

/** Fewer changed pixels than this: the same picture; more than CHANGED: a different one. */
const SAME = 50;
const CHANGED = 300;

/** Every pixel of what the canvas shows on screen (read back from a screenshot). */
async function picture(page: Page, canvas: Locator): Promise<number[]> {
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
    return Array.from(context.getImageData(0, 0, scratch.width, scratch.height).data);
  }, png.toString('base64'));
}

/** How many pixels differ by more than the tolerance in any channel. */
function changedPixels(a: readonly number[], b: readonly number[]): number {
  expect(a.length, 'pictures of one size').toBe(b.length);
  let changed = 0;
  for (let i = 0; i < a.length; i += 4) {
    const channels = [0, 1, 2].map((c) => Math.abs(a[i + c] - b[i + c]));
    if (Math.max(...channels) > CHANNEL_TOLERANCE) changed++;
  }
  return changed;
}

const framesOf = async (canvas: Locator) => Number(await canvas.getAttribute('data-frames'));

/** The picture once a few frames were drawn after now (an option applies on the next frame). */
async function settledPicture(page: Page, canvas: Locator): Promise<number[]> {
  const from = await framesOf(canvas);
  await expect.poll(() => framesOf(canvas)).toBeGreaterThan(from + 2);
  return picture(page, canvas);
}

test('the rendering sample’s switches change the picture', async ({ page }) => {
  test.slow(); // Ambient occlusion and bloom on SwiftShader: a few frames per second.
  await page.goto('docs/guides/rendering');
  await hydrated(page);
  const sample = page.locator('[data-web-host-sample="rendering"]');
  const canvas = sample.locator('canvas');
  await sample.getByRole('button', { name: 'Run this sample' }).click();
  await expect(canvas).toHaveAttribute('data-frames', /^[1-9]/, { timeout: FIRST_FRAME_TIMEOUT });

  const toggle = async (label: string) => {
    await sample.getByRole('switch', { name: label }).click();
    return settledPicture(page, canvas);
  };
  const initial = await settledPicture(page, canvas);
  // Two pictures with the same settings differ in a few pixels at most (measured: 4-10 of
  // about 109,000; FXAA and dithering), far fewer than any switch below changes (1,300-2,600).
  expect(changedPixels(initial, await settledPicture(page, canvas)), 'noise').toBeLessThan(SAME);

  const noBloom = await toggle('Bloom');
  expect(changedPixels(initial, noBloom), 'bloom off').toBeGreaterThan(CHANGED);
  const noFxaa = await toggle('FXAA');
  expect(changedPixels(noBloom, noFxaa), 'FXAA off').toBeGreaterThan(CHANGED);
  const half = await toggle('Half resolution');
  expect(changedPixels(noFxaa, half), 'half resolution on').toBeGreaterThan(CHANGED);
  // Off again (an options object with enabled: false): the full resolution is back.
  expect(changedPixels(noFxaa, await toggle('Half resolution')), 'full resolution').toBeLessThan(
    SAME,
  );
  await expect(sample.getByRole('alert')).toHaveCount(0);
});
