import type { Config } from '@docusaurus/types';
import type * as Docs from '@docusaurus/plugin-content-docs';
import type * as Pages from '@docusaurus/plugin-content-pages';
import type * as Sitemap from '@docusaurus/plugin-sitemap';
import type * as ThemeClassic from '@docusaurus/theme-classic';
import type { UserThemeConfig } from '@docusaurus/theme-common';
import { themes as prismThemes } from 'prism-react-renderer';
import apiReferencePlugin, { type ApiReferenceOptions } from './scripts/api/docusaurus-plugin';
import { ACCEPTED_TYPEDOC_WARNINGS } from './scripts/api/accepted-warnings';
import { LIBRARY_REPO } from './scripts/api/library';
import livePreviewPlugin from './scripts/live-preview/docusaurus-plugin';

/** Bump to show the announcement bar again to readers who dismissed it. */
const ANNOUNCEMENT_ID = 'announcement-2025-github';

const config = {
  title: 'React Native Filament',
  tagline: 'Fastest 3D rendering for React Native',
  favicon: 'img/favicon.svg',

  url: 'https://margelo.github.io',
  baseUrl: '/react-native-filament/',
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
  // Stored values (colour mode, announcement dismissal) get a per-site key suffix.
  storage: { type: 'localStorage', namespace: true },

  future: {
    v4: true,
    faster: true,
  },

  plugins: [
    [
      apiReferencePlugin,
      {
        out: 'docs/api',
        acceptedWarnings: ACCEPTED_TYPEDOC_WARNINGS,
      } satisfies ApiReferenceOptions,
    ],
    [
      '@docusaurus/plugin-content-docs',
      {
        sidebarPath: './sidebars.ts',
        editUrl: `${LIBRARY_REPO}/edit/main/docs/`,
        showLastUpdateTime: true,
        lastVersion: 'current',
        versions: { current: { label: 'Next' } },
      } satisfies Docs.Options,
    ],
    ['@docusaurus/plugin-content-pages', {} satisfies Pages.Options],
    ['@docusaurus/plugin-sitemap', {} satisfies Sitemap.Options],
    // Filament's wasm and bundler settings for the live 3D previews.
    livePreviewPlugin,
  ],

  themes: [
    [
      '@docusaurus/theme-classic',
      { customCss: './src/css/custom.css' } satisfies ThemeClassic.Options,
    ],
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
        {
          href: LIBRARY_REPO,
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'GitHub repository',
        },
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
            { label: 'Example App', href: `${LIBRARY_REPO}/tree/main/package/example` },
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
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'json'],
    },
  } satisfies UserThemeConfig,
} satisfies Config;

export default config;
