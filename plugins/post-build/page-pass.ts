/**
 * The one pass over the built pages: each page is read once, handed through
 * every plugin's PageStep in turn, and written once (if a step changed it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtPages, routeOfPage, writeAtomic } from '../../shared/built-pages';
import { PluginError } from '../../shared/plugin-error';
import type { BuiltPage, PageStep } from '../../shared/post-build';

/** A plugin's PageStep, with the plugin's name for its errors. */
export interface NamedPageStep {
  readonly plugin: string;
  readonly step: PageStep;
}

export interface PassResult {
  readonly pages: number;
  /** Page files read and written by the pass (each page once at most). */
  readonly reads: number;
  readonly writes: number;
}

/** An error of a step on a page, as the error that stops the build: the plugin's name, then the page. */
function pageError(plugin: string, page: BuiltPage, error: unknown): PluginError {
  const message = error instanceof Error ? error.message : String(error);
  const own = error instanceof PluginError ? message.replace(/^\[[^\]]+\] /, '') : message;
  return new PluginError(plugin, `${page.file}: ${own}`, { cause: error });
}

async function transformPage(
  html: string,
  page: BuiltPage,
  steps: readonly NamedPageStep[],
): Promise<string> {
  let out = html;
  for (const { plugin, step } of steps) {
    try {
      out = await step.transform(out, page);
    } catch (error) {
      throw pageError(plugin, page, error);
    }
  }
  return out;
}

/** Runs `steps` over every page of the build in `outDir` (shared/built-pages.ts says which files are pages). */
export async function runPagePass(
  outDir: string,
  steps: readonly NamedPageStep[],
): Promise<PassResult> {
  const files = builtPages(outDir);
  let reads = 0;
  let writes = 0;
  if (steps.length > 0) {
    for (const file of files) {
      const full = path.join(outDir, file);
      const html = fs.readFileSync(full, 'utf8');
      reads += 1;
      const out = await transformPage(html, { file, route: routeOfPage(file) }, steps);
      if (out !== html) {
        writeAtomic(full, out);
        writes += 1;
      }
    }
  }
  return { pages: files.length, reads, writes };
}
