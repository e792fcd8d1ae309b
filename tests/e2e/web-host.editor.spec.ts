/**
 * The Edit panel of a live sample (plugins/web-host/client/editor.ts and
 * packages/web-host/src/compile.ts): Edit opens the guide's text in an editor, an edited
 * sample runs (and shows the edit), Reset restores the guide’s text (and, while an edit
 * runs, runs the guide’s sample again), and a
 * broken or throwing edit shows one message while the page stays usable.
 */
import type { Locator, Page } from '@playwright/test';
import { SITE_DIR } from '../guides';
import { liveSamples } from '../../plugins/web-host/samples';
import { expect, hydrated, switchColorMode, takeErrors, test } from './fixtures';
import { difference, drawFrames, holdFrames, pixels } from './canvas';
import { contrastRatio } from '../../shared/contrast';

/** SwiftShader renders on the CPU: a first frame within the 20 s. */
const FIRST_FRAME_TIMEOUT = 20_000;

const GUIDE_TEXT = liveSamples(SITE_DIR).get('getting-started')!.replace(/\n$/, '');

async function openSample(page: Page): Promise<Locator> {
  await page.goto('docs/guides');
  await hydrated(page);
  return page.locator('[data-web-host-sample="getting-started"]');
}

/** The editor's text, line by line as CodeMirror holds it. */
async function editorText(sample: Locator): Promise<string> {
  const lines = await sample.locator('.cm-content .cm-line').allInnerTexts();
  return lines.map((line) => line.replace(/\n$/, '')).join('\n');
}

/** Replaces the editor's text, as pasting would. */
async function typeCode(sample: Locator, code: string): Promise<void> {
  const editor = sample.getByRole('textbox', { name: 'Code of the sample, editable' });
  await editor.click();
  await editor.press('ControlOrMeta+a');
  await sample.page().keyboard.insertText(code);
}

/** Clicks Run and waits for a drawn frame; returns the milliseconds it took. */
async function runUntilFrame(sample: Locator): Promise<number> {
  const page = sample.page();
  const clickedAt = await page.evaluate(() => performance.now());
  await sample.getByRole('button', { name: /^Run this sample/ }).click();
  await expect(sample.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/, {
    timeout: FIRST_FRAME_TIMEOUT,
  });
  return (await page.evaluate(() => performance.now())) - clickedAt;
}

async function stop(sample: Locator): Promise<void> {
  await sample.getByRole('button', { name: 'Stop' }).click();
  await expect(sample.getByRole('button', { name: /^Run this sample/ })).toBeEnabled();
}

test('Edit opens the sample’s text; an edit runs and shows; Reset restores the text', async ({
  page,
}) => {
  // Each run's frames are held once it draws (canvas.ts, holdFrames), so a look is cheap.
  await page.clock.install();
  const sample = await openSample(page);
  const canvas = sample.locator('canvas');
  /** What the running sample shows, a few held frames on. */
  const look = async () => {
    await drawFrames(page, canvas);
    return pixels(page, canvas);
  };
  await runUntilFrame(sample);
  await holdFrames(page);
  await expect.poll(async () => (await look()).distinct).toBeGreaterThan(50);
  const before = (await pixels(page, canvas)).data;
  await stop(sample);
  // The next run starts its engine on a running clock.
  await page.clock.resume();

  await sample.getByRole('button', { name: 'Edit' }).click();
  await expect(sample.getByRole('textbox', { name: 'Code of the sample, editable' })).toBeVisible();
  expect(await editorText(sample)).toBe(GUIDE_TEXT);

  // The camera moves from z = 8 (its default) to z = 3: the model fills more of the view.
  const edited = GUIDE_TEXT.replace('<Camera />', '<Camera cameraPosition={[0, 0, 3]} />');
  expect(edited).not.toBe(GUIDE_TEXT);
  await typeCode(sample, edited);
  expect(await editorText(sample)).toBe(edited);
  const ms = await runUntilFrame(sample);
  test.info().annotations.push({
    type: 'time to first frame, first edited run',
    description: `${Math.round(ms)} ms (click on Run to the first endFrame; loads the transform's chunk)`,
  });
  await holdFrames(page);
  await expect.poll(async () => difference(before, (await look()).data)).toBeGreaterThan(0.05);
  await expect(sample.getByRole('alert')).toHaveCount(0);
  await stop(sample);

  await sample.getByRole('button', { name: 'Reset' }).click();
  expect(await editorText(sample)).toBe(GUIDE_TEXT);

  // Tab leaves the editor (no keyboard trap).
  await sample.getByRole('textbox', { name: 'Code of the sample, editable' }).focus();
  await page.keyboard.press('Tab');
  await expect(sample.locator('.cm-content')).not.toBeFocused();
});

test('Reset while an edit runs brings back the guide’s text and runs it: the label agrees again, and reads in dark mode', async ({
  page,
}) => {
  await page.goto('docs/guides/asset-loading');
  await hydrated(page);
  const sample = page.locator('[data-web-host-sample="asset-loading"]');
  const guideText = liveSamples(SITE_DIR).get('asset-loading')!.replace(/\n$/, '');
  await sample.getByRole('button', { name: 'Edit' }).click();
  // The sample draws its own label (react-native-web Text) under the model.
  const edited = guideText.replace('`Scaled ×', '`Edited ×');
  expect(edited).not.toBe(guideText);
  await typeCode(sample, edited);
  await runUntilFrame(sample);
  const label = (start: string) => sample.getByText(new RegExp(`^${start} ×\\d`));
  await expect(label('Edited')).toBeVisible({ timeout: FIRST_FRAME_TIMEOUT });

  await sample.getByRole('button', { name: 'Reset' }).click();
  expect(await editorText(sample)).toBe(guideText);
  // Still running, now the guide's sample: its label, and a frame of the new run.
  await expect(label('Scaled')).toBeVisible({ timeout: FIRST_FRAME_TIMEOUT });
  await expect(label('Edited')).toHaveCount(0);
  await expect(sample.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/, {
    timeout: FIRST_FRAME_TIMEOUT,
  });

  // The stage is the sample's screen, white in both modes: its black label reads on the dark page.
  await switchColorMode(page, 'dark');
  const { text, background } = await label('Scaled').evaluate((element) => {
    let node: Element | null = element;
    while (node && getComputedStyle(node).backgroundColor === 'rgba(0, 0, 0, 0)')
      node = node.parentElement;
    return {
      text: getComputedStyle(element).color,
      background: node ? getComputedStyle(node).backgroundColor : 'none',
    };
  });
  expect(contrastRatio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
  await stop(sample);
});

test('a broken edit shows its line, a throwing edit its error; the page stays usable', async ({
  page,
  consoleErrors,
}) => {
  const sample = await openSample(page);
  await sample.getByRole('button', { name: 'Edit' }).click();

  const lines = GUIDE_TEXT.split('\n');
  const appLine = lines.findIndex((line) => line.includes('export default function App() {')) + 1;
  const sceneLine = lines.findIndex((line) => line.includes('function HelmetScene() {')) + 1;
  expect(appLine * sceneLine).toBeGreaterThan(0);
  // One line added after App's: its `;` is at column 18.
  await typeCode(
    sample,
    GUIDE_TEXT.replace('export default function App() {', '$&\n  const broken = ;'),
  );
  await sample.getByRole('button', { name: /^Run this sample/ }).click();
  await expect(sample.getByRole('alert')).toHaveText(`App.tsx:${appLine + 1}:18: Unexpected token`);
  await expect(sample.getByRole('button', { name: /^Run this sample/ })).toBeEnabled();
  await expect(sample.locator('canvas')).toHaveCount(0);

  // Throws while rendering, inside the scene: the library's tree is mounted, then the error shows.
  const throwing = GUIDE_TEXT.replace(
    'function HelmetScene() {',
    "function HelmetScene() {\n  throw new Error('the edited scene throws');",
  );
  await typeCode(sample, throwing);
  await sample.getByRole('button', { name: /^Run this sample/ }).click();
  await expect(sample.getByRole('alert')).toHaveText(
    `App.tsx:${sceneLine + 1}: the edited scene throws`,
  );
  // The run stopped at its error: Run is back.
  await expect(sample.getByRole('button', { name: /^Run this sample/ })).toBeEnabled();
  // React reports an error its boundary caught on the console: that one is expected.
  await expect
    .poll(() => takeErrors(consoleErrors, /the edited scene throws/).length)
    .toBeGreaterThan(0);

  // The page is still usable: Reset and Run draws the guide's sample.
  await sample.getByRole('button', { name: 'Reset' }).click();
  await runUntilFrame(sample);
  await expect(sample.getByRole('alert')).toHaveCount(0);
  await stop(sample);
});

test('a lost WebGL context shows the fallback message; Stop and Run work again', async ({
  page,
}) => {
  const sample = await openSample(page);
  await runUntilFrame(sample);
  // What a GPU reset or the browser reclaiming contexts does to the page.
  await sample.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    canvas.getContext('webgl2')!.getExtension('WEBGL_lose_context')!.loseContext();
  });
  await expect(sample.getByRole('alert')).toHaveText(/took the WebGL context away/);
  await expect(sample.getByRole('button', { name: /^Run this sample/ })).toBeEnabled();
  await runUntilFrame(sample);
  await expect(sample.getByRole('alert')).toHaveCount(0);
  await stop(sample);
});

test('the editor fits a 390 px phone and follows the colour mode', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const sample = await openSample(page);
  await sample.getByRole('button', { name: 'Edit' }).click();
  const editor = sample.locator('.cm-editor');
  await expect(editor).toBeVisible();
  const box = (await editor.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // The page does not scroll sideways: long lines scroll inside the editor.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const background = () => editor.evaluate((e) => getComputedStyle(e).backgroundColor);
  const text = () => sample.locator('.cm-content').evaluate((e) => getComputedStyle(e).color);
  await switchColorMode(page, 'light');
  const light = [await background(), await text()];
  await switchColorMode(page, 'dark');
  const dark = [await background(), await text()];
  expect(dark[0]).not.toBe(light[0]);
  expect(dark[1]).not.toBe(light[1]);
});

test('an endless loop is stopped with its line; code that draws nothing gets a notice after 20 s', async ({
  page,
  consoleErrors,
}) => {
  const sample = await openSample(page);
  await sample.getByRole('button', { name: 'Edit' }).click();
  const appLine =
    GUIDE_TEXT.split('\n').findIndex((l) => l.includes('export default function App() {')) + 1;
  // The loop guard throws after 1 s of one loop: the render fails with the loop's line.
  await typeCode(
    sample,
    GUIDE_TEXT.replace('export default function App() {', '$&\n  for (let i = 0; i >= 0; i++) {}'),
  );
  await sample.getByRole('button', { name: /^Run this sample/ }).click();
  await expect(sample.getByRole('alert')).toHaveText(
    new RegExp(
      `^App\\.tsx:${appLine + 1}: The loop on line ${appLine + 1} ran for more than 1 s and was stopped`,
    ),
  );
  await expect(sample.getByRole('button', { name: /^Run this sample/ })).toBeEnabled();
  await expect.poll(() => takeErrors(consoleErrors, /The loop on line/).length).toBeGreaterThan(0);

  // A component that renders no FilamentView never draws a frame. The page's clock is
  // Playwright's from here on (time still flows), so the test can skip the 20 s wait.
  await page.clock.install();
  await typeCode(sample, 'export default function App() {\n  return null;\n}');
  await sample.getByRole('button', { name: /^Run this sample/ }).click();
  await expect(sample.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(sample.getByRole('alert')).toHaveCount(0);
  await page.clock.fastForward(FIRST_FRAME_TIMEOUT);
  // A notice, not an error: the sample has drawn nothing yet.
  await expect(sample.getByRole('status')).toHaveText(
    /^Nothing drawn yet: the sample has drawn no frame in 20 s/,
  );
  await expect(sample.getByRole('alert')).toHaveCount(0);
  await stop(sample);
});
