/**
 * What changed between two API snapshots, symbol by symbol: the release
 * posts' changelogs (tools/releases) and the API reference's "since when"
 * lines (plugins/api-reference) both compute it here. Pure functions.
 */
import type { ApiSnapshot, PropSnapshot, SymbolKind, SymbolSnapshot } from './api-snapshot';

export interface SymbolRef {
  readonly name: string;
  readonly kind: SymbolKind;
  readonly source?: string;
}

export interface NamedProp extends PropSnapshot {
  readonly name: string;
}

export interface PropChange {
  readonly name: string;
  readonly before: PropSnapshot;
  readonly after: PropSnapshot;
}

export interface SymbolChange extends SymbolRef {
  /** Set when the symbol changed kind, e.g. from interface to type alias. */
  readonly kindBefore?: SymbolKind;
  readonly signaturesAdded: readonly string[];
  readonly signaturesRemoved: readonly string[];
  /** Set when the declared type text changed (both versions have one). */
  readonly typeChange?: { readonly before: string; readonly after: string };
  readonly propsAdded: readonly NamedProp[];
  readonly propsRemoved: readonly NamedProp[];
  readonly propsChanged: readonly PropChange[];
}

export interface ApiDiff {
  /** The version compared against; null for the first tracked release. */
  readonly from: string | null;
  readonly to: string;
  readonly added: readonly SymbolRef[];
  readonly removed: readonly SymbolRef[];
  readonly changed: readonly SymbolChange[];
}

const ref = (s: SymbolSnapshot): SymbolRef => ({
  name: s.name,
  kind: s.kind,
  ...(s.source ? { source: s.source } : {}),
});

const byName = (a: { name: string }, b: { name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

export function diffSnapshots(before: ApiSnapshot | undefined, after: ApiSnapshot): ApiDiff {
  const old = new Map((before?.symbols ?? []).map((s) => [s.name, s]));
  const now = new Map(after.symbols.map((s) => [s.name, s]));
  const added = after.symbols.filter((s) => !old.has(s.name)).map(ref);
  const removed = (before?.symbols ?? []).filter((s) => !now.has(s.name)).map(ref);
  const changed: SymbolChange[] = [];
  for (const s of after.symbols) {
    const previous = old.get(s.name);
    if (!previous) continue;
    const change = diffSymbol(previous, s);
    if (change) changed.push(change);
  }
  return {
    from: before?.version ?? null,
    to: after.version,
    added: added.sort(byName),
    removed: removed.sort(byName),
    changed: changed.sort(byName),
  };
}

/** What changed in one symbol, or undefined if nothing did. */
export function diffSymbol(
  before: SymbolSnapshot,
  after: SymbolSnapshot,
): SymbolChange | undefined {
  const oldSignatures = new Set(before.signatures ?? []);
  const newSignatures = new Set(after.signatures ?? []);
  const signaturesAdded = [...newSignatures].filter((s) => !oldSignatures.has(s));
  const signaturesRemoved = [...oldSignatures].filter((s) => !newSignatures.has(s));
  const typeChange =
    before.type !== undefined && after.type !== undefined && before.type !== after.type
      ? { before: before.type, after: after.type }
      : undefined;
  const oldProps = before.props ?? {};
  const newProps = after.props ?? {};
  const propsAdded = Object.entries(newProps)
    .filter(([name]) => !(name in oldProps))
    .map(([name, p]) => ({ name, ...p }));
  const propsRemoved = Object.entries(oldProps)
    .filter(([name]) => !(name in newProps))
    .map(([name, p]) => ({ name, ...p }));
  const propsChanged = Object.entries(newProps)
    .filter(([name, p]) => name in oldProps && !sameProp(oldProps[name], p))
    .map(([name, p]) => ({ name, before: oldProps[name], after: p }));
  const kindChanged = before.kind !== after.kind;
  const nothing =
    !kindChanged &&
    !typeChange &&
    signaturesAdded.length + signaturesRemoved.length === 0 &&
    propsAdded.length + propsRemoved.length + propsChanged.length === 0;
  if (nothing) return undefined;
  return {
    ...ref(after),
    ...(kindChanged ? { kindBefore: before.kind } : {}),
    signaturesAdded,
    signaturesRemoved,
    ...(typeChange ? { typeChange } : {}),
    propsAdded: propsAdded.sort(byName),
    propsRemoved: propsRemoved.sort(byName),
    propsChanged: propsChanged.sort(byName),
  };
}

const sameProp = (a: PropSnapshot, b: PropSnapshot) =>
  a.type === b.type && a.optional === b.optional;

export function countChanges(diff: ApiDiff): number {
  return diff.added.length + diff.removed.length + diff.changed.length;
}
