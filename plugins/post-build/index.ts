/**
 * The post-build pipeline (README.md): what happens to `build/` after
 * Docusaurus has written it, in one stated order instead of every plugin's
 * `postBuild` at once. Feature plugins declare their steps
 * (`postBuildSteps`, shared/post-build.ts); this plugin runs them:
 *
 *   (1) stylesheet  css-purge rewrites the stylesheet
 *   (2) pages       one pass, each page read and written once: head-script's
 *                   404 script, critical-css, social-cards' tags (then the
 *                   cards are drawn)
 *   (3) index       search indexes the final pages
 *   (4) export      markdown-export writes the Markdown twins and llms.txt
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { writeAtomic } from '../../shared/built-pages';
import { asPluginError } from '../../shared/plugin-error';
import {
  PHASES,
  postBuildStepsOf,
  type Phase,
  type PipelineRecord,
  type PostBuildProps,
  type PostBuildSteps,
  type StepRecord,
} from '../../shared/post-build';
import { runPagePass, type NamedPageStep, type PassResult } from './page-pass';

export const PLUGIN_NAME = 'post-build';

/** Where the record of a run goes, under Docusaurus's generated files (read by the build tests). */
export const RECORD_FILE = 'post-build/run.json';

interface Participant {
  readonly plugin: string;
  readonly steps: PostBuildSteps;
}

/** The plugins with steps, in the order Docusaurus loaded them. */
export function participants(plugins: readonly Plugin[]): Participant[] {
  return plugins.flatMap((plugin) => {
    const steps = postBuildStepsOf(plugin);
    return steps ? [{ plugin: plugin.name, steps }] : [];
  });
}

/** Runs one plugin's step; its error stops the build naming the plugin. */
async function guarded<T>(plugin: string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asPluginError(plugin, error);
  }
}

/** Runs the pipeline; returns its record. */
export async function runPipeline(
  props: PostBuildProps,
  plugins: readonly Participant[],
): Promise<PipelineRecord> {
  const steps: StepRecord[] = [];
  const wholeBuildPhase = async (phase: Exclude<Phase, 'pages'>) => {
    for (const { plugin, steps: own } of plugins) {
      const step = own[phase];
      if (!step) continue;
      const startedAt = Date.now();
      await guarded(plugin, () => step(props));
      steps.push({ phase, plugin, startedAt, endedAt: Date.now() });
    }
  };
  await wholeBuildPhase('stylesheet');
  const { pass, beside } = await pagesPhase(props, plugins, steps);
  const later = (async () => {
    await wholeBuildPhase('index');
    await wholeBuildPhase('export');
  })();
  // Both run to their end; an error of phases (3) and (4) is reported before one beside them.
  for (const result of await Promise.allSettled([later, beside])) {
    if (result.status === 'rejected') throw result.reason;
  }
  return { steps, pass };
}

/**
 * Phase (2): every plugin's PageStep set up, one pass over the pages, then
 * each step's finish. A plugin's record spans its set-up to its finish: the
 * pass counts to every step in it, since their work on a page interleaves.
 * The steps' `beside` work starts then; the caller awaits the promise.
 */
async function pagesPhase(
  props: PostBuildProps,
  plugins: readonly Participant[],
  records: StepRecord[],
): Promise<{ pass: PipelineRecord['pass']; beside: Promise<unknown> }> {
  const pageSteps: (NamedPageStep & { readonly setUpAt: number })[] = [];
  for (const { plugin, steps } of plugins) {
    const make = steps.pages;
    if (!make) continue;
    const setUpAt = Date.now();
    pageSteps.push({ plugin, step: await guarded(plugin, () => make(props)), setUpAt });
  }
  const startedAt = Date.now();
  const pass: PassResult = await runPagePass(props.outDir, pageSteps);
  const endedAt = Date.now();
  for (const { plugin, step, setUpAt } of pageSteps) {
    await guarded(plugin, () => step.finish?.());
    records.push({ phase: 'pages', plugin, startedAt: setUpAt, endedAt: Date.now() });
  }
  const beside = Promise.all(
    pageSteps.map(async ({ plugin, step }) => {
      if (!step.beside) return;
      const besideAt = Date.now();
      await guarded(plugin, () => step.beside!());
      records.push({ phase: 'beside', plugin, startedAt: besideAt, endedAt: Date.now() });
    }),
  );
  // Handled when awaited, after phases (3) and (4): no unhandled rejection meanwhile.
  beside.catch(() => undefined);
  return { pass: { ...pass, startedAt, endedAt }, beside };
}

function describe(record: PipelineRecord, ms: number): string {
  const order = PHASES.map((phase) => {
    const names = [...new Set(record.steps.filter((s) => s.phase === phase).map((s) => s.plugin))];
    return names.length ? `${phase}: ${names.join(', ')}` : undefined;
  }).filter(Boolean);
  const beside = record.steps.filter((s) => s.phase === 'beside').map((s) => s.plugin);
  if (beside.length) order.push(`beside 3 and 4: ${beside.join(', ')}`);
  const { pages, reads, writes } = record.pass;
  return `[${PLUGIN_NAME}] ${order.join(' → ')}; ${pages} pages, ${reads} read, ${writes} written, in ${(ms / 1000).toFixed(1)} s`;
}

export default function postBuildPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async postBuild(props) {
      const started = performance.now();
      const record = await runPipeline(props, participants(props.plugins));
      writeAtomic(
        path.join(context.generatedFilesDir, RECORD_FILE),
        JSON.stringify(record, null, 1),
      );
      logger.info(describe(record, performance.now() - started));
    },
  };
}
