/**
 * Since when each API name exists, and what changed in it after that, from
 * the committed release snapshots (releases/snapshots). The changes are the
 * release posts' own diff (shared/api-diff.ts), so the API pages and the
 * posts never disagree.
 */
import type { InlineCode, ListItem, PhrasingContent } from 'mdast';
import { diffSymbol, type SymbolChange } from '../../shared/api-diff';
import type { ApiSnapshot, SymbolSnapshot } from '../../shared/api-snapshot';
import { compareVersions } from '../../shared/versions';
import { linkNode, textNode, toMdx } from './markdown';

export interface HistoryEntry {
  readonly version: string;
  /** The property or method; undefined for the symbol as a whole. */
  readonly member?: string;
  readonly change: 'added' | 'changed' | 'removed';
  /** For the symbol as a whole: what changed. */
  readonly what?: 'type' | 'signature' | 'kind';
  /** For a change of kind: the kind before. */
  readonly kindBefore?: string;
}

export interface SymbolHistory {
  /** The first snapshot, up to the pinned version, from which on the name exists without a gap. */
  readonly added: string;
  /** True when that is the first snapshot: the name may be older than the snapshots. */
  readonly orEarlier: boolean;
  readonly entries: readonly HistoryEntry[];
}

/** A symbol's changes between two snapshots, one entry per member or aspect. */
export function historyEntries(version: string, change: SymbolChange): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  if (change.kindBefore) {
    entries.push({ version, change: 'changed', what: 'kind', kindBefore: change.kindBefore });
  }
  if (change.typeChange) entries.push({ version, change: 'changed', what: 'type' });
  if (change.signaturesAdded.length || change.signaturesRemoved.length) {
    entries.push({ version, change: 'changed', what: 'signature' });
  }
  for (const p of change.propsAdded) entries.push({ version, member: p.name, change: 'added' });
  for (const p of change.propsChanged) entries.push({ version, member: p.name, change: 'changed' });
  for (const p of change.propsRemoved) entries.push({ version, member: p.name, change: 'removed' });
  return entries;
}

/**
 * The snapshots that can describe the pinned version: those up to it, oldest
 * first (a newer snapshot describes names the reference cannot have).
 */
export function snapshotsUpTo(snapshots: readonly ApiSnapshot[], pinned: string): ApiSnapshot[] {
  return snapshots
    .filter((s) => compareVersions(s.version, pinned) <= 0)
    .sort((a, b) => compareVersions(a.version, b.version));
}

/**
 * A name's history in snapshots (oldest first, none newer than the pinned
 * version): undefined when the latest snapshot does not have it (a snapshot
 * gap, or a name newer than every snapshot).
 */
export function symbolHistory(
  name: string,
  snapshots: readonly ApiSnapshot[],
): SymbolHistory | undefined {
  const found: (SymbolSnapshot | undefined)[] = snapshots.map((s) =>
    s.symbols.find((x) => x.name === name),
  );
  if (!found.at(-1)) return undefined;
  let start = found.length - 1;
  while (start > 0 && found[start - 1]) start -= 1;
  const entries: HistoryEntry[] = [];
  for (let i = start + 1; i < found.length; i++) {
    const change = diffSymbol(found[i - 1]!, found[i]!);
    if (change) entries.push(...historyEntries(snapshots[i].version, change));
  }
  return { added: snapshots[start].version, orEarlier: start === 0, entries };
}

export interface SinceLinks {
  /** The release post of a version, or undefined when it has none. */
  readonly post: (version: string) => string | undefined;
  /** The anchor of a member on the page, or undefined when the page has none. */
  readonly anchor: (member: string) => string | undefined;
}

/** A version, linked to its release post when it has one. */
function versionNode(version: string, links: SinceLinks): PhrasingContent {
  const url = links.post(version);
  return url ? linkNode(url, [textNode(version)]) : textNode(version);
}

const WHAT_LABEL = { type: 'Type', signature: 'Signature', kind: 'Kind' } as const;

/**
 * The lines under an API page's title: "Added in X." (or "In X or earlier."),
 * then, if it changed after that, one list item per member or aspect:
 * "`member`: added in Y, changed in Z".
 */
export function renderSince(history: SymbolHistory, links: SinceLinks): string {
  const first = versionNode(history.added, links);
  const lead: PhrasingContent[] = history.orEarlier
    ? [textNode('In '), first, textNode(' or earlier.')]
    : [textNode('Added in '), first, textNode('.')];
  if (!history.entries.length) return toMdx({ type: 'paragraph', children: lead });
  const groups = new Map<string, HistoryEntry[]>();
  for (const entry of history.entries) {
    const key = entry.member !== undefined ? `member:${entry.member}` : `what:${entry.what}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const items = [...groups.values()].map((entries): ListItem => {
    const { member, what } = entries[0];
    let subject: PhrasingContent;
    if (member !== undefined) {
      const code: InlineCode = { type: 'inlineCode', value: member };
      const anchor = entries.at(-1)!.change === 'removed' ? undefined : links.anchor(member);
      subject = anchor ? linkNode(`#${anchor}`, [code]) : code;
    } else {
      subject = textNode(WHAT_LABEL[what!]);
    }
    const changes = entries.flatMap((e, i): PhrasingContent[] => [
      textNode(`${i ? ', ' : ''}${e.change} in `),
      versionNode(e.version, links),
      ...(e.kindBefore ? [textNode(` (was ${e.kindBefore})`)] : []),
    ]);
    return {
      type: 'listItem',
      spread: false,
      children: [{ type: 'paragraph', children: [subject, textNode(': '), ...changes] }],
    };
  });
  return toMdx({
    type: 'root',
    children: [
      { type: 'paragraph', children: [...lead, textNode(' Since then:')] },
      { type: 'list', ordered: false, spread: false, children: items },
    ],
  });
}

/**
 * The release a member first appears in (`'1.8.0'`), looked up in the type
 * or interface that declares it; undefined when it is in the oldest snapshot
 * (it is as old as the reference's history) or not in the snapshots at all.
 */
export function memberSince(
  owner: string,
  member: string,
  snapshots: readonly ApiSnapshot[],
): string | undefined {
  const first = snapshots.findIndex((s) =>
    Boolean(s.symbols.find((x) => x.name === owner)?.props?.[member]),
  );
  return first > 0 ? snapshots[first].version : undefined;
}
