/**
 * The `api` docs instance: @docusaurus/plugin-content-docs serving the
 * generated folder under /docs/api, created by this plugin rather than by a
 * second entry in the site config. A docs instance of its own, so that guide
 * pages do not ship its 140-item sidebar (and its folder must not sit inside
 * docs/, which the guides instance compiles).
 *
 * The plugin returns the docs plugin's own object (name
 * `docusaurus-plugin-content-docs`, the id `api`), with two lifecycle methods
 * wrapped: `loadContent` first runs the plugin's step that must precede it
 * (the cross-links, again when a guide changed), `getPathsToWatch` adds the
 * guides under `npm start`.
 */
import path from 'node:path';
import pluginContentDocs, {
  type LoadedContent as DocsContent,
  type Options as DocsOptions,
} from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { PluginError } from '../../shared/plugin-error';
import { ROUTES } from '../../shared/site';
import { PLUGIN_NAME } from './name';
import remarkAnchorTargets from './remark-anchor-targets';
import remarkTableLabels from './remark-table-labels';
import { generatedSidebarItems } from './sidebar';

/** The instance's sidebars file: one sidebar, filled by `generatedSidebarItems`. */
export const SIDEBARS_FILE = path.join(__dirname, 'sidebars.ts');

/** The docs plugin's options for the instance, before the docs plugin validates them. */
export function apiDocsOptions(options: {
  readonly id: string;
  readonly out: string;
}): DocsOptions {
  return {
    id: options.id,
    path: options.out,
    routeBasePath: ROUTES.api,
    sidebarPath: SIDEBARS_FILE,
    sidebarItemsGenerator: generatedSidebarItems,
    // TypeDoc's <a id> anchors in tables, registered with the broken-anchor check; table
    // cells labelled with their column, for the stacked tables of narrow screens.
    remarkPlugins: [remarkAnchorTargets, remarkTableLabels],
    lastVersion: 'current',
    versions: { current: { label: 'Next' } },
  };
}

export interface DocsInstanceHooks {
  /** Runs before every `loadContent` of the docs instance (the first one included). */
  readonly beforeLoad: () => Promise<void>;
  /** Files whose change reloads the instance under `npm start`, besides its own. */
  readonly watch: readonly string[];
}

/**
 * Creates the docs instance over a folder that already exists (the docs
 * plugin reads its versions when it is created).
 */
export async function createApiDocsInstance(
  context: LoadContext,
  docsOptions: Parameters<typeof pluginContentDocs>[1],
  contentDir: string,
  hooks: DocsInstanceHooks,
): Promise<Plugin> {
  // A copy: the docs plugin resolves `sidebarPath` in place.
  const docs = await pluginContentDocs(context, { ...docsOptions });
  const loadDocs = docs.loadContent;
  if (!loadDocs) {
    throw new PluginError(PLUGIN_NAME, '@docusaurus/plugin-content-docs has no loadContent.');
  }
  const instance: Plugin<DocsContent> = {
    ...docs,
    // The generated folder changes only when this plugin writes it, right
    // before the docs load it; watching it too would reload the instance once
    // more per page written.
    getPathsToWatch: () => [
      ...(docs.getPathsToWatch?.() ?? []).filter((file) => !isInside(contentDir, file)),
      ...hooks.watch,
    ],
    async loadContent() {
      await hooks.beforeLoad();
      return loadDocs();
    },
    contentLoaded: (args) =>
      docs.contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          setGlobalData: (data) => args.actions.setGlobalData(withMainDocOnly(data)),
        },
      }),
  };
  // The site's plugin list holds Plugin<unknown>; the content stays the docs plugin's own.
  return instance as unknown as Plugin;
}

/** The part of the docs plugin's global data (its `GlobalPluginData`) this function reads. */
interface DocsGlobalData {
  readonly versions: readonly {
    readonly mainDocId: string;
    readonly docs: readonly { readonly id: string }[];
  }[];
}

/**
 * The docs plugin puts every doc's id and path in its global data, which
 * ships in main.js on every page of the site: for the reference, 143 docs,
 * about 1.9 KB gzipped. Only the navbar's doc items and the version dropdown
 * read that list (`useLayoutDoc`, `useActiveDocContext`), and the site has
 * none for this instance (its navbar link is a plain `to`), so the list keeps
 * the main doc alone. Pages get their own data from their route, not from here.
 */
export function withMainDocOnly(data: unknown): unknown {
  const { versions } = data as DocsGlobalData;
  return {
    ...(data as object),
    versions: versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId),
    })),
  };
}

function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
