/**
 * The model checker page (docs/guides/check-your-model) in a browser: the drop
 * zone is a real, labelled file input; each fixture, chosen or dropped, gets
 * the report the analysis writes (its verdicts, names and code) or one clear
 * message, and the next file works after a bad one; a file over the limit is
 * refused from its size without being read; a result for replaced files never
 * shows; no request carries the file. The live view is tested in
 * model-checker.live.spec.ts (WebGL project).
 */
import fs from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, open, skipToMainContent, switchColorMode, tabUntil, test } from './fixtures';
import {
  CHECKER_PATH,
  checker,
  chooseFixtures,
  dropFixtures,
  dropZone,
  expectedReport,
  expectedResult,
  expectNoRequestCarries,
  fileInput,
  isCheckerChunk,
  shownReport,
} from './model-checker';
import { MAX_FILE_BYTES } from '../../src/components/ModelChecker/analysis/refuse';

/** Checks that the page shows what the analysis says about these files. */
async function expectReportOf(page: Page, names: readonly string[]): Promise<void> {
  const report = await expectedReport(names);
  const summary = await shownReport(page, report.fileName);
  for (const verdict of report.verdicts) await expect(summary).toContainText(verdict.text);
  const inside = page.getByRole('region', { name: 'What is inside' });
  for (const node of report.contents.nodes) await expect(inside).toContainText(node);
  for (const material of report.contents.materials)
    await expect(inside).toContainText(material.name);
  for (const animation of report.contents.animations)
    await expect(inside).toContainText(animation.name);
  for (const { targets } of report.contents.morphTargets) {
    for (const target of targets) await expect(inside).toContainText(target);
  }
  await expect(inside).toContainText(
    `${report.contents.triangles.toLocaleString('en-US')} triangles`,
  );
  // The code the page writes is the text of its code block (whose rendering doubles line breaks).
  const code = page.getByRole('region', { name: 'The code' }).locator('pre code');
  expect(lines(await code.innerText())).toEqual(lines(report.code));
  // A .gltf is loaded once packed into a .glb of the same name.
  const asset = report.fileName.replace(/\.gltf$/, '.glb');
  await expect(code).toContainText(`require('./assets/${asset}')`);
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** Checks the one message the page gives for files the analysis refuses. */
async function expectProblemOf(page: Page, names: readonly string[]): Promise<void> {
  const result = await expectedResult(names);
  if (result.ok) throw new Error(`${names.join('+')} was expected to be refused`);
  const alert = checker(page).getByRole('alert');
  await expect(alert).toHaveCount(1, { timeout: 30_000 });
  await expect(alert).toContainText(result.problem.message);
  await expect(alert).toHaveAttribute('data-problem', result.problem.kind);
  if (result.problem.code) await expect(alert).toContainText(result.problem.code);
  // No report of an earlier file is left beside the message.
  await expect(page.getByRole('region', { name: 'Summary' })).toHaveCount(0);
  // The validator's findings stay, whatever the checker refuses.
  const validity = page.getByRole('region', { name: 'Validity' });
  if (!result.validation) await expect(validity).toHaveCount(0);
  else {
    const { errors, messages } = result.validation;
    await expect(validity).toContainText(`found ${errors} error${errors === 1 ? '' : 's'}`);
    for (const m of messages) await expect(validity).toContainText(m.code);
  }
}

test('the drop zone is a labelled file input that keyboards reach, and nothing of the checker loads before a choice', async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await open(page, CHECKER_PATH);
  const input = fileInput(page);
  await expect(input).toHaveAttribute('type', 'file');
  await expect(input).toHaveAttribute('multiple', '');
  await expect(input).toHaveAttribute('accept', '.glb,.gltf,.bin,image/*');
  await expect(page.getByText('Choose files…')).toBeVisible();
  await expect(dropZone(page)).toContainText('nothing is uploaded');
  await expect(dropZone(page)).toContainText(`Up to ${MAX_FILE_BYTES / (1024 * 1024)} MB in all`);

  // Tab reaches the input, and its visible label shows the focus.
  await skipToMainContent(page);
  await tabUntil(page, (el) => el instanceof HTMLInputElement && el.type === 'file', 5);
  const outline = await page
    .getByText('Choose files…')
    .evaluate((label) => getComputedStyle(label).outlineStyle);
  expect(outline).toBe('solid');

  expect(requests.filter(isCheckerChunk)).toEqual([]);
  await chooseFixtures(page, ['lit.glb']);
  await shownReport(page, 'lit.glb');
  expect(requests.filter(isCheckerChunk)).toHaveLength(1);
  // The checker's CSS came with its chunk (plugins/model-checker) and styles what it shows.
  await expect(page.locator('style[data-model-checker]').first()).toBeAttached();
  const stage = page.getByRole('region', { name: 'Seen live' }).locator('[data-phase]');
  await expect(stage).toHaveCSS('background-color', 'rgb(15, 18, 25)');
  await expect(stage).toHaveCSS('aspect-ratio', '16 / 9');
});

/** Fixtures in an order that puts every refusal between two models. */
const SEQUENCE: readonly { readonly files: readonly string[]; readonly anchor: string }[] = [
  { files: ['lit.glb'], anchor: 'Ready for react-native-filament 1.11.0' },
  { files: ['corrupt.glb'], anchor: 'it was cut short' },
  { files: ['unlit.glb'], anchor: 'Ready for react-native-filament 1.11.0' },
  { files: ['missing-buffer.gltf'], anchor: 'missing-buffer.bin' },
  { files: ['animated.glb'], anchor: '2 animations' },
  { files: ['not-gltf.txt'], anchor: 'is not a glTF model' },
  { files: ['huge.glb'], anchor: 'the model is 500 m across' },
  { files: ['no-mesh.gltf'], anchor: 'has no meshes' },
  { files: ['header-only.glb'], anchor: 'GLB_LENGTH_TOO_SMALL' },
  { files: ['no-mesh-invalid.gltf'], anchor: 'UNRESOLVED_REFERENCE' },
  { files: ['chunk-too-long.glb'], anchor: 'GLB_CHUNK_TOO_BIG' },
  { files: ['web-buffer.gltf'], anchor: 'loads a file from the web' },
  // Compressed geometry: the decoder chunks (and Draco's wasm) load from the built site.
  { files: ['meshopt.glb'], anchor: '204 triangles' },
  { files: ['draco.glb'], anchor: '204 triangles' },
  // Compressed in a way the library's loader does not know: refused, with the validator's report.
  { files: ['khr-meshopt.glb'], anchor: 'cannot load "khr-meshopt.glb"' },
  // Normalized positions: transformToUnitCube would shrink them to nothing.
  { files: ['quantized-big.glb'], anchor: '32,767 times too big' },
  { files: ['quantized-small.glb'], anchor: 'leave transformToUnitCube out' },
  { files: ['webp-fallback.glb'], anchor: 'a fallback image in the same texture does not help' },
  { files: ['unsupported-ext.glb'], anchor: 'EXT_texture_webp is not handled' },
];

test('each fixture, chosen after the one before, gets its report or its one message', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page, CHECKER_PATH);
  for (const { files, anchor } of SEQUENCE) {
    await test.step(files.join(' + '), async () => {
      await chooseFixtures(page, files);
      await expect(checker(page)).toContainText(anchor, { timeout: 30_000 });
      if ((await expectedResult(files)).ok) await expectReportOf(page, files);
      else await expectProblemOf(page, files);
    });
  }
  // The huge model's code fits it for the default camera.
  await chooseFixtures(page, ['huge.glb']);
  await expect(page.getByRole('region', { name: 'The code' }).locator('pre code')).toContainText(
    'transformToUnitCube',
  );
});

test("the code block's copy button copies the code written for the file", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, CHECKER_PATH);
  await chooseFixtures(page, ['animated.glb']);
  const block = page.getByRole('region', { name: 'The code' }).locator('.theme-code-block');
  await block.hover();
  await block.getByRole('button', { name: /copy/i }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trimEnd()).toBe((await expectedReport(['animated.glb'])).code.trimEnd());
  expect(copied).toContain('<Animator animationIndex={0} />');
});

test('files dropped on the zone are checked: a .gltf with its .bin and texture, all at once', async ({
  page,
}) => {
  await open(page, CHECKER_PATH);
  const files = ['separate.gltf', 'separate.bin', 'separate-0.png'];
  await dropFixtures(page, files);
  await expectReportOf(page, files);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Will not load as is');
  // A single dropped .gltf without its .bin names what is missing.
  await dropFixtures(page, ['separate.gltf']);
  await expectProblemOf(page, ['separate.gltf']);
  await expect(checker(page).getByRole('alert')).toContainText('separate.bin');
});

test('a file over the limit is refused from its size: not read, and the checker not even loaded', async ({
  page,
}) => {
  // A real file of MAX_FILE_BYTES + 1 bytes, sparse on disk: the browser gets it by path.
  const big = test.info().outputPath('big.glb');
  fs.mkdirSync(test.info().outputDir, { recursive: true });
  const fd = fs.openSync(big, 'w');
  fs.ftruncateSync(fd, MAX_FILE_BYTES + 1);
  fs.closeSync(fd);
  // Count every way a page can read a file's bytes.
  await page.addInitScript(() => {
    const w = window as unknown as { fileReads: number };
    w.fileReads = 0;
    for (const name of ['arrayBuffer', 'text', 'stream', 'bytes', 'slice'] as const) {
      const proto = Blob.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
      const original = proto[name];
      if (!original) continue;
      proto[name] = function (this: Blob, ...args: unknown[]) {
        w.fileReads++;
        return original.apply(this, args);
      };
    }
    for (const name of [
      'readAsArrayBuffer',
      'readAsText',
      'readAsDataURL',
      'readAsBinaryString',
    ] as const) {
      const original = FileReader.prototype[name] as (...args: unknown[]) => void;
      (FileReader.prototype as unknown as Record<string, unknown>)[name] = function (
        this: FileReader,
        ...args: unknown[]
      ) {
        w.fileReads++;
        return original.apply(this, args);
      };
    }
  });
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await open(page, CHECKER_PATH);
  await fileInput(page).setInputFiles(big);
  const alert = checker(page).getByRole('alert');
  await expect(alert).toHaveAttribute('data-problem', 'too-large');
  await expect(alert).toContainText('"big.glb" is 100 MB; the checker reads up to 100 MB');
  expect(await page.evaluate(() => (window as unknown as { fileReads: number }).fileReads)).toBe(0);
  expect(requests.filter(isCheckerChunk)).toEqual([]);
  // The page stays usable: the next file is checked.
  await chooseFixtures(page, ['lit.glb']);
  await shownReport(page, 'lit.glb');
  await expect(alert).toHaveCount(0);
});

test('a result for files the reader has since replaced never shows', async ({ page }) => {
  // Holds the reading of lit.glb until the test lets it go.
  await page.addInitScript(() => {
    const w = window as unknown as { releaseLit: () => void };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    w.releaseLit = release;
    const original = Blob.prototype.arrayBuffer;
    Blob.prototype.arrayBuffer = async function (this: Blob) {
      if (this instanceof File && this.name === 'lit.glb') await held;
      return original.call(this);
    };
  });
  const debug: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'debug') debug.push(message.text());
  });
  await open(page, CHECKER_PATH);
  await chooseFixtures(page, ['lit.glb']);
  await expect(checker(page).getByRole('status')).toContainText('Reading lit.glb');
  await chooseFixtures(page, ['unlit.glb']);
  await shownReport(page, 'unlit.glb');
  await page.evaluate(() => (window as unknown as { releaseLit: () => void }).releaseLit());
  await expect
    .poll(() => debug)
    .toContainEqual(expect.stringMatching(/^\[ModelChecker\] lit\.glb: newer files were chosen/));
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toHaveCount(1);
  // The file the summary names: unlit.glb, not the held lit.glb.
  await expect(summary.locator('code').first()).toHaveText('unlit.glb');
});

test('no request leaves the page with the file', async ({ page }) => {
  await open(page, CHECKER_PATH);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const files = ['separate.gltf', 'separate.bin', 'separate-0.png'];
  await chooseFixtures(page, files);
  await expectReportOf(page, files);
  await dropFixtures(page, ['animated.glb']);
  await expectReportOf(page, ['animated.glb']);
  // The checker's own code was fetched; nothing was sent.
  expect(requests.filter(isCheckerChunk)).toHaveLength(1);
  expect(
    requests.filter((r) => r.method() !== 'GET').map((r) => `${r.method()} ${r.url()}`),
  ).toEqual([]);
  await expectNoRequestCarries(requests, [...files, 'animated.glb']);
});

test('axe finds no WCAG A/AA violations in a report or a message, light and dark', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page, CHECKER_PATH);
  for (const mode of ['light', 'dark'] as const) {
    await switchColorMode(page, mode);
    await chooseFixtures(page, ['animated.glb']);
    await expectReportOf(page, ['animated.glb']);
    expect.soft(await axeViolations(page), `${mode}: report`).toEqual([]);
    await chooseFixtures(page, ['missing-buffer.gltf']);
    await expectProblemOf(page, ['missing-buffer.gltf']);
    expect.soft(await axeViolations(page), `${mode}: message`).toEqual([]);
  }
});

/** Height of the report the page shows, in CSS pixels. */
async function reportHeight(page: Page): Promise<number> {
  const report = page.getByRole('region', { name: 'Summary' }).locator('xpath=..');
  return (await report.boundingBox())!.height;
}

test('on a phone, the report of a helmet-like model leads with its summary and folds its lists', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, CHECKER_PATH);
  await chooseFixtures(page, ['helmet-like.glb']);
  await shownReport(page, 'helmet-like.glb');
  const report = page.getByRole('region', { name: 'Summary' }).locator('xpath=..');
  // The summary (verdicts) comes first; the lists are folded under one-line summaries.
  await expect(report.locator('section').first()).toHaveAttribute(
    'aria-labelledby',
    'model-summary',
  );
  const folds = report.locator('details:not([class*="sources"])');
  await expect(folds.first()).toBeVisible();
  const folded = await reportHeight(page);
  // Every fold opened: the report as it read before it folded its lists.
  await folds.evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
  await expect(folds.last()).toHaveAttribute('open', '');
  const unfolded = await reportHeight(page);
  test.info().annotations.push({
    type: 'report height at 390 px (helmet-like.glb)',
    description: `${Math.round(folded)} px folded, ${Math.round(unfolded)} px with every fold open`,
  });
  // Measured 2026-11-28: 3,602 px folded, 7,362 px open (the cost table alone was 2,646 px).
  expect(folded).toBeLessThan(4000);
  expect(folded).toBeLessThan(unfolded * 0.6);
});
