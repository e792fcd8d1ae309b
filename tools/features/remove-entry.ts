/**
 * Removes one feature's wiring from the text of plugins/features.ts, as
 * CONTRIBUTING.md's "Remove a feature" says by hand: its entry in the list
 * (the object whose `name` is the feature, with the comment lines above it)
 * and its import of './<name>'. Found with the TypeScript parser, not by
 * pattern, so that a change of layout cannot make it cut the wrong text.
 */
import ts from 'typescript';

interface Span {
  readonly start: number;
  readonly end: number;
}

/** Whether an object literal is the entry `{ name: '<name>', … }`. */
function isEntryOf(node: ts.Node, name: string): node is ts.ObjectLiteralExpression {
  return (
    ts.isObjectLiteralExpression(node) &&
    node.properties.some(
      (property) =>
        ts.isPropertyAssignment(property) &&
        property.name.getText() === 'name' &&
        ts.isStringLiteral(property.initializer) &&
        property.initializer.text === name,
    )
  );
}

/** Every node under `root` that `test` accepts. */
function findAll<T extends ts.Node>(root: ts.Node, test: (node: ts.Node) => node is T): T[] {
  const found: T[] = [];
  const visit = (node: ts.Node): void => {
    if (test(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

/** The start of the line `position` is on. */
const lineStart = (text: string, position: number) => text.lastIndexOf('\n', position - 1) + 1;

/** The position after the end of the line `position` is on (its newline included). */
function lineEnd(text: string, position: number): number {
  const newline = text.indexOf('\n', position);
  return newline === -1 ? text.length : newline + 1;
}

/** The entry's whole lines: the comment lines right above it, it, and its comma. */
function entrySpan(file: ts.SourceFile, entry: ts.ObjectLiteralExpression): Span {
  const text = file.text;
  const comments = ts.getLeadingCommentRanges(text, entry.getFullStart()) ?? [];
  const start = comments[0]?.pos ?? entry.getStart(file);
  const comma = text.slice(entry.getEnd()).match(/^\s*,/);
  const end = entry.getEnd() + (comma ? comma[0].length : 0);
  return { start: lineStart(text, start), end: lineEnd(text, end) };
}

/** The import declaration's whole lines (not the comments above it: the first one's is the file's header). */
function importSpan(file: ts.SourceFile, declaration: ts.ImportDeclaration): Span {
  return {
    start: lineStart(file.text, declaration.getStart(file)),
    end: lineEnd(file.text, declaration.getEnd()),
  };
}

/** The spans to cut for a feature; throws unless there is exactly one entry and one import. */
export function featureSpans(source: string, name: string): Span[] {
  const file = ts.createSourceFile('features.ts', source, ts.ScriptTarget.Latest, true);
  const entries = findAll(file, (node): node is ts.ObjectLiteralExpression =>
    isEntryOf(node, name),
  ).filter((entry) => ts.isArrayLiteralExpression(entry.parent));
  const imports = file.statements.filter(
    (statement): statement is ts.ImportDeclaration =>
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === `./${name}`,
  );
  if (entries.length !== 1 || imports.length !== 1) {
    throw new Error(
      `plugins/features.ts: expected one entry named '${name}' and one import of './${name}', found ${entries.length} and ${imports.length}`,
    );
  }
  return [importSpan(file, imports[0]!), entrySpan(file, entries[0]!)];
}

/** plugins/features.ts's text without the feature's entry and import. */
export function removeFeatureEntry(source: string, name: string): string {
  const spans = featureSpans(source, name).sort((a, b) => b.start - a.start);
  return spans.reduce((text, { start, end }) => text.slice(0, start) + text.slice(end), source);
}
