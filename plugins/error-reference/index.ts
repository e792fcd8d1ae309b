/**
 * The error reference (docs/guides/error-messages.mdx): every message the
 * library throws or logs as an error or warning, extracted from the installed
 * package when the build starts and explained from explanations/ (README.md).
 * The guide's `<ErrorReference />` is expanded by remark.ts; the same nodes are
 * this plugin's content, which plugins/markdown-export puts in the page's twin.
 */
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { RootContent } from 'mdast';
import { loadReference, PLUGIN_NAME } from './reference';

export { default as remarkErrorReference } from './remark';

/** What markdown-export reads: the generated nodes of the page. */
export interface ErrorReferenceContent {
  readonly nodes: readonly RootContent[];
}

// Plugin<unknown>, as the config's plugin list takes it; the content's shape is ErrorReferenceContent.
export default function errorReferencePlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async loadContent(): Promise<ErrorReferenceContent> {
      const started = performance.now();
      const { nodes, count } = loadReference(context.siteDir);
      logger.info(
        `[${PLUGIN_NAME}] ${count} messages read from the library in ${Math.round(performance.now() - started)} ms`,
      );
      return { nodes };
    },
  };
}
