/**
 * Library names in guide code blocks link to their API pages
 * (plugins/api-reference/remark-code-api-links.ts, drawn by
 * plugins/code-highlighting's token renderer): in the server HTML, kept
 * through hydration, the same when the block turns live, in the token's
 * colour, reachable by keyboard, and the copy button still copies plain code.
 */
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, expect, hydrated, open, switchColorMode, tabUntil, test } from './fixtures';

/** Getting started: App.tsx imports Camera… from the library and View from react-native. */
const GUIDE = 'docs/guides';
const CAMERA = '/react-native-filament/docs/api/functions/Camera';
/** Both highlighter chunks (client/highlighter.ts and the small one that imports it). */
const HIGHLIGHTER = /\/code-highlighter[^/]*\.js$/;

function appBlock(page: Page): Locator {
  return page.locator('article .theme-code-block', { hasText: 'App.tsx' });
}

/** Each link of a block as `text → path`, in order. */
function linksOf(block: Locator): Promise<string[]> {
  return block
    .locator('pre a')
    .evaluateAll((links) =>
      links.map((a) => `${a.textContent} → ${new URL((a as HTMLAnchorElement).href).pathname}`),
    );
}

/** The colour of a link and of the token around it. */
function colours(link: Locator): Promise<{ link: string; token: string }> {
  return link.evaluate((a) => ({
    link: getComputedStyle(a).color,
    token: getComputedStyle(a.parentElement!).color,
  }));
}

test.describe('API links in code blocks', () => {
  test.use({ viewport: DESKTOP });

  test('are in the server HTML, kept by hydration and by the live block, and lead to the API page', async ({
    page,
  }) => {
    await open(page, GUIDE);
    const block = appBlock(page);
    // Still the server's markup: the live block would have its copy button.
    await expect(block.getByRole('button')).toHaveCount(0);
    const served = await linksOf(block);
    expect(served).toContain(`Camera → ${CAMERA}`);
    // <Camera /> in the JSX and Camera in the import both link.
    await expect(block.getByRole('link', { name: 'Camera', exact: true })).toHaveCount(2);
    // View is imported from react-native: highlighted, not linked.
    await expect(block.locator('.token', { hasText: /^View$/ }).first()).toBeVisible();
    await expect(block.getByRole('link', { name: 'View', exact: true })).toHaveCount(0);

    const camera = block.getByRole('link', { name: 'Camera', exact: true }).last();
    const light = await colours(camera);
    expect(light.link).toBe(light.token);
    // Set apart by a dotted underline, not by colour (WCAG 1.4.1); solid when pointed at.
    await expect(camera).toHaveCSS('text-decoration-line', 'underline');
    await expect(camera).toHaveCSS('text-decoration-style', 'dotted');

    // The live block (pointing at it brings it) renders the same links.
    await block.locator('pre').hover({ position: { x: 5, y: 5 } });
    await expect(block.getByRole('button', { name: /copy/i })).toBeVisible();
    expect(await linksOf(block)).toEqual(served);
    await camera.hover();
    await expect(camera).toHaveCSS('text-decoration-style', 'solid');
    expect((await colours(camera)).link).toBe(light.link);

    await camera.click();
    await expect(page).toHaveURL(new RegExp(`${CAMERA}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Camera');
  });

  test('take the token colour in dark mode too', async ({ page }) => {
    await open(page, GUIDE);
    const camera = appBlock(page).getByRole('link', { name: 'Camera', exact: true }).last();
    const light = await colours(camera);
    await switchColorMode(page, 'dark');
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await colours(camera);
    expect(dark.link).toBe(dark.token);
    expect(dark.link).not.toBe(light.link);
  });

  test('keep keyboard focus on the link when the block turns live, with a visible ring', async ({
    page,
  }) => {
    // Hold the highlighter until the link has focus in the server's markup.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(HIGHLIGHTER, async (route) => {
      await released;
      await route.continue();
    });
    await open(page, GUIDE);
    const block = appBlock(page);
    // Start from the last link before the block, then Tab into it: its <pre>, then its first link.
    await block.evaluate((host) => {
      const before = [...document.querySelectorAll<HTMLElement>('article a[href]')].filter(
        (a) => a.compareDocumentPosition(host) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      before.at(-1)!.focus();
    });
    await tabUntil(page, (el) => el.tagName === 'PRE' && !!el.closest('.theme-code-block'), 5);
    await page.keyboard.press('Tab');
    const first = block.getByRole('link', { name: 'Camera', exact: true }).first();
    await expect(first).toBeFocused();
    await expect(block.getByRole('button')).toHaveCount(0);

    release();
    await expect(block.getByRole('button', { name: /copy/i })).toBeAttached();
    // A new element in the live block, with focus moved to it.
    await expect(first).toBeFocused();
    // The browser's focus ring, as on links in running text.
    await expect(first).toHaveCSS('outline-style', 'auto');
    await expect(first).toHaveCSS('text-decoration-style', 'solid');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${CAMERA}$`));
  });

  test('leave the copy button copying the plain code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, GUIDE);
    const block = appBlock(page);
    await block.locator('pre').hover({ position: { x: 5, y: 5 } });
    const copy = block.getByRole('button', { name: /copy/i });
    await expect(copy).toBeVisible();
    await copy.click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(
      "import { Camera, DefaultLight, FilamentScene, FilamentView, Model } from 'react-native-filament';",
    );
    expect(copied).toContain('      <Camera />\n');
    expect(copied).not.toMatch(/<a\b|href|\/docs\/api/);
    const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    expect(lines(copied)).toEqual(lines(await block.locator('pre code').innerText()));
  });
});
