import { expect, test } from './fixtures';

test.describe('home page', () => {
  test('shows the tagline and a call to action to the guides', async ({ page }) => {
    await page.goto('./');
    await expect(
      page.getByRole('heading', { level: 1, name: 'React Native Filament' }),
    ).toBeVisible();
    await expect(page.getByText('Fastest 3D rendering for React Native').first()).toBeVisible();
    const cta = page.getByRole('link', { name: 'Get started' });
    await expect(cta).toHaveAttribute('href', '/react-native-filament/docs/guides');
    await cta.click();
    await expect(page).toHaveURL(/\/react-native-filament\/docs\/guides$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  });
});

// The navbar's and footer's links are attributes of the built HTML: tests/build/site.test.ts.

test.describe('API reference', () => {
  // One page load: the overview's sidebar, then its link to a hook's page.
  test('the sidebar groups functions into components, hooks and other functions; a hook page shows its call as written, its parameters and its source link', async ({
    page,
  }) => {
    await page.goto('docs/api');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const group of [
      'Components',
      'Hooks',
      'Functions',
      'Interfaces',
      'Type Aliases',
      'Variables',
    ]) {
      await expect(sidebar.getByRole('button', { name: group, exact: true })).toBeVisible();
    }
    await sidebar.getByRole('button', { name: 'Hooks', exact: true }).click();
    await sidebar.getByRole('link', { name: 'useModel', exact: true }).click();

    await test.step('a hook page shows its call as written, its parameters and its source link', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'useModel()' })).toBeVisible();
      await expect(page.locator('article pre').first()).toContainText(
        'const model = useModel(source, props?)',
      );
      // Each parameter and field is a heading with its own anchor.
      for (const name of ['source', 'props', 'shouldReleaseSourceData'])
        await expect(page.locator(`#${name.toLowerCase()}`)).toHaveText(new RegExp(`^${name}`));
      await expect(
        page.getByRole('link', { name: /src\/hooks\/useModel\.ts/ }).first(),
      ).toHaveAttribute(
        'href',
        /github\.com\/margelo\/react-native-filament\/blob\/v1\.11\.0\/package\/src\/hooks\/useModel\.ts#L\d+/,
      );
    });
  });
});
