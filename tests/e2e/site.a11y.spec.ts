/**
 * Accessibility: axe-core's WCAG 2.0/2.1 A and AA rules (all of them, none
 * disabled) on every page of pages.ts, in light and dark mode, at desktop and
 * phone width. With SCREENSHOTS=1, the same page loads save full-page
 * screenshots for review into tests/screenshots/.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  DESKTOP,
  DESKTOP_MIN_WIDTH,
  MOBILE,
  menuButton,
  transitionsEnded,
  NOT_FOUND_RESOURCE,
  expect,
  hydrated,
  switchColorMode,
  takeErrors,
  test,
} from './fixtures';
import { axeViolations } from './axe';
import { SCREENSHOT_PAGES, distinctPages } from './pages';

const SCREENSHOT_DIR = path.join(__dirname, '../screenshots');
/** Full-page screenshots for a person to review (SCREENSHOTS=1); they assert nothing, so they cost nothing by default. */
const TAKE_SCREENSHOTS = process.env.SCREENSHOTS === '1';

// One page load and four axe runs per test: three times the bound of one.
test.describe.configure({ timeout: 180_000 });

/**
 * The four variants, in an order that switches the colour mode with the
 * navbar's toggle at desktop width only: at phone width the toggle is in the
 * menu, and opening and closing it re-renders the docs sidebar (it took as long
 * as an axe run on a long page).
 */
const VARIANTS = [
  { widthName: 'desktop', viewport: DESKTOP, mode: 'light' },
  { widthName: 'desktop', viewport: DESKTOP, mode: 'dark' },
  { widthName: 'phone', viewport: MOBILE, mode: 'dark' },
  { widthName: 'phone', viewport: MOBILE, mode: 'light' },
] as const;

// One test per page, so that the two workers share them and a failure names
// its page. The page loads once, at desktop width in light mode (Docusaurus's
// ?docusaurus-theme=), and is checked; the reader's toggle switches it to dark;
// the window narrows to phone width (the site's layout follows the width
// without a reload: CSS media queries and Docusaurus's window-size hook) and is
// checked; back at desktop width the toggle switches to light, and the window
// narrows again. Every variant is checked even when an earlier one fails (soft
// assertions), and the failure names its variant.
for (const { path: pagePath, names } of distinctPages()) {
  test(`axe finds no WCAG A/AA violations on /${pagePath === './' ? '' : pagePath}, at desktop and phone width, light and dark`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(DESKTOP);
    const response = await page.goto(`${pagePath}?docusaurus-theme=light`);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    for (const { widthName, viewport, mode } of VARIANTS) {
      await test.step(`${widthName}, ${mode} mode`, async () => {
        if ((await page.locator('html').getAttribute('data-theme')) !== mode) {
          await setWidth(page, DESKTOP);
          await switchColorMode(page, mode);
        }
        await setWidth(page, viewport);
        expect.soft(await axeViolations(page), `${widthName}, ${mode} mode`).toEqual([]);

        if (TAKE_SCREENSHOTS) {
          for (const name of names.filter((n) => SCREENSHOT_PAGES.includes(n))) {
            await page.screenshot({
              path: path.join(SCREENSHOT_DIR, `${name}-${viewport.width}-${mode}.png`),
              fullPage: true,
            });
          }
        }
        if (response?.status() === 404) takeErrors(consoleErrors, NOT_FOUND_RESOURCE);
        expect.soft(consoleErrors, `console errors, ${widthName}, ${mode} mode`).toEqual([]);
        consoleErrors.length = 0;
      });
    }
  });
}

/** Resizes the window and waits until the site's layout has followed (mobile navbar toggle shown or hidden). */
async function setWidth(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  const toggle = menuButton(page);
  if (viewport.width < DESKTOP_MIN_WIDTH) await expect(toggle).toBeVisible();
  else await expect(toggle).toBeHidden();
  await transitionsEnded(page);
}
