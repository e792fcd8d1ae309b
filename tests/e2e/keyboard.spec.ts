import type { Page } from '@playwright/test';
import { colorToggle, docsSidebar, expect, open, tabUntil, test } from './fixtures';
import { PAGES } from './pages';

/** Whether the focused element shows a focus ring. */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: getComputedStyle(el).outlineStyle,
      text: el.textContent?.trim() ?? '',
    };
  });
}

test.describe('keyboard', () => {
  test('the first Tab stop skips to the main content', async ({ page, consoleErrors }) => {
    await open(page, PAGES.guide);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    // The next Tab stop is inside the main content, past navbar and sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${PAGES.guide}$`));
    expect(consoleErrors).toEqual([]);
  });

  test('focus rings show after Tab, not after a mouse press, and again after Tab', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, PAGES.guide);
    await page.keyboard.press('Tab');
    expect(await focusRing(page)).toMatchObject({
      focusVisible: true,
      text: 'Skip to main content',
    });
    expect((await focusRing(page))?.outline).not.toBe('none');

    await colorToggle(page).click();
    await expect(colorToggle(page)).toBeFocused();
    expect(await focusRing(page)).toMatchObject({ focusVisible: false, outline: 'none' });

    await page.keyboard.press('Tab');
    const ring = await focusRing(page);
    expect(ring?.focusVisible).toBe(true);
    expect(ring?.outline).not.toBe('none');
    expect(consoleErrors).toEqual([]);
  });

  test('the docs can be used by keyboard alone: sidebar categories and the TOC', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, PAGES.apiOverview);
    // Open a collapsed sidebar category with Enter...
    const category = await tabUntil(
      page,
      (el) =>
        !!el.closest('nav[aria-label="Docs sidebar"]') &&
        el.getAttribute('aria-expanded') === 'false',
    );
    const name = (await category.textContent())?.trim() ?? '';
    await page.keyboard.press('Enter');
    const sidebar = docsSidebar(page);
    await expect(sidebar.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // ...and follow its first page with Tab and Enter.
    await page.keyboard.press('Tab');
    const target = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(target).toMatch(/^\/react-native-filament\/docs\/api\//);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));

    // On a guide, past the skip link, a TOC link reached by Tab moves to its heading.
    await open(page, PAGES.guide);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const tocLink = await tabUntil(page, (el) => !!el.closest('.theme-doc-toc-desktop'));
    const href = (await tocLink.getAttribute('href')) ?? '';
    expect(href).toMatch(/^#/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(`[id="${href.slice(1)}"]`)).toBeInViewport();
    expect(consoleErrors).toEqual([]);
  });
});
