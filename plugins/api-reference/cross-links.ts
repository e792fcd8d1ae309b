/**
 * Adds two things to each generated API page (api/<kind>/<Name>.md), right
 * after TypeDoc wrote them and before the `api` docs instance reads them:
 * - under the title, since when the name exists and what changed after that
 *   (since.ts, from the release snapshots), linking to the release posts;
 * - at the end, an "Example": the shortest type-checked guide sample that
 *   uses the name as a reader would, or the statement of one that does
 *   (guide-examples.ts), and "Used in the guides": one line per guide, with
 *   the sections of it that use the name (guide-usages.ts), the guides after
 *   the tenth folded.
 * Plain Markdown, so the pages stay small and every export (search, .md twins)
 * sees the same text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createExcerpt } from '@docusaurus/utils';
import type { Code, List, PhrasingContent, RootContent } from 'mdast';
import type { ApiSnapshot } from '../../shared/api-snapshot';
import { ROUTES } from '../../shared/site';
import {
  chooseExample,
  chooseExcerpt,
  exampleRule,
  requiredUse,
  takesArguments,
} from './guide-examples';
import type { CodeExample, GuideSample, GuideSection, GuideUsages } from './guide-usages';
import { linkNode, textNode, toMdx } from './markdown';
import { renderSince, symbolHistory, type SinceLinks } from './since';
import type { SymbolIndex } from './symbols';

export const USAGE_HEADING = 'Used in the guides';
export const EXAMPLE_HEADING = 'Example';
/** The example's heading id: TypeDoc's `@example` sections already take `#example`. */
export const EXAMPLE_ID = 'guide-example';
/** Guides listed under "Used in the guides" before the rest fold behind "Show all". */
export const VISIBLE_GUIDES = 10;

/** The start of an API page's route, before its `<kind>/<Name>`. */
const API_ROUTE = new RegExp(`^/${ROUTES.api}/`);

const headingLabel = (section: GuideSection): PhrasingContent[] =>
  (section.heading?.label ?? []).map((p): PhrasingContent =>
    p.code ? { type: 'inlineCode', value: p.text } : textNode(p.text),
  );

/** "Guide title › Heading" as the text of a link (just the title for an introduction). */
export function sectionLabel(section: GuideSection): PhrasingContent[] {
  if (!section.heading) return [textNode(section.guide.title)];
  return [textNode(`${section.guide.title} › `), ...headingLabel(section)];
}

const sectionLink = (section: GuideSection) => linkNode(section.url, sectionLabel(section));

const codeBlock = (example: CodeExample): Code => ({
  type: 'code',
  lang: example.lang,
  meta: example.title ? `title="${example.title.replace(/"/g, '')}"` : null,
  value: example.code,
});

/** One guide's line: the guide and, in reading order, the sections of it that use the name. */
export interface GuideLine {
  readonly guide: GuideSection['guide'];
  /** Sections under a heading; a use in the introduction is the guide's own link. */
  readonly sections: readonly GuideSection[];
}

/** Sections grouped by guide, guides in the order the sections come (reading order). */
export function guideLines(sections: readonly GuideSection[]): GuideLine[] {
  const lines = new Map<string, { guide: GuideSection['guide']; sections: GuideSection[] }>();
  for (const section of sections) {
    const line = lines.get(section.guide.id) ?? { guide: section.guide, sections: [] };
    if (section.heading) line.sections.push(section);
    lines.set(section.guide.id, line);
  }
  return [...lines.values()];
}

/**
 * `Guide: Heading · Heading`, each a link: the guide to its top, a heading to
 * its id. Headings as plain text (no `<code>`): one element per link, on a list
 * of up to 60 of them.
 */
export function guideLineContent(line: GuideLine): PhrasingContent[] {
  const out: PhrasingContent[] = [linkNode(line.guide.route, [textNode(line.guide.title)])];
  line.sections.forEach((section, i) => {
    const text = (section.heading?.label ?? []).map((p) => p.text).join('');
    out.push(textNode(i === 0 ? ': ' : ' · '), linkNode(section.url, [textNode(text)]));
  });
  return out;
}

const guideList = (lines: readonly GuideLine[]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: lines.map((line) => ({
    type: 'listItem',
    spread: false,
    children: [{ type: 'paragraph', children: guideLineContent(line) }],
  })),
});

/**
 * Docusaurus turns a `<details>` of an MDX page into its `Details` component
 * (mdx-loader's remark/details plugin): a hydrated, animated collapsible with
 * two more wrappers. The page's own `Details` takes precedence over the theme's
 * and renders the browser's element, which opens without any script.
 */
export const NATIVE_DETAILS = 'export const Details = (props) => <details {...props} />;';

/** "Used in the guides": one line per guide; after VISIBLE_GUIDES, the rest folded. */
export function guideUsagesNodes(sections: readonly GuideSection[]): RootContent[] {
  const lines = guideLines(sections);
  const nodes: RootContent[] = [
    { type: 'heading', depth: 2, children: [textNode(USAGE_HEADING)] },
    guideList(lines.slice(0, VISIBLE_GUIDES)),
  ];
  if (lines.length > VISIBLE_GUIDES) {
    nodes.push(
      // JSX in MDX, written as it is.
      { type: 'html', value: `<details>\n<summary>Show all ${lines.length} guides</summary>` },
      guideList(lines.slice(VISIBLE_GUIDES)),
      { type: 'html', value: '</details>' },
    );
  }
  return nodes;
}

/** "Example": where the sample comes from, linked (saying so when it is a part of it), then the code. */
export function exampleNodes(example: CodeExample): RootContent[] {
  return [
    {
      type: 'heading',
      depth: 2,
      children: [textNode(`${EXAMPLE_HEADING} {#${EXAMPLE_ID}}`)],
    },
    {
      type: 'paragraph',
      children: [
        textNode('From '),
        sectionLink(example.section),
        textNode(example.excerpt ? ' (an excerpt of its sample):' : ':'),
      ],
    },
    codeBlock(example),
  ];
}

/**
 * The end of a page: its example, then "Used in the guides"; undefined when
 * there is neither. Both are left out of the search index: they repeat the
 * guides' headings and code, which the guides themselves should rank for.
 */
export function renderGuideUsages(
  sections: readonly GuideSection[] | undefined,
  example: CodeExample | undefined,
): string | undefined {
  if (!sections?.length && !example) return undefined;
  const children: RootContent[] = [
    // JSX in MDX, written as it is.
    { type: 'html', value: '<div data-pagefind-ignore="all">' },
    ...(example ? exampleNodes(example) : []),
    ...(sections?.length ? guideUsagesNodes(sections) : []),
    { type: 'html', value: '</div>' },
  ];
  if (guideLines(sections ?? []).length > VISIBLE_GUIDES) {
    children.push({ type: 'html', value: NATIVE_DETAILS });
  }
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
  // From the page's summary only: not its "Defined in: [path:line](url)" line (pages with no
  // comment got the description "Defined in18"), nor its sections ("Extends", "Properties").
  const summary = original.split(/^## /m)[0].replace(/^Defined in: .*$/gm, '');
  const title = /^# (.*)$/m.exec(original)?.[1];
  const excerpt =
    createExcerpt(summary)?.replace(/\\/g, '') ||
    (title ? `${title}, in the react-native-filament API reference.` : undefined);
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
  readonly withExample: number;
  readonly withSince: number;
}

/**
 * The guide sample a page shows: for a component one that renders it with
 * props, for a function one that calls it with arguments (either without, if
 * it takes none), for other names one that uses the name. A whole sample
 * first; for a component or function that only complete screens use, an
 * excerpt of one (the statement that renders or calls it, with its imports).
 */
export function pageExample(
  name: string,
  page: string,
  samples: readonly GuideSample[],
  snapshots: readonly ApiSnapshot[],
): CodeExample | undefined {
  const rule = exampleRule(name, page.split('/')[0]);
  const signatures = snapshots.at(-1)?.symbols.find((s) => s.name === name)?.signatures;
  const use = requiredUse(rule, takesArguments(signatures));
  const whole = chooseExample(samples, name, use);
  // A type's or value's name is in most statements of a sample that uses it: an excerpt would show little of it.
  if (whole || rule === 'reference') return whole;
  const part = chooseExcerpt(samples, name, use);
  if (!part) return undefined;
  const { section, lang, title } = part.sample;
  return { section, lang, ...(title ? { title } : {}), code: part.code, excerpt: true };
}

/** Rewrites every symbol page of the generated reference; returns what it added. */
export function addCrossLinks(input: CrossLinkInput): CrossLinkStats {
  let withUsages = 0;
  let withExample = 0;
  let withSince = 0;
  for (const [name, route] of input.symbols) {
    const page = route.replace(API_ROUTE, '');
    const file = path.join(input.apiDir, `${page}.md`);
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
    const sections = input.usages.sections.get(name);
    const example = pageExample(name, page, input.usages.samples, input.snapshots);
    const end = renderGuideUsages(sections, example);
    if (end) {
      markdown = `${markdown.trimEnd()}\n\n${end}\n`;
      if (sections?.length) withUsages += 1;
      if (example) withExample += 1;
    }
    if (markdown !== original) fs.writeFileSync(file, markdown);
  }
  return { pages: input.symbols.size, withUsages, withExample, withSince };
}
