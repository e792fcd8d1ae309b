/**
 * The playground (docs/playground.mdx, src/components/Playground) and the
 * table of what draws: the example app's 17 screens and every guide sample
 * that runs in the page (plugins/web-host/samples.ts; a guide's `live` block
 * has its own test in web-host.samples.spec.ts).
 *
 * The table runs each one on ONE playground page, in turn, through a link
 * (`#example=<screen>` or `#code=<the guide block's text>`): the host and
 * Filament's wasm load once, so each run costs its compile and first frame,
 * not a page load. A guide's in-page button runs the same text with the same
 * runCode (one of them is run on its guide page below, to hold that link).
 * What each does is compared with plugins/web-host/table.json: a sample
 * recorded as drawing must draw, and one recorded as not must still not (so
 * the table stays true). After a change (a merge), record it again with
 *   WEB_HOST_TABLE=update E2E_PORT=… npx playwright test web-host.playground
 * (add WEB_HOST_TABLE_ROWS=screen:X,guide:y.Z to run and record only those rows; the
 * whole table takes about 25 minutes on a busy 2-core machine), and `npm run playground:table` puts it into plugins/web-host/README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { SITE_DIR } from '../guides';
import { guideSamples } from '../../plugins/web-host/samples';
import { expect, hydrated, takeErrors, test } from './fixtures';
import { requestedPaths } from './web-host-helpers';

const PLAYGROUND = 'docs/playground';
const TABLE = path.join(SITE_DIR, 'plugins/web-host/table.json');
/** How long a run may take to draw or fail before it counts as blank (SwiftShader, a loaded machine). */
const RUN_TIMEOUT = 15_000;

interface Row {
  readonly kind: 'screen' | 'guide';
  readonly name: string;
  readonly hash: string;
}

const encode = (text: string) =>
  zlib.deflateRawSync(Buffer.from(text, 'utf8')).toString('base64url');
const screens: { name: string }[] = JSON.parse(
  fs.readFileSync(path.join(SITE_DIR, 'static/playground/examples/index.json'), 'utf8'),
);
const ALL_ROWS: Row[] = [
  ...screens.map(({ name }) => ({ kind: 'screen' as const, name, hash: `#example=${name}` })),
  ...guideSamples(SITE_DIR)
    .filter((s) => !s.noRun && !s.live)
    .map((s) => ({ kind: 'guide' as const, name: s.name, hash: `#code=${encode(s.code)}` })),
];

/**
 * The whole table (about 60 runs, several minutes under SwiftShader) runs with
 * WEB_HOST_TABLE=check or =update; the default suite runs a representative
 * few within the browser-time budget: a screen and guide samples that
 * draw, and a screen that stops with a message.
 */
const DEFAULT_ROWS = [
  'screen:AnimatedRotate',
  'screen:SkyboxExample',
  // Drawn after a press, from a download kept in memory (react-native-blob-util's imitation).
  'screen:LoadFromFile',
  'guide:light.Dimmer',
];
/** WEB_HOST_TABLE_ROWS=screen:X,guide:y.Z: only those rows, merged into the table on update. */
const ONLY_ROWS = process.env.WEB_HOST_TABLE_ROWS?.split(',').filter(Boolean);
const ROWS = ONLY_ROWS
  ? ALL_ROWS.filter((row) => ONLY_ROWS.includes(`${row.kind}:${row.name}`))
  : process.env.WEB_HOST_TABLE
    ? ALL_ROWS
    : ALL_ROWS.filter((row) => DEFAULT_ROWS.includes(`${row.kind}:${row.name}`));

/**
 * Screens that draw only after a press (LoadFromFile downloads its model when "Load asset" is
 * pressed): the control this spec presses after Run.
 */
const PRESS_AFTER_RUN: Readonly<Record<string, string>> = {
  'screen:LoadFromFile': 'Load asset',
  // Shows nothing but its button until the recording plays in react-native-video's <video>.
  'screen:AnimationTransitionsRecording': 'Start recording',
};

/**
 * AnimationTransitionsRecording records 300 frames at the screen's size before it shows them:
 * about 4 frames a second under SwiftShader (measured 2026-12-08), over a minute.
 */
const ROW_TIMEOUT: Readonly<Record<string, number>> = {
  'screen:AnimationTransitionsRecording': 180_000,
};

/**
 * LoadFromFile downloads Filament's DamagedHelmet from raw.githubusercontent.com; the tests have
 * no network, so the site's helmet stand-in answers for it (a reader's browser downloads the real one).
 */
async function serveDownloads(page: Page): Promise<void> {
  const helmet = fs.readFileSync(path.join(SITE_DIR, 'static/models/showcase.glb'));
  await page.route('https://raw.githubusercontent.com/**', (route) =>
    route.fulfill({
      body: helmet,
      contentType: 'model/gltf-binary',
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
}

/** Opens a link on the already loaded playground and waits until the page has read it. */
async function follow(page: Page, hash: string): Promise<void> {
  const root = page.locator('[data-link-reads]');
  const reads = Number(await root.getAttribute('data-link-reads'));
  await page.evaluate((h) => (window.location.hash = h), hash);
  await expect(root).not.toHaveAttribute('data-link-reads', String(reads));
}

/**
 * Run, then the first frame, an error on the page, or nothing within RUN_TIMEOUT.
 * An error counts only if the page shows it after the click (a mutation seen
 * from then on): the last run's message stays on the page until the next Run.
 */
async function runAndSee(page: Page, press?: string, timeout = RUN_TIMEOUT): Promise<string> {
  await page.evaluate(() => {
    const root = document.querySelector('[data-playground]')!;
    const w = window as unknown as { fresh?: string; watcher?: MutationObserver };
    w.fresh = undefined;
    w.watcher?.disconnect();
    w.watcher = new MutationObserver(() => {
      w.fresh = root.querySelector('[role="alert"]')?.textContent ?? undefined;
    });
    w.watcher.observe(root, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: /^Run / }).click();
  // A screen that fails before its control shows says so below.
  if (press)
    await page
      .locator('[data-playground]')
      .getByRole('button', { name: press })
      .click({ timeout: RUN_TIMEOUT })
      .catch(() => undefined);
  const outcome = await page
    .waitForFunction(
      () => {
        const root = document.querySelector('[data-playground]')!;
        // An error first, and a scene only after 30 frames: a screen whose code fails just
        // after its first frames (ImageExample's and CastShadow's materials) shows the reader
        // its error, not a scene, and was once counted as drawing.
        const { fresh } = window as unknown as { fresh?: string };
        if (fresh) return `error: ${fresh}`;
        if (Number(root.querySelector('canvas')?.getAttribute('data-frames')) >= 30) return 'draws';
        // A recording of the scene, decoded (src/video.tsx plays it).
        const video = root.querySelector('video');
        if (video && video.readyState >= 2 && video.videoWidth > 0) return 'draws';
        return false;
      },
      undefined,
      { polling: 100, timeout },
    )
    .then((handle) => handle.jsonValue() as Promise<string>)
    .catch(() => `blank: no frame and no error in ${timeout / 1000} s`);
  const stop = page.getByRole('button', { name: 'Stop' });
  if (await stop.isVisible()) await stop.click();
  await expect(page.locator('[data-playground] canvas')).toHaveCount(0);
  return outcome.replace(/\s+/g, ' ').slice(0, 200);
}

test('the example screens and the guide samples, run one after another on one page', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(
    ROWS.reduce((sum, row) => sum + 20_000 + (ROW_TIMEOUT[`${row.kind}:${row.name}`] ?? 0), 0),
  );
  await serveDownloads(page);
  await page.goto(PLAYGROUND);
  await hydrated(page);
  const outcomes: Record<string, string> = {};
  for (const row of ROWS) {
    await follow(page, row.hash);
    const key = `${row.kind}:${row.name}`;
    outcomes[key] = await runAndSee(page, PRESS_AFTER_RUN[key], ROW_TIMEOUT[key]);
  }
  // A sample that fails logs its error; the outcome has it.
  takeErrors(consoleErrors, /./);
  const recorded = JSON.parse(fs.readFileSync(TABLE, 'utf8')) as Record<string, string>;
  if (process.env.WEB_HOST_TABLE === 'update') {
    const table = ONLY_ROWS ? { ...recorded, ...outcomes } : outcomes;
    fs.writeFileSync(TABLE, `${JSON.stringify(table, null, 2)}\n`);
    return;
  }
  expect(Object.keys(outcomes).length).toBe(ROWS.length);
  const differs = Object.entries(outcomes).filter(
    ([name, outcome]) => (outcome === 'draws') !== (recorded[name] === 'draws'),
  );
  expect(
    differs.map(([name, outcome]) => `${name}: now "${outcome}", recorded "${recorded[name]}"`),
    'what draws changed: record it again (WEB_HOST_TABLE=update, see the top of this spec)',
  ).toEqual([]);
});

test('nothing loads before a click; an edit is kept in the link, which reproduces it', async ({
  page,
}) => {
  const requested = requestedPaths(page);
  await page.goto(`${PLAYGROUND}#example=SkyboxExample`);
  await hydrated(page);
  await expect(page.locator('[data-playground]')).toHaveAttribute(
    'data-playground',
    'SkyboxExample',
  );
  expect(
    requested.filter((p) => /\/web-host\/|\/playground\/examples\/|\.wasm(\.gz)?$/.test(p)),
  ).toEqual([]);

  await page.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('textbox', { name: 'Code of SkyboxExample.tsx, editable' });
  await expect(editor).toContainText('SkyboxExample.tsx from margelo/react-native-filament');
  expect(
    requested.filter((p) => /\/web-host\//.test(p)),
    'the host loads on Run only',
  ).toEqual([]);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n// my change');
  await expect(page).toHaveURL(/#example=SkyboxExample&code=[\w-]+$/);
  // Each keystroke rewrites the link: wait for the one with the whole edit.
  const linkText = () => {
    const code = new URLSearchParams(new URL(page.url()).hash.slice(1)).get('code')!;
    return zlib.inflateRawSync(Buffer.from(code, 'base64url')).toString('utf8');
  };
  await expect.poll(linkText).toMatch(/\/\/ my change\n?$/);
  const link = page.url();

  // The link in a new tab: the edited text, before anything of the host loads.
  const other = await page.context().newPage();
  await other.goto(link);
  await hydrated(other);
  await expect(
    other.getByText('Edited: the link in the address bar carries this text.'),
  ).toBeVisible();
  await other.getByRole('button', { name: 'Edit' }).click();
  await expect(
    other.getByRole('textbox', { name: 'Code of SkyboxExample.tsx, editable' }),
  ).toContainText('// my change');
  await other.close();
});

test('a link whose code is cut short says so and shows the screen as written', async ({ page }) => {
  await page.goto(`${PLAYGROUND}#example=CastShadow&code=q1YqSs3JL0os`);
  await hydrated(page);
  await expect(page.getByRole('alert')).toContainText("This link's code could not be read");
  await expect(page.locator('[data-playground]')).toHaveAttribute('data-playground', 'CastShadow');
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: /Code of CastShadow.tsx/ })).toContainText(
    'CastShadow.tsx from margelo/react-native-filament',
  );
});

test('Copy as a file: to the clipboard, or a download where the clipboard is refused', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${PLAYGROUND}#example=ImageExample`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Copy as a file' }).click();
  await expect(page.getByText('Copied ImageExample.tsx to the clipboard.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(
    fs.readFileSync(path.join(SITE_DIR, 'static/playground/examples/ImageExample.tsx'), 'utf8'),
  );

  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Copy as a file' }).click();
  expect((await download).suggestedFilename()).toBe('ImageExample.tsx');
  await expect(page.getByText('ImageExample.tsx was downloaded instead')).toBeVisible();
});

test("a guide sample that is not the guide's live block runs its text in the page", async ({
  page,
}) => {
  await page.goto('docs/guides/camera');
  await hydrated(page);
  const sample = page.locator('[data-web-host-sample="camera.OrthographicCamera"]');
  await sample.getByRole('button', { name: /^Run this sample/ }).click();
  await expect(sample.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/, {
    timeout: RUN_TIMEOUT,
  });
  await expect(sample.getByRole('alert')).toHaveCount(0);
  await sample.getByRole('button', { name: 'Stop' }).click();
  await expect(sample.locator('canvas')).toHaveCount(0);
  // A block the page cannot run says why instead.
  await page.goto('docs/guides/images');
  await expect(page.locator('[data-web-host-no-run="images.SneakerOnBackdrop"]')).toHaveText(
    "Not run in the page: Loads a compiled material (.filamat): the library's are material version 68, and Filament's web build reads version 53 only.",
  );
});
