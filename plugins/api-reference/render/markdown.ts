/**
 * Markdown (MDX-safe) pieces of the component and hook pages: types with
 * links to their pages, doc comments, a member's entry.
 */
import { postPath } from '../../../shared/releases';
import type { DocPart, Member } from '../model/types';
import type { MemberFacts, ShownDefault } from '../apply-facts';

/** Exported name → its page, relative to a page in `functions/` (`../type-aliases/Float3.md`). */
export type PageLinks = ReadonlyMap<string, string>;

const MDX_SPECIAL = /[{}<>]/g;

/** Escapes what MDX would read as JSX or expressions, outside code spans and fences. */
export function escapeMdxText(text: string): string {
  return text
    .split(/(```[\s\S]*?```|`[^`\n]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(MDX_SPECIAL, (c) => `\\${c}`)))
    .join('');
}

/** A code span that survives any backticks in its content. */
export function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/**
 * A type as code spans, with every exported name in it linked to its page:
 * `Float3 | ISharedValue<Float3>` → [`Float3`](…) `| ISharedValue<` [`Float3`](…) `>`.
 */
export function renderType(type: string, links: PageLinks): string {
  const pieces: string[] = [];
  let plain = '';
  const flush = () => {
    if (plain.trim()) pieces.push(code(plain.trim()));
    plain = '';
  };
  for (const token of type.split(/([A-Za-z_$][\w$]*)/)) {
    const link = links.get(token);
    if (link) {
      flush();
      pieces.push(`[${code(token)}](${link})`);
    } else {
      plain += token;
    }
  }
  flush();
  return pieces.join(' ');
}

export function renderDoc(parts: readonly DocPart[], links: PageLinks): string {
  return parts
    .map((part) => {
      if (part.kind === 'text') return escapeMdxText(part.text);
      const link = links.get(part.name);
      const label = code(part.text ?? part.name);
      return link ? `[${label}](${link})` : label;
    })
    .join('')
    .trim();
}

/** The first sentence of a text (up to the first `. ` outside code), for descriptions. */
export function firstSentence(text: string): string {
  const match = /^([\s\S]*?[.!?])(?:\s|$)/.exec(text.replace(/\s+/g, ' ').trim());
  return (match ? match[1] : text).trim();
}

/** The id a member's heading gets: its name, lower-cased (`#cameraposition`). */
export function memberId(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9_-]/g, '');
}

function renderDefault(shown: ShownDefault | undefined, optional: boolean): string | undefined {
  if (!optional) return 'required';
  if (!shown) return undefined;
  if (shown.value === null) return undefined;
  const value = `default ${code(shown.value)}`;
  return shown.fromCommentOnly ? `${value} (per the library's comment)` : value;
}

/** The meta line of a member: type · required / default · variants. */
export function memberMeta(member: Member, facts: MemberFacts, links: PageLinks): string {
  const parts = [
    renderType(member.type, links),
    renderDefault(facts.shownDefault, member.optional),
    member.variants.length > 0
      ? `only in ${member.variants.map(variantName).join(' or ')}`
      : undefined,
    sinceOf(member),
  ].filter(Boolean);
  return ['<div className="api-prop-meta">', '', parts.join(' · '), '', '</div>'].join('\n');
}

/** `ColorProps` → `ColorProps`; `with byIndex` (an unnamed variant) → the variant with `byIndex`. */
function variantName(label: string): string {
  return label.startsWith('with ')
    ? `the variant with ${label.slice(5).split(', ').map(code).join(', ')}`
    : code(label);
}

function sinceOf(member: Member): string | undefined {
  const since = member.doc.tags.find((t) => t.name === 'since')?.text;
  return since ? `since [${since}](${postPath(since)})` : undefined;
}

/** Notes under a member's description: what the code does left out, corrections, platforms. */
export function memberNotes(facts: MemberFacts): string[] {
  const notes: string[] = [];
  const shown = facts.shownDefault;
  if (shown?.note) notes.push(escapeMdxText(shown.note));
  if (shown?.commentSays !== undefined) {
    notes.push(
      `The library's comment says the default is ${code(shown.commentSays)}; the code ${
        shown.value === null ? 'applies nothing' : `uses ${code(shown.value)}`
      } (\`${shown.source}\`).`,
    );
  }
  if (facts.platform)
    notes.push(
      `**Platforms:** ${escapeMdxText(facts.platform.note)} (\`${facts.platform.source}\`)`,
    );
  for (const correction of facts.corrections)
    notes.push(`**Note:** ${escapeMdxText(correction.note)} (\`${correction.source}\`)`);
  return notes;
}

/** A member's whole entry: heading with its id, meta line, description, notes. */
export function renderMember(
  member: Member,
  facts: MemberFacts,
  links: PageLinks,
  level: 3 | 4,
  id = memberId(member.name),
): string {
  const description = renderDoc(member.doc.summary, links);
  return [
    `${'#'.repeat(level)} ${code(member.name)} {/* #${id} */}`,
    memberMeta(member, facts, links),
    description,
    ...memberNotes(facts),
  ]
    .filter(Boolean)
    .join('\n\n');
}
