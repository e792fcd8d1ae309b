/**
 * Reads JavaScript and TypeScript config files (babel.config.js,
 * metro.config.js, app.config.*) without running them: Babel's parser turns
 * the text into a syntax tree and the functions here read the values a rule
 * needs from it (the `plugins` array, what `resolver.assetExts` becomes, the
 * exported Expo config). Babel's parser rather than acorn: it reads
 * TypeScript (app.config.ts, metro.config.ts) and every syntax a config file
 * may use, it is the parser the app's own Babel reads babel.config.js with,
 * and it loads only with the checker's chunk.
 */
import { parse } from '@babel/parser';
import type * as t from '@babel/types';

/** A syntax tree, or the one-line reason the file could not be parsed. */
export type Parsed = { ok: true; program: t.Program } | { ok: false; message: string };

export function parseConfig(text: string, typescript: boolean): Parsed {
  try {
    const file = parse(text, {
      sourceType: 'unambiguous',
      plugins: typescript ? ['typescript'] : ['jsx'],
    });
    return { ok: true, program: file.program };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, message };
  }
}

type Node = t.Node;

/** The top-level `const x = …` of a file, to follow a name to its value. */
export function topLevelBindings(program: t.Program): Map<string, t.Expression> {
  const bindings = new Map<string, t.Expression>();
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const d of declaration.declarations) {
      if (d.id.type === 'Identifier' && d.init) bindings.set(d.id.name, d.init);
    }
  }
  return bindings;
}

/** Strips `x as T`, `x satisfies T`, `(x)` and `x!` to the value inside. */
function unwrap(node: t.Expression): t.Expression {
  let current: Node = node;
  while (
    current.type === 'TSAsExpression' ||
    current.type === 'TSSatisfiesExpression' ||
    current.type === 'TSNonNullExpression' ||
    current.type === 'ParenthesizedExpression'
  ) {
    current = current.expression;
  }
  return current as t.Expression;
}

/** Follows identifiers to their top-level value (a few steps, no cycles). */
export function resolve(node: t.Expression, bindings: Map<string, t.Expression>): t.Expression {
  let current = unwrap(node);
  for (let step = 0; step < 8 && current.type === 'Identifier'; step++) {
    const next = bindings.get(current.name);
    if (!next) break;
    current = unwrap(next);
  }
  return current;
}

/** What a function returns, when its body is an expression or ends in `return <expr>`. */
function returned(fn: t.Expression | t.FunctionDeclaration): t.Expression | undefined {
  if (
    fn.type !== 'ArrowFunctionExpression' &&
    fn.type !== 'FunctionExpression' &&
    fn.type !== 'FunctionDeclaration'
  ) {
    return undefined;
  }
  if (fn.body.type !== 'BlockStatement') return fn.body;
  const last = [...fn.body.body].reverse().find((s) => s.type === 'ReturnStatement');
  return last?.type === 'ReturnStatement' && last.argument ? last.argument : undefined;
}

/** The value a file exports (`module.exports =`, `export default`), a function's result followed. */
export function exportedValue(program: t.Program): t.Expression | undefined {
  const bindings = topLevelBindings(program);
  let value: t.Expression | t.FunctionDeclaration | undefined;
  for (const statement of program.body) {
    if (statement.type === 'ExportDefaultDeclaration') {
      const d = statement.declaration;
      value = d.type === 'FunctionDeclaration' ? d : (d as t.Expression);
    } else if (
      statement.type === 'ExpressionStatement' &&
      statement.expression.type === 'AssignmentExpression' &&
      isModuleExports(statement.expression.left)
    ) {
      value = statement.expression.right;
    }
  }
  if (!value) return undefined;
  if (value.type === 'FunctionDeclaration') return returnedValue(value, bindings);
  const resolved = resolve(value, bindings);
  return returnedValue(resolved, bindings) ?? resolved;
}

function returnedValue(
  fn: t.Expression | t.FunctionDeclaration,
  bindings: Map<string, t.Expression>,
): t.Expression | undefined {
  const result = returned(fn);
  return result ? resolve(result, bindings) : undefined;
}

function isModuleExports(node: Node): boolean {
  return (
    node.type === 'MemberExpression' &&
    node.object.type === 'Identifier' &&
    node.object.name === 'module' &&
    propertyName(node) === 'exports'
  );
}

/** The name of `a.b` / `a['b']`, or of an object property's key. */
export function propertyName(node: Node): string | undefined {
  if (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') {
    if (node.property.type === 'Identifier' && !node.computed) return node.property.name;
    if (node.property.type === 'StringLiteral') return node.property.value;
    return undefined;
  }
  if (node.type === 'ObjectProperty' || node.type === 'ObjectMethod') {
    if (node.key.type === 'Identifier') return node.key.name;
    if (node.key.type === 'StringLiteral') return node.key.value;
  }
  return undefined;
}

/** A property of an object literal, by name. */
export function property(object: t.ObjectExpression, name: string): t.ObjectProperty | undefined {
  return object.properties.find(
    (p): p is t.ObjectProperty => p.type === 'ObjectProperty' && propertyName(p) === name,
  );
}

/** Plain data from a literal (strings, numbers, booleans, arrays, objects); `undefined` where it is not one. */
export function staticValue(
  node: Node | null | undefined,
  bindings: Map<string, t.Expression>,
): unknown {
  if (!node) return undefined;
  const value =
    node.type.startsWith('TS') || node.type === 'Identifier'
      ? resolve(node as t.Expression, bindings)
      : node;
  switch (value.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
      return value.value;
    case 'TemplateLiteral':
      return value.expressions.length === 0 ? value.quasis[0]?.value.cooked : undefined;
    case 'ArrayExpression':
      return value.elements.map((e) =>
        e && e.type !== 'SpreadElement' ? staticValue(e, bindings) : undefined,
      );
    case 'ObjectExpression':
      return objectValue(value, bindings);
    default:
      return undefined;
  }
}

function objectValue(
  node: t.ObjectExpression,
  bindings: Map<string, t.Expression>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of node.properties) {
    if (p.type === 'SpreadElement') {
      const spread = resolve(p.argument, bindings);
      if (spread.type === 'ObjectExpression') Object.assign(out, objectValue(spread, bindings));
      continue;
    }
    const name = propertyName(p);
    if (name !== undefined && p.type === 'ObjectProperty')
      out[name] = staticValue(p.value, bindings);
  }
  return out;
}

/** Every node of a tree, depth first. */
export function* walk(node: Node): Generator<Node> {
  yield node;
  for (const key of Object.keys(node) as (keyof Node)[]) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    const child: unknown = node[key];
    if (Array.isArray(child)) {
      for (const item of child) if (isNode(item)) yield* walk(item);
    } else if (isNode(child)) {
      yield* walk(child);
    }
  }
}

function isNode(value: unknown): value is Node {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}

/** The 1-based line a node starts on. */
export const lineOf = (node: Node): number | undefined => node.loc?.start.line;
