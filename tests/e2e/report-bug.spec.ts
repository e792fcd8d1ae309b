/**
 * The "Report a bug" link of the troubleshooting guide opens GitHub's new-issue
 * page of the library with a title prefix and the versions to provide.
 */
import { expect, test } from './fixtures';

const VERSIONS = [
  'react-native',
  'react-native-filament',
  'react-native-worklets-core',
  'react-native-reanimated',
  'Expo SDK',
  'Platform',
];

test('the bug-report link pre-fills the library repository issue form', async ({ page }) => {
  await page.goto('docs/guides/troubleshooting');
  const link = page.getByRole('link', { name: 'Report a bug on GitHub' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);

  const url = new URL((await link.getAttribute('href')) ?? '');
  expect(url.origin).toBe('https://github.com');
  expect(url.pathname).toBe('/margelo/react-native-filament/issues/new');
  expect(url.searchParams.get('title')).toBe('[Bug] ');
  const body = url.searchParams.get('body') ?? '';
  for (const field of VERSIONS) {
    expect(body, `body asks for ${field}`).toMatch(new RegExp(`^- ${field}\\b.*: $`, 'm'));
  }
  expect(body).toContain('## Steps to reproduce');
  // Only parameters GitHub's plain issue page understands: the repository has no issue forms.
  expect([...url.searchParams.keys()].sort()).toEqual(['body', 'title']);
});
