/**
 * The interaction guide's live sample (TapToSelect): a tap on a model runs the
 * library's own picking (Model's onPress → View.pickEntity → Filament's pick
 * on the wasm) and the sample's label names the model that was hit. Two
 * models, so the label proves which one the pick found. And its
 * PausableScene, which reaches the view through a `ref` prop: only React 19
 * passes it on (the host's own React; the site runs React 18.3.1).
 */
import type { Locator, Page } from '@playwright/test';
import { drawFrames, framesDrawn, holdFrames } from './canvas';
import { expect, hydrated, test } from './fixtures';

const FIRST_FRAME_TIMEOUT = 20_000;

/**
 * A point well inside what the canvas drew in the left or right half: the
 * drawn pixel (not the page's colour, which shows through the transparent
 * view) with the most drawn pixels around it, in CSS pixels from the canvas's top left.
 */
async function drawnPoint(
  page: Page,
  canvas: Locator,
  half: 'left' | 'right',
): Promise<{ x: number; y: number; score: number }> {
  const png = await canvas.screenshot();
  const ratio = await page.evaluate(() => window.devicePixelRatio);
  const point = await page.evaluate(
    async ([base64, side]) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const { naturalWidth: width, naturalHeight: height } = image;
      const scratch = document.createElement('canvas');
      Object.assign(scratch, { width, height });
      const context = scratch.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, width, height);
      const at = (x: number, y: number) => (y * width + x) * 4;
      const drawn = (x: number, y: number) =>
        [0, 1, 2].some((c) => Math.abs(data[at(x, y) + c] - data[c]) > 24);
      const [from, to] = side === 'left' ? [0, width / 2] : [width / 2, width];
      let best = { x: -1, y: -1, score: -1 };
      for (let y = 6; y < height - 6; y += 2) {
        for (let x = Math.ceil(from) + 6; x < to - 6; x += 2) {
          if (!drawn(x, y)) continue;
          let score = 0;
          for (let dy = -6; dy <= 6; dy += 2)
            for (let dx = -6; dx <= 6; dx += 2) if (drawn(x + dx, y + dy)) score++;
          if (score > best.score) best = { x, y, score };
        }
      }
      return best;
    },
    [png.toString('base64'), half] as const,
  );
  return { x: point.x / ratio, y: point.y / ratio, score: point.score };
}

/**
 * Waits until the model in that half is drawn (the first frame may come before
 * the models have loaded) and returns a point well inside it.
 */
async function modelIn(page: Page, canvas: Locator, half: 'left' | 'right') {
  let found = { x: -1, y: -1, score: 0 };
  await expect
    .poll(async () => (found = await drawnPoint(page, canvas, half)).score, {
      message: `a model drawn in the ${half} half`,
    })
    // 7 × 7 samples around the point, most of them drawn: inside the model, not on its edge.
    .toBeGreaterThan(40);
  return { x: found.x, y: found.y };
}

test('interaction: tapping a model in the running sample selects that model', async ({ page }) => {
  await page.goto('docs/guides/interaction');
  await hydrated(page);
  const sample = page.locator('[data-web-host-sample="interaction"]');
  const canvas = sample.locator('canvas');
  await sample.getByRole('button', { name: 'Run this sample' }).click();
  await expect(canvas).toHaveAttribute('data-frames', /^[1-9]/, { timeout: FIRST_FRAME_TIMEOUT });
  await expect(sample.getByText('Tap a piece of furniture')).toBeVisible();

  // The chair is translated to the left (-1.2 on X), the table to the right.
  await canvas.click({ position: await modelIn(page, canvas, 'left') });
  await expect(sample.getByText('Selected: chair')).toBeVisible();
  await canvas.click({ position: await modelIn(page, canvas, 'right') });
  await expect(sample.getByText('Selected: table')).toBeVisible();
  await expect(sample.getByRole('alert')).toHaveCount(0);
});

test("interaction: PausableScene's ref reaches the view on the host's React 19, so the scene stops drawing behind the sheet", async ({
  page,
}) => {
  await page.goto('docs/guides/interaction');
  await hydrated(page);
  // Before the click, so that every timer of the engine is on it (canvas.ts, holdFrames).
  await page.clock.install();
  const sample = page.locator('[data-web-host-sample="interaction.PausableScene"]');
  const canvas = sample.locator('canvas');
  await sample.getByRole('button', { name: /^Run this sample/ }).click();
  await expect(canvas).toHaveAttribute('data-frames', /^[1-9]/, { timeout: FIRST_FRAME_TIMEOUT });
  await holdFrames(page);
  await drawFrames(page, canvas);
  await sample.getByRole('button', { name: 'Specs' }).click();
  // react-native-web's Modal is a dialog in a portal on the body, outside the sample.
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('Height: 1.2 m · Weight: 40 kg')).toBeVisible();
  // The effect's pause() runs after the sheet's commit: a frame or two may still come.
  await page.clock.runFor(4 * 16);
  const paused = await framesDrawn(canvas);
  // React 18 drops a function component's `ref`: pause() would never run, and 30 frames would draw.
  await page.clock.runFor(30 * 16);
  expect(await framesDrawn(canvas)).toBe(paused);
  await sheet.getByRole('button', { name: 'Back to 3D' }).click();
  await drawFrames(page, canvas);
  await expect(sample.getByRole('alert')).toHaveCount(0);
});
