/**
 * Remark plugin for the guides (registered in `beforeDefaultRemarkPlugins`
 * of the docs instance): `<ErrorReference />` on its own line becomes the
 * generated sections of reference.ts. It runs before Docusaurus's own heading
 * and table-of-contents plugins, so the generated headings get their anchors
 * (the ids set here), appear in the table of contents and are indexed by
 * search like written ones.
 */
import type { Root, RootContent } from 'mdast';
import { PluginError } from '../../shared/plugin-error';
import { loadReference, PLUGIN_NAME } from './reference';

export interface RemarkErrorReferenceOptions {
  /** The site's root, where package.json pins the library. */
  readonly siteDir: string;
}

export const PLACEHOLDER = 'ErrorReference';

export default function remarkErrorReference({ siteDir }: RemarkErrorReferenceOptions) {
  return (tree: Root, file: { path?: string }) => {
    const at = tree.children.findIndex(
      (node) => node.type === 'mdxJsxFlowElement' && node.name === PLACEHOLDER,
    );
    if (at < 0) return;
    const more = tree.children.findIndex(
      (node, i) => i > at && node.type === 'mdxJsxFlowElement' && node.name === PLACEHOLDER,
    );
    if (more >= 0)
      throw new PluginError(
        PLUGIN_NAME,
        `${file.path ?? 'a page'} has <${PLACEHOLDER} /> twice; keep one.`,
      );
    // A copy: the docs pipeline's later plugins rewrite nodes in place (heading ids, links).
    const nodes = structuredClone(loadReference(siteDir).nodes) as RootContent[];
    tree.children.splice(at, 1, ...nodes);
  };
}
