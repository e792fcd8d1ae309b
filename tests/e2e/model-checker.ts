/**
 * Shared by the model checker's browser tests (model-checker.spec.ts, and
 * model-checker.live.spec.ts in the WebGL project): the fixtures the repo's
 * model scripts make (tests/fixtures/models, never downloaded), what the
 * analysis says about them (run here in Node: the page must show exactly
 * that), and the ways a reader hands files to the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { analyzeModel } from '../../src/components/ModelChecker/analysis';
import type { AnalysisResult, ModelReport } from '../../src/components/ModelChecker/analysis/types';
import { expect } from './fixtures';

export const CHECKER_PATH = 'docs/guides/check-your-model';
const FIXTURES = path.resolve(__dirname, '../fixtures/models');

export const fixturePath = (name: string) => path.join(FIXTURES, name);
export const fixtureBytes = (name: string) => fs.readFileSync(fixturePath(name));

/** What the analysis makes of these fixtures, as the page gets it. */
export async function expectedResult(names: readonly string[]): Promise<AnalysisResult> {
  return analyzeModel(names.map((name) => ({ name, bytes: new Uint8Array(fixtureBytes(name)) })));
}

export async function expectedReport(names: readonly string[]): Promise<ModelReport> {
  const result = await expectedResult(names);
  if (!result.ok) throw new Error(`${names.join('+')}: ${result.problem.message}`);
  return result.report;
}

export function checker(page: Page): Locator {
  return page.getByRole('region', { name: 'Model checker' });
}

export function fileInput(page: Page): Locator {
  return page.getByLabel('Choose files…');
}

export function dropZone(page: Page): Locator {
  return page.getByText('Drop a .glb here, or a .gltf with its .bin and textures').locator('..');
}

export async function chooseFixtures(page: Page, names: readonly string[]): Promise<void> {
  await fileInput(page).setInputFiles(names.map(fixturePath));
}

/**
 * Drops fixtures on the drop zone the way a browser does: a DataTransfer
 * holding File objects, dispatched as dragenter, dragover and drop.
 */
export async function dropFixtures(page: Page, names: readonly string[]): Promise<void> {
  const files = names.map((name) => ({ name, base64: fixtureBytes(name).toString('base64') }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, base64 } of list) {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], name));
    }
    return transfer;
  }, files);
  const zone = dropZone(page);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expect(zone).toHaveAttribute('data-dragging', 'true');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(zone).not.toHaveAttribute('data-dragging');
}

/** The report of a file, once shown. */
export async function shownReport(page: Page, fileName: string): Promise<Locator> {
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(fileName, { timeout: 30_000 });
  return summary;
}

export const isCheckerChunk = (request: Request) =>
  /\/assets\/js\/model-checker\.\w+\.js$/.test(new URL(request.url()).pathname);

/**
 * Fails if a request carries any of these files: in its body, or their name
 * in its URL (a blob: or file: URL included). A 64-byte run from the middle
 * of each file stands for its bytes.
 */
export async function expectNoRequestCarries(
  requests: readonly Request[],
  names: readonly string[],
): Promise<void> {
  for (const request of requests) {
    const url = request.url();
    expect(url, 'a request for a file: or blob: URL').not.toMatch(/^(blob|file):/);
    for (const name of names) {
      const bytes = fixtureBytes(name);
      const marker = bytes.subarray(
        Math.floor(bytes.length / 2) - 32,
        Math.floor(bytes.length / 2) + 32,
      );
      expect(decodeURIComponent(url), `${url} names ${name}`).not.toContain(name);
      const body = request.postDataBuffer();
      if (body)
        expect(body.includes(marker), `${request.method()} ${url} carries ${name}`).toBe(false);
    }
  }
}
