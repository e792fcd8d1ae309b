/**
 * The rendering and materials guides in a browser: each page shows its heading
 * and pictures, the pictures' text stays readable in light and dark mode, and
 * the pictures fit a phone screen.
 */
import type { Locator } from '@playwright/test';
import { colorToggle, expect, MOBILE, test } from './fixtures';

const GUIDES = [
  {
    path: 'docs/guides/rendering',
    heading: 'Rendering quality and performance',
    pictures: ['The passes of one frame and what each costs'],
  },
  {
    path: 'docs/guides/materials',
    heading: 'Materials',
    pictures: [
      'Material, material instances and the entities that use them',
      'A shadow catcher plane under a model',
    ],
  },
] as const;

/** WCAG contrast ratio of two CSS rgb()/rgba() colors (alpha ignored). */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

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

for (const guide of GUIDES) {
  test(`${guide.path} shows its heading and pictures`, async ({ page, consoleErrors }) => {
    await page.goto(guide.path);
    await expect(page.getByRole('heading', { level: 1, name: guide.heading })).toBeVisible();
    for (const name of guide.pictures) {
      await expect(page.getByRole('img', { name })).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });

  test(`${guide.path}: picture text is readable in light and dark mode`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(guide.path);
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') await colorToggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      for (const name of guide.pictures) {
        const { background, texts } = await pictureColors(page.getByRole('img', { name }));
        expect(texts.length, name).toBeGreaterThan(3);
        for (const { fill, text } of texts) {
          expect(
            contrast(fill, background),
            `${mode}: "${text}" in ${name}`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
    expect(consoleErrors).toEqual([]);
  });

  test(`${guide.path}: pictures fit a phone screen`, async ({ page, consoleErrors }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(guide.path);
    for (const name of guide.pictures) {
      const picture = page.getByRole('img', { name });
      await expect(picture).toBeVisible();
      const box = await picture.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
      expect(box!.width, name).toBeGreaterThan(300);
    }
    expect(consoleErrors).toEqual([]);
  });
}
