/**
 * Under `npm start`, a guide edit reaches the API pages' "Used in the guides"
 * without a restart (plugins/api-reference: the guides are among the `api`
 * docs instance's watched paths; its loadContent re-runs the cross-links step
 * before the docs load).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../e2e/fixtures';

const GUIDE = path.resolve(__dirname, '../../docs/guides/troubleshooting.mdx');
/** An interface no guide names today, so its page starts without the probe. */
const API_PAGE = 'docs/api/interfaces/SwapChain';

test('a guide section that starts using an API name shows on its page after the edit', async ({
  page,
}) => {
  // Writing the guide, reloading the plugin and recompiling, on a busy machine.
  test.setTimeout(180_000);
  const heading = `Refresh probe ${Date.now()}`;
  const original = fs.readFileSync(GUIDE, 'utf8');
  await page.goto(API_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/SwapChain/);
  const probe = page.locator('article').getByRole('link', { name: new RegExp(heading) });
  await expect(probe).toHaveCount(0);
  try {
    const started = Date.now();
    fs.writeFileSync(GUIDE, `${original.trimEnd()}\n\n## ${heading}\n\nThe \`SwapChain\` probe.\n`);
    // Reload until the page lists the new section: bounded, no fixed wait.
    await expect(async () => {
      await page.reload();
      await expect(probe).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 120_000 });
    const slug = heading.toLowerCase().replace(/ /g, '-');
    await expect(probe).toHaveAttribute(
      'href',
      new RegExp(`/docs/guides/troubleshooting#${slug}$`),
    );
    test.info().annotations.push({
      type: 'refresh',
      description: `guide edit to API page: ${Date.now() - started} ms`,
    });
  } finally {
    fs.writeFileSync(GUIDE, original);
  }
  // Back to the guide as committed: the section goes again.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/SwapChain/);
    await expect(probe).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
});
