/**
 * Tabs in the guides, in a browser: the package-manager choice (npm / Yarn /
 * pnpm / Bun) follows the reader from guide to guide, the Expo / React Native
 * CLI choice survives a reload and applies on other pages with set-up steps,
 * and the tabs work from the keyboard.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, open, test } from './fixtures';

const GETTING_STARTED = 'docs/guides';
/** Also has both kinds of tabs: the gesture-handler install before the orbit sample. */
const CAMERA = 'docs/guides/camera';

/**
 * The tab groups whose own tab list has these labels. Groups nest (package-manager
 * tabs inside a set-up tab), so the match is on the tab list, then its container.
 */
function groupsWithTabs(page: Page, labels: readonly string[]): Locator {
  let lists = page.getByRole('tablist');
  for (const label of labels) {
    lists = lists.filter({ has: page.getByRole('tab', { name: label, exact: true }) });
  }
  return lists.locator('xpath=..');
}

const PACKAGE_MANAGERS = ['npm', 'Yarn', 'pnpm', 'Bun'] as const;
const SETUP = ['Expo (development build)', 'React Native CLI'] as const;

/** The visible panel of a tab group (Docusaurus hides the others), not those of nested groups. */
function visiblePanel(group: Locator): Locator {
  return group.locator('xpath=./div/div[@role="tabpanel" and not(@hidden)]');
}

// One page load for the keys and the choice, one for the other guide.
test('arrow keys move between tabs; choosing Yarn on one guide shows Yarn on another guide', async ({
  page,
}) => {
  await open(page, GETTING_STARTED);
  const install = groupsWithTabs(page, PACKAGE_MANAGERS).first();
  await expect(visiblePanel(install)).toContainText(
    'npm install react-native-filament react-native-worklets-core',
  );
  await test.step('arrow keys move between tabs', () => expectArrowKeys(install));

  await install.getByRole('tab', { name: 'Yarn', exact: true }).click();
  await expect(install.getByRole('tab', { name: 'Yarn', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(visiblePanel(install)).toContainText(
    'yarn add react-native-filament react-native-worklets-core',
  );

  // On the camera guide, the package-manager tabs sit in the React Native CLI set-up tab.
  await open(page, `${CAMERA}?rn-setup=cli`);
  const gestureHandler = groupsWithTabs(page, PACKAGE_MANAGERS).first();
  await expect(gestureHandler.getByRole('tab', { name: 'Yarn', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(visiblePanel(gestureHandler)).toContainText('yarn add react-native-gesture-handler');
  await expect(visiblePanel(gestureHandler)).not.toContainText('npm install');
});

test('choosing Expo is kept after a reload and on another page with set-up tabs', async ({
  page,
}) => {
  await open(page, GETTING_STARTED);
  const setup = groupsWithTabs(page, SETUP);
  await expect(setup).not.toHaveCount(0);
  // React Native CLI first, so that the test sees the choice change.
  await setup.first().getByRole('tab', { name: 'React Native CLI' }).click();
  await expect(visiblePanel(setup.first())).toContainText('module:@react-native/babel-preset');

  await setup.first().getByRole('tab', { name: 'Expo (development build)' }).click();
  // Every set-up group on the page follows (same groupId), and the URL records it.
  for (const group of await setup.all()) {
    await expect(group.getByRole('tab', { name: 'Expo (development build)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
  await expect(page).toHaveURL(/[?&]rn-setup=expo\b/);
  await expect(page.getByText('npx expo run:ios').first()).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(
    groupsWithTabs(page, SETUP).first().getByRole('tab', { name: 'Expo (development build)' }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect(visiblePanel(groupsWithTabs(page, SETUP).first())).toContainText(
    'babel-preset-expo',
  );

  // Another page, reached without the query string: the stored choice applies.
  await open(page, CAMERA);
  const cameraSetup = groupsWithTabs(page, SETUP).first();
  await expect(cameraSetup.getByRole('tab', { name: 'Expo (development build)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(visiblePanel(cameraSetup)).toContainText(
    'npx expo install react-native-gesture-handler',
  );
});

async function expectArrowKeys(install: Locator): Promise<void> {
  const page = install.page();
  const npm = install.getByRole('tab', { name: 'npm', exact: true });
  await npm.focus();
  await expect(npm).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(install.getByRole('tab', { name: 'Yarn', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(install.getByRole('tab', { name: 'pnpm', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(install.getByRole('tab', { name: 'Yarn', exact: true })).toBeFocused();
  // From the first tab, left wraps around to the last.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(install.getByRole('tab', { name: 'Bun', exact: true })).toBeFocused();

  // Enter selects the focused tab.
  await page.keyboard.press('Enter');
  await expect(install.getByRole('tab', { name: 'Bun', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(visiblePanel(install)).toContainText(
    'bun add react-native-filament react-native-worklets-core',
  );
}
