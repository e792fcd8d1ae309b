/**
 * The second set of guides in a browser: pages load cleanly with a table of contents,
 * and the hand-drawn diagrams stay legible in light and dark mode.
 */
import type { Page } from '@playwright/test';
import { colorToggle, expect, test } from './fixtures';
import { contrastRatio } from '../../shared/contrast';

const PAGES = [
  ['animator', 'Playing animations'],
  ['images', 'Images, textures and materials'],
  ['interaction', 'Touch, gestures and pausing'],
  ['physics', 'Physics with Bullet'],
  ['instancing', 'Drawing many copies of a model'],
  ['reanimated', 'Reanimated, worklets and threads'],
  ['recording', 'Recording a scene to video'],
  ['troubleshooting', 'Troubleshooting'],
  ['LOGGING', 'Logging'],
] as const;

const DIAGRAMS = [
  ['physics', 'The physics step inside one frame'],
  ['instancing', 'What an asset shares and what each instance owns'],
  ['reanimated', 'The three threads of a Filament scene and the hooks that connect them'],
  ['interaction', 'From a touch to a picked entity'],
  ['troubleshooting', 'Which section to read first'],
] as const;

const contrast = contrastRatio;

/** Fill of every text in the diagram, and the page background behind it. */
async function diagramColours(page: Page, title: string) {
  return page.getByRole('img', { name: title }).evaluate((svg) => {
    let bg = 'rgba(0, 0, 0, 0)';
    for (let el: Element | null = svg; el; el = el.parentElement) {
      const c = getComputedStyle(el).backgroundColor;
      if (!/rgba\(0, 0, 0, 0\)|transparent/.test(c)) {
        bg = c;
        break;
      }
    }
    if (bg === 'rgba(0, 0, 0, 0)') bg = 'rgb(255, 255, 255)'; // the canvas
    const fills = Array.from(svg.querySelectorAll('text'), (t) => getComputedStyle(t).fill);
    return { bg, fills };
  });
}

test.describe('guides of set b', () => {
  for (const [name, title] of PAGES) {
    test(`${name}: title and table of contents`, async ({ page, consoleErrors }) => {
      await page.goto(`docs/guides/${name}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const toc = page.locator('.table-of-contents');
      await expect(toc).toBeVisible();
      expect(await toc.locator(':scope > li > a').count()).toBeGreaterThanOrEqual(2);
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const [name, title] of DIAGRAMS) {
    test(`${name}: diagram text is legible in light and dark mode`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`docs/guides/${name}`);
      const diagram = page.getByRole('img', { name: title });
      await diagram.scrollIntoViewIfNeeded();
      await expect(diagram).toBeVisible();

      for (const mode of ['light', 'dark']) {
        if (mode === 'dark') await colorToggle(page).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const { bg, fills } = await diagramColours(page, title);
        expect(fills.length).toBeGreaterThan(3);
        for (const fill of fills) {
          expect(contrast(fill, bg), `${mode}: ${fill} on ${bg}`).toBeGreaterThanOrEqual(4.5);
        }
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  test('LOGGING is reachable but not in the sidebar', async ({ page, consoleErrors }) => {
    await page.goto('docs/guides/animator');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Animator', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Logging' })).toHaveCount(0);
    await page.goto('docs/guides/LOGGING');
    await expect(page.getByRole('heading', { level: 1, name: 'Logging' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
