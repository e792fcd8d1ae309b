import type { Page } from '@playwright/test';
import {
  DESKTOP,
  expect,
  hydrated,
  MOBILE,
  open,
  skipToMainContent,
  switchColorMode,
  tabUntil,
  test,
  trackActivity,
} from './fixtures';
import { darkCodeTheme, lightCodeTheme } from '../../plugins/code-highlighting/prism-theme';

// The highlighter loads in idle time on a normal connection: that is part of what these tests check.
test.use({ dataSaver: false });

/** A guide with three long code blocks. */
const GUIDE = 'docs/guides/instancing';

/**
 * Script URLs the page fetched to run, recorded from the first request. Prefetches
 * (`<link rel="prefetch">`, downloaded, not run) are left out: the highlighter is
 * prefetched once the page has been open a second (prefetch-on-intent.ts).
 */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js') && response.request().resourceType() === 'script') {
      scripts.push(response.url());
    }
  });
  return scripts;
}

/** Whether any fetched script holds Prism's tokenizer (the code highlighter). */
async function fetchedPrism(page: Page, scripts: readonly string[]): Promise<boolean> {
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    if (body.includes('tokenize') && body.includes('punctuation')) return true;
  }
  return false;
}

test.describe('code blocks', () => {
  test.use({ viewport: DESKTOP });

  // One page load: the blocks as they arrive, then in dark mode after a reload.
  test('arrive highlighted, and the page loads without the highlighter; the server-rendered colors follow the colour mode, without the block re-rendering', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    const activity = await trackActivity(page);
    await open(page, GUIDE);
    await activity.quiet();
    const blocks = page.locator('article .theme-code-block');
    await expect(blocks).toHaveCount(3);
    // Colored tokens from the server HTML, kept through hydration.
    expect(await blocks.first().locator('.token').count()).toBeGreaterThan(50);
    expect(await fetchedPrism(page, scripts)).toBe(false);
    // Its buttons are rendered by the browser only, once the block is live.
    await expect(blocks.first().getByRole('button')).toHaveCount(0);

    await test.step('the server-rendered colors follow the colour mode, without the block re-rendering', async () => {
      const block = blocks.first();
      const keyword = block.locator('.token.keyword').first();
      const rgb = (hex: string) =>
        `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
      const keywordColor = (theme: typeof lightCodeTheme) =>
        rgb(theme.styles.find((s) => s.types.includes('keyword'))!.style.color!);
      await expect(keyword).toHaveCSS('color', keywordColor(lightCodeTheme));
      await switchColorMode(page, 'dark');
      // Reload: in dark mode from the first paint, with the block still static.
      await page.reload();
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(block.getByRole('button')).toHaveCount(0);
      await expect(keyword).toHaveCSS('color', keywordColor(darkCodeTheme));
      await expect(block.locator('pre')).toHaveCSS(
        'background-color',
        rgb(darkCodeTheme.plain.backgroundColor!),
      );
    });
  });

  test('pointing at a block brings its copy button, which copies the code', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const scripts = recordScripts(page);
    await open(page, GUIDE);
    const block = page.locator('article .theme-code-block').first();
    await block.hover();
    const copy = block.getByRole('button', { name: /copy/i });
    await expect(copy).toBeVisible();
    expect(await fetchedPrism(page, scripts)).toBe(true);
    await copy.click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The same lines as shown (the rendered text doubles the line breaks).
    const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    expect(lines(copied)).toEqual(lines(await block.locator('pre code').innerText()));
    expect(copied).toContain("from 'react-native-filament'");
  });

  test('blocks in tabs stay highlighted when the tabs remount after hydration, without the highlighter', async ({
    page,
  }) => {
    // No idle prefetch (data saver), and the highlighter cannot load: a block
    // that needed it would stay plain.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ effectiveType: '4g', saveData: true }),
      });
      // theme-classic's Tabs remount their panels right after hydration: note when.
      new MutationObserver((records, observer) => {
        const removedPanel = records.some((record) =>
          [...record.removedNodes].some(
            (node) => node instanceof Element && node.querySelector('[role="tabpanel"]') !== null,
          ),
        );
        if (removedPanel) {
          document.documentElement.dataset.tabsRemounted = 'true';
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const highlighterRequests: string[] = [];
    await page.route(/\/code-highlighter[^/]*\.js$/, (route) => {
      highlighterRequests.push(route.request().url());
      return route.abort();
    });
    // Getting started: install commands and set-up steps in tabs.
    await open(page, 'docs/guides');
    await expect(page.locator('html')).toHaveAttribute('data-tabs-remounted', 'true');
    const panels = page.locator('article [role="tabpanel"]:not([hidden]):has(pre)');
    expect(await panels.count()).toBeGreaterThan(1);
    for (const panel of await panels.all()) {
      await expect(panel.locator('.theme-code-block .token').first()).toBeVisible();
    }
    expect(highlighterRequests).toEqual([]);
    // Still a block like any other: pointing at it brings the live one.
    await page.unroute(/\/code-highlighter[^/]*\.js$/);
    const block = panels.first().locator('.theme-code-block');
    await block.hover();
    await expect(block.getByRole('button', { name: /copy/i })).toBeVisible();
  });

  test('keyboard focus on a block stays on it when it turns live', async ({ page }) => {
    await open(page, GUIDE);
    const block = page.locator('article .theme-code-block').first();
    // Skip to the main content, then Tab (a few stops) until the first block's
    // scrollable <pre> has focus.
    await skipToMainContent(page);
    await tabUntil(page, (el) => !!el.closest('article .theme-code-block'), 15);
    await expect(block.getByRole('button', { name: /copy/i })).toBeAttached();
    await expect(block.locator('pre')).toBeFocused();
    // The next Tabs go through the API names linked in its code, then reach its own buttons.
    const links = await block.locator('pre a[href]').count();
    expect(links).toBeGreaterThan(0);
    for (let i = 0; i < links; i++) {
      await page.keyboard.press('Tab');
      await expect(block.locator('pre a[href]').nth(i)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      () => !!document.activeElement?.closest('article .theme-code-block button'),
    );
    expect(focused).toBe(true);
  });

  test('after a client-side navigation, the new page shows highlighted code', async ({ page }) => {
    await open(page, 'docs/guides/transformation');
    await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
    await page
      .getByRole('complementary')
      .getByRole('link', { name: 'Instancing', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Drawing many copies of a model',
    );
    const block = page.locator('article .theme-code-block').first();
    await expect(block.locator('.token').first()).toBeVisible();
    await expect(block.getByRole('button', { name: /copy/i })).toBeAttached();
    // Rendered by the browser, its API names link as in the server HTML (tests/e2e/api-reference.code-links.spec.ts).
    await expect(block.locator('pre a[href*="/docs/api/"]').first()).toBeVisible();
    // No full reload happened.
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(
      true,
    );
  });

  test('after a client-side navigation, a bash block turns highlighted once its own grammar is in', async ({
    page,
  }) => {
    await open(page, 'docs/guides/transformation');
    const grammar = page.waitForResponse((r) => /\/prism-bash\.[\w]+\.js$/.test(r.url()));
    await page
      .getByRole('complementary')
      .getByRole('link', { name: 'Camera', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/camera/i);
    // bash is not in the highlighter's chunk (plugins/code-highlighting/client/lazy-grammars.ts).
    await grammar;
    const block = page.locator('article .theme-code-block.language-bash').first();
    await expect(block.locator('.token.function').first()).toBeVisible();
    await expect(block.getByRole('button', { name: /copy/i })).toBeAttached();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: MOBILE, hasTouch: true, isMobile: true });

    test('touching a block brings its buttons', async ({ page }) => {
      await open(page, GUIDE);
      const block = page.locator('article .theme-code-block').first();
      await block.scrollIntoViewIfNeeded();
      await block.tap();
      await expect(block.getByRole('button', { name: /copy/i })).toBeAttached();
      await hydrated(page);
    });
  });
});
