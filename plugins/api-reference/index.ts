/**
 * The API reference, one plugin for the whole feature: it generates the
 * pages into the `out` folder (served under /docs/api), then creates and
 * returns the `api` docs instance that serves them (docs-instance.ts).
 *
 * It checks the pinned library is installed (one clear error otherwise), then
 * hands over to docusaurus-plugin-typedoc with our TypeDoc plugin added, then
 * adds to each page since when its name exists and the guide sections that
 * use it (cross-links.ts), all before the docs instance is created, so its
 * first `loadContent` reads finished pages. Under `npm start`, a guide edit
 * re-runs the cross-links step before the instance loads again
 * (cross-link-step.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import docusaurusPluginTypedoc from 'docusaurus-plugin-typedoc';
import type { PluginOptions as TypedocPluginOptions } from 'docusaurus-plugin-typedoc';
import type { TypeDocOptions } from 'typedoc';
import { FUNCTION_GROUP_ORDER } from './groups';
import { LIBRARY_REPO, LibraryError, pinnedVersion, resolveLibrary } from '../../shared/library';
import { asPluginError, PluginError } from '../../shared/plugin-error';
import { withValidatedOptions } from '../../shared/plugin-options';
import { postFileName, postPath, readSnapshots } from '../../shared/releases';
import { addCrossLinks, type CrossLinkStats } from './cross-links';
import { createCrossLinkStep, readPages } from './cross-link-step';
import { createApiDocsInstance } from './docs-instance';
import { indexGuideUsages, readGuides, type GuidesLocation } from './guide-usages';
import {
  PLUGIN_NAME,
  type ApiReferenceOptions,
  type ApiReferencePluginOptions,
  validateOptions,
} from './options';
import { memberSince, snapshotsUpTo } from './since';
import remarkApiLinks, { type ApiLinksOptions } from './remark-api-links';
import remarkCodeApiLinks, { type CodeApiLinksOptions } from './remark-code-api-links';
import { readSymbolIndex } from './symbols';
import {
  createTypedocPlugin,
  createWarningGate,
  UndecidedWarningsError,
  type WarningGate,
} from './typedoc-plugin';
import { ACCEPTED_TYPEDOC_WARNINGS } from './accepted-warnings';
import { ApiFactsError, FILAMENT_HEADERS } from './apply-facts';
import { createApiPages } from './model';

/**
 * A cited line of the package as a link to it in the library's repository at
 * the pinned release (src/ and cpp/ are in the repository's package/ folder;
 * the Filament headers are downloaded at build time, so they stay code).
 */
function sourceRef(source: string, gitRevision: string): string {
  const match = /^((?:src|cpp)\/.+):(\d+)$/.exec(source);
  if (!match) return `\`${source.replace(/^FH\//, FILAMENT_HEADERS)}\``;
  return `[\`${source}\`](${LIBRARY_REPO}/blob/${gitRevision}/package/${match[1]}#L${match[2]})`;
}

export type { ApiReferenceOptions } from './options';

/**
 * The remark plugins a guides docs instance adds so that API names link to
 * the reference: inline code (`useModel`) and names in code blocks. The
 * reference's own pages are left alone by both.
 */
export function apiLinkRemarkPlugins(apiDir: string): [unknown, unknown][] {
  return [
    [remarkApiLinks, { apiDir } satisfies ApiLinksOptions],
    [remarkCodeApiLinks, { apiDir } satisfies CodeApiLinksOptions],
  ];
}

/** The TypeDoc options for a given installed library; exported for tests. */
function typedocOptions(
  siteDir: string,
  options: ApiReferenceOptions,
  gate: WarningGate,
): Partial<TypedocPluginOptions & TypeDocOptions> {
  const library = resolveLibrary(siteDir);
  const snapshots = snapshotsUpTo(readSnapshots(siteDir), library.version);
  return {
    entryPoints: [library.entryPoint],
    tsconfig: path.join(siteDir, 'plugins/api-reference/tsconfig.library.json'),
    out: options.out,
    // The reference is its own docs plugin instance rooted at `out`: sidebar ids are relative to it.
    docsPath: options.out,
    // The library's sources live in node_modules; TypeDoc would call them external.
    externalPattern: ['**/node_modules/!(react-native-filament)/**'],
    excludeExternals: true,
    // Its sources import react-native internals whose types may not resolve; render anyway.
    skipErrorChecking: true,
    readme: 'none',
    hidePageHeader: true,
    disableGit: true,
    basePath: library.root,
    sourceLinkTemplate: `${LIBRARY_REPO}/blob/${library.gitRevision}/package/src/{path}#L{line}`,
    // Braces and angle brackets in doc comments are text, not MDX ("{0,-1,0}" rendered as "0").
    sanitizeComments: true,
    parametersFormat: 'table',
    interfacePropertiesFormat: 'table',
    classPropertiesFormat: 'table',
    typeAliasPropertiesFormat: 'table',
    enumMembersFormat: 'table',
    propertyMembersFormat: 'table',
    typeDeclarationFormat: 'table',
    indexFormat: 'table',
    // Tables that fit the content column (issue 21). Left out: each member's source link and the
    // type it inherits from (the widest columns; the page keeps its own "Defined in" line, each
    // method its own, and "Extends" names the parent) and the Modifier column (`public` on 21
    // rows, `readonly` on 36 getters of native objects: 100 px of every interface table for
    // little). Default values stay.
    tableColumnSettings: {
      hideSources: true,
      hideInherited: true,
      hideOverrides: true,
      hideModifiers: true,
    },
    // Table rows get anchors, so links to a property (a type link, a "Since then" line) resolve.
    useHTMLAnchors: true,
    groupOrder: [...FUNCTION_GROUP_ORDER, 'Interfaces', 'Type Aliases', 'Variables', '*'],
    sidebar: {
      autoConfiguration: true,
      pretty: true,
      typescript: false,
      deprecatedItemClassName: 'typedoc-sidebar-item-deprecated',
    },
    plugin: [
      createTypedocPlugin(
        gate,
        library.version,
        createApiPages({
          packageRoot: library.root,
          sourceRef: (source) => sourceRef(source, library.gitRevision),
          memberSince: (owner, member) => memberSince(owner, member, snapshots),
        }),
      ),
    ] as unknown as string[],
  };
}

/** TypeDoc + typedoc-plugin-markdown write the pages and typedoc-sidebar.cjs into `outDir`. */
async function generate(
  context: LoadContext,
  options: ApiReferenceOptions,
  outDir: string,
): Promise<void> {
  const gate = createWarningGate(options.acceptedWarnings ?? ACCEPTED_TYPEDOC_WARNINGS);
  let settings: ReturnType<typeof typedocOptions>;
  try {
    settings = typedocOptions(context.siteDir, options, gate);
  } catch (error) {
    if (error instanceof LibraryError)
      throw new PluginError(PLUGIN_NAME, error.message, { cause: error });
    throw error;
  }
  try {
    fs.rmSync(outDir, { recursive: true, force: true });
    await docusaurusPluginTypedoc(context as never, settings as never);
    if (gate.errors.length > 0 || !fs.existsSync(path.join(outDir, 'typedoc-sidebar.cjs'))) {
      throw new PluginError(
        PLUGIN_NAME,
        `TypeDoc did not produce the API reference (${gate.errors.join('; ') || 'no output'}). ` +
          'Check that `npm install` finished and that the pinned react-native-filament version has a src/ folder.',
      );
    }
  } catch (error) {
    if (
      error instanceof PluginError ||
      error instanceof UndecidedWarningsError ||
      error instanceof ApiFactsError
    )
      throw asPluginError(PLUGIN_NAME, error);
    throw new PluginError(
      PLUGIN_NAME,
      `TypeDoc failed: ${(error as Error).message}. ` +
        'Run `npm run build` again after `npm install`; if it persists, the pinned library version may not be readable by TypeDoc.',
    );
  }
}

/**
 * Generates the reference, then returns the `api` docs instance serving it:
 * the plugin is named `docusaurus-plugin-content-docs` with the id `api`,
 * which is how Docusaurus, the docs theme and markdown-export find it.
 * `checked`: the options as `validateOptions` (options.ts) returned them.
 */
async function apiReferencePlugin(
  context: LoadContext,
  checked: ApiReferencePluginOptions,
): Promise<Plugin> {
  const outDir = path.resolve(context.siteDir, checked.out);
  await generate(context, checked, outDir);
  const guidesDir = path.resolve(context.siteDir, checked.guides.dir);
  const crossLinks = createCrossLinkStep({
    pages: readPages(outDir),
    outDir,
    guidesDir,
    apply: (dir) => crossLink(context.siteDir, dir, checked.guides),
    describe: (stats) =>
      `${stats.withUsages} of ${stats.pages} pages list the guides that use them, ${stats.withSince} say since when they exist`,
  });
  // Before the docs instance exists: the pages are finished when anything reads them.
  await crossLinks();
  return createApiDocsInstance(context, checked.docs, outDir, {
    beforeLoad: crossLinks,
    watch: [path.join(guidesDir, '*.{md,mdx}')],
  });
}

// Docusaurus calls validateOptions first and passes the plugin what it returns.
export default withValidatedOptions(apiReferencePlugin, validateOptions);

/**
 * Adds "Added in" lines and "Used in the guides" sections to the pages in
 * `apiDir` (a copy of TypeDoc's, cross-link-step.ts). Reads the guides each
 * time: under `npm start` it runs again when a guide changes.
 */
async function crossLink(
  siteDir: string,
  apiDir: string,
  guides: ApiReferenceOptions['guides'],
): Promise<CrossLinkStats> {
  try {
    const location: GuidesLocation = { ...guides, dir: path.resolve(siteDir, guides.dir) };
    const symbols = readSymbolIndex(apiDir);
    const usages = indexGuideUsages(await readGuides(location), symbols);
    const snapshots = snapshotsUpTo(readSnapshots(siteDir), pinnedVersion(siteDir));
    const post = (version: string) =>
      fs.existsSync(path.join(siteDir, 'blog', postFileName(version)))
        ? postPath(version)
        : undefined;
    return addCrossLinks({ apiDir, symbols, usages, snapshots, post });
  } catch (error) {
    throw new PluginError(
      PLUGIN_NAME,
      `adding the guide links and release history to the pages failed: ${(error as Error).message}`,
    );
  }
}
