/**
 * robots.txt, the web app manifest and its icons (README.md): written into
 * the build after it, and the manifest link and theme color in every page's
 * head. Touches no page after the build, so it keeps a `postBuild` of its
 * own, beside the post-build pipeline (plugins/post-build).
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { writeAtomic } from '../../shared/built-pages';
import { asPluginError } from '../../shared/plugin-error';
import { withValidatedOptions } from '../../shared/plugin-options';
import { THEME_COLORS } from '../../shared/site';
import { PLUGIN_NAME, validateOptions, type RobotsAndManifestPluginOptions } from './options';
import { ICONS, ICON_DIR, MANIFEST_FILE, iconPng, robotsTxt, webManifest } from './site-files';

export type { RobotsAndManifestOptions } from './options';

/** The sitemap plugin's file, which robots.txt points to. */
const SITEMAP_FILE = 'sitemap.xml';

/** Writes robots.txt, the manifest and its icons into `outDir`. */
function writeSiteFiles(
  outDir: string,
  context: LoadContext,
  { shortName, logo }: RobotsAndManifestPluginOptions,
): void {
  const { siteConfig, baseUrl, siteDir } = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  writeAtomic(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl, baseUrl, SITEMAP_FILE));
  const manifest = webManifest({
    name: siteConfig.title,
    shortName,
    description: siteConfig.tagline,
    baseUrl,
    themeColor: THEME_COLORS.primary,
    backgroundColor: THEME_COLORS.background,
  });
  writeAtomic(path.join(outDir, MANIFEST_FILE), manifest);
  const logoSvg = fs.readFileSync(path.resolve(siteDir, logo), 'utf8');
  for (const icon of ICONS) {
    const png = iconPng(logoSvg, icon, THEME_COLORS.background);
    writeAtomic(path.join(outDir, ICON_DIR, icon.file), png);
  }
}

function robotsAndManifestPlugin(
  context: LoadContext,
  checked: RobotsAndManifestPluginOptions,
): Plugin {
  return {
    name: PLUGIN_NAME,
    // Static tags, the same on every page: in the server HTML from the start.
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'link',
          attributes: { rel: 'manifest', href: `${context.baseUrl}${MANIFEST_FILE}` },
        },
        { tagName: 'meta', attributes: { name: 'theme-color', content: THEME_COLORS.primary } },
      ],
    }),
    postBuild({ outDir }) {
      try {
        writeSiteFiles(outDir, context, checked);
      } catch (error) {
        throw asPluginError(PLUGIN_NAME, error);
      }
      logger.info(`[${PLUGIN_NAME}] robots.txt, ${MANIFEST_FILE} and ${ICONS.length} icons`);
    },
  };
}

// Docusaurus calls validateOptions first and passes the plugin what it returns.
export default withValidatedOptions(robotsAndManifestPlugin, validateOptions);
