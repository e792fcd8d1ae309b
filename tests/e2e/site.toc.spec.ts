import type { Page } from '@playwright/test';
import { expect, open, scrollY, settledScrollY, test } from './fixtures';
import { PAGES } from './pages';

test.describe('table of contents and back to top', () => {
  // One page load for both: the TOC is read at the top of the page, then the reader scrolls.
  test('the table of contents lists the h2 and h3 headings, not h4; the back-to-top button appears after scrolling and takes the reader up', async ({
    page,
  }) => {
    await open(page, PAGES.apiInterface);
    await test.step('the table of contents lists the h2 and h3 headings, not h4', () =>
      expectTocOfH2AndH3(page));
    await test.step('the back-to-top button appears after scrolling and takes the reader up', () =>
      expectBackToTop(page));
  });
});

async function expectTocOfH2AndH3(page: Page): Promise<void> {
  const article = page.locator('article .markdown');
  const ids = (level: string) =>
    article.locator(`${level}[id]`).evaluateAll((els) => els.map((e) => e.id));
  const h2h3 = await article.locator('h2[id], h3[id]').evaluateAll((els) => els.map((e) => e.id));
  const h4 = await ids('h4');
  expect(h2h3.length).toBeGreaterThan(0);
  expect(h4.length, 'the page should have h4 headings for this test').toBeGreaterThan(0);

  const toc = page.locator('.theme-doc-toc-desktop');
  await expect(toc).toBeVisible();
  const tocIds = await toc
    .locator('a')
    .evaluateAll((els) => els.map((e) => decodeURIComponent(e.getAttribute('href')!.slice(1))));
  expect(tocIds).toEqual(h2h3);
  expect(tocIds.filter((id) => h4.includes(id))).toEqual([]);
}

async function expectBackToTop(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Scroll back to top' });
  await expect(button).toBeHidden();
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 3000);
  expect(await settledScrollY(page)).toBeGreaterThan(2000);
  await expect(button).toBeHidden();
  // It shows once the reader scrolls back up a little.
  await page.mouse.wheel(0, -300);
  await expect(button).toBeVisible();
  await settledScrollY(page);
  await button.click();
  // Back at the top: the page title is on screen again. (Not asserting
  // scrollY 0: the theme's animated scroll can stop a few pixels short when
  // the CPU is busy.)
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY(page)).toBeLessThan(300);
  await expect(button).toBeHidden();
}
