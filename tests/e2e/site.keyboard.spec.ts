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
  // One page load: the first Tab from the top, then a mouse press, then Tab again;
  // then a walk back from the footer into the table of contents.
  test('the first Tab stop skips to the main content with a focus ring; a mouse press shows none, the next Tab does; a TOC link reached by keyboard moves to its heading', async ({
    page,
  }) => {
    await open(page, PAGES.guide);
    await test.step('the first Tab stop skips to the main content', async () => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      expect(await focusRing(page)).toMatchObject({
        focusVisible: true,
        text: 'Skip to main content',
      });
      expect((await focusRing(page))?.outline).not.toBe('none');
      await page.keyboard.press('Enter');
      // The next Tab stop is inside the main content, past navbar and sidebar.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
      await expect(page).toHaveURL(new RegExp(`${PAGES.guide}$`));
    });

    await test.step('focus rings show after Tab, not after a mouse press, and again after Tab', async () => {
      await colorToggle(page).click();
      await expect(colorToggle(page)).toBeFocused();
      expect(await focusRing(page)).toMatchObject({ focusVisible: false, outline: 'none' });

      await page.keyboard.press('Tab');
      const ring = await focusRing(page);
      expect(ring?.focusVisible).toBe(true);
      expect(ring?.outline).not.toBe('none');
    });

    await test.step('a TOC link reached by keyboard moves to its heading', async () => {
      // The TOC comes right after the article in the Tab order: one Shift+Tab back
      // from the site footer's first link reaches its last entry.
      await page.getByRole('contentinfo').getByRole('link').first().focus();
      await page.keyboard.press('Shift+Tab');
      const tocLink = page.locator('.theme-doc-toc-desktop a:focus');
      await expect(tocLink).toHaveCount(1);
      const href = (await tocLink.getAttribute('href')) ?? '';
      expect(href).toMatch(/^#/);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator(`[id="${href.slice(1)}"]`)).toBeInViewport();
    });
  });

  // Long Tab walks from the top of the page cost a round trip per stop; each walk
  // here starts at an element focused the way a keyboard reader gets there
  // (the skip link's target, a landmark's first link) and stays a few stops long.
  test('the sidebar is in the Tab order between the navbar and the page; a collapsed category opens with Enter, and Tab then Enter follow its first page', async ({
    page,
  }) => {
    await open(page, PAGES.apiOverview);
    const sidebar = docsSidebar(page);
    await test.step('the sidebar is in the Tab order between the navbar and the page', async () => {
      // From the navbar's last stop, the next Tab lands in the sidebar.
      const navbarStops = page
        .getByRole('navigation', { name: 'Main' })
        .locator('a[href], button:not([disabled])')
        .filter({ visible: true });
      await navbarStops.last().focus();
      await page.keyboard.press('Tab');
      await expect(sidebar.locator(':focus')).toHaveCount(1);
    });

    await test.step('a collapsed category opens with Enter, and Tab then Enter follow its first page', async () => {
      // The sidebar's first stop, as after Tab past the navbar.
      await sidebar.getByRole('link', { name: 'Overview', exact: true }).focus();
      const category = await tabUntil(
        page,
        (el) =>
          !!el.closest('nav[aria-label="Docs sidebar"]') &&
          el.getAttribute('aria-expanded') === 'false',
        5,
      );
      const name = (await category.textContent())?.trim() ?? '';
      await page.keyboard.press('Enter');
      const button = sidebar.getByRole('button', { name, exact: true });
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // theme-common's Collapsible shows the list (display: block) an animation frame or
      // two after aria-expanded flips; a Tab before that skips the list.
      const firstPage = button.locator('xpath=ancestor::li[1]/ul//a').first();
      await expect(firstPage).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(firstPage).toBeFocused();
      const target = await firstPage.getAttribute('href');
      expect(target).toMatch(/^\/react-native-filament\/docs\/api\//);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${target}$`));
    });
  });
});
