/**
 * Which guide code sample an API page shows as its example: the shortest one
 * that uses that very name, as a reader would (a component as an element with
 * props, a hook or function called with arguments), read with TypeScript's
 * parser, never a sample that only mentions the name beside something else.
 * When only complete screens use it, the one statement of a screen that does,
 * with the imports that statement needs.
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

const parseSample = (code: string, lang: string): ts.SourceFile =>
  ts.createSourceFile(
    `sample.${lang}`,
    code,
    ts.ScriptTarget.Latest,
    true,
    SCRIPT_KIND[lang] ?? ts.ScriptKind.TSX,
  );

/** How the nodes under `root` (outside imports) use each library name of the sample. */
function usesUnder(root: ts.Node, bindings: LibraryBindings): SampleUses {
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
  visit(root);
  return uses;
}

/** How a TypeScript sample uses each name it imports from the library. */
export function sampleUses(code: string, lang: string): SampleUses {
  const source = parseSample(code, lang);
  return usesUnder(source, libraryBindings(source));
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

const lineCount = (text: string): number => text.split('\n').length;

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
    const lines = lineCount(sample.code);
    if (lines < bestLines) {
      best = sample;
      bestLines = lines;
    }
  }
  return best;
}

/**
 * The top-level statements an excerpt may show: a function (`export default
 * function App`), a variable statement (`const Scene = () => …`) or `export
 * default …`. Imports are shown apart, types and the rest not at all.
 */
const isExcerptStatement = (statement: ts.Statement): boolean =>
  ts.isFunctionDeclaration(statement) ||
  ts.isVariableStatement(statement) ||
  ts.isExportAssignment(statement);

/** Where a statement starts with the comments right above it (no blank line between): they say what it does. */
function startWithComments(source: ts.SourceFile, statement: ts.Statement): number {
  let start = statement.getStart(source);
  const comments = ts.getLeadingCommentRanges(source.text, statement.getFullStart()) ?? [];
  for (const comment of [...comments].reverse()) {
    if (/\n[^\S\n]*\n/.test(source.text.slice(comment.end, start))) break;
    start = comment.pos;
  }
  return start;
}

/** Names a node refers to: identifiers that are not a member, key, attribute or declared name. */
function referencedNames(root: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const parent = node.parent as ts.Node & { readonly name?: ts.Node };
      if (parent.name !== node || ts.isShorthandPropertyAssignment(parent)) names.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(root);
  return names;
}

/** The width Prettier wraps the site's code at (.prettierrc), which the samples follow. */
const PRINT_WIDTH = 100;

/**
 * An import of the sample cut to the bindings an excerpt uses (each as the
 * sample writes it: `type X`, `X as Y`), or undefined when it uses none. Wrapped
 * one name a line, as Prettier would, when it does not fit on one.
 */
function importUsed(
  statement: ts.ImportDeclaration,
  used: ReadonlySet<string>,
  source: ts.SourceFile,
): string | undefined {
  const clause = statement.importClause;
  if (!clause) return undefined;
  const head = `import ${clause.phaseModifier === ts.SyntaxKind.TypeKeyword ? 'type ' : ''}`;
  const from = ` from ${statement.moduleSpecifier.getText(source)};`;
  const defaultName = clause.name && used.has(clause.name.text) ? [clause.name.text] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) {
    const namespace = used.has(bindings.name.text) ? [bindings.getText(source)] : [];
    const parts = [...defaultName, ...namespace];
    return parts.length ? `${head}${parts.join(', ')}${from}` : undefined;
  }
  const named = (bindings?.elements ?? [])
    .filter((element) => used.has(element.name.text))
    .map((element) => element.getText(source));
  if (!defaultName.length && !named.length) return undefined;
  const prefix = defaultName.length ? `${defaultName[0]}${named.length ? ', ' : ''}` : '';
  const oneLine = `${head}${prefix}${named.length ? `{ ${named.join(', ')} }` : ''}${from}`;
  if (oneLine.length <= PRINT_WIDTH) return oneLine;
  return `${head}${prefix}{\n${named.map((n) => `  ${n},\n`).join('')}}${from}`;
}

/**
 * An excerpt of a sample that uses the name as required: the shortest
 * top-level statement whose code does (with the comments right above it),
 * after the sample's imports cut to the names it refers to, so a reader sees
 * where they come from. Undefined when no such statement exists; the caller
 * caps its length (never a statement cut short).
 */
export function sampleExcerpt(
  code: string,
  lang: string,
  name: string,
  use: UseKind,
): string | undefined {
  const source = parseSample(code, lang);
  const bindings = libraryBindings(source);
  let best: ts.Statement | undefined;
  let bestLines = Infinity;
  for (const statement of source.statements) {
    if (!isExcerptStatement(statement)) continue;
    if (!usesUnder(statement, bindings).get(name)?.has(use)) continue;
    const lines = lineCount(statement.getText(source));
    if (lines < bestLines) {
      best = statement;
      bestLines = lines;
    }
  }
  if (!best) return undefined;
  const body = code.slice(startWithComments(source, best), best.getEnd());
  const used = referencedNames(best);
  const imports = source.statements
    .filter(ts.isImportDeclaration)
    .map((statement) => importUsed(statement, used, source))
    .filter((line): line is string => line !== undefined);
  return imports.length ? `${imports.join('\n')}\n\n${body}` : body;
}

/** A sample as the excerpt choice needs it: its language, to parse it again. */
export interface ExcerptCandidate extends ExampleCandidate {
  readonly lang: string;
}

/**
 * When no whole sample fits: the shortest excerpt (`sampleExcerpt`, imports
 * included, at most MAX_EXAMPLE_LINES lines) of a sample that uses the name as
 * required, the first of equally short ones in reading order. Undefined when
 * every such excerpt is longer: no example rather than a cut one.
 */
export function chooseExcerpt<T extends ExcerptCandidate>(
  samples: readonly T[],
  name: string,
  use: UseKind,
): { readonly sample: T; readonly code: string } | undefined {
  let best: { sample: T; code: string } | undefined;
  let bestLines = MAX_EXAMPLE_LINES + 1;
  for (const sample of samples) {
    if (!sample.uses.get(name)?.has(use)) continue;
    const code = sampleExcerpt(sample.code, sample.lang, name, use);
    if (code !== undefined && lineCount(code) < bestLines) {
      best = { sample, code };
      bestLines = lineCount(code);
    }
  }
  return best;
}
