/**
 * The guides in a browser: each shows its title and table of contents, and
 * the text of its hand-drawn pictures stays readable in light and dark mode
 * and on a phone-sized screen.
 */
import type { Locator } from '@playwright/test';
import { colorToggle, expect, MOBILE, test } from './fixtures';
import { contrastRatio } from '../../shared/contrast';

interface Guide {
  readonly path: string;
  readonly heading: string;
  /** Accessible names of the guide's SVG pictures. */
  readonly pictures: readonly string[];
}

const GUIDES: readonly Guide[] = [
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
  { path: 'docs/guides/animator', heading: 'Playing animations', pictures: [] },
  { path: 'docs/guides/images', heading: 'Images, textures and materials', pictures: [] },
  {
    path: 'docs/guides/interaction',
    heading: 'Touch, gestures and pausing',
    pictures: ['From a touch to a picked entity'],
  },
  {
    path: 'docs/guides/physics',
    heading: 'Physics with Bullet',
    pictures: ['The physics step inside one frame'],
  },
  {
    path: 'docs/guides/instancing',
    heading: 'Drawing many copies of a model',
    pictures: ['What an asset shares and what each instance owns'],
  },
  {
    path: 'docs/guides/reanimated',
    heading: 'Reanimated, worklets and threads',
    pictures: ['The three threads of a Filament scene and the hooks that connect them'],
  },
  { path: 'docs/guides/recording', heading: 'Recording a scene to video', pictures: [] },
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
  {
    path: 'docs/guides/troubleshooting',
    heading: 'Troubleshooting',
    pictures: ['Which section to read first'],
  },
  { path: 'docs/guides/check-your-model', heading: 'Check your model', pictures: [] },
  { path: 'docs/guides/LOGGING', heading: 'Logging', pictures: [] },
];

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

// One test walks every guide (same browser context: the site's code loads
// once); a failing step names its guide, and soft assertions check them all.
test('every guide shows its title and a table of contents', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  for (const guide of GUIDES) {
    await test.step(guide.path, async () => {
      await page.goto(guide.path);
      await expect
        .soft(page.getByRole('heading', { level: 1, name: guide.heading }), guide.path)
        .toBeVisible();
      const toc = page.locator('.table-of-contents');
      await expect.soft(toc, guide.path).toBeVisible();
      expect
        .soft(await toc.locator(':scope > li > a').count(), guide.path)
        .toBeGreaterThanOrEqual(2);
      expect.soft(consoleErrors, guide.path).toEqual([]);
      consoleErrors.length = 0;
    });
  }
});

for (const guide of GUIDES.filter((g) => g.pictures.length > 0)) {
  test(`${guide.path}: picture text is readable in light and dark mode, and pictures fit a phone`, async ({
    page,
  }) => {
    await page.goto(guide.path);
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') await colorToggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      for (const name of guide.pictures) {
        const picture = page.getByRole('img', { name });
        await expect(picture).toBeVisible();
        const { background, texts } = await pictureColors(picture);
        expect(texts.length, name).toBeGreaterThan(3);
        for (const { fill, text } of texts) {
          expect(
            contrastRatio(fill, background),
            `${mode}: "${text}" in ${name}`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    }

    await page.setViewportSize(MOBILE);
    for (const name of guide.pictures) {
      const box = await page.getByRole('img', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
      // Scaled down, but not so far that 13 px labels become unreadable.
      expect(box!.width, name).toBeGreaterThan(300);
    }
  });
}

test('LOGGING is reachable but not in the sidebar', async ({ page }) => {
  await page.goto('docs/guides/animator');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Animator', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Logging' })).toHaveCount(0);
});
