/**
 * The one MDX parser set-up of every reader of the docs' source: the Markdown
 * export (plugins/markdown-export), the guide usages on API pages
 * (plugins/api-reference/guide-usages.ts), guide coverage (tools/coverage)
 * and the sample checker (tools/samples).
 *
 * It reads a page the way Docusaurus's mdx-loader does, so that every reader
 * sees the same tree the site renders: the same syntax extensions (front
 * matter, MDX, GFM tables, directives for admonitions), the same rewrites
 * before parsing (`:::note Title` → `:::note[Title]`, `{#id}` escaped), and
 * directives that are no admonition given back as the text they were.
 */
import { escapeMarkdownHeadingIds } from '@docusaurus/utils';
import type { Root, RootContent } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

/** Docusaurus's admonition keywords (theme-classic defaults). */
export const ADMONITIONS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
] as const;

/** Whether a directive is an admonition (`:::note`), which Docusaurus renders. */
export function isAdmonition(name: string): boolean {
  return (ADMONITIONS as readonly string[]).includes(name);
}

/**
 * Docusaurus also reads the older `:::note Title` form, rewriting it to
 * `:::note[Title]` before parsing (@docusaurus/utils
 * admonitionTitleToDirectiveLabel). Same rewrite, but outside code fences.
 */
export function admonitionTitlesToLabels(source: string): string {
  const directive = new RegExp(`^((?:> ?)*)([ \\t]*)(:{3,}(?:${ADMONITIONS.join('|')})) +(.*)$`);
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const marker = /^(?:> ?)*[ \t]*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker) {
        if (fence === null) fence = marker;
        else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return line;
      }
      if (fence !== null) return line;
      return line.replace(directive, (_all, quote, indent, name, title) =>
        title.startsWith('[') || title.startsWith('{')
          ? `${quote}${indent}${name} ${title}`
          : `${quote}${indent}${name}[${title}]`,
      );
    })
    .join('\n');
}

/**
 * The source as mdx-loader hands it to the parser: admonition titles as
 * labels, heading ids (`{#id}`) escaped so MDX does not read them as
 * expressions. Lines stay where they were.
 */
export function prepareSource(source: string): string {
  return escapeMarkdownHeadingIds(admonitionTitlesToLabels(source));
}

/** The remark plugins the docs need, in the order Docusaurus applies them. */
const mdxParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .freeze();

/** The same without MDX, for a plain `.md` file read as CommonMark. */
const mdParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective)
  .freeze();

export interface ParseOptions {
  /** `mdx` (the default, as Docusaurus reads every docs file) or `md` (CommonMark, no JSX). */
  readonly format?: 'mdx' | 'md';
}

/**
 * A directive nobody handles (`:name` in "key:value", `::x`) was text that
 * happened to look like one: it gets its source text back, as Docusaurus
 * does. Admonitions stay directives, for the reader to handle.
 */
function restoreUnusedDirectives(tree: Root, prepared: string): void {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (
      node.type !== 'containerDirective' &&
      node.type !== 'leafDirective' &&
      node.type !== 'textDirective'
    )
      return;
    if (node.type === 'containerDirective' && isAdmonition(node.name)) return;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) {
      throw new Error(`line ${node.position?.start.line ?? '?'}: cannot restore :${node.name}`);
    }
    const value = prepared.slice(start, end);
    const replacement: RootContent =
      node.type === 'textDirective'
        ? { type: 'text', value }
        : { type: 'paragraph', children: [{ type: 'text', value }] };
    parent.children.splice(index, 1, replacement);
    return SKIP;
  });
}

/**
 * A docs page's source (front matter included or not) as the tree Docusaurus
 * renders it from. Node lines are those of the given source (a column can
 * move where a heading id was escaped).
 */
export function parseGuide(source: string, options: ParseOptions = {}): Root {
  const prepared = prepareSource(source);
  const parser = options.format === 'md' ? mdParser : mdxParser;
  const tree = parser.parse(prepared) as Root;
  restoreUnusedDirectives(tree, prepared);
  return tree;
}
