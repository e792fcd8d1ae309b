/**
 * The guides in a browser, read from sidebars.ts and their front matter
 * (tests/guides.ts): the sidebar lists exactly the guides of sidebars.ts, and
 * the text of the hand-drawn pictures (PICTURES) stays readable in light and
 * dark mode and on a phone-sized screen. What needs no browser is checked for
 * every guide in the build (tests/build/guides.test.ts: the title as the only
 * h1, a table of contents of the h2 sections); that every guide loads without
 * a console error, a failed request or another origin's file, in
 * site.sitemap.spec.ts; that a table of contents shows, in site.toc.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import {
  docsSidebar,
  expect,
  hydrated,
  menuButton,
  MOBILE,
  switchColorMode,
  test,
} from './fixtures';
import { contrastRatio } from '../../shared/contrast';
import { PICTURES, readGuides, type Guide } from '../guides';

/** Every guide, from sidebars.ts and the guides' front matter (read once per worker). */
const guides = readGuides();

/** Fill of every text in a picture, and the first opaque background behind it. */
async function pictureColors(picture: Locator) {
  return picture.evaluate((svg) => {
    let background = 'rgb(255, 255, 255)'; // the canvas, when every ancestor is transparent
    for (let el: Element | null = svg; el; el = el.parentElement) {
      const c = getComputedStyle(el).backgroundColor;
      if (!/rgba\(0, 0, 0, 0\)|transparent/.test(c)) {
        background = c;
        break;
      }
    }
    const texts = Array.from(svg.querySelectorAll('text'), (t) => ({
      fill: getComputedStyle(t).fill,
      text: t.textContent ?? '',
    }));
    return { background, texts };
  });
}

// Guides with pictures, by id (tests/build/guides.test.ts holds every built guide to PICTURES).
// One page load: the reader goes from guide to guide by the sidebar (client-side
// navigation) in light mode at desktop width; then, switched to dark mode and
// narrowed to phone width once, goes back through the same guides with the
// browser's Back (client-side too). A failing step names its guide and mode.
test('picture text is readable in light and dark mode, and pictures fit a phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const all = await guides;
  const withPictures = Object.entries(PICTURES).map(([id, pictures]) => {
    const guide = all.find((g) => g.id === id);
    expect(guide, `no guide "${id}" in docs/guides/`).toBeDefined();
    return { guide: guide!, pictures };
  });
  await page.goto(withPictures[0]!.guide.route);
  await hydrated(page);
  for (const { guide, pictures } of withPictures) {
    await test.step(`${guide.id}, light mode`, async () => {
      await goToGuide(page, guide);
      await expectReadablePictures(page, pictures, 'light');
    });
  }
  await switchColorMode(page, 'dark');
  await page.setViewportSize(MOBILE);
  await expect(menuButton(page)).toBeVisible();
  for (const [i, { guide, pictures }] of [...withPictures.entries()].reverse()) {
    await test.step(`${guide.id}, dark mode, phone width`, async () => {
      if (i < withPictures.length - 1) await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${guide.route}$`));
      await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
      await expectReadablePictures(page, pictures, 'dark');
      await expectPicturesFitAPhone(page, pictures);
    });
  }
});

/** Follows the guide's sidebar link (a client-side navigation), unless the page is already there. */
async function goToGuide(page: Page, guide: Guide): Promise<void> {
  if (new URL(page.url()).pathname.endsWith(`/${guide.route}`)) return;
  expect(guide.inSidebar, `${guide.id}: a guide with pictures is in the sidebar`).toBe(true);
  await docsSidebar(page).getByRole('link', { name: guide.sidebarLabel, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${guide.route}$`));
  await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
}

async function expectReadablePictures(
  page: Page,
  pictures: readonly string[],
  mode: 'light' | 'dark',
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  for (const name of pictures) {
    const picture = page.getByRole('img', { name });
    await expect(picture).toBeVisible();
    const { background, texts } = await pictureColors(picture);
    expect.soft(texts.length, name).toBeGreaterThan(3);
    for (const { fill, text } of texts) {
      expect
        .soft(contrastRatio(fill, background), `${mode}: "${text}" in ${name}`)
        .toBeGreaterThanOrEqual(4.5);
    }
  }
}

/** At phone width each picture is inside the screen, scaled down but not below 300 px. */
async function expectPicturesFitAPhone(page: Page, pictures: readonly string[]): Promise<void> {
  for (const name of pictures) {
    const box = await page.getByRole('img', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect.soft(box!.x, name).toBeGreaterThanOrEqual(0);
    expect.soft(box!.x + box!.width, name).toBeLessThanOrEqual(MOBILE.width);
    // Scaled down, but not so far that 13 px labels become unreadable.
    expect.soft(box!.width, name).toBeGreaterThan(300);
  }
}

test('the sidebar lists the guides of sidebars.ts by their labels, and no other guide', async ({
  page,
}) => {
  const all = await guides;
  await page.goto(all.find((g) => g.inSidebar)!.route);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  for (const guide of all) {
    const link = sidebar.getByRole('link', { name: guide.sidebarLabel, exact: true });
    if (guide.inSidebar) await expect(link, guide.id).toBeVisible();
    else await expect(link, guide.id).toHaveCount(0);
  }
});
