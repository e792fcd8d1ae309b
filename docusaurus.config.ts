import type { Config } from '@docusaurus/types';
import type * as Blog from '@docusaurus/plugin-content-blog';
import type * as Docs from '@docusaurus/plugin-content-docs';
import type * as Pages from '@docusaurus/plugin-content-pages';
import type * as Sitemap from '@docusaurus/plugin-sitemap';
import type * as ThemeClassic from '@docusaurus/theme-classic';
import type { UserThemeConfig } from '@docusaurus/theme-common';
import remarkNpm2Yarn from '@docusaurus/remark-plugin-npm2yarn';
import apiReferencePlugin, {
  apiLinkRemarkPlugins,
  type ApiReferenceOptions,
} from './plugins/api-reference';
import { sidebarDocIds } from './shared/sidebar-doc-ids';
import codeHighlightingPlugin from './plugins/code-highlighting';
import { cssVariableCodeTheme } from './plugins/code-highlighting/prism-theme';
import criticalCssPlugin from './plugins/critical-css';
import cssPurgePlugin from './plugins/css-purge';
import errorReferencePlugin, { remarkErrorReference } from './plugins/error-reference';
import { NPM2YARN_OPTIONS } from './plugins/install-tabs/npm2yarn';
import markdownExportPlugin, { type MarkdownExportOptions } from './plugins/markdown-export';
import headScriptPlugin, { type HeadScriptOptions } from './plugins/head-script';
import idlePrefetchPlugin from './plugins/idle-prefetch';
import lazyChromePlugin from './plugins/lazy-chrome';
import livePreviewPlugin from './plugins/live-preview';
import modelCheckerPlugin from './plugins/model-checker';
import webHostPlugin from './plugins/web-host';
import remarkRunButton from './plugins/web-host/remark-run-button';
import pendingNavigationPlugin from './plugins/pending-navigation';
import postBuildPlugin from './plugins/post-build';
import robotsAndManifestPlugin, {
  type RobotsAndManifestOptions,
} from './plugins/robots-and-manifest';
import searchPlugin from './plugins/search';
import socialCardsPlugin from './plugins/social-cards';
import sourceMapsPlugin from './plugins/source-maps';
import tslibHelpersPlugin from './plugins/tslib-helpers';
import { sortBlogPosts } from './shared/blog-order';
import { LIBRARY_REPO } from './shared/library';
import { BASE_URL, ROUTES, SITE_URL, STORAGE_NAMESPACE } from './shared/site';
import sidebars from './sidebars';

/**
 * Environment flags.
 * FEATURES_OFF: local plugins to leave out, comma-separated folder names of
 * plugins/ (e.g. `FEATURES_OFF=idle-prefetch npm run build`), to measure
 * what each one saves with `npm run bench`. Unset in production.
 */
const FEATURES_OFF = new Set(process.env.FEATURES_OFF?.split(',').filter(Boolean));
/**
 * SOURCE_MAPS=1: source maps for the browser bundle (plugins/source-maps), for
 * `npm run bench:bundle`, which sets it. Unset in production: readers get no maps.
 */
const SOURCE_MAPS = process.env.SOURCE_MAPS === '1';
// The bundler's persistent cache outlives env-only changes: it kept a plugin's
// resolve alias after FEATURES_OFF removed the plugin, so the measurement
// showed no difference (tslib-helpers, 2026-11-23). A build with either flag
// runs without it (Docusaurus reads this variable after loading the config).
if (FEATURES_OFF.size > 0 || SOURCE_MAPS) process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = '1';
/** The plugin, or nothing when FEATURES_OFF names it. */
const feature = <T>(name: string, plugin: T): T[] => (FEATURES_OFF.has(name) ? [] : [plugin]);

/**
 * The generated API reference (git-ignored): plugins/api-reference writes it and
 * serves it with a docs instance of its own; the guides' API links read its names.
 */
const API_DIR = 'api';

/** Bump to show the announcement bar again to readers who dismissed it. */
const ANNOUNCEMENT_ID = 'announcement-2025-github';

const config = {
  title: 'React Native Filament',
  tagline: 'Fastest 3D rendering for React Native',
  favicon: 'img/favicon.svg',

  url: SITE_URL,
  baseUrl: BASE_URL,
  trailingSlash: false,
  organizationName: 'margelo',
  projectName: 'react-native-filament',
  titleDelimiter: '|',
  noIndex: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'warn' },
  },

  i18n: { defaultLocale: 'en', locales: ['en'] },
  // Stored values (colour mode, announcement dismissal) get a per-site key suffix,
  // fixed rather than hashed so that the head script (plugins/head-script) knows it.
  storage: { type: 'localStorage', namespace: STORAGE_NAMESPACE },

  future: {
    v4: true,
    faster: true,
  },

  plugins: [
    // Runs the plugins' post-build steps in one order: purge the stylesheet, one pass over
    // the pages (404 script, critical CSS, card tags), search index, Markdown export
    // (plugins/post-build; each feature below declares its own steps).
    postBuildPlugin,
    [
      // The API reference, one entry: TypeDoc into API_DIR, then the docs instance `api`
      // that serves it under /docs/api with its own sidebar and remark plugins
      // (plugins/api-reference, options checked by its validateOptions).
      apiReferencePlugin,
      {
        out: API_DIR,
        // TypeDoc warnings accepted with a reason: plugins/api-reference/accepted-warnings.ts
        // (read by the plugin, not passed here: plugin options ship to every page).
        // API pages list the guide sections that use their name, guides in sidebar order;
        // under npm start, a guide edit refreshes that list.
        guides: {
          dir: 'docs/guides',
          route: `/${ROUTES.guides}`,
          order: sidebarDocIds(sidebars.sidebar).map((id) => id.replace(/^guides\//, '')),
        },
      } satisfies ApiReferenceOptions,
    ],
    [
      '@docusaurus/plugin-content-docs',
      {
        sidebarPath: './sidebars.ts',
        editUrl: `${LIBRARY_REPO}/edit/main/docs/`,
        showLastUpdateTime: true,
        // `<ErrorReference />` becomes the generated error reference, before Docusaurus's heading
        // and table-of-contents plugins so its entries get anchors (plugins/error-reference).
        beforeDefaultRemarkPlugins: [
          ...feature('error-reference', [remarkErrorReference, { siteDir: __dirname }]),
        ],
        remarkPlugins: [
          // Inline code and code-block names of exported symbols link to their API pages.
          ...apiLinkRemarkPlugins(`${__dirname}/${API_DIR}`),
          // A ```bash npm2yarn block becomes npm / Yarn / pnpm / Bun tabs, one choice for all pages.
          [remarkNpm2Yarn, NPM2YARN_OPTIONS],
          // A ```tsx live block gets a Run button that runs it on the web host (plugins/web-host).
          remarkRunButton,
        ],
        lastVersion: 'current',
        versions: { current: { label: 'Next' } },
        tags: 'tags.yml',
        onInlineTags: 'throw',
      } satisfies Docs.Options,
    ],
    [
      // Release notes, generated by `npm run releases` (tools/releases).
      '@docusaurus/plugin-content-blog',
      {
        blogTitle: 'Releases',
        blogDescription: 'What changed in the react-native-filament API, release by release.',
        blogSidebarTitle: 'Releases',
        blogSidebarCount: 'ALL',
        showReadingTime: false,
        tags: 'tags.yml',
        onInlineTags: 'throw',
        processBlogPosts: async ({ blogPosts }) => sortBlogPosts(blogPosts),
      } satisfies Blog.Options,
    ],
    ['@docusaurus/plugin-content-pages', {} satisfies Pages.Options],
    ['@docusaurus/plugin-sitemap', {} satisfies Sitemap.Options],
    // Each local plugin is one feature in its own folder; its README says what
    // it relies on and which test guards it.
    [
      headScriptPlugin,
      {
        storageNamespace: STORAGE_NAMESPACE,
        announcementId: ANNOUNCEMENT_ID,
      } satisfies HeadScriptOptions,
    ],
    // Every message the library throws or logs, read from its source when the build starts,
    // for the error reference guide and its Markdown twin (plugins/error-reference).
    ...feature('error-reference', errorReferencePlugin),
    ...feature('idle-prefetch', idlePrefetchPlugin),
    // A click does not render the page being left again while the next one loads (plugins/pending-navigation).
    ...feature('pending-navigation', pendingNavigationPlugin),
    ...feature('css-purge', cssPurgePlugin),
    // The one tslib helper the browser bundle calls, instead of all of tslib (plugins/tslib-helpers).
    ...feature('tslib-helpers', tslibHelpersPlugin),
    // Every page inlines the CSS it uses; the stylesheet no longer blocks the first paint.
    ...feature('critical-css', criticalCssPlugin),
    livePreviewPlugin,
    // Lets the model checker's analysis (gltf-transform, the glTF validator) into the browser bundle,
    // in one lazy chunk, with its CSS out of the site's stylesheet (plugins/model-checker).
    modelCheckerPlugin,
    // The library's own src/ on Filament's wasm, bundled apart and loaded only by import()
    // (plugins/web-host).
    webHostPlugin,
    // og:image cards for every page (plugins/social-cards).
    ...feature('social-cards', socialCardsPlugin),
    // robots.txt, the web app manifest and its icons, the theme color (plugins/robots-and-manifest).
    ...feature('robots-and-manifest', [
      robotsAndManifestPlugin,
      { shortName: 'Filament' } satisfies RobotsAndManifestOptions,
    ]),
    ...(SOURCE_MAPS ? [sourceMapsPlugin] : []),
  ],

  themes: [
    [
      '@docusaurus/theme-classic',
      { customCss: './src/css/custom.css' } satisfies ThemeClassic.Options,
    ],
    // Plugins with theme components come after theme-classic, whose components
    // they replace (SearchBar) or wrap through @theme-init (CodeBlock).
    ...feature('code-highlighting', codeHighlightingPlugin),
    // Chrome a first paint does not show (mobile drawer, unused navbar item types) loads when rendered.
    ...feature('lazy-chrome', lazyChromePlugin),
    searchPlugin,
    // Every page as Markdown, llms.txt, and the Copy page control (plugins/markdown-export).
    // A theme, not a plugin: its components wrap theme-classic's, so it must load after it.
    ...feature('markdown-export', [
      markdownExportPlugin,
      {
        // A file, not a string: the site config (options included) ships to every page.
        summaryFile: './plugins/markdown-export/llms-summary.md',
      } satisfies MarkdownExportOptions,
    ]),
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: `react-native-filament is open source: <a href="${LIBRARY_REPO}">star it, report issues and send fixes on GitHub</a>.`,
      isCloseable: true,
    },
    navbar: {
      title: 'Filament',
      logo: {
        alt: 'React Native Filament logo',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        { type: 'docSidebar', sidebarId: 'sidebar', position: 'left', label: 'Docs' },
        { to: '/docs/api', label: 'API', position: 'left', activeBaseRegex: '/docs/api' },
        { to: '/blog', label: 'Releases', position: 'left' },
        {
          href: LIBRARY_REPO,
          position: 'right',
          label: 'GitHub',
        },
        // Search (plugins/search/theme/SearchBar): placed here so it sits between GitHub and the colour toggle.
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Guides', to: '/docs/guides' },
            { label: 'API', to: '/docs/api' },
            { label: 'Example apps', href: `${LIBRARY_REPO}/tree/main/examples` },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Discord', href: 'https://discord.gg/6CSHz2qAvA' },
            { label: 'Twitter / X', href: 'https://x.com/margelo_com' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'GitHub', href: LIBRARY_REPO },
            { label: 'Margelo', href: 'https://margelo.com' },
          ],
        },
      ],
      // Fixed year, by specification.
      copyright: 'Copyright © 2025 Margelo GmbH. Built with Docusaurus.',
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: {
      // Colors by CSS variables and token classes, right in both modes without a re-render.
      theme: cssVariableCodeTheme,
      darkTheme: cssVariableCodeTheme,
      // The languages are plugins/code-highlighting/client/sitePrism.ts's (it replaces the package's Prism).
      additionalLanguages: [],
    },
  } satisfies UserThemeConfig,
} satisfies Config;

export default config;
