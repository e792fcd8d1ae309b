/**
 * Bad input on the web host (packages/web-host/src/errors.ts, app.tsx,
 * compile.ts): code pasted into the Edit panel that throws in a React effect,
 * an event handler, a timer, a promise, a render callback or a worklet
 * effect; that imports a module the host lacks; that names a file the page
 * cannot read or a model Filament cannot load; that does not parse. Each
 * shows one message on the stage with the file and line, the run stops, and
 * Run works again. And the "nothing drawn yet" notice: not for a sample
 * waiting for a press, gone as soon as a frame draws, replaced by an error.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, takeErrors, test } from './fixtures';

/** SwiftShader renders on the CPU: a first frame within the 20 s. */
const FIRST_FRAME_TIMEOUT = 20_000;
/** packages/web-host/src/app.tsx FIRST_FRAME_TIMEOUT_MS. */
const NOTICE_AFTER = 20_000;

async function openEditor(page: Page): Promise<Locator> {
  await page.goto('docs/guides');
  await hydrated(page);
  const sample = page.locator('[data-web-host-sample="getting-started"]');
  await sample.getByRole('button', { name: 'Edit' }).click();
  await expect(sample.locator('.cm-editor')).toBeVisible();
  return sample;
}

/** Pastes `code` into the Edit panel and clicks Run. */
async function runCode(sample: Locator, code: string): Promise<void> {
  const editor = sample.getByRole('textbox', { name: 'Code of the sample, editable' });
  await editor.click();
  await editor.press('ControlOrMeta+a');
  await sample.page().keyboard.insertText(code);
  await sample.getByRole('button', { name: /^Run this sample/ }).click();
}

/** The 1-based line of `code` that contains `marker`. */
function lineOf(code: string, marker: string): number {
  const line = code.split('\n').findIndex((text) => text.includes(marker)) + 1;
  expect(line, marker).toBeGreaterThan(0);
  return line;
}

/** One message, on the stage; the run has stopped, so Run (and Reset) work. */
async function expectStopped(sample: Locator, message: string | RegExp): Promise<void> {
  const stage = sample.locator('[data-web-host-stage]');
  await expect(stage.getByRole('alert')).toHaveText(message);
  await expect(sample.getByRole('alert')).toHaveCount(1);
  await expect(sample.getByRole('button', { name: /^Run this sample/ })).toBeEnabled();
  await expect(sample.getByRole('button', { name: 'Reset' })).toBeEnabled();
  await expect(stage.locator('canvas')).toHaveCount(0);
}

const IMPORTS = `import React, { useEffect, useState } from 'react';
import { Button, View } from 'react-native';
import { Camera, DefaultLight, FilamentScene, FilamentView, Model, useWorkletEffect } from 'react-native-filament';
`;

const EFFECT = `${IMPORTS}
export default function App() {
  useEffect(() => {
    throw new Error('the effect fails');
  }, []);
  return <View />;
}
`;

const HANDLER = `${IMPORTS}
export default function App() {
  const press = () => {
    throw new Error('the handler fails');
  };
  return <View><Button title="Press me" onPress={press} /></View>;
}
`;

const TIMER = `${IMPORTS}
export default function App() {
  useEffect(() => {
    const id = setTimeout(() => {
      throw new Error('the timer fails');
    }, 10);
    return () => clearTimeout(id);
  }, []);
  return <View />;
}
`;

const PROMISE = `${IMPORTS}
export default function App() {
  useEffect(() => {
    Promise.resolve().then(() => {
      throw new Error('the promise fails');
    });
  }, []);
  return <View />;
}
`;

const MISSING_MODULE = `import { Canvas } from '@shopify/react-native-skia';
export default function App() {
  return <Canvas />;
}
`;

const SYNTAX = `${IMPORTS}
export default function App() {
  useEffect(() => {
    console.log(1 2);
  }, []);
  return <View />;
}
`;

/** An error in an effect, a handler, a timer or a promise, a missing module, a syntax error. */
async function pageErrors(sample: Locator, consoleErrors: string[]): Promise<void> {
  await runCode(sample, EFFECT);
  await expectStopped(sample, `App.tsx:${lineOf(EFFECT, "'the effect fails'")}: the effect fails`);
  // React writes the error its boundary caught to the console: the details stay there.
  await expect.poll(() => takeErrors(consoleErrors, /the effect fails/).length).toBeGreaterThan(0);

  await runCode(sample, HANDLER);
  await sample.getByRole('button', { name: 'Press me' }).click();
  await expectStopped(
    sample,
    `App.tsx:${lineOf(HANDLER, "'the handler fails'")}: the handler fails`,
  );
  takeErrors(consoleErrors, /the handler fails/);

  await runCode(sample, TIMER);
  await expectStopped(sample, `App.tsx:${lineOf(TIMER, "'the timer fails'")}: the timer fails`);

  await runCode(sample, PROMISE);
  await expectStopped(
    sample,
    `App.tsx:${lineOf(PROMISE, "'the promise fails'")}: the promise fails`,
  );
  takeErrors(consoleErrors, /the promise fails/);

  await runCode(sample, MISSING_MODULE);
  await expectStopped(
    sample,
    /^App\.tsx:1: Cannot import '@shopify\/react-native-skia' in the browser sample: the host has no such module\. It offers the modules react, react-native, react-native-filament, .*relative \.glb and \.gltf files\.$/,
  );

  // The stray token's own line and column (sucrase alone says the arrow function's start).
  await runCode(sample, SYNTAX);
  await expectStopped(
    sample,
    `App.tsx:${lineOf(SYNTAX, 'console.log(1 2)')}:19: Unexpected token, expected ","`,
  );
}

const SCENE = (inside: string, view = '') => `${IMPORTS}
function Scene() {
${inside}
  return (
    <FilamentView style={{ flex: 1 }}${view}>
      <Camera />
      <DefaultLight />
    </FilamentView>
  );
}

export default function App() {
  return <View style={{ flex: 1 }}><FilamentScene><Scene /></FilamentScene></View>;
}
`;

const RENDER_CALLBACK = SCENE(
  `  const onFrame = () => {
    'worklet';
    throw new Error('the render callback fails');
  };`,
  ' renderCallback={onFrame}',
);

const WORKLET_EFFECT = SCENE(`  useWorkletEffect(() => {
    'worklet';
    throw new Error('the worklet effect fails');
  });`);

const UNREADABLE = SCENE(`  const missing = { uri: 'models/no-such-model.glb' };`).replace(
  '<DefaultLight />',
  '<DefaultLight />\n      <Model source={missing} />',
);

/** A glb header and nothing else: gltfio gives no asset. */
const NOT_A_MODEL = SCENE(
  `  const broken = { uri: 'data:model/gltf-binary;base64,Z2xURgIAAAAMAAAA' };`,
).replace('<DefaultLight />', '<DefaultLight />\n      <Model source={broken} />');

/** An error in a render callback or a worklet effect, a file the page cannot read, a model Filament refuses; then Run works again. */
async function engineErrors(sample: Locator, consoleErrors: string[]): Promise<void> {
  // Every frame would fail: the first error stops the run, so the console does not fill up.
  await runCode(sample, RENDER_CALLBACK);
  await expectStopped(
    sample,
    `App.tsx:${lineOf(RENDER_CALLBACK, "'the render callback fails'")}: the render callback fails`,
  );
  expect(takeErrors(consoleErrors, /the render callback fails/).length).toBeLessThanOrEqual(1);

  await runCode(sample, WORKLET_EFFECT);
  await expectStopped(
    sample,
    `App.tsx:${lineOf(WORKLET_EFFECT, "'the worklet effect fails'")}: the worklet effect fails`,
  );
  // The library rethrows after reporting (src/ErrorUtils.ts wrapWithErrorHandler): the page sees it too.
  takeErrors(consoleErrors, /the worklet effect fails/);

  await runCode(sample, UNREADABLE);
  await expectStopped(
    sample,
    /^App\.tsx: Failed to load models\/no-such-model\.glb: \S+\/web-host\/models\/no-such-model\.glb answered 404$/,
  );
  // The browser's note of the 404, and the library's own line (src/hooks/useBuffer.ts:62-64).
  await expect.poll(() => takeErrors(consoleErrors, /404|no-such-model/).length).toBeGreaterThan(0);

  await runCode(sample, NOT_A_MODEL);
  // RNFEngineImpl.cpp:248-251's message, which the host throws when gltfio gives no asset.
  await expectStopped(sample, 'App.tsx: Failed to load asset');
  await expect
    .poll(() => takeErrors(consoleErrors, /Failed to load asset/).length)
    .toBeGreaterThan(0);

  // Still usable: Reset, and the guide's text runs, its stand-ins named (nothingDrawn, next,
  // draws frames after all these errors).
  await sample.getByRole('button', { name: 'Reset' }).click();
  await sample.getByRole('button', { name: /^Run this sample/ }).click();
  await expect(sample.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(sample.getByRole('alert')).toHaveCount(0);
  await expect(sample.getByText(/stand in for yours/)).toHaveText(
    /: helmet\.glb → showcase\.glb\.$/,
  );
  await sample.getByRole('button', { name: 'Stop' }).click();
}

const WAITS_FOR_A_PRESS = `${IMPORTS}
const robot = require('./assets/robot.glb');

export default function App() {
  const [shown, setShown] = useState(false);
  if (!shown) return <View><Button title="Show the scene" onPress={() => setShown(true)} /></View>;
  return <View style={{ flex: 1 }}><FilamentScene><FilamentView style={{ flex: 1 }}><Camera /><DefaultLight /></FilamentView></FilamentScene></View>;
}
`;

const DRAWS_LATE = WAITS_FOR_A_PRESS.replace(
  'const [shown, setShown] = useState(false);',
  `const [shown, setShown] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setShown(true), 21000);
    return () => clearTimeout(id);
  }, []);`,
).replace('<View><Button title="Show the scene" onPress={() => setShown(true)} /></View>', 'null');

const FAILS_LATE = `${IMPORTS}
export default function App() {
  useEffect(() => {
    const id = setTimeout(() => {
      throw new Error('fails after the notice');
    }, 21000);
    return () => clearTimeout(id);
  }, []);
  return null;
}
`;

/** The nothing-drawn notice: not for a sample waiting for a press, gone when a frame draws, replaced by an error. */
async function nothingDrawn(sample: Locator): Promise<void> {
  const page = sample.page();
  const stage = sample.locator('[data-web-host-stage]');
  const host = stage.locator('[data-first-frame]');
  // The page's clock is Playwright's (time still flows), so the test can skip the 20 s wait.
  await page.clock.install();

  // A button and nothing drawn yet: the sample waits for the reader, it is not broken.
  await runCode(sample, WAITS_FOR_A_PRESS);
  await expect(sample.getByRole('button', { name: 'Show the scene' })).toBeVisible();
  // The stand-ins line names what this code asks for, not the guide's helmet.
  const standIns = sample.getByText(/stand in for yours/);
  await expect(standIns).toHaveText(/: robot\.glb → \S+\.glb\.$/);
  await page.clock.fastForward(NOTICE_AFTER);
  await expect(host).toHaveAttribute('data-first-frame', 'controls');
  await expect(stage.getByRole('status')).toHaveCount(0);
  await sample.getByRole('button', { name: 'Show the scene' }).click();
  await expect(stage.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/, {
    timeout: FIRST_FRAME_TIMEOUT,
  });
  await sample.getByRole('button', { name: 'Stop' }).click();

  // Nothing on the stage for 20 s: the notice (not an error); the first frame takes it away.
  await runCode(sample, DRAWS_LATE);
  await expect(sample.getByRole('button', { name: 'Stop' })).toBeVisible();
  await page.clock.fastForward(NOTICE_AFTER);
  await expect(stage.getByRole('status')).toHaveText(
    /^Nothing drawn yet: the sample has drawn no frame in 20 s\./,
  );
  await expect(sample.getByRole('alert')).toHaveCount(0);
  await page.clock.fastForward(1_500);
  await expect(stage.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/, {
    timeout: FIRST_FRAME_TIMEOUT,
  });
  await expect(stage.getByRole('status')).toHaveCount(0);
  await sample.getByRole('button', { name: 'Stop' }).click();

  // An error after the notice replaces it.
  await runCode(sample, FAILS_LATE);
  await expect(sample.getByRole('button', { name: 'Stop' })).toBeVisible();
  await page.clock.fastForward(NOTICE_AFTER);
  await expect(stage.getByRole('status')).toBeVisible();
  await page.clock.fastForward(1_500);
  await expectStopped(
    sample,
    `App.tsx:${lineOf(FAILS_LATE, "'fails after the notice'")}: fails after the notice`,
  );
  await expect(stage.getByRole('status')).toHaveCount(0);
}

// One page for all of them: a page and the editor's chunk cost more than a run that fails.
test('bad input: one message on the stage each, with the line; the run stops and Run works again; the nothing-drawn notice', async ({
  page,
  consoleErrors,
}) => {
  const sample = await openEditor(page);
  await test.step('errors outside the engine', () => pageErrors(sample, consoleErrors));
  await test.step('errors of the engine and its files', () => engineErrors(sample, consoleErrors));
  await test.step('the nothing-drawn notice', () => nothingDrawn(sample));
});
