/**
 * Accessibility: axe-core's WCAG 2.0/2.1 A and AA rules on every page of
 * pages.ts, in light and dark mode, at desktop and phone width. The same page
 * loads save full-page screenshots for review into tests/screenshots/.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, hydrated, switchColorMode, test } from './fixtures';
import { SCREENSHOT_PAGES, distinctPages } from './pages';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SCREENSHOT_DIR = path.join(__dirname, '../screenshots');

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

for (const [widthName, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${widthName}, ${mode} mode`, () => {
      test.use({ viewport });

      test('axe finds no WCAG A/AA violations', async ({ page }) => {
        test.setTimeout(180_000);
        const found: string[] = [];
        let modeSet = false;
        for (const { path: pagePath, names } of distinctPages()) {
          await page.goto(pagePath);
          await hydrated(page);
          if (!modeSet) {
            // Stored by the site, so it holds for the following pages.
            await switchColorMode(page, mode);
            modeSet = true;
          }
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await page.evaluate(() => document.fonts.ready);
          found.push(...(await violations(page)).map((v) => `${pagePath}: ${v}`));

          for (const name of names.filter((n) => SCREENSHOT_PAGES.includes(n))) {
            await page.screenshot({
              path: path.join(SCREENSHOT_DIR, `${name}-${viewport.width}-${mode}.png`),
              fullPage: true,
            });
          }
        }
        expect(found).toEqual([]);
      });
    });
  }
}
