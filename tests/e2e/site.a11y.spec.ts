/**
 * Accessibility: axe-core's WCAG 2.0/2.1 A and AA rules (all of them, none
 * disabled) on every page of pages.ts, in light and dark mode, at desktop and
 * phone width. With SCREENSHOTS=1, the same page loads save full-page
 * screenshots for review into tests/screenshots/.
 */
import path from 'node:path';
import {
  DESKTOP,
  MOBILE,
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

// Two page loads and four axe runs per test: three times the bound of one.
test.describe.configure({ timeout: 180_000 });

const WIDTHS = [
  { widthName: 'desktop', viewport: DESKTOP },
  { widthName: 'phone', viewport: MOBILE },
] as const;

// One test per page, so that the two workers share them and a failure names
// its page. At each width the page loads once in light mode (Docusaurus's
// ?docusaurus-theme=) and is checked, then the reader's toggle switches it to
// dark and it is checked again: four variants, two page loads, in one browser
// context that loads the site's code once. Every variant is checked even when
// an earlier one fails (soft assertions), and the failure names its variant.
for (const { path: pagePath, names } of distinctPages()) {
  test(`axe finds no WCAG A/AA violations on /${pagePath === './' ? '' : pagePath}, at desktop and phone width, light and dark`, async ({
    page,
    consoleErrors,
  }) => {
    for (const { widthName, viewport } of WIDTHS) {
      await page.setViewportSize(viewport);
      const response = await page.goto(`${pagePath}?docusaurus-theme=light`);
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      for (const mode of ['light', 'dark'] as const) {
        await test.step(`${widthName}, ${mode} mode`, async () => {
          await switchColorMode(page, mode);
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
    }
  });
}
