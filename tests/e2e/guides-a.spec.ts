/**
 * The first set of guides in a browser: each page renders its heading and
 * pictures, and the pictures' text stays readable in both color modes and on
 * a phone-sized screen.
 */
import type { Page } from '@playwright/test';
import { colorToggle, expect, test } from './fixtures';
import { contrastRatio } from '../../shared/contrast';

const GUIDES = [
  { path: 'docs/guides', heading: 'Getting started', pictures: [] },
  { path: 'docs/guides/asset-loading', heading: 'Loading models and other assets', pictures: [] },
  {
    path: 'docs/guides/transformation',
    heading: 'Moving, rotating and scaling models',
    pictures: ["Filament's coordinate system", 'Scale, then rotate, then translate'],
  },
  {
    path: 'docs/guides/light',
    heading: 'Lighting a scene',
    pictures: ['Directional, sun, point and spot lights'],
  },
  { path: 'docs/guides/skybox', heading: 'Backgrounds and skyboxes', pictures: [] },
  {
    path: 'docs/guides/camera',
    heading: 'The camera',
    pictures: ['Camera frustum', 'Focal length and vertical field of view'],
  },
] as const;

const contrast = contrastRatio;

/** The lowest contrast of any text in the page's pictures against the page background. */
async function lowestPictureTextContrast(page: Page): Promise<{ ratio: number; text: string }> {
  const samples = await page.evaluate(() => {
    // Infima leaves the light background transparent: the canvas behind it is white.
    const opaque = (css: string) => !/^rgba\(.*,\s*0\)$/.test(css) && css !== 'transparent';
    const candidates = [document.body, document.documentElement].map(
      (el) => getComputedStyle(el).backgroundColor,
    );
    const background = candidates.find(opaque) ?? 'rgb(255, 255, 255)';
    return Array.from(document.querySelectorAll('figure svg text')).map((el) => ({
      fill: getComputedStyle(el).fill,
      background,
      text: el.textContent ?? '',
    }));
  });
  expect(samples.length).toBeGreaterThan(0);
  return samples
    .map((s) => ({ ratio: contrast(s.fill, s.background), text: s.text }))
    .reduce((worst, s) => (s.ratio < worst.ratio ? s : worst));
}

for (const guide of GUIDES) {
  test(`${guide.path} shows its heading and pictures`, async ({ page, consoleErrors }) => {
    await page.goto(`./${guide.path}`);
    await expect(page.getByRole('heading', { level: 1, name: guide.heading })).toBeVisible();
    for (const name of guide.pictures) {
      await expect(page.getByRole('img', { name })).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });
}

for (const guide of GUIDES.filter((g) => g.pictures.length > 0)) {
  test(`${guide.path}: picture text is readable in light and dark mode`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`./${guide.path}`);
    const light = await lowestPictureTextContrast(page);
    expect(light.ratio, `"${light.text}" in light mode`).toBeGreaterThanOrEqual(4.5);

    await colorToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await lowestPictureTextContrast(page);
    expect(dark.ratio, `"${dark.text}" in dark mode`).toBeGreaterThanOrEqual(4.5);
    expect(consoleErrors).toEqual([]);
  });

  test(`${guide.path}: pictures fit a phone screen`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`./${guide.path}`);
    for (const name of guide.pictures) {
      const box = await page.getByRole('img', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      // Scaled down, but not so far that 13px labels become unreadable.
      expect(box!.width, name).toBeGreaterThan(300);
    }
    expect(consoleErrors).toEqual([]);
  });
}
