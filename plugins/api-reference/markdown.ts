/**
 * The Markdown that cross-links.ts and since.ts add to the generated API
 * pages, built as mdast nodes and written by mdast-util-to-markdown: it
 * escapes what Markdown needs escaped and picks code fences and code-span
 * padding that survive backticks in the code.
 */
import type { Link, Nodes, PhrasingContent, Text } from 'mdast';
import { toMarkdown, type Options, type Unsafe } from 'mdast-util-to-markdown';

/**
 * Docusaurus reads the pages as MDX, where `{` starts an expression and `<`
 * JSX anywhere in text. Plain toMarkdown never escapes `{`, and `<` only
 * before a letter, `!`, `/` or `?`. MDX's own extension (mdast-util-mdx) is
 * not a direct dependency of the site, so these are the patterns it adds
 * (mdast-util-mdx-expression, mdast-util-mdx-jsx), plus `}`, kept escaped as
 * before so that a brace in a title never reads as the end of an expression.
 */
const MDX_UNSAFE: Unsafe[] = [
  { character: '{', inConstruct: ['phrasing'] },
  { atBreak: true, character: '{' },
  { character: '}', inConstruct: ['phrasing'] },
  { character: '<', inConstruct: ['phrasing'] },
  { atBreak: true, character: '<' },
];

const OPTIONS: Options = { bullet: '-', unsafe: MDX_UNSAFE };

/** A node (a whole tree, a block or a paragraph) as MDX, without a trailing line break. */
export function toMdx(node: Nodes): string {
  return toMarkdown(node, OPTIONS).trimEnd();
}

export const textNode = (value: string): Text => ({ type: 'text', value });

export const linkNode = (url: string, children: PhrasingContent[]): Link => ({
  type: 'link',
  url,
  children,
});
