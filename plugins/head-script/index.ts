/**
 * An inline script at the top of every page's <head>, run before the page
 * renders and before any Docusaurus code (early-script.ts, README.md).
 */
import type { LoadContext } from '@docusaurus/types';
import { PluginError } from '../../shared/plugin-error';
import { withValidatedOptions } from '../../shared/plugin-options';
import type { PageStep, PostBuildPlugin, PostBuildProps } from '../../shared/post-build';
import { earlyScript } from './early-script';
import { notFoundScript } from './not-found-script';
import { PLUGIN_NAME, validateOptions, type HeadScriptPluginOptions } from './options';

export type { HeadScriptOptions } from './options';

/** The not-found page, the one page that gets the case redirect. */
const NOT_FOUND_PAGE = '404.html';

/**
 * Step (2) of the post-build pipeline (plugins/post-build): in the pass over
 * the pages, 404.html alone learns the routes, to send a wrong letter case
 * to the right one.
 */
export function notFoundStep({ routesPaths }: PostBuildProps): PageStep {
  const routes = routesPaths.filter((route) => !route.endsWith(NOT_FOUND_PAGE));
  const tag = `<script>${notFoundScript(routes)}</script>`;
  return {
    transform(html, { file }) {
      if (file !== NOT_FOUND_PAGE) return html;
      if (!html.includes('<head>')) {
        throw new PluginError(PLUGIN_NAME, 'it has no <head> to add the case redirect to.');
      }
      return html.replace('<head>', `<head>${tag}`);
    },
  };
}

function headScriptPlugin(context: LoadContext, options: HeadScriptPluginOptions): PostBuildPlugin {
  const { storageNamespace, announcementId } = options;
  const script = earlyScript({ storageNamespace, announcementId, baseUrl: context.baseUrl });
  return {
    name: PLUGIN_NAME,
    injectHtmlTags: () => ({
      headTags: [{ tagName: 'script', attributes: {}, innerHTML: script }],
    }),
    postBuildSteps: { pages: notFoundStep },
  };
}

// Docusaurus calls validateOptions first and passes the plugin what it returns.
export default withValidatedOptions(headScriptPlugin, validateOptions);
