/**
 * The contract between plugins/post-build, which runs what happens to the
 * build after Docusaurus has written it, and the feature plugins that take
 * part. Docusaurus runs every plugin's `postBuild` at once (`Promise.all` in
 * @docusaurus/core/lib/commands/build/buildLocale.js); steps that rewrite the
 * same files, or read what another writes, need an order, so a feature
 * plugin does not take `postBuild` for them: it returns its steps in a
 * `postBuildSteps` property of its plugin object, and the pipeline runs them
 * in the order of PHASES. Docusaurus keeps every property of the object a
 * plugin returns (`{...pluginInstance}` in
 * @docusaurus/core/lib/server/plugins/init.js) and hands the loaded plugins
 * to `postBuild` as `props.plugins`, where the pipeline finds them.
 *
 * Types and pure helpers only: Docusaurus loads every plugin file afresh
 * (jiti without a module cache), so no state could be shared through here.
 */
import type { Plugin } from '@docusaurus/types';

/** What `postBuild` receives from Docusaurus; every step gets it. */
export type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** One page in the page pass. */
export interface BuiltPage {
  /** The HTML file, relative to the build folder (`docs/guides/light.html`): see shared/built-pages.ts. */
  readonly file: string;
  /** Its route without the base URL (`docs/guides/light`, `` for the home page). */
  readonly route: string;
}

/** What a plugin does in the one pass over the pages. */
export interface PageStep {
  /**
   * The page's new HTML, from the HTML the steps before it left (the same
   * string when it leaves the page alone). Pages come one at a time.
   */
  readonly transform: (html: string, page: BuiltPage) => string | Promise<string>;
  /**
   * After the last page, before the next phase: work that needs every page
   * seen (drawing the cards their tags point to), and the step's log line.
   */
  readonly finish?: () => void | Promise<void>;
  /**
   * After the pass, beside phases (3) and (4): work that writes no page and
   * that no later step reads (drawing the cards' PNG files), so that it
   * shares the cores with the index instead of waiting for it. The pipeline
   * waits for it before it ends; its error stops the build.
   */
  readonly beside?: () => Promise<void>;
}

/** A plugin's steps, by phase; each is optional. */
export interface PostBuildSteps {
  /** (1) Rewrites the stylesheet every page links to, before any page is read. */
  readonly stylesheet?: (props: PostBuildProps) => Promise<void>;
  /** (2) Called once per build; its PageStep then sees every page, in one pass. */
  readonly pages?: (props: PostBuildProps) => PageStep | Promise<PageStep>;
  /** (3) Reads the final pages (the search index). */
  readonly index?: (props: PostBuildProps) => Promise<void>;
  /** (4) Writes what is made from the pages' sources (the Markdown export). */
  readonly export?: (props: PostBuildProps) => Promise<void>;
}

/** The order the pipeline runs in. Within a phase, plugins run in the order Docusaurus loads them (the config's). */
export const PHASES = [
  'stylesheet',
  'pages',
  'index',
  'export',
] as const satisfies readonly (keyof PostBuildSteps)[];
export type Phase = (typeof PHASES)[number];

/** A plugin with steps in the pipeline. */
export interface PostBuildPlugin extends Plugin {
  readonly postBuildSteps: PostBuildSteps;
}

/** The steps a loaded plugin declares, if any. */
export function postBuildStepsOf(plugin: Plugin): PostBuildSteps | undefined {
  return (plugin as Partial<PostBuildPlugin>).postBuildSteps;
}

/** One phase of one plugin as the pipeline ran it, in its record (`<generatedFilesDir>/post-build/run.json`). */
export interface StepRecord {
  /** `beside`: a page step's work beside phases (3) and (4) (PageStep.beside). */
  readonly phase: Phase | 'beside';
  readonly plugin: string;
  /** Wall-clock times (ms since the epoch, as `Date.now()`), so that tests can compare them with files' modification times. */
  readonly startedAt: number;
  readonly endedAt: number;
}

/** What the pipeline did, written after the last step (read by tests/build/post-build.test.ts). */
export interface PipelineRecord {
  readonly steps: readonly StepRecord[];
  /** The page pass: its pages, how many times page files were read and written in it, when it ran. */
  readonly pass: {
    readonly pages: number;
    readonly reads: number;
    readonly writes: number;
    readonly startedAt: number;
    readonly endedAt: number;
  };
}
