/**
 * Which guide code sample an API page shows as its example: the shortest one
 * that uses that very name, as a reader would (a component as an element with
 * props, a hook or function called with arguments), read with TypeScript's
 * parser, never a sample that only mentions the name beside something else.
 */
import ts from 'typescript';
import { functionGroup } from './groups';

const LIBRARY_MODULE = 'react-native-filament';

/** Samples longer than this many lines are not shown on API pages (a page, not a screen). */
export const MAX_EXAMPLE_LINES = 40;

/** Only TypeScript samples: the ones `npm run check:samples` type-checks against the library. */
export const EXAMPLE_LANGUAGES: ReadonlySet<string> = new Set(['ts', 'tsx', 'typescript']);

/**
 * How a sample uses a library name:
 * - `element`: `<Camera>` or `<Camera />`; `element-with-props`: with at least one attribute;
 * - `call`: `useModel()`; `call-with-arguments`: with at least one argument;
 * - `reference`: any use outside the import (a type, a value, one of the above).
 */
export type UseKind =
  'element' | 'element-with-props' | 'call' | 'call-with-arguments' | 'reference';

/** Library name → how the sample uses it. */
export type SampleUses = ReadonlyMap<string, ReadonlySet<UseKind>>;

/** The library's bindings of a sample: named imports (local → exported name) and namespaces. */
interface LibraryBindings {
  readonly named: ReadonlyMap<string, string>;
  readonly namespaces: ReadonlySet<string>;
}

function libraryBindings(source: ts.SourceFile): LibraryBindings {
  const named = new Map<string, string>();
  const namespaces = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const from = statement.moduleSpecifier;
    if (!ts.isStringLiteral(from) || from.text !== LIBRARY_MODULE) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        named.set(element.name.text, (element.propertyName ?? element.name).text);
      }
    }
  }
  return { named, namespaces };
}

/**
 * The library name an expression, tag or type stands for: `Camera`, an alias,
 * `Filament.Camera` (a namespace import). A name that is itself a member or a
 * declaration (`engine.Camera`, `{ Camera: 1 }`, `function Camera`) is not a use.
 */
function libraryName(node: ts.Node, bindings: LibraryBindings): string | undefined {
  if (ts.isIdentifier(node)) {
    const parent = node.parent as ts.Node & { readonly name?: ts.Node };
    return parent.name === node ? undefined : bindings.named.get(node.text);
  }
  const [left, right] = ts.isPropertyAccessExpression(node)
    ? [node.expression, node.name]
    : ts.isQualifiedName(node)
      ? [node.left, node.right]
      : [];
  return left && ts.isIdentifier(left) && bindings.namespaces.has(left.text)
    ? right?.text
    : undefined;
}

const SCRIPT_KIND: Readonly<Record<string, ts.ScriptKind>> = {
  ts: ts.ScriptKind.TS,
  typescript: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
};

/** How a TypeScript sample uses each name it imports from the library. */
export function sampleUses(code: string, lang: string): SampleUses {
  const kind = SCRIPT_KIND[lang] ?? ts.ScriptKind.TSX;
  const source = ts.createSourceFile(`sample.${lang}`, code, ts.ScriptTarget.Latest, true, kind);
  const bindings = libraryBindings(source);
  const uses = new Map<string, Set<UseKind>>();
  const add = (name: string | undefined, ...kinds: UseKind[]) => {
    if (!name) return;
    const set = uses.get(name) ?? new Set<UseKind>();
    for (const k of kinds) set.add(k);
    uses.set(name, set);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const withProps = node.attributes.properties.length > 0;
      add(
        libraryName(node.tagName, bindings),
        'element',
        ...(withProps ? ['element-with-props' as const] : []),
      );
    } else if (ts.isCallExpression(node)) {
      const withArguments = node.arguments.length > 0;
      add(
        libraryName(node.expression, bindings),
        'call',
        ...(withArguments ? ['call-with-arguments' as const] : []),
      );
    }
    add(libraryName(node, bindings), 'reference');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** What a page's example must show: its component as an element, its function called, or its name. */
export type ExampleRule = 'element' | 'call' | 'reference';

/** Components as elements, hooks and other functions as calls; types and values by name. */
export function exampleRule(name: string, kind: string): ExampleRule {
  if (kind !== 'functions') return 'reference';
  return functionGroup(name) === 'Components' ? 'element' : 'call';
}

/**
 * Whether a function takes arguments, from its call signatures as the release
 * snapshot writes them (`(source: BufferSource, …) => FilamentModel`). Unknown
 * signatures count as taking some, so the example must pass them.
 */
export function takesArguments(signatures: readonly string[] | undefined): boolean {
  if (!signatures?.length) return true;
  return signatures.some((s) => !/^(?:<[^()]*>)?\(\)/.test(s));
}

/** The use a sample needs for a rule: with props or arguments, unless the name takes none. */
export function requiredUse(rule: ExampleRule, withArguments: boolean): UseKind {
  if (rule === 'reference') return 'reference';
  if (rule === 'element') return withArguments ? 'element-with-props' : 'element';
  return withArguments ? 'call-with-arguments' : 'call';
}

/** A sample as the choice needs it. */
export interface ExampleCandidate {
  readonly code: string;
  readonly uses: SampleUses;
}

/**
 * The shortest sample (in lines, at most MAX_EXAMPLE_LINES) that uses the name
 * as required; among equally short ones the first in reading order. Undefined
 * when none does: no example rather than one about something else.
 */
export function chooseExample<T extends ExampleCandidate>(
  samples: readonly T[],
  name: string,
  use: UseKind,
): T | undefined {
  let best: T | undefined;
  let bestLines = MAX_EXAMPLE_LINES + 1;
  for (const sample of samples) {
    if (!sample.uses.get(name)?.has(use)) continue;
    const lines = sample.code.split('\n').length;
    if (lines < bestLines) {
      best = sample;
      bestLines = lines;
    }
  }
  return best;
}
