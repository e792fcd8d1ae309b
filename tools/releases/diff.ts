/**
 * The API changelog between two snapshots, and the open rules that tag a
 * release by area and as breaking. Pure functions, unit-tested. The symbol
 * diff itself is shared with the site build (shared/api-diff.ts).
 */
import { functionGroup } from '../../plugins/api-reference/groups';
import type { ApiDiff, SymbolRef } from '../../shared/api-diff';
import type { ApiSnapshot } from './model';

export {
  countChanges,
  diffSnapshots,
  diffSymbol,
  type ApiDiff,
  type NamedProp,
  type PropChange,
  type SymbolChange,
  type SymbolRef,
} from '../../shared/api-diff';

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

export const AREAS = ['components', 'hooks', 'physics', 'lights', 'camera'] as const;
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
