/**
 * Accessibility: axe-core's WCAG 2.0/2.1 A and AA rules (all of them, none
 * disabled) on every page of pages.ts, in light and dark mode, at desktop and
 * phone width. With SCREENSHOTS=1, the same page loads save full-page
 * screenshots for review into tests/screenshots/.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  DESKTOP,
  MOBILE,
  NOT_FOUND_RESOURCE,
  expect,
  hydrated,
  takeErrors,
  test,
} from './fixtures';
import { SCREENSHOT_PAGES, distinctPages } from './pages';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SCREENSHOT_DIR = path.join(__dirname, '../screenshots');
/** Full-page screenshots for a person to review (SCREENSHOTS=1); they assert nothing, so they cost nothing by default. */
const TAKE_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/** @axe-core/playwright types its page with its own copy of playwright-core. */
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(WCAG_TAGS)
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim()}`,
    ),
  );
}

// Four page loads and four axe runs per test: three times the bound of one.
test.describe.configure({ timeout: 180_000 });

const VARIANTS = [
  { widthName: 'desktop', viewport: DESKTOP, mode: 'light' },
  { widthName: 'desktop', viewport: DESKTOP, mode: 'dark' },
  { widthName: 'phone', viewport: MOBILE, mode: 'light' },
  { widthName: 'phone', viewport: MOBILE, mode: 'dark' },
] as const;

// One test per page, so that the two workers share them and a failure names
// its page; its four variants (width × mode) are steps in the same browser
// context, which loads the page's code once instead of four times. The mode
// comes from the URL (Docusaurus's ?docusaurus-theme=), not from clicking the
// toggle, which colour-mode.spec.ts tests. Every variant is checked even when
// an earlier one fails (soft assertions), and the failure names its variant.
for (const { path: pagePath, names } of distinctPages()) {
  test(`axe finds no WCAG A/AA violations on /${pagePath === './' ? '' : pagePath}, at desktop and phone width, light and dark`, async ({
    page,
    consoleErrors,
  }) => {
    for (const { widthName, viewport, mode } of VARIANTS) {
      await test.step(`${widthName}, ${mode} mode`, async () => {
        await page.setViewportSize(viewport);
        const response = await page.goto(`${pagePath}?docusaurus-theme=${mode}`);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await page.evaluate(() => document.fonts.ready);
        expect.soft(await violations(page), `${widthName}, ${mode} mode`).toEqual([]);

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
