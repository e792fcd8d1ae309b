/**
 * The playground as a workbench (src/components/Playground): code and stage
 * side by side on a wide screen and stacked on a phone, the console panel
 * (the code's console calls and the run's error, each with its line),
 * Ctrl/Cmd+Enter, and "Download as an app" (a zip of an Expo project).
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { unzipSync, strFromU8 } from 'fflate';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { changedPixels, keepPicture } from './canvas';
import { DESKTOP, MOBILE, expect, hydrated, switchColorMode, takeErrors, test } from './fixtures';

const PLAYGROUND = 'docs/playground';
const RUN_TIMEOUT = 60_000;
const link = (example: string, code: string) =>
  `${PLAYGROUND}#example=${example}&code=${zlib.deflateRawSync(Buffer.from(code)).toString('base64url')}`;

async function openPlayground(page: Page, path = PLAYGROUND): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

const consoleLines = (page: Page) =>
  page.getByRole('log', { name: 'Console output' }).locator(':scope > div');

test('the console shows what the code prints and its error, each with its line', async ({
  page,
  consoleErrors,
}) => {
  const code = [
    "import { Text } from 'react-native';",
    "console.log('loaded', { frames: 3 });",
    'export default function App() {',
    "  console.warn('rendering');",
    '  return <Text>hello from the sample</Text>;',
    '}',
  ].join('\n');
  await openPlayground(page, link('SkyboxExample', code));
  await page.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('textbox', { name: /Code of SkyboxExample.tsx/ });
  await expect(editor).toContainText('hello from the sample');
  // Ctrl+Enter in the code runs it.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByText('hello from the sample', { exact: true })).toBeVisible({
    timeout: RUN_TIMEOUT,
  });
  await expect(consoleLines(page).filter({ hasText: 'loaded {"frames":3}' })).toContainText(
    'App.tsx:2',
  );
  await expect(consoleLines(page).filter({ hasText: 'warn: rendering' }).first()).toContainText(
    'App.tsx:4',
  );

  // Clear empties the panel.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(consoleLines(page)).toHaveText([/Nothing printed yet/]);
  takeErrors(consoleErrors, /./);
});

test('a run that throws puts its error and line in the console', async ({
  page,
  consoleErrors,
}) => {
  const code = [
    "import { View } from 'react-native';",
    'export default function App() {',
    "  throw new Error('broken on purpose');",
    '  return <View />;',
    '}',
  ].join('\n');
  await openPlayground(page, link('SkyboxExample', code));
  await page.getByRole('button', { name: 'Run SkyboxExample' }).click();
  const error = consoleLines(page).filter({ hasText: 'broken on purpose' });
  await expect(error).toHaveAttribute('data-console-level', 'error', { timeout: RUN_TIMEOUT });
  await expect(error).toContainText('App.tsx:3');
  await expect(page.getByRole('alert')).toContainText('broken on purpose');
  takeErrors(consoleErrors, /broken on purpose/);
});

test('Download as an app: a zip of an Expo project with the code and its models', async ({
  page,
}) => {
  await openPlayground(page, `${PLAYGROUND}#example=AnimatedRotate`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as an app' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('AnimatedRotate.zip');
  await expect(page.getByText(/AnimatedRotate\.zip was downloaded/)).toBeVisible();
  const entries = unzipSync(new Uint8Array(fs.readFileSync((await file.path())!)));
  const names = Object.keys(entries).sort();
  expect(names).toEqual(
    expect.arrayContaining([
      'AnimatedRotate/App.tsx',
      'AnimatedRotate/README.md',
      'AnimatedRotate/babel.config.js',
      'AnimatedRotate/metro.config.js',
      'AnimatedRotate/package.json',
    ]),
  );
  const app = strFromU8(entries['AnimatedRotate/App.tsx']!);
  const screen = await page.request.get('playground/examples/AnimatedRotate.tsx');
  expect(app).toBe(await screen.text());
  // Every model the code requires is in the zip, as a binary glTF.
  const required = [...app.matchAll(/require\('\.\/assets\/([^']+\.glb)'\)/g)].map((m) => m[1]);
  expect(required.length).toBeGreaterThan(0);
  for (const name of required) {
    const bytes = entries[`AnimatedRotate/assets/${name}`];
    expect(bytes, `assets/${name} in the zip`).toBeDefined();
    expect(strFromU8(bytes!.subarray(0, 4))).toBe('glTF');
  }
});

test('code and stage side by side on a wide screen, stacked on a phone; the split moves by keyboard', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openPlayground(page);
  const separator = page.getByRole('separator', { name: 'Resize the code and the stage' });
  await expect(separator).toBeVisible();
  const code = page.getByText(/Edit opens the screen's code here/);
  const stageHint = page.getByText(/Run draws the screen here/);
  const [codeBox, stageBox] = [await code.boundingBox(), await stageHint.boundingBox()];
  expect(stageBox!.x).toBeGreaterThan(codeBox!.x + codeBox!.width / 2);
  await separator.focus();
  await page.keyboard.press('ArrowRight');
  await expect(separator).toHaveAttribute('aria-valuenow', '55');
  await page.keyboard.press('End');
  await expect(separator).toHaveAttribute('aria-valuenow', '80');

  await page.setViewportSize(MOBILE);
  await expect(separator).toBeHidden();
  const [codeNarrow, stageNarrow] = [await code.boundingBox(), await stageHint.boundingBox()];
  expect(stageNarrow!.y).toBeGreaterThan(codeNarrow!.y);
});

/** The scene's model, and the name of its entity at the stage's centre (its glTF node). */
const MODEL_FILE = 'tree.glb';
const ENTITY = 'Crown';

const SCENE = [
  "import { Camera, FilamentScene, FilamentView, Light, Model, Skybox } from 'react-native-filament';",
  'export default function App() {',
  '  return (',
  '    <FilamentScene>',
  '      <FilamentView style={{ flex: 1 }}>',
  '        <Camera />',
  // From the camera's side, so that the model's front is lit.
  '        <Light type="directional" intensity={10_000} colorKelvin={6_500} direction={[0, -0.5, -1]} />',
  `        <Model source={require('./assets/${MODEL_FILE}')} transformToUnitCube />`,
  '        <Skybox colorInHex="#202020" />',
  '      </FilamentView>',
  '    </FilamentScene>',
  '  );',
  '}',
].join('\n');

/** The canvas of the run that starts after this call (the current one is marked as old). */
async function nextRunCanvas(page: Page) {
  await page.locator('[data-playground] canvas').evaluateAll((all) => {
    for (const canvas of all) canvas.setAttribute('data-old-run', '');
  });
  return page.locator('[data-playground] canvas:not([data-old-run])');
}

async function drawn(canvas: ReturnType<Page['locator']>) {
  await expect(canvas).toHaveAttribute('data-frames', /^([3-9]|\d\d+)/, { timeout: RUN_TIMEOUT });
}

/**
 * Waits until the model is drawn at the canvas's centre (frames come before the
 * model has loaded): the centre's pixel differs from the corner's background.
 * Returns the picture then kept in the page (for changedPixels).
 */
async function modelDrawn(page: Page, canvas: ReturnType<Page['locator']>): Promise<number> {
  await drawn(canvas);
  const { width } = (await canvas.boundingBox())!;
  let picture = -1;
  await expect
    .poll(
      async () => {
        picture = await keepPicture(page, canvas);
        return page.evaluate(
          ([i, cssWidth]) => {
            const data = (window as { e2ePictures?: Uint8ClampedArray[] }).e2ePictures![i]!;
            const w = Math.round(cssWidth * window.devicePixelRatio);
            const h = data.length / 4 / w;
            const centre = (Math.floor(h / 2) * w + Math.floor(w / 2)) * 4;
            return Math.max(...[0, 1, 2].map((c) => Math.abs(data[centre + c]! - data[c]!)));
          },
          [picture, width] as const,
        );
      },
      { timeout: RUN_TIMEOUT, message: 'the model drawn at the centre of the stage' },
    )
    .toBeGreaterThan(24);
  return picture;
}

const pixelCount = (page: Page, index: number) =>
  page.evaluate(
    (i) => (window as { e2ePictures?: Uint8ClampedArray[] }).e2ePictures![i]!.length / 4,
    index,
  );

test('tap a model, change its base color and a light: the code holds them, the stage shows them, the code draws them again', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPlayground(page, link('SkyboxExample', SCENE));
  let canvas = await nextRunCanvas(page);
  await page.getByRole('button', { name: 'Run SkyboxExample' }).click();
  const before = await modelDrawn(page, canvas);

  // A tap on the model selects it: its entity's name, and its <Model> row highlighted.
  await page.getByRole('button', { name: 'Inspect the scene' }).click();
  const inspector = page.getByRole('region', { name: 'Scene inspector' });
  await expect(inspector.getByText('<Model>')).toBeVisible();
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(inspector.getByRole('status')).toHaveText(
    `Selected “${ENTITY}” of ${MODEL_FILE}: the <Model> on line 8.`,
  );
  const row = inspector.locator('details[aria-current="true"]');
  await expect(row).toContainText('<Model> line 8');
  await expect(row.getByRole('group', { name: `Material of “${ENTITY}”` })).toBeVisible();
  // The workbench with a selection: the inspector, and the editor with JSX in it (its
  // component names once read 3.61:1 in light mode, plugins/web-host/client/editor.ts).
  expect(await axeViolations(page, '[data-playground]')).toEqual([]);

  canvas = await nextRunCanvas(page);
  await row.getByLabel('Base color', { exact: true }).fill('#2040ff');
  await inspector.getByRole('spinbutton', { name: 'Intensity', exact: true }).fill('55000');
  const editor = page.getByRole('textbox', { name: /Code of SkyboxExample/ });
  const selector = `<EntitySelector byName="${ENTITY}" materialParameters={{ index: 0, parameters: { baseColorFactor: [0.014, 0.051, 1, 1] } }} />`;
  await expect(editor).toContainText(selector);
  await expect(editor).toContainText('intensity={55000}');
  const changed = await modelDrawn(page, canvas);
  expect(await changedPixels(page, before, changed, 24)).toBeGreaterThan(
    (await pixelCount(page, changed)) / 200,
  );

  // The edited code, run again from the editor, draws the same picture.
  await page.getByRole('button', { name: 'Stop' }).click();
  canvas = await nextRunCanvas(page);
  await page.getByRole('button', { name: 'Run SkyboxExample' }).click();
  const again = await modelDrawn(page, canvas);
  expect(await changedPixels(page, changed, again, 8)).toBeLessThan(
    (await pixelCount(page, again)) / 100,
  );

  // Copy as a file gives that code.
  await page.getByRole('button', { name: 'Copy as a file' }).click();
  await expect(page.getByText('Copied SkyboxExample.tsx to the clipboard.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(selector);
  expect(copied).toContain('intensity={55000}');
  expect(copied).toContain(
    "import { Camera, FilamentScene, FilamentView, Light, Model, Skybox, EntitySelector } from 'react-native-filament';",
  );
});

for (const viewport of [DESKTOP, MOBILE]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds nothing on the workbench at ${viewport.width} px, ${mode}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openPlayground(
        page,
        link(
          'SkyboxExample',
          "console.warn('a warning');\nexport default function App() { return null; }",
        ),
      );
      await switchColorMode(page, mode);
      await page.getByRole('button', { name: 'Edit' }).click();
      await expect(page.getByRole('textbox', { name: /Code of SkyboxExample/ })).toBeVisible();
      expect(await axeViolations(page, '[data-playground]')).toEqual([]);
    });
  }
}
