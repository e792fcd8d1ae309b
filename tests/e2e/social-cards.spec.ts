/**
 * Social cards in the browser (plugins/social-cards): the static card tags
 * survive hydration, leave on a client-side navigation (so that no page
 * shows another's card), and the manifest and card load.
 */
import { docsSidebar, expect, open, test } from './fixtures';
import { PAGES } from './pages';

const CARD =
  /^https:\/\/margelo\.github\.io\/react-native-filament\/img\/social\/[0-9a-f]{16}\.png$/;

test.describe('social cards', () => {
  test('a page keeps its card tags after hydration; a client-side navigation removes them', async ({
    page,
  }) => {
    await open(page, PAGES.guide);
    const ogImage = page.locator('head meta[property="og:image"]');
    await expect(ogImage).toHaveCount(1);
    await expect(ogImage).toHaveAttribute('content', CARD);
    await expect(page.locator('head meta[name="twitter:image"]')).toHaveAttribute('content', CARD);

    await docsSidebar(page).getByRole('link', { name: 'Light', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/guides\/light$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lighting a scene');
    await expect(page.locator('head [data-social-card]')).toHaveCount(0);
    // The site-wide tags stay.
    await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
  });

  test('the card, the manifest and its icons are served', async ({ page, request }) => {
    await open(page, PAGES.apiFunction);
    const card = await page.locator('head meta[property="og:image"]').getAttribute('content');
    const local = new URL(card!).pathname;
    const response = await request.get(local);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
    const answer = await request.get(href!);
    // As GitHub Pages serves it.
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as { icons: { src: string }[] };
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  });
});
