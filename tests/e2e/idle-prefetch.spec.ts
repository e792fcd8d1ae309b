/**
 * What a reader's browser loads ahead (plugins/idle-prefetch): a doc's next
 * and previous pages once the page is idle, and a link the reader points at,
 * touches or focuses; not every link in view; nothing on a data-saving or 2g
 * connection. Each test that clicks then checks that the click downloads no
 * JavaScript (or, for a link merely in view, that it does).
 */
import type { Page } from '@playwright/test';
import { docsSidebar, expect, hydrated, settledScrollY, test, trackActivity } from './fixtures';
import { PAGES } from './pages';

// Loading ahead is the feature under test: a normal connection unless a test says otherwise.
test.use({ dataSaver: false });

interface Connection {
  readonly effectiveType: string;
  readonly saveData: boolean;
}

/** Gives the page a `navigator.connection` that `saveDataFromNow` can switch. Before the first goto. */
async function connectAs(page: Page, connection: Connection): Promise<void> {
  await page.addInitScript((c) => {
    const current = { ...c, addEventListener() {}, removeEventListener() {} };
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => current,
    });
  }, connection);
}

/**
 * From now on the page reads data saver on, so the page a click opens loads
 * nothing ahead for its own links: the scripts after the click are the ones
 * the click needed (Docusaurus loads the route it navigates to whatever the
 * connection).
 */
async function saveDataFromNow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (navigator as Navigator & { connection: { saveData: boolean } }).connection.saveData = true;
  });
}

/** Scripts loaded to run since `since` that came over the network, not from the cache. */
function scriptsDownloadedSince(page: Page, since: number) {
  return page.evaluate(
    (since) =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => e.startTime >= since && e.initiatorType === 'script' && e.transferSize > 0)
        .map((e) => ({ url: e.name, bytes: e.transferSize })),
    since,
  );
}

/** JavaScript the page fetched after its load event (prefetched or preloaded). */
function scriptsAfterLoad(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime > nav.loadEventEnd && new URL(e.name).pathname.endsWith('.js'))
      .map((e) => e.name);
  });
}

/** Shows every link of the page (Docusaurus's Link prefetches those that scroll into view). */
async function revealAllLinks(page: Page): Promise<void> {
  await page.mouse.wheel(0, 20_000);
  // Once the page stops scrolling, the links in view report it in the next frames.
  expect(await settledScrollY(page)).toBeGreaterThan(0);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Clicks a link without pointer events (nothing is preloaded by a hover) and returns when. */
async function clickWithoutHover(page: Page, href: string): Promise<number> {
  return page.evaluate((href) => {
    const clickedAt = performance.now();
    document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!.click();
    return clickedAt;
  }, href);
}

const NORMAL = { effectiveType: '4g', saveData: false } as const;

test.describe('on a normal connection', () => {
  test('after a guide went idle, a click on its next page downloads no JavaScript', async ({
    page,
  }) => {
    await connectAs(page, NORMAL);
    const activity = await trackActivity(page);
    await page.goto(PAGES.gettingStarted);
    await hydrated(page);
    // The highlighter's prefetch starts once the page has been open a second
    // (plugins/code-highlighting); the next page's preload in idle time.
    await expect(page.locator('link[rel="prefetch"][as="script"]')).not.toHaveCount(0);
    await activity.quiet();
    // Docusaurus's viewport prefetch is replaced (plugins/idle-prefetch).
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { docusaurus: { likelyNextOnly?: true } }).docusaurus
            .likelyNextOnly,
      ),
    ).toBe(true);
    const next = page.locator('a.pagination-nav__link--next');
    const href = (await next.getAttribute('href'))!;
    expect(href).toBe('/react-native-filament/docs/guides/asset-loading');
    // Loaded ahead after the load event, so that the first load does not pay for it.
    expect(await scriptsAfterLoad(page)).not.toEqual([]);

    await saveDataFromNow(page);
    const clickedAt = await clickWithoutHover(page, href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Loading models and other assets',
    );
    // Highlighted by the browser: the highlighter was in too.
    await expect(page.locator('article .theme-code-block .token').first()).toBeVisible();
    expect(
      await scriptsDownloadedSince(page, clickedAt),
      'scripts downloaded by the click',
    ).toEqual([]);
  });

  test('links merely in view are not prefetched: a click on one downloads its page', async ({
    page,
  }) => {
    await connectAs(page, NORMAL);
    const activity = await trackActivity(page);
    await page.goto(PAGES.guide);
    await hydrated(page);
    await revealAllLinks(page);
    await activity.quiet();
    // Docusaurus's prefetches are <link rel=prefetch> without `as` (the bundler's, for the highlighter, have one).
    await expect(page.locator('link[rel="prefetch"]:not([as])')).toHaveCount(0);

    // In the sidebar, in view at this width, neither the next nor the previous page.
    const camera = docsSidebar(page).getByRole('link', { name: 'Camera', exact: true });
    await expect(camera).toBeInViewport();
    await saveDataFromNow(page);
    const clickedAt = await clickWithoutHover(page, (await camera.getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The camera');
    expect(await scriptsDownloadedSince(page, clickedAt)).not.toEqual([]);
  });
});

/**
 * A link the reader points at (Docusaurus's Link preloads it) or focuses (the
 * plugin does) is in before the click, with the code highlighter that a page
 * rendered after a client-side navigation needs for its code blocks
 * (plugins/code-highlighting/client/prefetch-on-intent.ts): the click then
 * downloads no JavaScript. "Camera" is not a neighbor of the guide, so only
 * the reader's intent can have loaded it.
 */
test.describe('before a click on a guide with code', () => {
  for (const reader of ['hover', 'focus'] as const) {
    test(`after ${reader}, the highlighter and the page are in, and the click fetches no script`, async ({
      page,
    }) => {
      await connectAs(page, NORMAL);
      const activity = await trackActivity(page);
      // A guide without tabs: its code blocks keep their server HTML, so the highlighter is not loaded yet.
      await page.goto(PAGES.guide);
      await hydrated(page);
      const link = docsSidebar(page).getByRole('link', { name: 'Camera', exact: true });
      if (reader === 'hover') await link.hover();
      if (reader === 'focus') await link.focus();
      // The bundler's prefetch of the highlighter's chunks (webpackPrefetch: as="script").
      await expect
        .poll(() => page.locator('link[rel="prefetch"][as="script"]').count())
        .toBeGreaterThan(0);
      await activity.quiet();

      await saveDataFromNow(page);
      const clickedAt = await clickWithoutHover(page, (await link.getAttribute('href'))!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The camera');
      await expect(page.locator('article .theme-code-block .token').first()).toBeVisible();
      expect(
        await scriptsDownloadedSince(page, clickedAt),
        'scripts downloaded by the click',
      ).toEqual([]);
    });
  }
});

test.describe('on a slow or data-saving connection', () => {
  for (const connection of [
    { effectiveType: '4g', saveData: true },
    { effectiveType: '2g', saveData: false },
    { effectiveType: 'slow-2g', saveData: false },
  ]) {
    test(`with ${connection.saveData ? 'data saver on' : `a ${connection.effectiveType} connection`}, nothing is loaded ahead`, async ({
      page,
    }) => {
      await connectAs(page, connection);
      const activity = await trackActivity(page);
      // A guide with a next and a previous page.
      await page.goto(PAGES.guide);
      await hydrated(page);
      // What would load pages ahead on a normal connection: pointing, focusing, links in view.
      const links = page.locator('main a[href^="/react-native-filament/docs/"]');
      const count = Math.min(await links.count(), 6);
      for (let i = 0; i < count; i++) await links.nth(i).hover();
      await docsSidebar(page).getByRole('link', { name: 'Camera', exact: true }).focus();
      await revealAllLinks(page);
      await activity.quiet();
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
      expect(await scriptsAfterLoad(page)).toEqual([]);
    });
  }
});
