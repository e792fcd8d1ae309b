/**
 * Generates the API reference into api/ (served under /docs/api) before the
 * `api` docs plugin instance reads it.
 *
 * It checks the pinned library is installed (one clear error otherwise), then
 * hands over to docusaurus-plugin-typedoc with our TypeDoc plugin added, then
 * adds to each page since when its name exists and the guide sections that
 * use it (cross-links.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import docusaurusPluginTypedoc from 'docusaurus-plugin-typedoc';
import type { PluginOptions as TypedocPluginOptions } from 'docusaurus-plugin-typedoc';
import type { TypeDocOptions } from 'typedoc';
import { FUNCTION_GROUP_ORDER } from './groups';
import { LIBRARY_REPO, LibraryError, pinnedVersion, resolveLibrary } from '../../shared/library';
import { postFileName, postPath, readSnapshots } from '../../shared/releases';
import { addCrossLinks, type CrossLinkStats } from './cross-links';
import { indexGuideUsages, readGuides, type GuidesLocation } from './guide-usages';
import { snapshotsUpTo } from './since';
import { readSymbolIndex } from './symbols';
import {
  createTypedocPlugin,
  createWarningGate,
  UndecidedWarningsError,
  type WarningGate,
} from './typedoc-plugin';
import { ACCEPTED_TYPEDOC_WARNINGS, type AcceptedWarning } from './accepted-warnings';

export interface ApiReferenceOptions {
  /** Where the markdown goes, relative to the site. */
  readonly out: string;
  /**
   * Warnings reviewed and accepted, each with a reason; by default the list in
   * accepted-warnings.ts. Leave it out of the site config: Docusaurus ships
   * the whole config, plugin options included, to every page (the list as an
   * option added 360 B gzipped to main.js).
   */
  readonly acceptedWarnings?: readonly AcceptedWarning[];
  /** The guides whose sections API pages list under "Used in the guides". */
  readonly guides: {
    /** Their folder, relative to the site (e.g. `docs/guides`). */
    readonly dir: string;
    /** Its route without base URL (e.g. `/docs/guides`). */
    readonly route: string;
    /** Guide ids in reading order (the sidebar's); others follow by id. */
    readonly order: readonly string[];
  };
}

class ApiReferenceError extends Error {
  override name = 'ApiReferenceError';
}

/** The TypeDoc options for a given installed library; exported for tests. */
function typedocOptions(
  siteDir: string,
  options: ApiReferenceOptions,
  gate: WarningGate,
): Partial<TypedocPluginOptions & TypeDocOptions> {
  const library = resolveLibrary(siteDir);
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
    plugin: [createTypedocPlugin(gate, library.version)] as unknown as string[],
  };
}

function assertOptions(options: unknown): asserts options is ApiReferenceOptions {
  const o = options as Partial<ApiReferenceOptions> | undefined;
  if (
    typeof o?.out !== 'string' ||
    (o.acceptedWarnings !== undefined && !Array.isArray(o.acceptedWarnings)) ||
    typeof o.guides?.dir !== 'string' ||
    typeof o.guides.route !== 'string' ||
    !Array.isArray(o.guides.order)
  ) {
    throw new ApiReferenceError(
      'api-reference plugin options need `out` and `guides` ({ dir, route, order }); `acceptedWarnings`, if given, an array.',
    );
  }
}

export default async function apiReferencePlugin(
  context: LoadContext,
  options: unknown,
): Promise<Plugin> {
  assertOptions(options);
  const gate = createWarningGate(options.acceptedWarnings ?? ACCEPTED_TYPEDOC_WARNINGS);
  let settings: ReturnType<typeof typedocOptions>;
  try {
    settings = typedocOptions(context.siteDir, options, gate);
  } catch (error) {
    if (error instanceof LibraryError)
      throw new ApiReferenceError(`API reference: ${error.message}`);
    throw error;
  }
  const outDir = path.resolve(context.siteDir, options.out);
  try {
    fs.rmSync(outDir, { recursive: true, force: true });
    const inner = await docusaurusPluginTypedoc(context as never, settings as never);
    if (gate.errors.length > 0 || !fs.existsSync(path.join(outDir, 'typedoc-sidebar.cjs'))) {
      throw new ApiReferenceError(
        `API reference: TypeDoc did not produce the API reference (${gate.errors.join('; ') || 'no output'}). ` +
          'Check that `npm install` finished and that the pinned react-native-filament version has a src/ folder.',
      );
    }
    await crossLink(context.siteDir, outDir, options.guides);
    return { ...inner, name: 'api-reference' };
  } catch (error) {
    if (error instanceof ApiReferenceError || error instanceof UndecidedWarningsError) throw error;
    throw new ApiReferenceError(
      `API reference: TypeDoc failed: ${(error as Error).message}. ` +
        'Run `npm run build` again after `npm install`; if it persists, the pinned library version may not be readable by TypeDoc.',
    );
  }
}

/**
 * Adds "Added in" lines and "Used in the guides" sections to the generated
 * pages. Read once at startup: under `npm start`, edits to guides show on API
 * pages after a restart.
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
    throw new ApiReferenceError(
      `API reference: adding the guide links and release history to the pages failed: ${(error as Error).message}`,
    );
  }
}
