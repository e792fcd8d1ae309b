/**
 * Accessibility: axe-core's WCAG 2.0/2.1 A and AA rules (all of them, none
 * disabled) on every page of pages.ts, in light and dark mode, at desktop and
 * phone width. The same page loads save full-page screenshots for review into
 * tests/screenshots/.
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

// One test per page, width and mode, so that the two workers share them and a
// failure names its page. The mode comes from the URL (Docusaurus's
// ?docusaurus-theme=), not from clicking the toggle, which colour-mode.spec.ts tests.
for (const [widthName, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${widthName}, ${mode} mode`, () => {
      test.use({ viewport });

      for (const { path: pagePath, names } of distinctPages()) {
        test(`axe finds no WCAG A/AA violations on /${pagePath === './' ? '' : pagePath}`, async ({
          page,
          consoleErrors,
        }) => {
          const response = await page.goto(`${pagePath}?docusaurus-theme=${mode}`);
          await hydrated(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await page.evaluate(() => document.fonts.ready);
          expect(await violations(page)).toEqual([]);

          for (const name of names.filter((n) => SCREENSHOT_PAGES.includes(n))) {
            await page.screenshot({
              path: path.join(SCREENSHOT_DIR, `${name}-${viewport.width}-${mode}.png`),
              fullPage: true,
            });
          }
          if (response?.status() === 404) takeErrors(consoleErrors, NOT_FOUND_RESOURCE);
          expect(consoleErrors).toEqual([]);
        });
      }
    });
  }
}
