import {
  DESKTOP,
  DESKTOP_MIN_WIDTH,
  MOBILE,
  docsSidebar,
  expect,
  menuButton,
  mobileMenu,
  open,
  scrollY,
  test,
} from './fixtures';
import { PAGES } from './pages';

test.describe('layout breakpoint', () => {
  // Both sides of the breakpoint in one test: one browser context, two page loads.
  test(`desktop layout from ${DESKTOP_MIN_WIDTH} px (docs sidebar, no menu button), mobile layout below (menu button, no docs sidebar)`, async ({
    page,
  }) => {
    await test.step(`${DESKTOP_MIN_WIDTH} px`, async () => {
      await page.setViewportSize({ width: DESKTOP_MIN_WIDTH, height: 800 });
      await open(page, PAGES.guide);
      await expect(docsSidebar(page)).toBeVisible();
      await expect(menuButton(page)).toBeHidden();
    });
    await test.step(`${DESKTOP_MIN_WIDTH - 1} px`, async () => {
      await page.setViewportSize({ width: DESKTOP_MIN_WIDTH - 1, height: 800 });
      // Loaded at this width, not resized into it (resizing is tested below).
      await open(page, PAGES.guide);
      await expect(menuButton(page)).toBeVisible();
      await expect(docsSidebar(page)).toBeHidden();
    });
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: MOBILE });

  test('opens from the menu button and the page behind it does not scroll', async ({ page }) => {
    await open(page, PAGES.apiInterface);
    // The page itself scrolls with the wheel...
    await page.mouse.move(MOBILE.width - 20, MOBILE.height / 2);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    const before = await scrollY(page);

    await menuButton(page).click();
    await expect(mobileMenu(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // ...but not while the menu is open: wheel over the backdrop beside the menu.
    await page.mouse.move(MOBILE.width - 20, MOBILE.height / 2);
    await page.mouse.wheel(0, 600);
    await page.mouse.wheel(0, 600);
    expect(await scrollY(page)).toBe(before);

    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(mobileMenu(page)).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  // One page load: the docs sidebar in the menu, then following one of its links closes it.
  test('on a docs page it shows the docs sidebar, with the main menu one step back; following a link in it closes it', async ({
    page,
  }) => {
    await open(page, PAGES.apiOverview);
    await menuButton(page).click();
    const menu = mobileMenu(page);
    // The secondary menu: this page's docs sidebar.
    const hooks = menu.getByRole('button', { name: 'Hooks', exact: true });
    await expect(hooks).toBeInViewport();
    await expect(menu.getByRole('link', { name: 'API', exact: true })).not.toBeInViewport();
    await expect(menu.getByRole('link', { name: 'Overview', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await hooks.click();
    await expect(hooks).toHaveAttribute('aria-expanded', 'true');
    const useModel = menu.getByRole('link', { name: 'useModel', exact: true });
    await expect(useModel).toBeInViewport();

    // One step back: the main menu with the navbar links.
    await menu.getByRole('button', { name: /Back to main menu/ }).click();
    await expect(menu.getByRole('link', { name: 'API', exact: true })).toBeInViewport();
    await expect(menu.getByRole('link', { name: 'Docs', exact: true })).toBeInViewport();
    await expect(useModel).not.toBeInViewport();

    // Reopening a docs page's menu starts on the docs sidebar again.
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await menuButton(page).click();
    await expect(useModel).toBeInViewport();

    await test.step('following a link in it closes it', async () => {
      // The category's list has finished opening (theme-common's Collapsible sets
      // overflow back to visible at the end of its height transition): a click
      // during the transition can land on a link that is still moving.
      await expect(useModel.locator('xpath=ancestor::ul[1]')).toHaveCSS('overflow', 'visible');
      await useModel.click();
      await expect(page).toHaveURL(/\/docs\/api\/functions\/useModel$/);
      await expect(page.getByRole('heading', { level: 1, name: /useModel/ })).toBeVisible();
      await expect(menu).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe(
        'hidden',
      );

      // The main menu's links close it too.
      await menuButton(page).click();
      await menu.getByRole('button', { name: /Back to main menu/ }).click();
      await menu.getByRole('link', { name: 'Docs', exact: true }).click();
      await expect(page).toHaveURL(/\/docs\/guides$/);
      await expect(menu).toBeHidden();
    });
  });

  test('closes when the window grows to desktop width', async ({ page }) => {
    await open(page, PAGES.guide);
    await menuButton(page).click();
    await expect(mobileMenu(page)).toBeVisible();

    await page.setViewportSize(DESKTOP);
    await expect(docsSidebar(page)).toBeVisible();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // Back at phone width, the menu stays closed.
    await page.setViewportSize(MOBILE);
    await expect(menuButton(page)).toBeVisible();
    await expect(mobileMenu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });
});
