/**
 * Every message react-native-filament throws or logs, read from the installed
 * package's sources at build time: TypeScript through the compiler's parser
 * (`new Error(…)`, `super(…)` of an Error subclass, `console.*`, the library's
 * `Logger.*`), C++, Objective-C++ and Java through the tokenizer of
 * `native.ts`. A message is its text with run-time values as `{name}`; the
 * same text at several sites is one message with several sites.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { nativeOccurrences } from './native';
import {
  BadInputError,
  messageOf,
  type LibraryMessage,
  type Level,
  type Occurrence,
  type Part,
} from './types';

/**
 * Folders of the package that hold its code, and what is left out of them:
 * Filament's and Bullet's own headers and binaries (`libs/`), and the
 * library's self-test harness (`test/`, run only by its example app).
 */
const SOURCE_DIRS = ['src', 'cpp', 'ios', 'android/src'];
const SKIPPED_DIRS = new Set(['libs', 'test', 'build', 'node_modules', '__tests__']);
const TS_FILE = /\.tsx?$/;
const NATIVE_FILE = /\.(cpp|cc|h|hpp|mm|m|java)$/;

/** The package's source files, relative to its root, sorted. */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) walk(relative);
      else if (entry.isFile() && (TS_FILE.test(entry.name) || NATIVE_FILE.test(entry.name)))
        files.push(relative);
    }
  };
  for (const dir of SOURCE_DIRS) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return files.sort();
}

const BUILTIN_ERRORS = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError']);
const CONSOLE_LEVELS: Readonly<Record<string, Level>> = {
  error: 'error',
  warn: 'warn',
  info: 'info',
  log: 'info',
  debug: 'debug',
};
/** Receivers of log calls: the console, and the library's `Logger` (set by `setLogger`). */
const LOGGERS = new Set(['console', 'Logger']);

/** A `+` chain, template, literal or same-file constant as parts; undefined when it holds no text. */
function tsParts(node: ts.Expression, source: ts.SourceFile): Part[] | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return [{ text: node.text }];
  if (ts.isParenthesizedExpression(node)) return tsParts(node.expression, source);
  if (ts.isTemplateExpression(node)) {
    return [
      { text: node.head.text },
      ...node.templateSpans.flatMap((span) => [
        { hole: tsPlaceholder(span.expression, source) },
        { text: span.literal.text },
      ]),
    ];
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = tsParts(node.left, source);
    const right = tsParts(node.right, source);
    if (!left && !right) return undefined;
    return [
      ...(left ?? [{ hole: tsPlaceholder(node.left, source) }]),
      ...(right ?? [{ hole: tsPlaceholder(node.right, source) }]),
    ];
  }
  if (ts.isIdentifier(node)) {
    const initializer = constInitializer(node.text, source);
    return initializer ? tsParts(initializer, source) : undefined;
  }
  return undefined;
}

/** The initializer of a top-level-or-nested `const name = …` of the same file. */
function constInitializer(name: string, source: ts.SourceFile): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name &&
      node.initializer &&
      (node.parent.flags & ts.NodeFlags.Const) !== 0
    )
      found = node.initializer;
    if (!found) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A run-time value's placeholder: its source text; `a ? 'x' : 'y'` as `x|y`; a long call as `callee(…)`. */
function tsPlaceholder(node: ts.Expression, source: ts.SourceFile): string {
  if (
    ts.isConditionalExpression(node) &&
    ts.isStringLiteral(node.whenTrue) &&
    ts.isStringLiteral(node.whenFalse)
  )
    return `${node.whenTrue.text}|${node.whenFalse.text}`;
  const text = node.getText(source).replace(/\s+/g, ' ');
  if (text.length > 40 && ts.isCallExpression(node)) return `${node.expression.getText(source)}(…)`;
  return text;
}

/** The call's kind and message argument, when `node` throws or logs one. */
function tsMessageCall(node: ts.Node): { via: string; level: Level; arg?: ts.Expression } | null {
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
    const name = node.expression.text;
    if (!BUILTIN_ERRORS.has(name)) return null;
    // `new Error()` with no text is filled from another error (ErrorUtils.ts): no message of its own.
    return node.arguments?.length
      ? { via: `new ${name}`, level: 'throw', arg: node.arguments[0] }
      : null;
  }
  if (!ts.isCallExpression(node)) return null;
  if (node.expression.kind === ts.SyntaxKind.SuperKeyword) {
    const heritage = ts.findAncestor(node, ts.isClassLike)?.heritageClauses?.[0]?.types[0];
    const base = heritage?.expression.getText();
    if (!base || !BUILTIN_ERRORS.has(base)) return null;
    return { via: `super (extends ${base})`, level: 'throw', arg: node.arguments[0] };
  }
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression)) return null;
  const level = CONSOLE_LEVELS[callee.name.text];
  if (!LOGGERS.has(callee.expression.text) || !level) return null;
  return { via: `${callee.expression.text}.${callee.name.text}`, level, arg: node.arguments[0] };
}

/** Every message one TypeScript file throws or logs. */
export function tsOccurrences(file: string, text: string): Occurrence[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: Occurrence[] = [];
  const visit = (node: ts.Node) => {
    const call = tsMessageCall(node);
    if (call) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const parts = call.arg && tsParts(call.arg, source);
      if (!parts) {
        const written = call.arg?.getText(source) ?? 'nothing';
        throw new BadInputError(
          `${file}:${line}: the message of ${call.via}(…) is not text the extractor can read (\`${written}\`). Use a string, a template or a same-file const.`,
        );
      }
      found.push({ message: messageOf(parts), level: call.level, file, line, via: call.via });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const LEVEL_ORDER: readonly Level[] = ['throw', 'error', 'warn', 'info', 'debug'];

/** Occurrences grouped by message text, in order of first site (file, line). */
export function groupMessages(occurrences: readonly Occurrence[]): LibraryMessage[] {
  const byText = new Map<string, Occurrence[]>();
  for (const o of occurrences) byText.set(o.message, [...(byText.get(o.message) ?? []), o]);
  return [...byText].map(([message, sites]) => ({
    message,
    level: LEVEL_ORDER.find((level) => sites.some((s) => s.level === level)) ?? 'debug',
    sites,
  }));
}

/** Every site of the package at `root` that throws or logs a message (throws BadInputError). */
export function extractOccurrences(root: string): Occurrence[] {
  return sourceFiles(root).flatMap((file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    return TS_FILE.test(file) ? tsOccurrences(file, text) : nativeOccurrences(file, text);
  });
}

/** The package's messages, grouped (see `groupMessages`). */
export function extractMessages(root: string): LibraryMessage[] {
  return groupMessages(extractOccurrences(root));
}
