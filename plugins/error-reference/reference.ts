/**
 * The error reference as data and as Markdown nodes: the library's messages
 * (extract.ts) joined with their explanations (explanations/), checked so
 * that each list covers the other, then written as mdast. The same nodes go
 * into the guide (remark.ts) and its Markdown twin (the plugin's content,
 * read by plugins/markdown-export), so the two cannot differ.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Heading, List, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { LIBRARY_REPO, resolveLibrary } from '../../shared/library';
import { PluginError } from '../../shared/plugin-error';
import { extractMessages } from './extract';
import { EXPLANATIONS, GROUPS, INTERNAL_ONLY, type Explanation } from './explanations';
import { BadInputError, REPORTED_LEVELS, type LibraryMessage, type Occurrence } from './types';

export const PLUGIN_NAME = 'error-reference';

/** What the lists say about the library's messages. */
export interface Coverage {
  /** Messages at a listed level that neither list covers. */
  readonly uncovered: readonly LibraryMessage[];
  /** Explanations or internal-only entries naming a message the library no longer has. */
  readonly stale: readonly string[];
}

export function coverage(messages: readonly LibraryMessage[]): Coverage {
  const reported = messages.filter((m) => REPORTED_LEVELS.has(m.level));
  // A message another package raises in the library's place is not the library's to have.
  const own = EXPLANATIONS.filter((e) => !e.raisedBy);
  const listed = new Set([...own, ...INTERNAL_ONLY].map((e) => e.message));
  const present = new Set(reported.map((m) => m.message));
  return {
    uncovered: reported.filter((m) => !listed.has(m.message)),
    stale: [...listed].filter((message) => !present.has(message)),
  };
}

/**
 * The heading anchor of a message: its words, lowercase, joined by dashes.
 * A long message keeps its first 60 characters and gets 6 hex digits of its
 * hash, so that messages with the same opening (the five "Failed to install"
 * lines) keep apart and an anchor stays stable while the message does.
 */
export function anchorOf(message: string): string {
  const slug = message
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= 60) return slug;
  const hash = createHash('sha256').update(message).digest('hex').slice(0, 6);
  return `${slug.slice(0, 60).replace(/-+$/, '')}-${hash}`;
}

/** Text with `code` spans (the explanations' and messages' only markup). */
function inline(text: string, code: RegExp = /`([^`]+)`/g): PhrasingContent[] {
  const nodes: PhrasingContent[] = [];
  let last = 0;
  for (const match of text.matchAll(code)) {
    if (match.index > last) nodes.push({ type: 'text', value: text.slice(last, match.index) });
    nodes.push({ type: 'inlineCode', value: match[1] });
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push({ type: 'text', value: text.slice(last) });
  return nodes;
}

/** A message as phrasing: its placeholders (`{name}`) in code style. */
export const messagePhrasing = (message: string) => inline(message, /(\{[^{}]+\})/g);

const PLATFORM: readonly [RegExp, string][] = [
  [/^src\//, 'JavaScript'],
  [/^cpp\//, 'native, iOS and Android'],
  [/^ios\//, 'iOS'],
  [/^android\//, 'Android'],
];

function siteLink(site: Occurrence, revision: string): PhrasingContent {
  return {
    type: 'link',
    url: `${LIBRARY_REPO}/blob/${revision}/package/${site.file}#L${site.line}`,
    children: [{ type: 'inlineCode', value: `${site.file}:${site.line}` }],
  };
}

/** "Where: React Native's <file:line> (thrown; JavaScript), when the library's <link> runs". */
function raisedByParagraph(
  raisedBy: NonNullable<Explanation['raisedBy']>,
  revision: string,
): Paragraph {
  const [file, line] = raisedBy.calledFrom.source.split(':');
  return {
    type: 'paragraph',
    children: [
      { type: 'strong', children: [{ type: 'text', value: 'Where:' }] },
      { type: 'text', value: ` ${raisedBy.package}'s ` },
      { type: 'inlineCode', value: raisedBy.site.source },
      { type: 'text', value: " (thrown; JavaScript), when the library's " },
      siteLink({ message: '', level: 'throw', file, line: Number(line), via: '' }, revision),
      { type: 'text', value: ' runs' },
    ],
  };
}

/** "Where: <links> (thrown, JavaScript)". */
function whereParagraph(message: LibraryMessage, revision: string): Paragraph {
  const platforms = [
    ...new Set(message.sites.map((s) => PLATFORM.find(([re]) => re.test(s.file))?.[1] ?? 'native')),
  ];
  const how =
    message.level === 'throw'
      ? 'thrown'
      : `logged as ${message.level === 'warn' ? 'a warning' : 'an error'}`;
  const links = message.sites.flatMap((site, i) => [
    ...(i > 0 ? [{ type: 'text' as const, value: ', ' }] : []),
    siteLink(site, revision),
  ]);
  return {
    type: 'paragraph',
    children: [
      { type: 'strong', children: [{ type: 'text', value: 'Where:' }] },
      { type: 'text', value: ' ' },
      ...links,
      { type: 'text', value: ` (${how}; ${platforms.join(', ')})` },
    ],
  };
}

const labelled = (label: string, text: string): Paragraph => ({
  type: 'paragraph',
  children: [
    { type: 'strong', children: [{ type: 'text', value: `${label}:` }] },
    { type: 'text', value: ' ' },
    ...inline(text),
  ],
});

function entryNodes(
  explanation: Explanation,
  message: LibraryMessage | undefined,
  revision: string,
): RootContent[] {
  const heading: Heading = {
    type: 'heading',
    depth: 3,
    children: messagePhrasing(explanation.message),
    data: { hProperties: { id: anchorOf(explanation.message) } },
  };
  const where = explanation.raisedBy
    ? raisedByParagraph(explanation.raisedBy, revision)
    : whereParagraph(message!, revision);
  return [
    heading,
    where,
    ...(explanation.shownInsteadOf ? [insteadOfParagraph(explanation.shownInsteadOf)] : []),
    labelled('Cause', explanation.cause),
    labelled('What to do', explanation.fix),
    labelled('Since', explanation.since),
  ];
}

/**
 * Pagefind weight of the "Shown instead of" line: like a heading's, because a
 * reader pastes the unreachable message and this entry is its answer.
 */
export const INSTEAD_OF_SEARCH_WEIGHT = 5;

/** "Shown instead of: `<message>`, which cannot appear (listed at the end of the page)." */
function insteadOfParagraph(message: string): Paragraph {
  return {
    type: 'paragraph',
    data: { hProperties: { 'data-pagefind-weight': String(INSTEAD_OF_SEARCH_WEIGHT) } },
    children: [
      { type: 'strong', children: [{ type: 'text', value: 'Shown instead of:' }] },
      { type: 'text', value: ' ' },
      { type: 'inlineCode', value: message },
      {
        type: 'text',
        value: ", the library's own message, which cannot appear (see the end of the page).",
      },
    ],
  };
}

/** Pagefind weight of the internal-only lists (page text is 1, guide text 2: plugins/search). */
export const INTERNAL_SEARCH_WEIGHT = 0.2;

/** The two halves of the closing section, by verdict, in page order. */
const VERDICT_SECTIONS = [
  {
    verdict: 'unreachable',
    title: 'Messages you cannot meet',
    id: 'unreachable-messages',
    intro:
      "The library's code has these messages, but nothing an app does through its public API leads to them: another check throws first, or their condition never holds. Each reason says which.",
  },
  {
    verdict: 'reachable',
    title: 'Messages that need nothing from you',
    id: 'internal-reachable-messages',
    intro:
      "These can show up in a log or an error handler, but they report the library's or the system's own state, with nothing for app code to change.",
  },
] as const;

/** A group of left-out messages that share a reason: the reason, then the messages. */
function reasonNodes(reason: string, messages: readonly string[]): RootContent[] {
  return [
    { type: 'paragraph', children: inline(reason) },
    {
      type: 'list',
      ordered: false,
      spread: false,
      // Search weighs these low (Pagefind reads the attribute): 75 messages in one section
      // out-ranked the explained entry of a pasted message that shares its words.
      data: { hProperties: { 'data-pagefind-weight': String(INTERNAL_SEARCH_WEIGHT) } },
      children: messages.map((message) => ({
        type: 'listItem',
        spread: false,
        children: [{ type: 'paragraph', children: [{ type: 'inlineCode', value: message }] }],
      })),
    } satisfies List,
  ];
}

/** The closing section: messages left out, by verdict, grouped under their reason. */
function internalNodes(): RootContent[] {
  const sections = VERDICT_SECTIONS.flatMap(({ verdict, title, id, intro }): RootContent[] => {
    const byReason = new Map<string, string[]>();
    for (const { message, reason, reach } of INTERNAL_ONLY)
      if (reach.verdict === verdict)
        byReason.set(reason, [...(byReason.get(reason) ?? []), message]);
    if (byReason.size === 0) return [];
    return [
      {
        type: 'heading',
        depth: 3,
        children: [{ type: 'text', value: title }],
        data: { hProperties: { id } },
      },
      { type: 'paragraph', children: inline(intro) },
      ...[...byReason].flatMap(([reason, messages]) => reasonNodes(reason, messages)),
    ];
  });
  return [
    {
      type: 'heading',
      depth: 2,
      children: [{ type: 'text', value: 'Messages not explained here' }],
      data: { hProperties: { id: 'internal-messages' } },
    },
    ...sections,
  ];
}

/** The counts a reader sees first: the library's messages, explained, and left out by verdict. */
export function summaryText(version: string): string {
  const own = EXPLANATIONS.filter((e) => !e.raisedBy).length;
  const borrowed = EXPLANATIONS.length - own;
  const unreachable = INTERNAL_ONLY.filter((i) => i.reach.verdict === 'unreachable').length;
  const quiet = INTERNAL_ONLY.length - unreachable;
  const others =
    borrowed === 1
      ? "one of React Native's messages, which you see in place of one of the library's"
      : `${borrowed} messages of other packages, which you see in place of the library's`;
  return `react-native-filament ${version} has ${own + INTERNAL_ONLY.length} distinct messages it throws or logs as errors and warnings. ${own} are explained below, by area, together with ${others}; ${INTERNAL_ONLY.length} are listed at the end with the reason they are left out: ${unreachable} that no app can meet, and ${quiet} that need nothing from you.`;
}

/** The generated part of the page: a count, the groups (h2) and messages (h3), the internal list. */
export function referenceNodes(
  messages: readonly LibraryMessage[],
  version: string,
  revision: string,
): RootContent[] {
  const byText = new Map(messages.map((m) => [m.message, m]));
  const anchors = new Set<string>();
  const summary: Paragraph = {
    type: 'paragraph',
    children: [{ type: 'text', value: summaryText(version) }],
  };
  const groups = (Object.keys(GROUPS) as (keyof typeof GROUPS)[]).flatMap((group) => {
    const entries = EXPLANATIONS.filter((e) => e.group === group);
    if (entries.length === 0) return [];
    const heading: Heading = {
      type: 'heading',
      depth: 2,
      children: [{ type: 'text', value: GROUPS[group] }],
    };
    return [
      heading,
      ...entries.flatMap((e) => {
        const anchor = anchorOf(e.message);
        if (anchors.has(anchor))
          throw new PluginError(
            PLUGIN_NAME,
            `two messages share the anchor #${anchor}; reword one in anchorOf.`,
          );
        anchors.add(anchor);
        return entryNodes(e, byText.get(e.message), revision);
      }),
    ];
  });
  return [summary, ...groups, ...internalNodes()];
}

/** The problems that stop the build, as one message, or undefined. */
export function coverageProblem({ uncovered, stale }: Coverage): string | undefined {
  const lines = [
    ...uncovered.map(
      (m) =>
        `  new message, explain it or list it as internal-only: "${m.message}" (${m.sites[0].file}:${m.sites[0].line})`,
    ),
    ...stale.map((message) => `  no longer in the library, remove it: "${message}"`),
  ];
  if (lines.length === 0) return undefined;
  return `plugins/error-reference/explanations/ does not match the library:\n${lines.join('\n')}`;
}

let cached: { siteDir: string; nodes: RootContent[]; count: number } | undefined;

/**
 * The page's nodes for the pinned library, computed once per process (the
 * remark plugin and the plugin's content share them). Stops the build with
 * one PluginError on a message the extractor cannot read, or on lists that
 * do not match the library.
 */
export function loadReference(siteDir: string): { nodes: RootContent[]; count: number } {
  if (cached?.siteDir === siteDir) return cached;
  const library = resolveLibrary(siteDir);
  let messages: LibraryMessage[];
  try {
    messages = extractMessages(library.root);
  } catch (error) {
    if (!(error instanceof BadInputError)) throw error;
    const file = path.relative(siteDir, library.root);
    throw new PluginError(PLUGIN_NAME, `${file}/${error.message}`, { cause: error });
  }
  const problem = coverageProblem(coverage(messages));
  if (problem) throw new PluginError(PLUGIN_NAME, problem);
  const nodes = referenceNodes(messages, library.version, library.gitRevision);
  cached = { siteDir, nodes, count: messages.length };
  return cached;
}
