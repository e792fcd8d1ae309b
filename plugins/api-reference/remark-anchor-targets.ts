/**
 * Remark plugin for the API reference: TypeDoc's markdown marks each member
 * in a table with `<a id="property-center"></a>`. In MDX that is literal JSX,
 * which MDX renders as a plain `<a>`, bypassing the theme's markdown `a`
 * component, so Docusaurus's broken-anchor check never learns those ids and
 * warns about every link to them (the ids are in the HTML all the same).
 * Turning each such element into a markdown element named `a` sends it through
 * the theme's `a` (MDXComponents/A → Link), which registers the id; it also
 * gets the theme's class that keeps an anchor clear of the sticky navbar.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** The part of remark-mdx's JSX nodes (mdast-util-mdx-jsx) read here. */
interface JsxElement {
  type: string;
  name?: string | null;
  attributes?: readonly { type: string; name?: string; value?: unknown }[];
  children: unknown[];
  data?: unknown;
}

/** The id of an empty `<a id="…">` with no other attribute; else null. */
function anchorTargetId(node: JsxElement): string | null {
  const attributes = node.attributes ?? [];
  if (node.name !== 'a' || node.children.length > 0 || attributes.length !== 1) return null;
  const [attribute] = attributes;
  if (attribute?.type !== 'mdxJsxAttribute' || attribute.name !== 'id') return null;
  return typeof attribute.value === 'string' && attribute.value !== '' ? attribute.value : null;
}

/** Rewrites the anchor targets in place; returns how many. Exported for the unit test. */
export function markAnchorTargets(tree: Root): number {
  let count = 0;
  visit(tree, ['mdxJsxTextElement', 'mdxJsxFlowElement'], (node) => {
    const element = node as unknown as JsxElement;
    const id = anchorTargetId(element);
    if (id === null) return;
    // A node of no markdown kind, which mdast-util-to-hast turns into <a id> (data.hName).
    delete element.name;
    delete element.attributes;
    element.type = 'apiAnchorTarget';
    element.data = { hName: 'a', hProperties: { id } };
    count += 1;
  });
  return count;
}

export default function remarkAnchorTargets() {
  return (tree: Root): void => {
    markAnchorTargets(tree);
  };
}
