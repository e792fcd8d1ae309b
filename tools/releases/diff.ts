/**
 * The API changelog between two snapshots, and the open rules that tag a
 * release by area and as breaking. Pure functions, unit-tested.
 */
import { functionGroup } from '../../plugins/api-reference/groups';
import type { ApiSnapshot, PropSnapshot, SymbolKind, SymbolSnapshot } from './model';

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
function diffSymbol(before: SymbolSnapshot, after: SymbolSnapshot): SymbolChange | undefined {
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

/* ---------- Breaking: an open rule, printed in each post it applies to ---------- */

/** Names ending like this are taken as inputs (what callers pass in), by the library's naming. */
const INPUT_NAME = /(Props|Config|Options|Params|Parameters)$/;

export interface BreakingReason {
  readonly symbol: string;
  /** e.g. "was removed"; rendered after the symbol (and member) name. */
  readonly what: string;
  readonly member?: string;
}

/**
 * Changes that can make code written for the previous version stop compiling
 * or behave differently: a removed symbol, member or signature; a changed
 * kind or type; a member that became required; a new required member of an
 * input type (a name ending in Props, Config, Options, Params or Parameters).
 */
export function breakingReasons(diff: ApiDiff): BreakingReason[] {
  if (diff.from === null) return [];
  const reasons: BreakingReason[] = diff.removed.map((s) => ({
    symbol: s.name,
    what: 'was removed',
  }));
  for (const c of diff.changed) {
    if (c.kindBefore) reasons.push({ symbol: c.name, what: 'changed kind' });
    if (c.typeChange) reasons.push({ symbol: c.name, what: 'changed type' });
    if (c.signaturesRemoved.length) {
      reasons.push({ symbol: c.name, what: 'no longer has a signature it had' });
    }
    for (const p of c.propsRemoved)
      reasons.push({ symbol: c.name, member: p.name, what: 'was removed' });
    for (const p of c.propsChanged) {
      if (p.before.type !== p.after.type) {
        reasons.push({ symbol: c.name, member: p.name, what: 'changed type' });
      } else if (p.before.optional && !p.after.optional) {
        reasons.push({ symbol: c.name, member: p.name, what: 'became required' });
      }
    }
    if (INPUT_NAME.test(c.name)) {
      for (const p of c.propsAdded.filter((a) => !a.optional)) {
        reasons.push({ symbol: c.name, member: p.name, what: 'is new and required' });
      }
    }
  }
  return reasons;
}

/* ---------- Areas: which tags a release gets ---------- */

const AREAS = ['components', 'hooks', 'physics', 'lights', 'camera'] as const;
export type Area = (typeof AREAS)[number];
export type ReleaseTag = Area | 'breaking';

/**
 * The areas a symbol belongs to, by open rules: components are PascalCase
 * functions and their `<Name>Props`; hooks are `use…` functions and their
 * `Use…` types; physics is whatever the source declares under bullet/;
 * lights and camera go by "Light" and "Camera" in the name or file name.
 */
export function areasOf(symbol: SymbolRef, components: ReadonlySet<string>): Area[] {
  const areas: Area[] = [];
  const file = symbol.source?.split('/').pop() ?? '';
  const isFunction = symbol.kind === 'function';
  const propsOf = symbol.name.match(/^(.+)Props$/)?.[1];
  if (
    (isFunction && functionGroup(symbol.name) === 'Components') ||
    (propsOf && components.has(propsOf))
  ) {
    areas.push('components');
  }
  if ((isFunction && functionGroup(symbol.name) === 'Hooks') || /^Use[A-Z]/.test(symbol.name)) {
    areas.push('hooks');
  }
  if (symbol.source?.startsWith('bullet/')) areas.push('physics');
  if (/Light/.test(symbol.name) || /Light/.test(file)) areas.push('lights');
  if (/Camera/.test(symbol.name) || /Camera/.test(file)) areas.push('camera');
  return areas;
}

/** The component names of a snapshot (PascalCase exported functions). */
export function componentNames(...snapshots: (ApiSnapshot | undefined)[]): Set<string> {
  return new Set(
    snapshots.flatMap((s) =>
      (s?.symbols ?? [])
        .filter((x) => x.kind === 'function' && functionGroup(x.name) === 'Components')
        .map((x) => x.name),
    ),
  );
}

/** A release's tags: the areas its changes touch, and "breaking" if any reason applies. */
export function releaseTags(diff: ApiDiff, components: ReadonlySet<string>): ReleaseTag[] {
  if (diff.from === null) return [];
  const touched = new Set<Area>(
    [...diff.added, ...diff.removed, ...diff.changed].flatMap((s) => areasOf(s, components)),
  );
  const tags: ReleaseTag[] = AREAS.filter((a) => touched.has(a));
  if (breakingReasons(diff).length) tags.push('breaking');
  return tags;
}
