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

test.describe('navbar and footer', () => {
  test('navbar has brand, Docs, API and GitHub links', async ({ page }) => {
    await page.goto('./');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /React Native Filament logo/ })).toHaveAttribute(
      'href',
      '/react-native-filament/',
    );
    await expect(nav.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute(
      'href',
      '/react-native-filament/docs/guides',
    );
    await expect(nav.getByRole('link', { name: 'API', exact: true })).toHaveAttribute(
      'href',
      '/react-native-filament/docs/api',
    );
    await expect(nav.getByRole('link', { name: /^GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/margelo/react-native-filament',
    );
  });

  test('footer has its link groups and the fixed copyright line', async ({ page }) => {
    await page.goto('./');
    const footer = page.locator('footer');
    for (const [name, href] of [
      ['Guides', '/react-native-filament/docs/guides'],
      ['API', '/react-native-filament/docs/api'],
      ['GitHub', 'https://github.com/margelo/react-native-filament'],
      ['Margelo', 'https://margelo.com'],
      // The library keeps its example apps (bare React Native and Expo) in examples/.
      ['Example apps', 'https://github.com/margelo/react-native-filament/tree/main/examples'],
    ] as const) {
      // External links carry an "opens in new tab" icon label after their text.
      await expect(footer.getByRole('link', { name: new RegExp(`^${name}\\b`) })).toHaveAttribute(
        'href',
        href,
      );
    }
    for (const name of ['Discord', 'Twitter / X']) {
      await expect(footer.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    await expect(footer).toContainText('Copyright © 2025 Margelo GmbH. Built with Docusaurus.');
  });
});

test.describe('API reference', () => {
  test('a hook page shows its call as written, its parameters and its source link', async ({
    page,
  }) => {
    await page.goto('docs/api/functions/useModel');
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

  test('the sidebar groups functions into components, hooks and other functions', async ({
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
    await expect(sidebar.getByRole('link', { name: 'useModel', exact: true })).toBeVisible();
  });
});
