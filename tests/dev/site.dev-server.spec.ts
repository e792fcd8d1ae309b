/**
 * `npm start` shows what the production site shows. The dev server renders
 * pages on the client (there is no server HTML to keep), so code blocks must
 * take the highlighting path instead of the hydration bypass.
 */
import path from 'node:path';
import { expect, test } from '../e2e/fixtures';
import { readGuides } from '../guides';
import { resolveFilament } from '../../plugins/filament-wasm/filament-package';

test('a guide shows its code blocks highlighted, with the copy button', async ({ page }) => {
  await page.goto('docs/guides/light');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lighting a scene');
  const block = page.locator('article .theme-code-block', { hasText: 'WarmDefaultLight.tsx' });
  await expect(block.locator('pre .token.keyword').first()).toBeVisible();
  await expect(block.locator('pre')).toContainText('<EnvironmentalLight');
  const blocks = await page.locator('article .theme-code-block').count();
  expect(blocks).toBeGreaterThan(3);
  // Every block has content, none is the empty host of the hydration bypass.
  await expect(page.locator('article pre')).toHaveCount(blocks);
  await block.hover();
  await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible();
});

test('a guide links the library names of its code to their API pages, as the build does', async ({
  page,
}) => {
  await page.goto('docs/guides');
  const block = page.locator('article .theme-code-block', { hasText: 'App.tsx' });
  const camera = block.getByRole('link', { name: 'Camera', exact: true });
  // The import and the <Camera /> tag (plugins/api-reference/remark-code-api-links.ts).
  await expect(camera).toHaveCount(2);
  await expect(camera.last()).toHaveAttribute(
    'href',
    '/react-native-filament/docs/api/functions/Camera',
  );
  await expect(block.locator('.token', { hasText: /^View$/ }).first()).toBeVisible();
  await expect(block.getByRole('link', { name: 'View', exact: true })).toHaveCount(0);
});

test('every guide in the sidebar shows its code, highlighted', async ({ page }) => {
  await page.goto('docs/guides');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
  const hrefs = await page
    .locator('nav.menu a.menu__link[href*="/docs/guides"]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs.length).toBeGreaterThan(10);
  // Guides whose source has a code fence (the compatibility and error pages have none).
  const withCode = new Set(
    (await readGuides())
      .filter((g) => /^```/m.test(g.body))
      .map((g) => `/react-native-filament/${g.route}`),
  );
  expect(withCode.size).toBeGreaterThan(10);
  for (const href of hrefs) {
    // A first load, as a writer opens the page they edit under npm start.
    await page.goto(href.replace(/^\/react-native-filament\//, ''));
    if (!withCode.has(href)) {
      await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
      await expect(page.locator('article pre'), href).toHaveCount(0);
      continue;
    }
    await expect(page.locator('article pre').first(), href).toBeVisible();
    // Plain blocks turn into the theme's highlighted ones once the highlighter is in.
    await expect
      .poll(
        () =>
          page
            .locator('article pre')
            .evaluateAll(
              (pres) =>
                pres.filter((pre) => !pre.closest('.theme-code-block') || !pre.textContent?.trim())
                  .length,
            ),
        { message: `${href}: plain or empty code blocks` },
      )
      .toBe(0);
    await expect(page.locator('article .theme-code-block pre .token').first()).toBeVisible();
  }
});

test('a component page shows its props, an interface page its Worklet badge and admonitions', async ({
  page,
}) => {
  // Written from TypeDoc's model (plugins/api-reference/model, render): the same under npm start.
  await page.goto('docs/api/functions/Camera');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<Camera>');
  await expect(page.locator('#cameraposition')).toHaveText(/^cameraPosition/);
  await expect(page.locator('#cameraposition + .api-prop-meta')).toContainText('default [0, 0, 8]');
  await page.goto('docs/api/interfaces/Engine');
  await expect(page.locator('.api-worklet-badge').first()).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  // TypeDoc's @note and @warning tags become the theme's admonitions (plugins/api-reference).
  await page.goto('docs/api/interfaces/TransformManager');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/TransformManager/);
  await expect(page.locator('.theme-admonition-note').first()).toBeVisible();
  await expect(page.locator('.theme-admonition-caution').first()).toBeVisible();
});

test('the home page shows the live preview poster and its load button', async ({ page }) => {
  await page.goto('');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('React Native Filament');
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview.locator('img').first()).toBeVisible();
  await expect(preview.getByRole('button', { name: /Load interactive 3D preview/ })).toBeVisible();
});

test('search says it needs the production build', async ({ page, consoleErrors }) => {
  await page.goto('docs/guides');
  await page.getByRole('button', { name: /Search/ }).click();
  await page.getByRole('dialog').getByRole('combobox').fill('useModel');
  await expect(page.getByRole('dialog')).toContainText('Search needs the production build');
  // The dev server answers the missing index with 404.
  consoleErrors.splice(0, consoleErrors.length);
});

test('the model checker checks a chosen file, its CSS injected by its chunk as in the build', async ({
  page,
}) => {
  await page.goto('docs/guides/check-your-model');
  await page
    .getByLabel('Choose files…')
    .setInputFiles(path.resolve(__dirname, '../fixtures/models/lit.glb'));
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('lit.glb');
  await expect(page.locator('style[data-model-checker]').first()).toBeAttached();
  const stage = page.getByRole('region', { name: 'Seen live' }).locator('[data-phase]');
  await expect(stage).toHaveCSS('aspect-ratio', '16 / 9');
});

test('the getting-started guide shows its Run button, and the web host is served with the gzip twins', async ({
  page,
  request,
}) => {
  await page.goto('docs/guides');
  await expect(page.getByRole('button', { name: 'Run this sample' })).toBeVisible();
  // Bundled when the dev server starts, served from node_modules/.cache (plugins/web-host).
  const host = await request.get('web-host/host.js');
  expect(host.status()).toBe(200);
  expect(host.headers()['content-type']).toMatch(/javascript/);
  expect(await host.text()).toContain('runSample');
  // The twins the host fetches first, as the build has them (shared/gzip-twin.ts): the light's
  // in the host's folder, the wasm's from its cache folder beside the package's wasm.
  const wasm = resolveFilament(path.resolve(__dirname, '../..'));
  for (const twin of ['web-host/RNF_default_env_ibl.ktx.gz', `${wasm.wasmPath}.gz`]) {
    const response = await request.get(twin, { headers: { 'Accept-Encoding': 'identity' } });
    expect(response.status(), twin).toBe(200);
    expect(response.headers()['content-encoding'], twin).toBeUndefined();
    // Gzip's magic bytes: the compressed file itself.
    expect([...(await response.body()).subarray(0, 2)], twin).toEqual([0x1f, 0x8b]);
  }
  expect((await request.get(wasm.wasmPath)).status()).toBe(200);
});
