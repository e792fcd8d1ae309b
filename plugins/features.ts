/**
 * The site's local features, one entry each, in the order Docusaurus loads
 * them. Each entry takes what the site needs from its folder's index.ts only
 * (the plugin, its remark plugins, config fragments); docusaurus.config.ts
 * reads the assembled result and imports nothing inside a plugin folder.
 *
 * FEATURES_OFF=<name>[,<name>…] leaves features out, everything of each (its
 * plugin or theme, its remark plugins, its config fragments), to measure what
 * one costs (`npm run bench`) or to check the site without it
 * (tests/unit/features.test.ts). Unset in production.
 */
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { PluginConfig } from '@docusaurus/types';
import type { UserThemeConfig } from '@docusaurus/theme-common';
import { sidebarDocIds } from '../shared/sidebar-doc-ids';
import { ROUTES, STORAGE_NAMESPACE } from '../shared/site';
import sidebars from '../sidebars';
import * as apiReference from './api-reference';
import * as codeHighlighting from './code-highlighting';
import criticalCss from './critical-css';
import cssPurge from './css-purge';
import * as errorReference from './error-reference';
import filamentWasm from './filament-wasm';
import headScript, { type HeadScriptOptions } from './head-script';
import idlePrefetch from './idle-prefetch';
import * as installTabs from './install-tabs';
import lazyChrome from './lazy-chrome';
import markdownExport, { type MarkdownExportOptions } from './markdown-export';
import modelChecker from './model-checker';
import pendingNavigation from './pending-navigation';
import postBuild from './post-build';
import robotsAndManifest, { type RobotsAndManifestOptions } from './robots-and-manifest';
import search from './search';
import socialCards from './social-cards';
import sourceMaps from './source-maps';
import tslibHelpers from './tslib-helpers';
import * as webHost from './web-host';

type RemarkPlugins = NonNullable<DocsOptions['remarkPlugins']>;
type PrismConfig = NonNullable<UserThemeConfig['prism']>;

/** Where a feature's Docusaurus plugin goes in the config. */
type Slot =
  /** Before the guides' docs plugin: api-reference's /docs/api routes must match before /docs. */
  | 'before-content'
  /** Among `plugins`, after the content plugins. */
  | 'plugins'
  /** Among `themes`, after theme-classic, whose components it replaces or wraps (@theme-init). */
  | 'themes';

export interface Feature {
  /** Its folder under plugins/, its plugin's `name`, and the name FEATURES_OFF takes. */
  readonly name: string;
  readonly plugin?: { readonly slot: Slot; readonly config: PluginConfig };
  /** Remark plugins of the guides' docs instance, before Docusaurus's own (headings, TOC). */
  readonly beforeDefaultRemarkPlugins?: RemarkPlugins;
  readonly remarkPlugins?: RemarkPlugins;
  /** Prism's themes and languages in themeConfig. */
  readonly prism?: PrismConfig;
  /**
   * What else of the site uses it and must go with it, each a file and the
   * text in it that uses the feature (tests/unit/features.test.ts checks the
   * list against the imports). FEATURES_OFF refuses a feature with any.
   */
  readonly neededBy?: readonly (readonly [file: string, uses: string])[];
  /**
   * Features this one hands work to, which stay while it is here: the plugins
   * with `postBuildSteps` need post-build, which alone runs them (without it
   * the site would still build, with those steps silently not run).
   */
  readonly needs?: readonly string[];
}

/** What the site settles outside the features and passes to them. */
export interface SiteSettings {
  readonly siteDir: string;
  /** The announcement bar's id, which the head script resets on a new one. */
  readonly announcementId: string;
  /** SOURCE_MAPS=1: maps for the browser bundle (`npm run bench:bundle`). */
  readonly sourceMaps: boolean;
}

/**
 * The generated API reference (git-ignored): api-reference writes it and
 * serves it with a docs instance of its own; the guides' API links read its names.
 */
export const API_DIR = 'api';

const beforeContent = (config: PluginConfig) => ({ slot: 'before-content' as const, config });
const plugin = (config: PluginConfig) => ({ slot: 'plugins' as const, config });
const theme = (config: PluginConfig) => ({ slot: 'themes' as const, config });

/** The guide order api-reference lists a name's guides in. */
const guideOrder = () => sidebarDocIds(sidebars.sidebar).map((id) => id.replace(/^guides\//, ''));

/** Where the site uses a feature outside its folder (each feature's `neededBy`). */
const API_REFERENCE_USES: Feature['neededBy'] = [
  ['docusaurus.config.ts', "to: '/docs/api'"],
  ['tools/releases/posts.ts', 'plugins/api-reference/groups'],
  ['tools/releases/diff.ts', 'plugins/api-reference/groups'],
];
const FILAMENT_WASM_USES: Feature['neededBy'] = [
  ['src/components/LivePreview/frame.tsx', 'plugins/filament-wasm/client'],
  ['src/components/LivePreview/useHostPreview.ts', 'plugins/filament-wasm/client'],
  ['src/components/ModelChecker/LiveView.tsx', 'plugins/filament-wasm/client'],
];
const WEB_HOST_USES: Feature['neededBy'] = [
  ['src/components/LivePreview/Stage.tsx', 'plugins/web-host/client'],
  ['src/components/ModelChecker/LiveView.tsx', 'plugins/web-host/client'],
  ['src/components/Playground/index.tsx', 'plugins/web-host/client'],
  ['tools/playground/table.ts', 'plugins/web-host/samples'],
  ['tools/playground/vendor.ts', 'plugins/web-host/samples'],
  ['tools/posters/render.ts', 'plugins/web-host/bundle'],
  ['tools/bench/host-first-run.ts', 'plugins/web-host/bundle'],
];

/** Every local feature, in load order (plugins/README.md says what each does). */
export function siteFeatureList(site: SiteSettings): Feature[] {
  const apiOptions = {
    out: API_DIR,
    guides: { dir: 'docs/guides', route: `/${ROUTES.guides}`, order: guideOrder() },
  } satisfies apiReference.ApiReferenceOptions;
  return [
    { name: 'post-build', plugin: beforeContent(postBuild) },
    {
      name: 'api-reference',
      plugin: beforeContent([apiReference.default, apiOptions]),
      remarkPlugins: apiReference.apiLinkRemarkPlugins(`${site.siteDir}/${API_DIR}`),
      neededBy: API_REFERENCE_USES,
    },
    {
      name: 'head-script',
      plugin: plugin([
        headScript,
        {
          storageNamespace: STORAGE_NAMESPACE,
          announcementId: site.announcementId,
        } satisfies HeadScriptOptions,
      ]),
      needs: ['post-build'],
    },
    {
      name: 'error-reference',
      plugin: plugin(errorReference.default),
      beforeDefaultRemarkPlugins: [
        [errorReference.remarkErrorReference, { siteDir: site.siteDir }],
      ],
      neededBy: [['docs/guides/error-messages.mdx', '<ErrorReference />']],
    },
    { name: 'install-tabs', remarkPlugins: installTabs.remarkPlugins },
    { name: 'idle-prefetch', plugin: plugin(idlePrefetch) },
    { name: 'pending-navigation', plugin: plugin(pendingNavigation) },
    { name: 'css-purge', plugin: plugin(cssPurge), needs: ['post-build'] },
    { name: 'tslib-helpers', plugin: plugin(tslibHelpers) },
    { name: 'critical-css', plugin: plugin(criticalCss), needs: ['post-build'] },
    { name: 'filament-wasm', plugin: plugin(filamentWasm), neededBy: FILAMENT_WASM_USES },
    {
      name: 'model-checker',
      plugin: plugin(modelChecker),
      // Not an import: the checker's analysis bundles only with this plugin's bundler settings.
      neededBy: [['docs/guides/check-your-model.mdx', '<ModelChecker />']],
    },
    {
      name: 'web-host',
      plugin: plugin(webHost.default),
      remarkPlugins: webHost.remarkPlugins,
      neededBy: WEB_HOST_USES,
    },
    { name: 'social-cards', plugin: plugin(socialCards), needs: ['post-build'] },
    {
      name: 'robots-and-manifest',
      plugin: plugin([
        robotsAndManifest,
        { shortName: 'Filament' } satisfies RobotsAndManifestOptions,
      ]),
    },
    // Only in builds made with SOURCE_MAPS=1.
    { name: 'source-maps', ...(site.sourceMaps ? { plugin: plugin(sourceMaps) } : {}) },
    {
      name: 'code-highlighting',
      plugin: theme(codeHighlighting.default),
      prism: codeHighlighting.prism,
    },
    { name: 'lazy-chrome', plugin: theme(lazyChrome) },
    { name: 'search', plugin: theme(search), needs: ['post-build'] },
    {
      name: 'markdown-export',
      plugin: theme([
        markdownExport,
        // A file, not a string: the site config (options included) ships to every page.
        {
          summaryFile: './plugins/markdown-export/llms-summary.md',
        } satisfies MarkdownExportOptions,
      ]),
      needs: ['post-build'],
    },
  ];
}

/** What docusaurus.config.ts places: the features' parts, by where they go. */
export interface AssembledFeatures {
  readonly names: readonly string[];
  readonly beforeContent: PluginConfig[];
  readonly plugins: PluginConfig[];
  readonly themes: PluginConfig[];
  readonly beforeDefaultRemarkPlugins: RemarkPlugins;
  readonly remarkPlugins: RemarkPlugins;
  readonly prism: PrismConfig;
}

/**
 * What keeps a feature in the site: the files its `neededBy` lists, and the
 * features among `others` that need it. A feature with none can be removed
 * (CONTRIBUTING.md, "Remove a feature").
 */
export function usesOf(feature: Feature, others: readonly Feature[]): string[] {
  return [
    ...(feature.neededBy ?? []).map(([file]) => file),
    ...others.filter((f) => f.needs?.includes(feature.name)).map((f) => `${f.name}'s entry`),
  ];
}

/** The features but those `off` names; a name that is no feature stops the build (a typo would measure nothing). */
export function assembleFeatures(
  features: readonly Feature[],
  off: ReadonlySet<string>,
): AssembledFeatures {
  const known = new Set(features.map((f) => f.name));
  const unknown = [...off].filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `FEATURES_OFF names no feature: ${unknown.join(', ')}. Features: ${[...known].join(', ')}.`,
    );
  }
  const stay = features.filter((f) => !off.has(f.name));
  const needed = features.filter((f) => off.has(f.name) && usesOf(f, stay).length > 0);
  if (needed.length > 0) {
    const uses = needed.map((f) => `${f.name} (${usesOf(f, stay).join(', ')})`);
    throw new Error(
      `FEATURES_OFF cannot leave out ${uses.join('; ')}: the site uses it there. Remove those uses first (CONTRIBUTING.md, "Remove a feature").`,
    );
  }
  const on = features.filter((f) => !off.has(f.name));
  const slot = (name: Slot) =>
    on.flatMap((f) => (f.plugin?.slot === name ? [f.plugin.config] : []));
  return {
    names: on.map((f) => f.name),
    beforeContent: slot('before-content'),
    plugins: slot('plugins'),
    themes: slot('themes'),
    beforeDefaultRemarkPlugins: on.flatMap((f) => f.beforeDefaultRemarkPlugins ?? []),
    remarkPlugins: on.flatMap((f) => f.remarkPlugins ?? []),
    prism: on.find((f) => f.prism)?.prism ?? {},
  };
}

/** FEATURES_OFF's names. */
export function featuresOff(env: NodeJS.ProcessEnv = process.env): Set<string> {
  return new Set(env.FEATURES_OFF?.split(',').filter(Boolean));
}

/** The site's features as the environment asks (FEATURES_OFF, SOURCE_MAPS). */
export function siteFeatures(
  site: Omit<SiteSettings, 'sourceMaps'>,
  env: NodeJS.ProcessEnv = process.env,
): AssembledFeatures {
  const off = featuresOff(env);
  const sourceMaps = env.SOURCE_MAPS === '1';
  // The bundler's persistent cache outlives env-only changes: it kept a plugin's
  // resolve alias after FEATURES_OFF removed the plugin, so a measurement showed
  // no difference. A build with either flag runs without it (Docusaurus reads
  // this variable after loading the config).
  if (off.size > 0 || sourceMaps) env.DOCUSAURUS_NO_PERSISTENT_CACHE = '1';
  return assembleFeatures(siteFeatureList({ ...site, sourceMaps }), off);
}
