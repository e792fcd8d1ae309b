/**
 * Turns TypeDoc's JSON output for one version into the compact snapshot we
 * commit. Pure, so it is tested on hand-made JSON.
 */
import type { JSONOutput } from 'typedoc';
import type { ApiSnapshot, PropSnapshot, SymbolKind, SymbolSnapshot } from './model';
import {
  indexSignatureToString,
  memberToProp,
  signatureToString,
  typeToString,
} from './type-string';

type Declaration = JSONOutput.DeclarationReflection;
type SomeType = JSONOutput.SomeType;

/** TypeDoc's ReflectionKind values for top-level exports (stable across 0.2x). */
const KINDS: Readonly<Record<number, SymbolKind>> = {
  4: 'namespace',
  8: 'enum',
  32: 'variable',
  64: 'function',
  128: 'class',
  256: 'interface',
  2097152: 'type-alias',
  4194304: 'reference',
};
const KIND_CONSTRUCTOR = 512;

export interface SnapshotMeta {
  readonly package: string;
  readonly version: string;
  readonly publishedAt: string;
  readonly generator: string;
}

export function compactProject(
  project: JSONOutput.ProjectReflection,
  meta: SnapshotMeta,
): ApiSnapshot {
  const top = (project.children ?? []) as Declaration[];
  const byId = new Map<number, Declaration>(top.map((d) => [d.id, d]));
  const symbols = top
    .map((d) => compactSymbol(d, byId))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { ...meta, symbols };
}

function compactSymbol(d: Declaration, byId: ReadonlyMap<number, Declaration>): SymbolSnapshot {
  const kind = KINDS[d.kind];
  if (!kind) throw new Error(`Unexpected TypeDoc kind ${d.kind} for export ${d.name}.`);
  const source = d.sources?.[0]?.fileName;
  const base = { name: d.name, kind, ...(source ? { source } : {}) };
  switch (kind) {
    case 'function':
      return { ...base, signatures: (d.signatures ?? []).map((s) => signatureToString(s)) };
    case 'interface':
    case 'class':
    case 'enum':
    case 'namespace': {
      const signatures = [
        ...(d.signatures ?? []).map((s) => signatureToString(s)),
        ...(d.children ?? [])
          .filter((c) => c.kind === KIND_CONSTRUCTOR)
          .flatMap((c) => c.signatures ?? [])
          .map((s) => `new ${signatureToString(s)}`),
      ];
      return {
        ...base,
        ...(signatures.length ? { signatures } : {}),
        props: ownProps(d),
      };
    }
    case 'type-alias':
    case 'variable': {
      if (!d.type) {
        // TypeDoc turns `type X = { … }` into a declaration with members, like an interface.
        const signatures = (d.signatures ?? []).map((s) => signatureToString(s));
        const hasMembers = !!d.children?.length || !!d.indexSignatures?.length;
        return {
          ...base,
          type: hasMembers ? '{ … }' : 'unknown',
          ...(signatures.length ? { signatures } : {}),
          ...(hasMembers ? { props: ownProps(d) } : {}),
        };
      }
      const props = d.type ? propsOfType(d.type, byId, new Set([d.id])) : undefined;
      return {
        ...base,
        type: typeToString(d.type, { collapseObjects: props !== undefined }),
        ...(props ? { props } : {}),
      };
    }
    case 'reference': {
      const target = byId.get((d as unknown as JSONOutput.ReferenceReflection).target);
      return { ...base, type: target ? target.name : 'unknown' };
    }
  }
}

/** Members of an interface, class, enum or object type (inherited ones included, as TypeDoc lists them). */
function ownProps(d: Declaration): Record<string, PropSnapshot> {
  const props: Record<string, PropSnapshot> = {};
  for (const index of d.indexSignatures ?? []) {
    const text = indexSignatureToString(index);
    const key = text.slice(0, text.indexOf(']:') + 1);
    props[key] = { type: typeToString(index.type), optional: false };
  }
  for (const child of d.children ?? []) {
    if (child.kind === KIND_CONSTRUCTOR) continue;
    props[child.name] = memberToProp(child);
  }
  return sortByName(props);
}

/** Members by name, so the file does not depend on TypeDoc's order or on merge order. */
function sortByName(props: Record<string, PropSnapshot>): Record<string, PropSnapshot> {
  return Object.fromEntries(Object.entries(props).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The members a type is made of, when it is an object type or an intersection
 * of object types and exported names (followed through this snapshot). Other
 * shapes (unions, external types) have no props; their type text is compared instead.
 */
function propsOfType(
  type: SomeType,
  byId: ReadonlyMap<number, Declaration>,
  seen: Set<number>,
): Record<string, PropSnapshot> | undefined {
  if (type.type === 'reflection') {
    const d = type.declaration;
    if (!d.children?.length && !d.indexSignatures?.length) return undefined;
    return ownProps(d);
  }
  if (type.type === 'intersection') {
    const parts = type.types.map((t) => propsOfType(t, byId, seen) ?? {});
    if (parts.every((p) => Object.keys(p).length === 0)) return undefined;
    return sortByName(Object.assign({}, ...parts) as Record<string, PropSnapshot>);
  }
  if (type.type === 'reference' && typeof type.target === 'number' && !type.typeArguments?.length) {
    const target = byId.get(type.target);
    if (!target || seen.has(target.id)) return undefined;
    const next = new Set(seen).add(target.id);
    if (KINDS[target.kind] === 'interface') return ownProps(target);
    if (KINDS[target.kind] === 'type-alias') {
      if (!target.type) return target.children?.length ? ownProps(target) : undefined;
      return propsOfType(target.type, byId, next);
    }
  }
  return undefined;
}
