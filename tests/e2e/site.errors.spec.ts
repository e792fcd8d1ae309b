import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  NOT_FOUND_RESOURCE,
  colorToggle,
  docsSidebar,
  expect,
  hydrated,
  open,
  takeErrors,
  test,
} from './fixtures';
import { PAGES } from './pages';

/** webpack's chunk list on window, named after package.json's name. */
const CHUNK_GLOBAL = `webpackChunk${JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8'),
).name.replace(/[^a-zA-Z0-9_]/g, '_')}`;

const CRASH_MESSAGE = 'Simulated crash for the e2e test';

/**
 * A switch that exists only in this test: it wraps every module of every chunk
 * the page loads, and while window.e2eCrash is true, markdown page content
 * (modules exporting `default` and `toc`) throws when it renders.
 */
async function installCrashSwitch(page: Page): Promise<void> {
  await page.addInitScript(
    ({ globalName, message }) => {
      type Factory = (module: { exports: Record<string, unknown> }, ...rest: unknown[]) => void;
      type Chunk = [unknown, Record<string, Factory>, ...unknown[]];
      const w = window as unknown as Record<string, unknown> & { e2eCrash?: boolean };

      function breakable(exports: Record<string, unknown>): Record<string, unknown> {
        const content = exports.default;
        if (typeof content !== 'function' || !('toc' in exports)) return exports;
        const descriptors: PropertyDescriptorMap = Object.getOwnPropertyDescriptors(exports);
        delete descriptors.default;
        const replaced = Object.create(null, descriptors);
        function MaybeCrashing(props: unknown) {
          if (w.e2eCrash) throw new Error(message);
          return (content as (p: unknown) => unknown)(props);
        }
        Object.defineProperty(replaced, 'default', { enumerable: true, value: MaybeCrashing });
        return replaced;
      }

      const wrapped = new WeakSet<Chunk>();
      function wrap(chunk: Chunk): Chunk {
        if (wrapped.has(chunk)) return chunk;
        wrapped.add(chunk);
        const modules = chunk[1];
        for (const id of Object.keys(modules)) {
          const factory = modules[id]!;
          modules[id] = function (this: unknown, module, ...rest) {
            factory.call(this, module, ...rest);
            module.exports = breakable(module.exports);
          };
        }
        return chunk;
      }

      // webpack's runtime keeps the array's own push (to record chunks) and
      // replaces it with its loader; both see wrapped chunks.
      const list: Chunk[] = [];
      const arrayPush = (...chunks: Chunk[]) => Array.prototype.push.apply(list, chunks.map(wrap));
      let loaderPush: ((...chunks: Chunk[]) => number) | undefined;
      const viaLoader = (...chunks: Chunk[]) => loaderPush!(...chunks.map(wrap));
      Object.defineProperty(list, 'push', {
        configurable: true,
        get: () => (loaderPush ? viaLoader : arrayPush),
        set: (fn: (...chunks: Chunk[]) => number) => {
          loaderPush = fn;
        },
      });
      w[globalName] = list;
    },
    { globalName: CHUNK_GLOBAL, message: CRASH_MESSAGE },
  );
}

test.describe('error pages', () => {
  test('an unknown path answers 404 with the not-found page, navbar and footer', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(PAGES.notFound);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer')).toContainText('Copyright © 2025');
    takeErrors(consoleErrors, NOT_FOUND_RESOURCE);
  });

  test('a path with invalid percent-encoding shows a working not-found page', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('docs/%E0%A4%A');
    expect(response?.status()).toBe(404);
    // React started (the Docusaurus client used to throw "URI malformed" first).
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await colorToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    takeErrors(consoleErrors, NOT_FOUND_RESOURCE);
  });

  test('a page that throws shows the crash screen, and "Try again" recovers', async ({
    page,
    consoleErrors,
  }) => {
    await installCrashSwitch(page);
    await open(page, PAGES.guide);
    await page.evaluate(() => {
      (window as unknown as { e2eCrash: boolean }).e2eCrash = true;
    });
    await docsSidebar(page).getByRole('link', { name: 'Getting started' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByText(CRASH_MESSAGE)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    const tryAgain = page.getByRole('button', { name: 'Try again' });

    // Still broken: trying again renders the page again, which crashes again
    // (React reports the new error), and the crash screen stays.
    const crashes = () => consoleErrors.filter((e) => e.includes(CRASH_MESSAGE)).length;
    const crashesBefore = crashes();
    expect(crashesBefore).toBeGreaterThan(0);
    await tryAgain.click();
    await expect.poll(crashes).toBeGreaterThan(crashesBefore);
    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as { e2eCrash: boolean }).e2eCrash = false;
    });
    await tryAgain.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
    await expect(page.getByText(CRASH_MESSAGE)).toHaveCount(0);
    // React reports the errors its boundary caught.
    expect(takeErrors(consoleErrors, new RegExp(CRASH_MESSAGE)).length).toBeGreaterThan(0);
  });
});
