import type { Page } from '@playwright/test';
import { expect, hydrated, open, storageKey, test } from './fixtures';
import { PAGES } from './pages';

const bar = (page: Page) => page.locator('.theme-announcement-bar');

test.describe('announcement bar', () => {
  test('closing it is remembered across reloads', async ({ page }) => {
    await open(page, PAGES.home);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText('react-native-filament is open source');

    await bar(page).getByRole('button', { name: 'Close' }).click();
    await expect(bar(page)).toBeHidden();
    const dismissKey = await storageKey(page, 'docusaurus.announcement.dismiss');
    expect(await page.evaluate((k) => localStorage.getItem(k), dismissKey)).toBe('true');

    await page.reload();
    // Hidden by the inline script before React starts, so it never flashes.
    await expect(page.locator('html')).toHaveAttribute(
      'data-announcement-bar-initially-dismissed',
      'true',
    );
    await hydrated(page);
    await expect(bar(page)).toBeHidden();
    await open(page, PAGES.guide);
    await expect(bar(page)).toBeHidden();
  });

  test('it shows again when its id changes', async ({ page }) => {
    await open(page, PAGES.home);
    const idKey = await storageKey(page, 'docusaurus.announcement.id');
    const currentId = await page.evaluate((k) => localStorage.getItem(k), idKey);
    expect(currentId).toBeTruthy();
    await bar(page).getByRole('button', { name: 'Close' }).click();
    await expect(bar(page)).toBeHidden();

    // What a reader who closed an earlier announcement has stored.
    await page.evaluate(([k, id]) => localStorage.setItem(k, `${id}-previous`), [
      idKey,
      currentId,
    ] as const);
    await page.reload();
    await expect(bar(page)).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), idKey)).toBe(currentId);
    const dismissKey = await storageKey(page, 'docusaurus.announcement.dismiss');
    expect(await page.evaluate((k) => localStorage.getItem(k), dismissKey)).toBe('false');
  });
});
