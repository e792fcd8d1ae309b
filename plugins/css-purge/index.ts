/**
 * After the build, removes from the site's stylesheet the rules no page can
 * use (mostly Infima components the theme never renders), with PurgeCSS. The
 * content it checks against is the whole build: every page's HTML and every
 * script, so class names set at runtime by any component are kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import { PurgeCSS } from 'purgecss';
import { writeAtomic } from '../../shared/built-pages';
import { PluginError } from '../../shared/plugin-error';
import type { PostBuildPlugin, PostBuildProps } from '../../shared/post-build';

export const PLUGIN_NAME = 'css-purge';

/** Selectors kept whatever the content says: state the theme sets through attributes. */
const PURGE_SAFELIST = {
  greedy: [/data-theme/, /data-announcement-bar/, /data-has-hydrated/, /data-theme-choice/],
};

/**
 * Classes this site never renders, though the theme's scripts name them (so
 * PurgeCSS alone would keep them). Infima's: navbar dropdowns (no dropdown
 * items in the navbar), blog author avatars (posts have no authors), doc
 * cards (no generated category pages), and the dark and primary navbar
 * styles (the config sets neither). Tabs are kept: the guides use them for
 * package managers and for Expo / React Native CLI set-up steps. Infima's BEM
 * names match whole: CSS-module classes such as card_x1y2 are kept. Theme
 * classic's CSS modules of blog authors (their name, title, picture, post
 * count and social links), matched by their local name before the hash
 * suffix: 310 B gzipped of the stylesheet every page loads, which paid for
 * the API reference's tables (issue 21). (The social icons' rules stay:
 * they start with [data-theme=…], which the safelist keeps.)
 * Infima's `img[align=left|right]` (no page has an `align` attribute; the
 * words are in CodeMirror's script, the live samples' editor, which would
 * keep them: 2 rules the budget had no room for; here matched by the
 * attribute's name, as PurgeCSS compares an attribute selector's).
 * tests/build/css-purge.test.ts fails if a page starts using one.
 */
export const UNUSED_CLASSES: readonly RegExp[] = [
  ...['dropdown', 'avatar', 'card'].map((block) => new RegExp(`^${block}(__|--|$)`)),
  /^navbar--(dark|primary)$/,
  /^align$/,
  /^(author[A-Z]\w*|author-as-h[1-6]|imageOnlyAuthor(Row|Col))_[\w-]{4,}$/,
];

/** Where Docusaurus writes the site's stylesheet; the build stops if it has none there. */
export function stylesheetDir(outDir: string): string {
  const cssDir = path.join(outDir, 'assets/css');
  const sheets = fs.existsSync(cssDir)
    ? fs.readdirSync(cssDir).filter((f) => f.endsWith('.css'))
    : [];
  if (sheets.length === 0) {
    throw new PluginError(
      PLUGIN_NAME,
      `no stylesheet in ${path.relative(process.cwd(), cssDir) || cssDir}: ` +
        'Docusaurus now writes its CSS elsewhere, so nothing would be purged. Update ' +
        'plugins/css-purge (see its README) or remove it from docusaurus.config.ts.',
    );
  }
  return cssDir;
}

async function purgeStylesheets(
  outDir: string,
): Promise<{ file: string; before: number; after: number }[]> {
  const cssDir = stylesheetDir(outDir);
  const results = await new PurgeCSS().purge({
    content: [`${outDir}/**/*.html`, `${outDir}/**/*.js`],
    css: [`${cssDir}/*.css`],
    safelist: PURGE_SAFELIST,
    blocklist: [...UNUSED_CLASSES],
    // Keyframes and custom properties may be referenced from inline styles.
    keyframes: false,
    variables: false,
  });
  return results.map(({ css, file }) => {
    const before = fs.statSync(file!).size;
    writeAtomic(file!, css);
    return { file: path.relative(outDir, file!), before, after: Buffer.byteLength(css) };
  });
}

/** Step (1) of the post-build pipeline (plugins/post-build): before any page is read. */
async function purgeStep({ outDir }: PostBuildProps): Promise<void> {
  for (const { file, before, after } of await purgeStylesheets(outDir)) {
    logger.info(`[${PLUGIN_NAME}] ${file}: ${before} → ${after} bytes`);
  }
}

export default function purgeCssPlugin(): PostBuildPlugin {
  return {
    name: PLUGIN_NAME,
    // Run by plugins/post-build, first: critical-css inlines rules of the purged sheet.
    postBuildSteps: { stylesheet: purgeStep },
  };
}
