/**
 * "Check your setup" (docs/guides/check-your-setup) in a browser: the file
 * input takes a real project's files and the page shows the verdicts the
 * rules give in Node for the same files; a paste box works the same way; a
 * file that cannot be parsed gets its one message beside the rest of the
 * report; nothing of the checker loads before the reader uses it, and no
 * request carries a file; the report passes axe.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, open, test } from './fixtures';
import { checkSetup } from '../../src/components/SetupChecker/rules';

const PAGE = 'docs/guides/check-your-setup';
const FIXTURE = path.resolve(
  __dirname,
  '../fixtures/setups/margelo-react-native-filament/fabric-example-v1.5.0',
);

/** The fixture's files, as paths for the input and as the names and text the page reads (file inputs give base names). */
function fixtureFiles() {
  const paths = fs
    .readdirSync(FIXTURE, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name !== 'SOURCE.md')
    .map((d) => path.join(d.parentPath, d.name));
  return {
    paths,
    files: paths.map((p) => ({ name: path.basename(p), text: fs.readFileSync(p, 'utf8') })),
  };
}

const checker = (page: Page) => page.getByRole('region', { name: 'Setup checker' });
/** A JavaScript file that the page did not load before the reader checked something. */
const scripts = (requests: readonly Request[]) =>
  requests.filter((r) => r.resourceType() === 'script').map((r) => new URL(r.url()).pathname);

test('chosen files get the verdicts the rules give, and the checker loads only then', async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await open(page, PAGE);
  const input = checker(page).getByLabel('Choose files…');
  await expect(input).toHaveAttribute('type', 'file');
  await expect(input).toHaveAttribute('multiple', '');
  await expect(checker(page)).toContainText('never uploaded');
  const before = scripts(requests);
  expect(before.filter((p) => /setup-checker/.test(p))).toEqual([]);

  const { paths, files } = fixtureFiles();
  const expected = checkSetup(files);
  expect(expected.verdicts.length).toBeGreaterThan(8);
  await input.setInputFiles(paths);
  const report = checker(page).locator('[data-setup-report]');
  await expect(report.getByRole('status')).toContainText(
    `${expected.verdicts.filter((v) => v.level === 'fix').length} to change`,
    { timeout: 30_000 },
  );
  await expect(report.getByRole('status')).toContainText('android/app/build.gradle');
  for (const verdict of expected.verdicts) {
    const item = report.locator(`[data-verdict="${verdict.id}"]`);
    await expect(item).toContainText(verdict.text);
    if (verdict.snippet) await expect(item.locator('pre code')).toHaveText(verdict.snippet.code);
    await expect(item.getByRole('link')).toHaveAttribute(
      'href',
      `/react-native-filament${verdict.guide.href}`,
    );
  }
  await expect(report.locator('[data-verdict]')).toHaveCount(expected.verdicts.length);
  // The rules came in a chunk of their own, after the choice.
  const loaded = scripts(requests).filter((p) => !before.includes(p));
  expect(
    loaded.some((p) => /\/setup-checker\.\w+\.js$/.test(p)),
    loaded.join('\n'),
  ).toBe(true);
  // No request carried the files: nothing was sent after the page loaded but scripts.
  expect(requests.filter((r) => r.method() !== 'GET')).toEqual([]);
  const marker = files.find((f) => f.name === 'package.json')!.text.slice(0, 40);
  for (const r of requests) expect(r.url()).not.toContain(encodeURIComponent(marker));
});

test('a paste box checks pasted text; an unparsable file gets one message and the rest stays', async ({
  page,
}) => {
  await open(page, PAGE);
  await checker(page).getByText('Or paste the files’ text').click();
  await checker(page)
    .getByLabel('package.json', { exact: true })
    .fill(
      JSON.stringify({
        dependencies: {
          'react-native-filament': '^1.8.0',
          'react-native': '0.81.4',
          'react-native-worklets-core': '^1.6.3',
        },
      }),
    );
  await checker(page)
    .getByLabel('babel.config.js', { exact: true })
    .fill('module.exports = { plugins: [ };');
  await checker(page)
    .getByLabel('metro.config.js', { exact: true })
    .fill("module.exports = { resolver: { assetExts: ['glb'] } };");
  await checker(page).getByRole('button', { name: 'Check the pasted files' }).click();
  const report = checker(page).locator('[data-setup-report]');
  const problems = report.locator('[data-setup-problems] li');
  await expect(problems).toHaveCount(1, { timeout: 30_000 });
  await expect(problems).toContainText('babel.config.js could not be parsed');
  await expect(report.locator('[data-verdict="release.rn081"]')).toContainText(
    'upgrade to 1.9.0 or newer',
  );
  await expect(report.locator('[data-verdict="metro.defaults"]')).toContainText(
    'instead of adding to Metro’s defaults',
  );
  await expect(report.locator('[data-verdict^="babel."]')).toHaveCount(0);
});

test('the page and a report pass axe (WCAG 2.1 AA)', async ({ page }) => {
  await open(page, PAGE);
  await checker(page).getByLabel('Choose files…').setInputFiles(fixtureFiles().paths);
  await expect(checker(page).locator('[data-verdict]').first()).toBeVisible({ timeout: 30_000 });
  await checker(page).getByText('Or paste the files’ text').click();
  expect(await axeViolations(page, '[aria-label="Setup checker"]')).toEqual([]);
});
