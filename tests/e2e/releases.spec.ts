import { readVersions } from '../../tools/releases/store';
import { expect, test } from './fixtures';

const newest = readVersions().at(-1);

test.describe('release blog', () => {
  test('navbar → releases → a post → its tag → all tags, by clicks', async ({ page }) => {
    await page.goto('./');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Releases' })
      .click();
    await expect(page).toHaveURL(/\/react-native-filament\/blog$/);
    const titles = page.locator('article h2');
    await expect(titles.first()).toHaveText(`react-native-filament ${newest}`);

    await page
      .getByRole('link', { name: 'react-native-filament 1.9.0', exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/release-1-9-0$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'react-native-filament 1.9.0' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Breaking changes' })).toBeVisible();
    await expect(
      page.getByText('The npm registry reports 1.9.0 as published on 2026-05-06'),
    ).toBeVisible();

    await page.locator('article footer').getByRole('link', { name: 'Breaking' }).click();
    await expect(page).toHaveURL(/\/blog\/tags\/breaking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/tagged with "Breaking"$/);
    await expect(page.locator('article h2')).toContainText(['react-native-filament 1.9.0']);
    await page.getByRole('link', { name: 'View All Tags' }).click();
    await expect(page).toHaveURL(/\/blog\/tags$/);
    for (const tag of ['Camera', 'Components', 'Hooks', 'Lights', 'Breaking']) {
      await expect(
        page.locator('main').getByRole('link', { name: new RegExp(`^${tag}`) }),
      ).toBeVisible();
    }
  });

  test('a changelog name opens its API page', async ({ page }) => {
    await page.goto('blog/release-1-11-0');
    await page.locator('article').getByRole('link', { name: 'RNFCamera', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/api\/interfaces\/RNFCamera$/);
    await expect(page.getByRole('heading', { level: 1, name: /RNFCamera/ })).toBeVisible();
  });
});

test.describe('docs tags', () => {
  test('guide → its tag page → all tags, by clicks', async ({ page }) => {
    await page.goto('docs/guides');
    await page.locator('article footer').getByRole('link', { name: 'Getting started' }).click();
    await expect(page).toHaveURL(/\/docs\/tags\/getting-started$/);
    // Getting started and Troubleshooting share the tag.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^(One doc|\d+ docs) tagged with "Getting started"$/,
    );
    await expect(
      page.locator('main').getByRole('link', { name: 'Getting started', exact: true }),
    ).toHaveAttribute('href', '/react-native-filament/docs/guides');
    await page.getByRole('link', { name: 'View all tags' }).click();
    await expect(page).toHaveURL(/\/docs\/tags$/);
    await expect(
      page.locator('main').getByRole('link', { name: /^Getting started/ }),
    ).toBeVisible();
  });
});
