/**
 * Remark plugin: inline code that names an exported symbol of the library
 * (`useModel`, `<Camera>`, `FilamentAsset`, `setLogger()`) becomes a link to
 * its API page, so guides always point at the real reference and the
 * broken-link check catches renames.
 */
import type { InlineCode, Link, Parent, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { symbolNameOf, withSymbolIndex, type SymbolIndex } from './symbols';

export { symbolNameOf };

export interface ApiLinksOptions {
  /** The generated reference, e.g. `<site>/api`. Pages inside it are left alone. */
  readonly apiDir: string;
}

export function linkSymbols(tree: Root, index: SymbolIndex): number {
  let linked = 0;
  visit(tree, (node, i, parent: Parent | undefined) => {
    // Headings keep plain code (their ids come from their text); links are already links.
    if (node.type === 'heading' || node.type === 'link') return SKIP;
    if (node.type !== 'inlineCode' || !parent || i === undefined) return;
    const name = symbolNameOf((node as InlineCode).value);
    const url = name ? index.get(name) : undefined;
    if (!url) return;
    const link: Link = { type: 'link', url, title: null, children: [node as InlineCode] };
    parent.children[i] = link;
    linked += 1;
    return SKIP;
  });
  return linked;
}

export default function remarkApiLinks(options: ApiLinksOptions) {
  return withSymbolIndex(options.apiDir, linkSymbols);
}
