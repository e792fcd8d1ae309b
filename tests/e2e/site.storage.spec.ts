import type { Page } from '@playwright/test';
import { NOT_FOUND_RESOURCE, colorToggle, expect, hydrated, takeErrors, test } from './fixtures';
import { PAGES, type PageName } from './pages';

/**
 * One page of each layout: Docusaurus reads storage for the colour mode and the
 * announcement bar on every page, for the preferred docs version on docs pages,
 * and for the chosen tab on pages with synced tabs (getting started); the site's
 * own code reads it only in the head script (plugins/head-script). The other
 * API pages of pages.ts share the API page's layout and components.
 */
const STORAGE_PAGES: readonly PageName[] = [
  'home',
  'markdown',
  'gettingStarted',
  'guide',
  'apiInterface',
  'notFound',
];

/** Ways browsers refuse storage: the property throws (blocked cookies), or every call does. */
const BROKEN_STORAGE = {
  'reading localStorage throws': () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  },
  'every localStorage call throws': () => {
    for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const) {
      Storage.prototype[method] = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    }
  },
} as const;

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  return warnings;
}

for (const [name, breakStorage] of Object.entries(BROKEN_STORAGE)) {
  test.describe(`when ${name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(breakStorage);
    });

    test('every page renders, with a single storage warning each, and the colour toggle works for the visit', async ({
      page,
      consoleErrors,
    }) => {
      const warnings = collectWarnings(page);
      for (const path of STORAGE_PAGES.map((name) => PAGES[name])) {
        warnings.length = 0;
        await page.goto(path);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        expect(
          warnings.filter((w) => /storage/i.test(w)),
          path,
        ).toHaveLength(1);
      }
      takeErrors(consoleErrors, NOT_FOUND_RESOURCE);

      // In the same test (one browser context): the toggle, on a fresh load of home.
      await test.step('the colour toggle still works for the visit', () => expectToggleWorks(page));
    });
  });
}

async function expectToggleWorks(page: Page): Promise<void> {
  await page.goto(PAGES.home);
  await hydrated(page);
  await colorToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Closing the announcement works on the page (with nowhere to store it,
  // the next page shows it again).
  await page.locator('.theme-announcement-bar').getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.theme-announcement-bar')).toBeHidden();

  // A client-side navigation keeps the colour mode.
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(colorToggle(page)).toHaveAccessibleName(/currently dark mode/);
  await colorToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
}
