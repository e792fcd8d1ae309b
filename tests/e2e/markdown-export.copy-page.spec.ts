/**
 * The Copy page control (plugins/markdown-export/theme/CopyPage) on guides,
 * API pages and release posts: copying the Markdown, keyboard use, phone
 * width, and axe with the panel open.
 */
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { MOBILE, expect, open, skipToMainContent, tabUntil, test } from './fixtures';

const SITE = 'https://margelo.github.io/react-native-filament/';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
function toggle(page: Page): Locator {
  return page.getByRole('button', { name: 'Copy page', exact: true });
}

/**
 * The control: its toggle and, while open, its panel. axe checks only the
 * control; site.a11y.spec.ts checks whole pages (a guide's whole page took
 * axe about 0.6 s of CPU for each of these two checks).
 */
function control(page: Page): Locator {
  return toggle(page).locator('xpath=..');
}

/** The panel the toggle controls (it exists only while open). */
async function panel(page: Page): Promise<Locator> {
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  const id = await toggle(page).getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

// One page load: copying, then axe with the panel still open (light mode).
test('Copy page puts the page’s Markdown on the clipboard; axe finds no violations with the panel open (light mode, after copying)', async ({
  page,
}) => {
  await open(page, 'docs/guides/light');
  await toggle(page).click();
  const opened = await panel(page);
  await test.step('Copy page puts the page’s Markdown on the clipboard', async () => {
    await opened.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(opened.getByRole('status')).toHaveText('Copied the page as Markdown');

    const served = await page.request.get('docs/guides/light.md');
    expect(served.headers()['content-type']).toMatch(/^text\/markdown/);
    const markdown = await served.text();
    expect(markdown).toMatch(/^# Lighting a scene\n/);
    expect(await clipboard(page)).toBe(markdown);
  });

  await test.step('axe finds no violations with the panel open (light mode, after copying)', async () => {
    await opened.getByRole('button', { name: 'Copy link' }).click();
    await expect(opened.getByRole('status')).toHaveText('Copied the link');
    await expect(control(page).locator(opened)).toBeVisible();
    expect(await axeViolations(page, control(page))).toEqual([]);
  });
});

test('the control works by keyboard alone, and Escape gives focus back', async ({ page }) => {
  await open(page, 'docs/api/functions/Camera');
  await skipToMainContent(page);
  await tabUntil(page, (el) => el.tagName === 'BUTTON' && el.textContent === 'Copy page', 5);
  await expect(toggle(page)).toBeFocused();
  expect(
    await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle),
  ).not.toBe('none');

  await page.keyboard.press('Enter');
  const opened = await panel(page);
  const copyPage = opened.getByRole('button', { name: 'Copy page as Markdown' });
  await expect(copyPage).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(copyPage).toBeFocused();
  await page.keyboard.press('Tab');
  const openLink = opened.getByRole('link', { name: 'Open as Markdown' });
  await expect(openLink).toBeFocused();
  await expect(openLink).toHaveAttribute(
    'href',
    '/react-native-filament/docs/api/functions/Camera.md',
  );
  await page.keyboard.press('Tab');
  await expect(opened.getByRole('button', { name: 'Copy link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(opened.getByRole('status')).toHaveText('Copied the link');
  expect(await clipboard(page)).toBe(`${SITE}docs/api/functions/Camera`);

  await page.keyboard.press('Escape');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle(page)).toBeFocused();
  await expect(opened).toHaveCount(0);

  // Space opens it again, Escape on the button closes it.
  await page.keyboard.press('Space');
  await expect(await panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
});

test('a release post has the control and copies its own Markdown; the post list has none', async ({
  page,
}) => {
  await open(page, 'blog');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(toggle(page)).toHaveCount(0);

  await open(page, 'blog/release-1-11-0');
  await toggle(page).click();
  const opened = await panel(page);
  await opened.getByRole('button', { name: 'Copy page as Markdown' }).click();
  await expect(opened.getByRole('status')).toHaveText('Copied the page as Markdown');
  expect(await clipboard(page)).toMatch(/^# react-native-filament 1\.11\.0\n/);
});

test.describe('phone width', () => {
  test.use({ viewport: MOBILE });

  // One page load: axe with the panel open (dark mode), then the panel's fit and closing.
  test('axe finds no violations with the panel open (dark mode); the control and its panel fit the screen; a press outside closes it', async ({
    page,
  }) => {
    // Dark from the start (Docusaurus's ?docusaurus-theme=): at phone width the toggle is in the menu.
    await open(page, 'docs/guides/camera?docusaurus-theme=dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toBeInViewport();
    await toggle(page).click();
    const opened = await panel(page);
    await expect(opened).toBeVisible();
    await test.step('axe finds no violations with the panel open (dark mode)', async () => {
      await expect(control(page).locator(opened)).toBeVisible();
      expect(await axeViolations(page, control(page))).toEqual([]);
    });
    await test.step('the control and its panel fit the screen; a press outside closes it', async () => {
      const box = (await opened.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
      await page.getByRole('heading', { level: 1 }).click();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
