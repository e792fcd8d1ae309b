/**
 * The API model of a component or hook page: what the TypeScript checker that
 * TypeDoc holds says about it (its props flattened, its parameters and return
 * value expanded), before the facts file and the page renderer add to it.
 */

/** A `path:line` in the library's package, e.g. `src/react/Camera.tsx:52`. */
export type SourceLine = string;

/** A doc comment as Markdown-ready pieces: text runs, code, links to other exports. */
export type DocPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly name: string; readonly text?: string };

export interface DocTag {
  /** Tag name without `@`: `default`, `since`, `worklet`, `example`, `note`… */
  readonly name: string;
  readonly text: string;
}

export interface Doc {
  readonly summary: readonly DocPart[];
  readonly tags: readonly DocTag[];
}

/** A default the code applies when the prop or field is left out. */
export interface CodeDefault {
  /** As written in the code, e.g. `[0, 0, 8]` or `'contain'`. */
  readonly value: string;
  readonly source: SourceLine;
}

/** One prop of a component, one field of an object parameter or of a returned object. */
export interface Member {
  readonly name: string;
  readonly optional: boolean;
  /** The type as declared (`Float3`, `number | ISharedValue<number>`). */
  readonly type: string;
  readonly doc: Doc;
  /** The type or interface that declares it (`TransformationProps`), if named. */
  readonly declaredIn?: string;
  readonly source: SourceLine;
  /** Variants of a union props type this member belongs to; empty when it belongs to all. */
  readonly variants: readonly string[];
  /** The default found in the code's destructuring, when there is one. */
  readonly codeDefault?: CodeDefault;
}

export interface Variant {
  /** The union member's name (`TextureProps`) or a label made from its own props. */
  readonly label: string;
  /** Props only this variant has (its required ones first). */
  readonly own: readonly string[];
}

export interface Parameter {
  readonly name: string;
  readonly optional: boolean;
  readonly type: string;
  /** The `@param` text of the hook's comment. */
  readonly doc: readonly DocPart[];
  /** Fields of an object parameter (props-like: no methods). */
  readonly fields: readonly Member[];
}

export interface Returns {
  /** The declared (or inferred) return type; `void` for none. */
  readonly type: string;
  readonly doc: readonly DocPart[];
  /** A union of object types, one entry per member (e.g. FilamentModel's loading / loaded). */
  readonly variants: readonly { readonly label: string; readonly fields: readonly Member[] }[];
}

/** Why a component or hook needs the scene: the call that reads its context. */
export interface ContextUse {
  /** The library function whose call leads to `useFilamentContext`. */
  readonly via: string;
  readonly source: SourceLine;
}

interface ApiCommon {
  readonly name: string;
  readonly doc: Doc;
  readonly source: SourceLine;
  /** Set when it reads `<FilamentScene>`'s context (directly or through other hooks). */
  readonly needsScene?: ContextUse;
}

export interface ComponentModel extends ApiCommon {
  readonly kind: 'component';
  /** Where it renders `<FilamentContext.Provider>`: it makes the scene the others read. */
  readonly providesScene?: SourceLine;
  /** The props type as declared (`CameraProps`), if any. */
  readonly propsType?: string;
  readonly props: readonly Member[];
  readonly variants: readonly Variant[];
}

export interface HookModel extends ApiCommon {
  readonly kind: 'hook';
  readonly parameters: readonly Parameter[];
  readonly returns: Returns;
}

export type ApiModel = ComponentModel | HookModel;
