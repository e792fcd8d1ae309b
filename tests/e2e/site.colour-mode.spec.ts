import { colorToggle, expect, open, storageKey, test } from './fixtures';
import { PAGES } from './pages';

const LIGHT_LABEL = 'Switch between dark and light mode (currently light mode)';
const DARK_LABEL = 'Switch between dark and light mode (currently dark mode)';

test.describe('colour mode', () => {
  test.describe('on a system that prefers dark', () => {
    test.use({ colorScheme: 'dark' });

    // One page load and two reloads: the first state, then the reader's choices.
    test('starts light (the system preference is ignored); the toggle flips the mode, its label says which, and the choice survives a reload', async ({
      page,
    }) => {
      await open(page, PAGES.guide);
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        true,
      );
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(colorToggle(page)).toHaveAccessibleName(LIGHT_LABEL);

      await colorToggle(page).click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await expect(colorToggle(page)).toHaveAccessibleName(DARK_LABEL);
      const key = await storageKey(page, 'theme');
      expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe('dark');

      await page.reload();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await expect(colorToggle(page)).toHaveAccessibleName(DARK_LABEL);

      await colorToggle(page).click();
      await expect(html).toHaveAttribute('data-theme', 'light');
      await page.reload();
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(colorToggle(page)).toHaveAccessibleName(LIGHT_LABEL);
    });
  });

  test('a change in one tab shows in another tab of the site', async ({ page }) => {
    const other = await page.context().newPage();
    await open(page, PAGES.home);
    await open(other, PAGES.apiFunction);
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');

    await colorToggle(page).click();
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(colorToggle(other)).toHaveAccessibleName(DARK_LABEL);

    await colorToggle(other).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(colorToggle(page)).toHaveAccessibleName(LIGHT_LABEL);
    await other.close();
  });
});
