/**
 * Every runnable sample of the guides (a `live` code block, plugins/web-host):
 * its Run button runs it on the library's own code, it draws a frame that is
 * not blank, logs no console error (fixtures.ts), and Stop releases its WebGL
 * context. The list comes from the guides themselves, so a new `live` block
 * is tested without editing this file.
 */
import { SITE_DIR, readGuides } from '../guides';
import { liveSamples } from '../../plugins/web-host/samples';
import { expect, hydrated, test } from './fixtures';
import { countContexts, drawFrames, holdFrames, liveContexts, pixels } from './canvas';

/** SwiftShader renders on the CPU: a first frame within the 20 s. */
const FIRST_FRAME_TIMEOUT = 20_000;

/** Each sample is named after its guide's file (`camera` for docs/guides/camera.mdx). */
const samples = [...liveSamples(SITE_DIR).keys()];

test('the guides have runnable samples', () => {
  expect(samples.length).toBeGreaterThan(0);
});

for (const name of samples) {
  test(`${name}: the live sample runs, draws, and stops`, async ({ page }) => {
    const guide = (await readGuides()).find((g) => g.file === `docs/guides/${name}.mdx`);
    expect(guide, `the guide of sample ${name}`).toBeDefined();
    await countContexts(page);
    // The test holds the sample's frames once it draws (canvas.ts, holdFrames).
    await page.clock.install();
    await page.goto(guide!.route);
    await hydrated(page);
    const sample = page.locator(`[data-web-host-sample="${name}"]`);
    const canvas = sample.locator('canvas');
    await sample.getByRole('button', { name: 'Run this sample' }).click();
    await expect(canvas).toHaveAttribute('data-frames', /^[1-9]/, { timeout: FIRST_FRAME_TIMEOUT });
    await expect(sample.getByRole('alert')).toHaveCount(0);
    await holdFrames(page);
    // Not blank: a scene in many shades (a blank canvas shows one colour).
    await expect
      .poll(async () => {
        await drawFrames(page, canvas);
        return (await pixels(page, canvas)).distinct;
      })
      .toBeGreaterThan(50);
    expect(await liveContexts(page)).toBe(1);
    // The library releases the engine in the page's idle time, which the held clock holds too.
    await page.clock.resume();
    await sample.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => liveContexts(page)).toBe(0);
    await expect(canvas).toHaveCount(0);
  });
}
