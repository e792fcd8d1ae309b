/**
 * Social cards (see README.md here): every HTML page gets a 1200×630 PNG
 * card drawn from its title and section (satori + resvg, no browser) and the
 * og:image / twitter:image tags that point at it; cards are cached by
 * content hash. The work is a step of the post-build pipeline
 * (plugins/post-build): cards-step.ts.
 */
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { PostBuildPlugin } from '../../shared/post-build';
import { withValidatedOptions } from '../../shared/plugin-options';
import { CardCache } from './cache';
import { cardsStep } from './cards-step';
import { PLUGIN_NAME, validateOptions, type SocialCardsPluginOptions } from './options';

export type { SocialCardsOptions } from './options';
export type { CardRecord, CardsReport } from './cards-step';

function socialCardsPlugin(
  context: LoadContext,
  options: SocialCardsPluginOptions,
): PostBuildPlugin {
  const { logo, outDir: cardDir, cacheDir } = options;
  const { siteDir, siteConfig, baseUrl, generatedFilesDir } = context;
  const step = cardsStep({
    siteDir,
    generatedFilesDir,
    siteTitle: siteConfig.title,
    titleDelimiter: siteConfig.titleDelimiter,
    siteUrl: siteConfig.url.replace(/\/$/, ''),
    baseUrl,
    logoFile: path.resolve(siteDir, logo),
    cardDir,
    cache: new CardCache(path.resolve(siteDir, cacheDir)),
  });
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    // In the pass over the pages, after critical-css (the config lists it first).
    postBuildSteps: { pages: step },
  };
}

// Docusaurus calls validateOptions first and passes the plugin what it returns.
export default withValidatedOptions(socialCardsPlugin, validateOptions);
