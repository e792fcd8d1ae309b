/**
 * Adds two things to each generated API page (api/<kind>/<Name>.md), right
 * after TypeDoc wrote them and before the `api` docs instance reads them:
 * - under the title, since when the name exists and what changed after that
 *   (since.ts, from the release snapshots), linking to the release posts;
 * - at the end, "Used in the guides": the guide sections that use the name
 *   (guide-usages.ts) and the first short code example among them.
 * Plain Markdown, so the pages stay small and every export (search, .md twins)
 * sees the same text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createExcerpt } from '@docusaurus/utils';
import type { Code, List, PhrasingContent, RootContent } from 'mdast';
import type { ApiSnapshot } from '../../shared/api-snapshot';
import { ROUTES } from '../../shared/site';
import type { CodeExample, GuideSection, GuideUsages } from './guide-usages';
import { linkNode, textNode, toMdx } from './markdown';
import { renderSince, symbolHistory, type SinceLinks } from './since';
import type { SymbolIndex } from './symbols';

export const USAGE_HEADING = 'Used in the guides';

/** The start of an API page's route, before its `<kind>/<Name>`. */
const API_ROUTE = new RegExp(`^/${ROUTES.api}/`);

/** "Guide title › Heading" as the text of a link (just the title for an introduction). */
export function sectionLabel(section: GuideSection): PhrasingContent[] {
  if (!section.heading) return [textNode(section.guide.title)];
  return [
    textNode(`${section.guide.title} › `),
    ...section.heading.label.map((p): PhrasingContent =>
      p.code ? { type: 'inlineCode', value: p.text } : textNode(p.text),
    ),
  ];
}

const sectionLink = (section: GuideSection) => linkNode(section.url, sectionLabel(section));

const codeBlock = (example: CodeExample): Code => ({
  type: 'code',
  lang: example.lang,
  meta: example.title ? `title="${example.title.replace(/"/g, '')}"` : null,
  value: example.code,
});

/**
 * The "Used in the guides" section of a page, or undefined when no guide uses
 * the name. Left out of the search index: it repeats the guides' headings and
 * code, which the guides themselves should rank for.
 */
export function renderGuideUsages(
  sections: readonly GuideSection[] | undefined,
  example: CodeExample | undefined,
): string | undefined {
  if (!sections?.length) return undefined;
  const list: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: sections.map((s) => ({
      type: 'listItem',
      spread: false,
      children: [{ type: 'paragraph', children: [sectionLink(s)] }],
    })),
  };
  const children: RootContent[] = [
    // JSX in MDX, written as it is.
    { type: 'html', value: '<div data-pagefind-ignore="all">' },
    { type: 'heading', depth: 2, children: [textNode(USAGE_HEADING)] },
    list,
  ];
  if (example) {
    children.push(
      {
        type: 'paragraph',
        children: [textNode('From '), sectionLink(example.section), textNode(':')],
      },
      codeBlock(example),
    );
  }
  children.push({ type: 'html', value: '</div>' });
  return toMdx({ type: 'root', children });
}

/** The anchor of a member on a generated page: a table row's or a method's, if the page has it. */
export function memberAnchor(markdown: string, member: string): string | undefined {
  const lower = member.toLowerCase();
  return [`property-${lower}`, lower].find((id) => markdown.includes(`<a id="${id}"></a>`));
}

/** Puts text right under the page's first `# ` title. */
export function insertUnderTitle(markdown: string, text: string): string {
  const title = /^# .*\n/m.exec(markdown);
  if (!title) return `${text}\n\n${markdown}`;
  const at = title.index + title[0].length;
  return `${markdown.slice(0, at)}\n${text}\n${markdown.slice(at)}`;
}

/**
 * Docusaurus describes a page without a `description` by its first line of
 * text (meta description, link previews). Pins the one the page had before
 * the "Added in" line went above it.
 */
export function keepDescription(original: string, markdown: string): string {
  if (original.startsWith('---')) return markdown;
  // Without Markdown's backslash escapes (`Pick\<`): Docusaurus writes front matter into a
  // JS string without escaping backslashes, and they are noise in a description anyway.
  const excerpt = createExcerpt(original)?.replace(/\\/g, '');
  return excerpt ? `---\ndescription: ${JSON.stringify(excerpt)}\n---\n\n${markdown}` : markdown;
}

export interface CrossLinkInput {
  readonly apiDir: string;
  readonly symbols: SymbolIndex;
  readonly usages: GuideUsages;
  /** Snapshots up to the pinned version, oldest first (since.ts `snapshotsUpTo`). */
  readonly snapshots: readonly ApiSnapshot[];
  /** The release post of a version (a route), or undefined when it has none. */
  readonly post: (version: string) => string | undefined;
}

export interface CrossLinkStats {
  readonly pages: number;
  readonly withUsages: number;
  readonly withSince: number;
}

/** Rewrites every symbol page of the generated reference; returns what it added. */
export function addCrossLinks(input: CrossLinkInput): CrossLinkStats {
  let withUsages = 0;
  let withSince = 0;
  for (const [name, route] of input.symbols) {
    const file = path.join(input.apiDir, `${route.replace(API_ROUTE, '')}.md`);
    if (!fs.existsSync(file)) continue;
    let markdown = fs.readFileSync(file, 'utf8');
    const original = markdown;
    const history = symbolHistory(name, input.snapshots);
    if (history) {
      const links: SinceLinks = {
        post: input.post,
        anchor: (member) => memberAnchor(original, member),
      };
      markdown = keepDescription(original, insertUnderTitle(markdown, renderSince(history, links)));
      withSince += 1;
    }
    const usages = renderGuideUsages(
      input.usages.sections.get(name),
      input.usages.examples.get(name),
    );
    if (usages) {
      markdown = `${markdown.trimEnd()}\n\n${usages}\n`;
      withUsages += 1;
    }
    if (markdown !== original) fs.writeFileSync(file, markdown);
  }
  return { pages: input.symbols.size, withUsages, withSince };
}
