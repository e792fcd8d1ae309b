/**
 * The compact API snapshot of one library version, as committed in
 * releases/snapshots/<version>.json. Small on purpose: enough to diff two
 * versions (names, kinds, signatures, props), nothing to render pages with.
 * Written by the release tool (tools/releases), read by it and by the site
 * build (plugins/api-reference: since when each name exists).
 */

export type SymbolKind =
  | 'function'
  | 'interface'
  | 'type-alias'
  | 'variable'
  | 'class'
  | 'enum'
  | 'namespace'
  | 'reference';

export interface PropSnapshot {
  /** The member's type as TypeScript would print it; methods as function types. */
  readonly type: string;
  readonly optional: boolean;
}

export interface SymbolSnapshot {
  readonly name: string;
  readonly kind: SymbolKind;
  /** File that declares it, relative to the package's src/ (e.g. "react/Model.tsx"). */
  readonly source?: string;
  /** Call signatures, e.g. "(source: BufferSource, props?: UseModelConfigParams) => FilamentModel". */
  readonly signatures?: readonly string[];
  /** The declared type; object literals inside it are written `{ … }` when their members are in props. */
  readonly type?: string;
  /** Members, by name: interface members, or the object members a type alias is made of. */
  readonly props?: Readonly<Record<string, PropSnapshot>>;
}

export interface ApiSnapshot {
  readonly package: string;
  readonly version: string;
  /** The registry's publish time of this version (ISO 8601, UTC). */
  readonly publishedAt: string;
  /** The tool that read the source, so a change of tool can be told from a change of API. */
  readonly generator: string;
  /** Exported symbols, sorted by name. */
  readonly symbols: readonly SymbolSnapshot[];
}

/** The folder of the API reference a kind's pages live in (routes under /docs/api). */
export const KIND_FOLDER: Readonly<Record<SymbolKind, string | undefined>> = {
  function: 'functions',
  interface: 'interfaces',
  'type-alias': 'type-aliases',
  variable: 'variables',
  class: 'classes',
  enum: 'enumerations',
  namespace: 'namespaces',
  reference: undefined,
};

export const KIND_LABEL: Readonly<Record<SymbolKind, string>> = {
  function: 'function',
  interface: 'interface',
  'type-alias': 'type alias',
  variable: 'variable',
  class: 'class',
  enum: 'enum',
  namespace: 'namespace',
  reference: 're-export',
};
