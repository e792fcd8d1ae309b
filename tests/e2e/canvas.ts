/** What a WebGL canvas shows on screen, for the live previews, the model checker and the runnable samples. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Pictures kept in the page by `keepPicture`: their pixels stay there, only numbers cross to the test. */
interface PictureStore {
  e2ePictures?: (Uint8ClampedArray | undefined)[];
}

/**
 * What the canvas shows on screen (read back from a screenshot), decoded and
 * kept in the page; returns its index there, for `changedPixels`.
 */
export async function keepPicture(page: Page, canvas: Locator): Promise<number> {
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
    store.e2ePictures ??= [];
    const { data } = context.getImageData(0, 0, scratch.width, scratch.height);
    return store.e2ePictures.push(data) - 1;
  }, png.toString('base64'));
}

/** How many pixels of two kept pictures differ by more than `tolerance` in any channel (-1: different sizes). */
export function changedPixels(
  page: Page,
  a: number,
  b: number,
  tolerance: number,
): Promise<number> {
  return page.evaluate(
    ([a, b, tolerance]) => {
      const { e2ePictures = [] } = window as PictureStore;
      const [x, y] = [e2ePictures[a]!, e2ePictures[b]!];
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
    [a, b, tolerance] as const,
  );
}

/**
 * Colour statistics of what the canvas shows on screen: how many colours,
 * and every 16th pixel's channels (for `difference`). The picture is not kept.
 */
export async function pixels(
  page: Page,
  canvas: Locator,
): Promise<{ distinct: number; data: number[] }> {
  const index = await keepPicture(page, canvas);
  return page.evaluate((index) => {
    const store = window as PictureStore;
    const data = store.e2ePictures![index]!;
    store.e2ePictures![index] = undefined;
    const colours = new Set<number>();
    const sample: number[] = [];
    for (let i = 0; i < data.length; i += 4) {
      colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
      if (i % 64 === 0) sample.push(data[i], data[i + 1], data[i + 2]);
    }
    return { distinct: colours.size, data: sample };
  }, index);
}

/** Share of sampled channels that differ by more than a little. */
export function difference(a: number[], b: number[]): number {
  let changed = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i] - b[i]) > 8) changed++;
  return changed / a.length;
}

/** Makes every `getContext('webgl…')` of the page return null, as a browser without WebGL does. */
export async function withoutWebGL(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      if (type.startsWith('webgl')) return null;
      return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
}

/** Counts every WebGL 2 context the page creates; `liveContexts` says how many are still alive. */
export async function countContexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const contexts: WebGL2RenderingContext[] = [];
    (window as unknown as { liveContexts: () => number }).liveContexts = () =>
      contexts.filter((context) => !context.isContextLost()).length;
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      ...args: unknown[]
    ) {
      const context = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (context instanceof WebGL2RenderingContext && !contexts.includes(context))
        contexts.push(context);
      return context;
    } as typeof original;
  });
}

/** How many WebGL 2 contexts of the page are alive (after `countContexts`). */
export const liveContexts = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { liveContexts: () => number }).liveContexts());

/**
 * The library redraws every frame (its render loop runs on the choreographer,
 * i.e. requestAnimationFrame), and in software WebGL each frame costs the CPU
 * what a look at the canvas needs. Tests that look often hold the page's
 * clock once the scene is live: Playwright's clock then fires
 * requestAnimationFrame only when `drawFrames` says, and a look at a still
 * canvas is cheap. The test installs the clock (`page.clock.install()`)
 * before the engine starts: installed later, a timer the engine set before
 * (such as the interval of Filament's resource loader) would be cleared by
 * the fake clearInterval and run on for ever.
 */
export async function holdFrames(page: Page): Promise<void> {
  // pauseAt takes a time to come, and the page's clock runs on meanwhile: aim a little
  // ahead, further each time a busy machine made the aim fall in the past.
  for (let ahead = 100; ; ahead *= 4) {
    const at = (await page.evaluate(() => Date.now())) + ahead;
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (ahead > 10_000 || !String(error).includes('to the past')) throw error;
    }
  }
}

/** Frames the engine has drawn so far (the host counts them on its canvas). */
export async function framesDrawn(canvas: Locator): Promise<number> {
  return Number((await canvas.getAttribute('data-frames')) ?? 0);
}

/**
 * Lets the held clock run until the engine has drawn `count` more frames: 16 ms
 * a frame, and one more tick at a time while Filament skipped some (it skips a
 * frame when the GPU has not finished the one before).
 */
export async function drawFrames(page: Page, canvas: Locator, count = 2): Promise<void> {
  const target = (await framesDrawn(canvas)) + count;
  await page.clock.runFor(count * 16);
  await expect
    .poll(
      async () => {
        const drawn = await framesDrawn(canvas);
        if (drawn < target) await page.clock.runFor(16);
        return drawn;
      },
      { intervals: [0] },
    )
    .toBeGreaterThanOrEqual(target);
}
