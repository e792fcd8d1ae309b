import type { Page } from '@playwright/test';
import { docsSidebar, expect, hydrated, settledScrollY, test, trackActivity } from './fixtures';
import { PAGES } from './pages';

// Prefetching is the feature under test: a normal connection unless a test says otherwise.
test.use({ dataSaver: false });

interface Connection {
  readonly effectiveType: string;
  readonly saveData: boolean;
}

/** Loads a page on the given connection, then hovers and reveals links like a reader. */
async function browseOn(
  page: Page,
  connection: Connection,
): Promise<{ requests: string[]; prefetchLinks: number }> {
  await page.addInitScript((c) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...c, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
  const activity = await trackActivity(page);
  await page.goto(PAGES.apiOverview);
  await hydrated(page);
  await activity.quiet();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));

  const links = page.locator('main a[href^="/react-native-filament/docs/"]');
  const count = Math.min(await links.count(), 8);
  for (let i = 0; i < count; i++) await links.nth(i).hover();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Docs', exact: true })
    .hover();
  // Reveal the rest of the page's links (prefetched when they scroll into view).
  await page.mouse.wheel(0, 20_000);
  // Once the page stops scrolling, the links in view report it in the next frames.
  expect(await settledScrollY(page)).toBeGreaterThan(0);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await activity.quiet();
  const prefetchLinks = await page.locator('link[rel="prefetch"]').count();
  return { requests, prefetchLinks };
}

test.describe('prefetching', () => {
  // One page load: the page's own prefetching, then a followed link.
  test('on a normal connection, links shown or hovered are prefetched in idle time, and a followed link uses what was prefetched', async ({
    page,
  }) => {
    const { requests, prefetchLinks } = await browseOn(page, {
      effectiveType: '4g',
      saveData: false,
    });
    // Docusaurus's prefetch is replaced by the idle-time one (plugins/idle-prefetch).
    expect(
      await page.evaluate(
        () => (window as unknown as { docusaurus: { deferred?: true } }).docusaurus.deferred,
      ),
    ).toBe(true);
    expect(prefetchLinks).toBeGreaterThan(0);
    expect(requests.filter((u) => u.endsWith('.js')).length).toBeGreaterThan(0);

    await test.step('a followed link uses what was prefetched', async () => {
      const prefetched = await page
        .locator('link[rel="prefetch"]')
        .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
      // The page's last link: shown by the scroll, not pointed at.
      const link = page.locator('main a[href^="/react-native-filament/docs/"]').last();
      const href = (await link.getAttribute('href'))!;
      const clickedAt = await page.evaluate(() => performance.now());
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href.split('#')[0]}(#.*)?$`));
      // The scripts the new page needed that had been prefetched came from the cache.
      const reused = await page.evaluate(
        ({ since, urls }) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime >= since && urls.includes(e.name))
            .map((e) => ({ url: e.name, bytes: (e as PerformanceResourceTiming).transferSize })),
        { since: clickedAt, urls: prefetched },
      );
      expect(reused.length).toBeGreaterThan(0);
      expect(
        reused.filter((r) => r.bytes > 0),
        'prefetched scripts downloaded again',
      ).toEqual([]);
    });
  });

  for (const connection of [
    { effectiveType: '4g', saveData: true },
    { effectiveType: '2g', saveData: false },
    { effectiveType: 'slow-2g', saveData: false },
  ]) {
    test(`with ${connection.saveData ? 'data saver on' : `a ${connection.effectiveType} connection`}, nothing is prefetched`, async ({
      page,
    }) => {
      const { requests, prefetchLinks } = await browseOn(page, connection);
      expect(prefetchLinks).toBe(0);
      expect(requests).toEqual([]);
    });
  }
});

/**
 * What a reader who points at or focuses a link, or who has had the page open
 * for a second, has before the click: the next page's chunks (Docusaurus's
 * preload on hover, idle-time prefetches) and the code highlighter, which a
 * page rendered after a client-side navigation needs for its code blocks
 * (plugins/code-highlighting/client/prefetchHighlighter.ts). The click then
 * downloads no JavaScript.
 */
test.describe('before a click on a guide with code', () => {
  for (const reader of ['hover', 'focus', 'page open'] as const) {
    test(`after ${reader}, the highlighter and the page are in, and the click fetches no script`, async ({
      page,
    }) => {
      const activity = await trackActivity(page);
      // A guide without tabs: its code blocks keep their server HTML, so the highlighter is not loaded yet.
      await page.goto(PAGES.guide);
      await hydrated(page);
      const link = docsSidebar(page).getByRole('link', { name: 'Light', exact: true });
      if (reader === 'hover') await link.hover();
      if (reader === 'focus') await link.focus();
      // The bundler's prefetch of the highlighter's chunks (webpackPrefetch: as="script").
      await expect
        .poll(() => page.locator('link[rel="prefetch"][as="script"]').count())
        .toBeGreaterThan(0);
      await activity.quiet();

      const clickedAt = await page.evaluate(() => performance.now());
      // A click in the page, so that the pointer does not pass over the link first.
      await link.evaluate((a) => (a as HTMLAnchorElement).click());
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lighting a scene');
      // Highlighted by the browser: the new page's code blocks have Prism's tokens.
      await expect(page.locator('article .theme-code-block .token').first()).toBeVisible();
      const scripts = await page.evaluate(
        (since) =>
          performance
            .getEntriesByType('resource')
            .filter(
              (e) =>
                e.startTime >= since &&
                // Loaded to run (not the new page's own link prefetches).
                (e as PerformanceResourceTiming).initiatorType === 'script',
            )
            .map((e) => ({ url: e.name, bytes: (e as PerformanceResourceTiming).transferSize })),
        clickedAt,
      );
      // Scripts the new page needed came from the cache (the page's chunks, the highlighter).
      expect(scripts.length).toBeGreaterThan(0);
      expect(
        scripts.filter((s) => s.bytes > 0),
        'scripts downloaded by the click',
      ).toEqual([]);
    });
  }
});
