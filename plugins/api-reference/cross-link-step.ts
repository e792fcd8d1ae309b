/**
 * Runs the cross-links step (cross-links.ts: "Added in", "Used in the
 * guides") so that it can run again: under `npm start`, a guide edit
 * re-applies it without TypeDoc, which takes far longer.
 *
 * The step edits pages in place, so running it on its own output would add
 * its lines twice. Instead TypeDoc's pages are kept in memory as TypeDoc
 * wrote them; every run copies them into a staging folder, runs the step
 * there and writes back only the pages whose text changed (the bundler
 * compiles again what is written, so unchanged pages are left alone). A run
 * happens only when the guides differ from the last run's.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import logger from '@docusaurus/logger';
import { PLUGIN_NAME } from './options';

/** Every page of a folder (`.md`/`.mdx`, subfolders included), by path relative to it. */
export function readPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (/\.mdx?$/.test(file)) pages.set(file, fs.readFileSync(path.join(dir, file), 'utf8'));
  }
  return pages;
}

/**
 * Runs `step` on a copy of `pages` in a staging folder, then writes into
 * `outDir` the pages the step left different from what `outDir` holds.
 */
export async function applyToCopy<T>(
  pages: ReadonlyMap<string, string>,
  outDir: string,
  step: (dir: string) => Promise<T>,
): Promise<{ readonly result: T; readonly written: number }> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), `${PLUGIN_NAME}-`));
  try {
    for (const [file, text] of pages) {
      fs.mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
      fs.writeFileSync(path.join(staging, file), text);
    }
    const result = await step(staging);
    let written = 0;
    for (const file of pages.keys()) {
      const text = fs.readFileSync(path.join(staging, file), 'utf8');
      const target = path.join(outDir, file);
      if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
      fs.writeFileSync(target, text);
      written += 1;
    }
    return { result, written };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** A hash of a folder's guides (top-level `.md`/`.mdx`, as guide-usages.ts reads them). */
export function guidesFingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(dir).sort()) {
    if (!/\.mdx?$/.test(file)) continue;
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export interface CrossLinkStepInput<T> {
  /** TypeDoc's pages, as readPages read them right after TypeDoc. */
  readonly pages: ReadonlyMap<string, string>;
  /** The generated folder the docs instance reads. */
  readonly outDir: string;
  /** The guides folder (absolute). */
  readonly guidesDir: string;
  /** The step, on a folder holding a copy of the pages. */
  readonly apply: (dir: string) => Promise<T>;
  /** What a run did, for the log. */
  readonly describe: (result: T) => string;
}

/**
 * The step as a function to call before every load of the docs instance: it
 * runs the first time and then whenever the guides changed. Runs one at a
 * time (two quick saves reload the instance twice).
 */
export function createCrossLinkStep<T>(input: CrossLinkStepInput<T>): () => Promise<void> {
  let applied: string | undefined;
  let queue: Promise<void> = Promise.resolve();
  const run = async () => {
    const fingerprint = guidesFingerprint(input.guidesDir);
    if (fingerprint === applied) return;
    const started = performance.now();
    const { result, written } = await applyToCopy(input.pages, input.outDir, input.apply);
    const ms = Math.round(performance.now() - started);
    const again = applied !== undefined;
    applied = fingerprint;
    logger.info(
      again
        ? `[${PLUGIN_NAME}] A guide changed: ${input.describe(result)}; ${written} page(s) rewritten in ${ms} ms.`
        : `[${PLUGIN_NAME}] ${input.describe(result)} (${ms} ms).`,
    );
  };
  return () => {
    queue = queue.catch(() => undefined).then(run);
    return queue;
  };
}
