/**
 * Remark plugin: the library names a guide's code block uses link to their
 * API pages inside the highlighted code, like inline names do
 * (remark-api-links.ts). Which names: `codeSymbols`, the rule "Used in the
 * guides" counts uses by (imported from react-native-filament, or a library
 * name the block neither imports from elsewhere nor declares), so both
 * directions agree. The block carries only its own names and routes as a prop
 * of its `code` element (shared/token-links.ts); plugins/code-highlighting
 * draws the links when it renders the tokens, on the server and in the
 * browser alike, so no script is added.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { encodeTokenLinks, TOKEN_LINKS_PROP } from '../../shared/token-links';
import { CODE_LANGUAGES, codeSymbols } from './guide-usages';
import { withSymbolIndex, type SymbolIndex } from './symbols';

export interface CodeApiLinksOptions {
  /** The generated reference, e.g. `<site>/api`. Pages inside it are left alone. */
  readonly apiDir: string;
}

/** Adds the links to every JS/TS code block that uses an API name; returns how many blocks. */
export function linkCodeSymbols(tree: Root, index: SymbolIndex): number {
  const names = new Set(index.keys());
  let linked = 0;
  visit(tree, 'code', (node: Code) => {
    if (!node.lang || !CODE_LANGUAGES.has(node.lang)) return;
    // Sorted: the same block gives the same prop (and page chunk) on every build.
    const used = [...codeSymbols(node.value, names)].sort();
    if (used.length === 0) return;
    const links = Object.fromEntries(used.map((name) => [name, index.get(name)!]));
    node.data ??= {};
    node.data.hProperties = {
      ...node.data.hProperties,
      [TOKEN_LINKS_PROP]: encodeTokenLinks(links),
    };
    linked += 1;
  });
  return linked;
}

export default function remarkCodeApiLinks(options: CodeApiLinksOptions) {
  return withSymbolIndex(options.apiDir, linkCodeSymbols);
}
