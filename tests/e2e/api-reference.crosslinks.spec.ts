/**
 * API pages point back to the guides (plugins/api-reference: cross-links.ts):
 * a reader of the useModel page sees since when it exists and the guide
 * sections that use it, one line per guide, and following one lands on that
 * heading; on Camera, the guides after the tenth open from "Show all".
 */
import { expect, hydrated, open, test } from './fixtures';

test('useModel lists the guides and sections that use it, and a link lands on the heading', async ({
  page,
}) => {
  await open(page, 'docs/api/functions/useModel');
  const article = page.locator('article');
  await expect(article.getByText(/^In 1\.5\.0 or earlier\.$/)).toBeVisible();

  const heading = article.getByRole('heading', { level: 2, name: 'Used in the guides' });
  await expect(heading).toBeVisible();
  const items = article.locator('#used-in-the-guides + ul > li');
  // One line per guide: the guide, then its sections.
  const line = items.filter({
    has: page.getByRole('link', { name: 'Loading models and other assets', exact: true }),
  });
  await expect(line).toHaveCount(1);
  const link = line.getByRole('link', { name: 'Options of useModel', exact: true });
  await expect(link).toBeVisible();
  expect(await items.count()).toBeGreaterThan(5);

  await link.click();
  await expect(page).toHaveURL(/\/docs\/guides\/asset-loading#options-of-useModel$/i);
  await hydrated(page);
  const target = page.getByRole('heading', { level: 3, name: 'Options of useModel' });
  await expect(target).toBeInViewport();
});

test('a name added after the first release links to its release post', async ({ page }) => {
  await open(page, 'docs/api/functions/useDerivedValue');
  const since = page.locator('article').getByRole('link', { name: '1.8.0', exact: true });
  await expect(since).toBeVisible();
  await since.click();
  await expect(page).toHaveURL(/\/blog\/release-1-8-0$/);
  await expect(page.getByRole('heading', { level: 1, name: /1\.8\.0/ })).toBeVisible();
});

test('Camera shows ten guides, the rest behind "Show all", and an example that renders <Camera> with props', async ({
  page,
}) => {
  await open(page, 'docs/api/functions/Camera');
  await hydrated(page);
  const article = page.locator('article');
  await expect(article.locator('#used-in-the-guides + ul > li')).toHaveCount(10);
  const folded = article.getByRole('link', { name: 'Physics with Bullet', exact: true });
  await expect(folded).toBeHidden();
  await article.getByText(/^Show all \d+ guides$/).click();
  await expect(folded).toBeVisible();

  const example = article.getByRole('heading', { level: 2, name: 'Example' });
  await expect(example).toBeVisible();
  await expect(article.locator('#guide-example ~ div pre').first()).toContainText(/<Camera\s+\w+=/);
});
