/**
 * The parts of a release post that are code: code spans, links around them,
 * code blocks and type declarations. mdast-util-to-markdown writes the
 * Markdown (it picks fences and padding that survive backticks and spaces in
 * the code), Prettier formats the declarations with the project's config.
 */
import type { Code, InlineCode, Link } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import * as prettier from 'prettier';

const markdown = (node: InlineCode | Link | Code) => toMarkdown(node).trimEnd();

/** Inline code. */
export function code(text: string): string {
  return markdown({ type: 'inlineCode', value: text });
}

/** Inline code linked to `url`. */
export function codeLink(text: string, url: string): string {
  return markdown({ type: 'link', url, children: [{ type: 'inlineCode', value: text }] });
}

/** A fenced TypeScript block. */
export function codeBlock(lines: readonly string[]): string {
  return markdown({ type: 'code', lang: 'ts', value: lines.join('\n') });
}

/**
 * Snapshots write the object literals whose members they list as `{ … }`,
 * which is not TypeScript; Prettier gets a one-letter identifier in place of
 * the ellipsis (so line widths stay the same) and it is put back afterwards.
 */
const ELLIPSIS = '…';
const ELLIPSIS_STAND_IN = 'ǁ';

/** `type Name = Type;` as Prettier formats it with the project's config. */
export async function typeDeclaration(name: string, type: string): Promise<string> {
  if (type.includes(ELLIPSIS_STAND_IN)) {
    throw new Error(`The type of ${name} contains ${ELLIPSIS_STAND_IN}, which stands in for …`);
  }
  const options = (await prettier.resolveConfig(__filename)) ?? {};
  const source = `type ${name} = ${type.replaceAll(ELLIPSIS, ELLIPSIS_STAND_IN)};`;
  const formatted = await prettier.format(source, { ...options, parser: 'typescript' });
  return formatted.trimEnd().replaceAll(ELLIPSIS_STAND_IN, ELLIPSIS);
}

/**
 * Prose from commit messages or the hand review: code spans (`…`) are kept,
 * and around them the characters MDX or Markdown would read as syntax are
 * escaped, so a subject like `feat: <EntitySelector> component` stays text.
 */
export function prose(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/[\\<>{}[\]*_]/g, (c) => `\\${c}`)))
    .join('');
}

/** A Markdown link with plain text. */
export function textLink(text: string, url: string): string {
  return `[${prose(text)}](${url})`;
}
