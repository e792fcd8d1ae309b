/**
 * Bullet physics in the page (issue 45 item 3): the physics guide's
 * DropTestScreen runs on the host's port of the library's physics API
 * (packages/web-host/src/bullet) over ammo.js. Its ball falls from 5 m onto a
 * static plane: the picture changes and the collision callback (a worklet
 * that counts landings through useRunOnJS) fires. The physics bundle is
 * fetched for it, and not for a sample that does not use physics.
 */
import { changedPixels, drawFrames, framesDrawn, holdFrames, keepPicture } from './canvas';
import { expect, hydrated, test } from './fixtures';
import { requestedPaths } from './web-host-helpers';

/** SwiftShader on a loaded machine: the host, both wasm builds and the first frames. */
const RUN_TIMEOUT = 45_000;

test('a physics sample runs: its ball falls, lands, and the collision callback fires', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const fetched = requestedPaths(page, '/web-host/bullet/');
  await page.goto('docs/guides/physics');
  await hydrated(page);
  // Before the click, so that every timer of the engine is on it: the ball's fall is then
  // looked at in frames of 16 ms each (holdFrames), however slow the machine. In real time a
  // loaded machine draws few, long frames, and the ball could be down before the first look.
  await page.clock.install();
  const sample = page.locator('[data-web-host-sample="physics.DropTestScreen"]');
  await sample.getByRole('button', { name: /^Run this sample/ }).click();
  const canvas = sample.locator('canvas');
  await expect(canvas).toHaveAttribute('data-frames', /^[1-9]/, { timeout: RUN_TIMEOUT });
  await holdFrames(page);
  const first = await keepPicture(page, canvas);
  // 20 frames are a third of a second: the ball, dropped from 5 m, falls about half a metre.
  await drawFrames(page, canvas, 20);
  const later = await keepPicture(page, canvas);
  expect(await changedPixels(page, first, later, 24)).toBeGreaterThan(50);
  // Then in real time again, until the floor's collision callback ran (a worklet calling
  // back into React).
  await page.clock.resume();
  await expect(sample.getByText(/^Landings: [1-9]/)).toBeVisible({ timeout: RUN_TIMEOUT });
  await expect(sample.getByRole('alert')).toHaveCount(0);
  expect(fetched.some((url) => url.endsWith('/bullet.js'))).toBe(true);
  expect(fetched.some((url) => /ammo\.wasm\.wasm(\.gz)?$/.test(url))).toBe(true);
  await sample.getByRole('button', { name: 'Stop' }).click();
  await expect(canvas).toHaveCount(0);
});

test("the guide's complete scene draws, its bodies stepped, with no error", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('docs/guides/physics');
  await hydrated(page);
  // TiltedCrate is a part of a scene (it takes the world as a prop): it has no Run button.
  await expect(page.locator('[data-web-host-no-run="physics.TiltedCrate"]')).toContainText(
    'A part of a scene',
  );
  for (const name of ['physics.PhysicsScreen']) {
    const sample = page.locator(`[data-web-host-sample="${name}"]`);
    await sample.getByRole('button', { name: /^Run this sample/ }).click();
    const canvas = sample.locator('canvas');
    await expect(canvas).toHaveAttribute('data-frames', /^[1-9]/, { timeout: RUN_TIMEOUT });
    const drawn = await framesDrawn(canvas);
    // A few frames of stepping and following the bodies, without an error.
    await expect
      .poll(() => framesDrawn(canvas), { timeout: RUN_TIMEOUT })
      .toBeGreaterThan(drawn + 10);
    await expect(sample.getByRole('alert')).toHaveCount(0);
    await sample.getByRole('button', { name: 'Stop' }).click();
    await expect(canvas).toHaveCount(0);
  }
});

test("the example app's PhysicsCoin runs in the playground: a coin lands and its callback logs it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const fetched = requestedPaths(page, '/web-host/bullet/');
  // PhysicsCoin's collision callback logs this once, when coin A first touches the floor.
  const landed = new Promise<void>((resolve) =>
    page.on('console', (message) => {
      if (message.text() === 'Coin touched the floor!') resolve();
    }),
  );
  await page.goto('docs/playground#example=PhysicsCoin');
  await hydrated(page);
  const playground = page.locator('[data-playground]');
  await page.getByRole('button', { name: /^Run / }).click();
  await expect(playground.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/, {
    timeout: RUN_TIMEOUT,
  });
  await landed;
  await expect(playground.getByRole('alert')).toHaveCount(0);
  expect(fetched.some((url) => url.endsWith('/bullet.js'))).toBe(true);
});

test('a sample that does not use physics fetches nothing of it', async ({ page }) => {
  test.setTimeout(90_000);
  const fetched = requestedPaths(page, '/web-host/bullet/');
  await page.goto('docs/guides/camera');
  await hydrated(page);
  const sample = page.locator('[data-web-host-sample="camera.OrthographicCamera"]');
  await sample.getByRole('button', { name: /^Run this sample/ }).click();
  await expect(sample.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/, {
    timeout: RUN_TIMEOUT,
  });
  expect(fetched).toEqual([]);
  await sample.getByRole('button', { name: 'Stop' }).click();
});
