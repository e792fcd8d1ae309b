/**
 * API tables fit their column (issue 21, item 6): at 1280 px no column is cut
 * off inside a scrolling box, and at 390 px a reader never scrolls sideways
 * (API tables stack there, one block per row, each cell labelled).
 */
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, hydrated, test } from './fixtures';

/** Pages with the widest tables of each kind, plus a component and a hook page. */
const API_PAGES = [
  'docs/api/interfaces/Engine',
  'docs/api/interfaces/View',
  'docs/api/interfaces/TransformManager',
  'docs/api/type-aliases/CameraProps',
  'docs/api/type-aliases/FilamentModel',
  'docs/api/functions/Camera',
  'docs/api/functions/useModel',
] as const;

/**
 * Opens a page with the site's whole stylesheet applied: plugins/critical-css
 * inlines the page's rules and loads the stylesheet as print media, switching
 * it to all media once it arrives.
 */
async function openStyled(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await hydrated(page);
  await expect
    .poll(() =>
      page
        .locator('head > link[href*="/assets/css/styles."]')
        .evaluate((link: HTMLLinkElement) => link.media === 'all' && link.sheet !== null),
    )
    .toBe(true);
}

/**
 * What sticks out sideways on the page: the document itself, a table or its
 * scroll box wider than what it shows, or an element of the doc's content
 * past the content column's right edge. Code blocks scroll on purpose; what
 * is inside them is not counted.
 */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      found.push(`the document: ${root.scrollWidth} px wide in ${root.clientWidth} px`);
    }
    const content = document.querySelector('.theme-doc-markdown');
    if (!content) return ['no .theme-doc-markdown on the page'];
    for (const table of content.querySelectorAll('table')) {
      for (const el of [table, table.parentElement!]) {
        if (el.scrollWidth > el.clientWidth + 1) {
          found.push(`${name(el)}: scrolls, ${el.scrollWidth} px in ${el.clientWidth} px`);
        }
      }
    }
    const right = content.getBoundingClientRect().right + 1;
    for (const el of content.querySelectorAll('*')) {
      if (el.closest('pre')) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > right) {
        found.push(`${name(el)}: ends at ${Math.round(box.right)} px, column at ${right - 1} px`);
      }
    }
    // The first few name the problem; the count says how big it is.
    return found.length > 8 ? [...found.slice(0, 8), `… ${found.length} in all`] : found;
  });
}

// One test per page (a failure names its page), both widths in it: the page
// loads once at 1280 px, then the window narrows to 390 px, as a reader's
// window or a turned tablet does (the tables' layout is CSS media queries, so
// it follows the width without a reload).
for (const route of API_PAGES) {
  test(`API tables, ${route.replace('docs/api/', '')}: nothing wider than its column at 1280 px and 390 px`, async ({
    page,
  }) => {
    for (const [label, viewport] of [
      ['1280 px', DESKTOP],
      ['390 px', MOBILE],
    ] as const) {
      await test.step(label, async () => {
        await page.setViewportSize(viewport);
        if (viewport === DESKTOP) await openStyled(page, route);
        const content = page.locator('.theme-doc-markdown');
        await expect(content.getByRole('heading', { level: 1 })).toBeVisible();
        // Interfaces and type aliases keep TypeDoc's tables; component and hook
        // pages list their props and parameters as headings (issue 21, item 1).
        if (!route.includes('/functions/'))
          await expect(content.getByRole('table').first()).toBeVisible();
        expect.soft(await overflows(page), label).toEqual([]);
      });
    }
  });
}

test.describe('API tables at 390 px', () => {
  test.use({ viewport: MOBILE });

  test('a table of three columns stacks, each cell after its column name', async ({ page }) => {
    await openStyled(page, 'docs/api/type-aliases/CameraProps');
    const row = page.getByRole('row').filter({ hasText: 'cameraPosition?' });
    const looks = await row.locator('td').evaluateAll((cells) =>
      cells.map((cell) => ({
        display: getComputedStyle(cell).display,
        label: getComputedStyle(cell, '::before').content,
        left: Math.round(cell.getBoundingClientRect().left),
      })),
    );
    expect(looks.map((l) => l.label)).toEqual(['none', '"Type: "', '"Description: "']);
    expect(looks.every((l) => l.display === 'block' && l.left === looks[0]!.left)).toBe(true);
  });
});
