import type { Page } from '@playwright/test';
import {
  NOT_FOUND_RESOURCE,
  docsSidebar,
  expect,
  hydrated,
  open,
  scrollY,
  takeErrors,
  test,
} from './fixtures';
import { PAGES } from './pages';

/** Marks the current document; the mark survives client-side navigation, not a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eMark: boolean }).e2eMark = true;
  });
}

function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true);
}

/** The guides sidebar's link to the API reference (another docs instance, still client-side). */
async function overviewLink(page: Page) {
  return docsSidebar(page).getByRole('link', { name: 'API reference', exact: true });
}

test.describe('navigation', () => {
  // One page load: the reader scrolls down a guide and follows the sidebar's link
  // into the API reference (another docs instance, still client-side).
  test('following a sidebar link renders the page without reloading, and the new page starts at its top', async ({
    page,
  }) => {
    await open(page, PAGES.guide);
    await markDocument(page);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    await (await overviewLink(page)).click();
    await expect(page).toHaveURL(/\/docs\/api$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('API');
    expect(await documentIsMarked(page)).toBe(true);
    expect(documents).toEqual([]);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a link with a hash scrolls the new page to that heading', async ({ page }) => {
    await open(page, PAGES.markdown);
    await markDocument(page);
    await page.getByRole('link', { name: 'every interface' }).click();
    await expect(page).toHaveURL(/\/docs\/api#interfaces$/);
    const heading = page.locator('h2#interfaces');
    await expect(heading).toBeInViewport();
    // Scrolled to it: the heading sits near the top, below the fixed navbar.
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    const box = await heading.boundingBox();
    expect(box?.y).toBeLessThan(200);
    expect(await documentIsMarked(page)).toBe(true);
  });

  test('the progress bar shows, without a spinner, only while a slow route loads', async ({
    page,
  }) => {
    await open(page, PAGES.guide);
    const guideTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    // From now on, every script request takes a while: the next page's chunks are slow.
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await (await overviewLink(page)).click();
    const bar = page.locator('#nprogress');
    await expect(bar.locator('.bar')).toBeVisible();
    await expect(bar.locator('.spinner')).toHaveCount(0);
    await expect(page).toHaveURL(/\/docs\/api$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('API');
    await expect(bar).toHaveCount(0);

    // Back to a page whose chunks are already loaded: no bar at all.
    await page.evaluate(() => {
      const seen = { bar: false };
      (window as unknown as { e2eProgress: typeof seen }).e2eProgress = seen;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) seen.bar = true;
      }).observe(document.documentElement, { childList: true, subtree: true });
    });
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: guideTitle })).toBeVisible();
    // The bar waits 200 ms before it shows, and Docusaurus cancels that wait once the
    // route has rendered: after the render's effects (two frames on) it can no longer show.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(
      await page.evaluate(
        () => (window as unknown as { e2eProgress: { bar: boolean } }).e2eProgress.bar,
      ),
    ).toBe(false);
  });

  test('when a route chunk fails to load, the page reloads at the new address', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, PAGES.guide);
    await markDocument(page);
    // Scripts fail (as after a redeploy removed them) until the page reloads.
    let failing = true;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') failing = false;
    });
    await page.route('**/assets/js/*.js', (route) =>
      failing ? route.abort('failed') : route.continue(),
    );
    const reloaded = page.waitForEvent('load');
    await (await overviewLink(page)).click();
    await reloaded;
    await hydrated(page);
    await expect(page).toHaveURL(/\/docs\/api$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('API');
    expect(await documentIsMarked(page)).toBe(false);
    takeErrors(consoleErrors, /net::ERR_FAILED|ChunkLoadError|Loading chunk/);
  });

  // One test walks the three paths in one browser context (the site's code loads
  // once); each is a step that names it, and soft assertions check them all.
  test('a path ending in index.html shows the page of its clean path', async ({
    page,
    consoleErrors,
  }) => {
    for (const [path, clean, heading] of [
      ['index.html', '/react-native-filament/', 'React Native Filament'],
      ['docs/guides/index.html', '/react-native-filament/docs/guides', 'Getting started'],
      [
        'docs/api/functions/useModel.html',
        '/react-native-filament/docs/api/functions/useModel',
        /useModel/,
      ],
    ] as const) {
      await test.step(path, async () => {
        await page.goto(path);
        await hydrated(page);
        expect.soft(new URL(page.url()).pathname, path).toBe(clean);
        await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
        await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect.soft(page.locator('main'), path).toHaveCount(1);
        // GitHub Pages answers …/index.html paths without such a file with its 404 page.
        takeErrors(consoleErrors, NOT_FOUND_RESOURCE);
        expect.soft(consoleErrors, path).toEqual([]);
      });
    }
  });
});
