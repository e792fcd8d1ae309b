/**
 * Issue 45: reader-style screens (tests/fixtures/corpus/, written for the site, each a pattern
 * apps using the library follow) pasted one after another into one Edit panel, in one page: each
 * must draw a frame with no error, and its main control (the file's first line) must work; a
 * screen whose control animates a view says on its second line the style that view reaches.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, hydrated, test } from './fixtures';

const CORPUS = path.join(__dirname, '../fixtures/corpus');
const FIRST_FRAME_TIMEOUT = 20_000;

interface Screen {
  readonly name: string;
  readonly code: string;
  /** `press` a control by its text, or `tap` a view by its testID. */
  readonly action: 'press' | 'tap';
  readonly target: string;
  readonly expected: string;
  /** `// then: <testID> <CSS property> <value>`: the computed style the control's animation ends on. */
  readonly then?: { readonly testID: string; readonly property: string; readonly value: string };
}

function corpus(): Screen[] {
  return fs
    .readdirSync(CORPUS)
    .filter((file) => file.endsWith('.tsx.txt'))
    .sort()
    .map((file) => {
      const code = fs.readFileSync(path.join(CORPUS, file), 'utf8');
      const control = /^\/\/ (press|tap): (.+?) -> (.+)$/m.exec(code.split('\n')[0]!);
      if (!control) throw new Error(`${file}: its first line names no control`);
      const then = /^\/\/ then: (\S+) (\S+) (.+)$/.exec(code.split('\n')[1]!);
      return {
        name: file,
        code,
        action: control[1] as Screen['action'],
        target: control[2]!,
        expected: control[3]!,
        then: then ? { testID: then[1]!, property: then[2]!, value: then[3]! } : undefined,
      };
    });
}

test('reader-style screens draw and their main control works, one after another', async ({
  page,
}) => {
  const screens = corpus();
  expect(screens.length).toBeGreaterThanOrEqual(12);
  test.setTimeout(screens.length * 30_000);
  await page.setViewportSize({ width: 900, height: 700 });
  await page.goto('docs/guides');
  await hydrated(page);
  const sample = page.locator('[data-web-host-sample="getting-started"]');
  await sample.getByRole('button', { name: 'Edit' }).click();
  const editor = sample.getByRole('textbox', { name: 'Code of the sample, editable' });

  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await editor.click();
      await editor.press('ControlOrMeta+a');
      await page.keyboard.insertText(screen.code);
      await sample.getByRole('button', { name: /^Run this sample/ }).click();
      await expect(sample.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/, {
        timeout: FIRST_FRAME_TIMEOUT,
      });
      const control =
        screen.action === 'tap'
          ? sample.getByTestId(screen.target)
          : sample.getByText(screen.target, { exact: true });
      // The text comes from the control, not from the screen's first render.
      await expect(sample.getByText(screen.expected, { exact: true })).toHaveCount(0);
      const { then } = screen;
      const animated = then && sample.getByTestId(then.testID);
      if (then && animated) await expect(animated).not.toHaveCSS(then.property, then.value);
      await control.click();
      await expect(sample.getByText(screen.expected, { exact: true })).toBeVisible();
      // Reanimated's mapper re-ran after the control's write (a style from the first render only would fail).
      if (then && animated) await expect(animated).toHaveCSS(then.property, then.value);
      await expect(sample.getByRole('alert')).toHaveCount(0);
      await sample.getByRole('button', { name: 'Stop' }).click();
      await expect(sample.getByRole('button', { name: /^Run this sample/ })).toBeEnabled();
      // The next screen's first frame is its own canvas's.
      await expect(sample.locator('canvas')).toHaveCount(0);
    });
  }
});
