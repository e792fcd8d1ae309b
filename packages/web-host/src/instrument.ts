/**
 * Two additions to sucrase's output of a reader's sample, made by inserting
 * text (never a line break, so lines stay the reader's):
 * - worklet closures: each function with a 'worklet' directive gets
 *   `__closure` (the values it captures from enclosing functions) and
 *   `__workletHash`, as ../build/worklet-closures.ts gives the library at build
 *   time: the library takes effect dependencies from `__closure`
 *   (getWorkletDependencies), so a reader's render callback sees new values;
 * - loop guards: every loop checks the time on each pass and throws after
 *   LOOP_LIMIT_MS, so an endless loop ends with a message instead of a frozen
 *   page (the sample runs on the page's thread).
 * Scopes are found with acorn and a small walk: a name counts as captured if
 * the worklet reads it, does not declare it, and an enclosing function does.
 */
import { parse, type Node } from 'acorn';

export const LOOP_START = '__rnfLoopStart';
export const LOOP_CHECK = '__rnfLoopCheck';
export const LOOP_LIMIT_MS = 1000;

type AnyNode = Node & Record<string, unknown>;
interface Insertion {
  readonly at: number;
  readonly text: string;
  /** Order among insertions at the same place: opening text of outer nodes first, closing text of inner nodes first. */
  readonly rank: number;
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const LOOPS = new Set([
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'WhileStatement',
  'DoWhileStatement',
]);

function children(node: AnyNode): AnyNode[] {
  const found: AnyNode[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc') continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item && typeof item === 'object' && typeof (item as AnyNode).type === 'string')
        found.push(item as AnyNode);
    }
  }
  return found;
}

/** Visits every node with its ancestors (outermost first). */
function walk(
  node: AnyNode,
  visit: (node: AnyNode, ancestors: readonly AnyNode[]) => void,
  ancestors: AnyNode[] = [],
): void {
  visit(node, ancestors);
  ancestors.push(node);
  for (const child of children(node)) walk(child, visit, ancestors);
  ancestors.pop();
}

/**
 * The calls whose function arguments Reanimated's Babel plugin makes worklets without a
 * 'worklet' directive (its list of hooks and animation callbacks): real Reanimated's web build
 * takes a mapper's inputs from `__closure` (useAnimatedStyle, useDerivedValue…), so without it
 * a style would never follow its shared values.
 */
export const AUTO_WORKLET_CALLS = new Set([
  'useAnimatedStyle',
  'useAnimatedProps',
  'useDerivedValue',
  'useAnimatedReaction',
  'useAnimatedScrollHandler',
  'useFrameCallback',
  'useWorkletCallback',
  'createAnimatedPropAdapter',
  'runOnUI',
  'withTiming',
  'withSpring',
  'withDecay',
  'withRepeat',
]);

/**
 * The name a call's callee ends with: `f(…)`, `a.f(…)`, `(0, _m.f)(…)`, and `_m.f.call(void 0, …)`,
 * which is how sucrase's imports transform calls an imported function (the code this pass reads).
 */
function calleeName(callee: AnyNode | undefined): string | undefined {
  if (!callee) return undefined;
  if (callee.type === 'Identifier') return callee.name as string;
  if (callee.type === 'MemberExpression' && !callee.computed) {
    const name = ((callee.property as AnyNode).name as string) ?? undefined;
    return name === 'call' ? calleeName(callee.object as AnyNode) : name;
  }
  if (callee.type === 'SequenceExpression')
    return calleeName((callee.expressions as AnyNode[]).at(-1));
  return undefined;
}

function isWorklet(node: AnyNode, parent?: AnyNode): boolean {
  if (!FUNCTIONS.has(node.type)) return false;
  if (
    parent?.type === 'CallExpression' &&
    (parent.arguments as AnyNode[]).includes(node) &&
    AUTO_WORKLET_CALLS.has(calleeName(parent.callee as AnyNode) ?? '')
  )
    return true;
  const body = node.body as AnyNode | undefined;
  if (body?.type !== 'BlockStatement') return false;
  return (body.body as AnyNode[]).some((statement) => statement.directive === 'worklet');
}

/** Names a pattern binds (`a`, `{ a, b: [c] }`, `...d`, `e = 1`). */
function patternNames(pattern: AnyNode | null | undefined, names: Set<string>): void {
  if (!pattern) return;
  if (pattern.type === 'Identifier') names.add(pattern.name as string);
  else if (pattern.type === 'ObjectPattern')
    for (const property of pattern.properties as AnyNode[])
      patternNames(
        (property.type === 'RestElement' ? property.argument : property.value) as AnyNode,
        names,
      );
  else if (pattern.type === 'ArrayPattern')
    for (const element of pattern.elements as AnyNode[]) patternNames(element, names);
  else if (pattern.type === 'RestElement') patternNames(pattern.argument as AnyNode, names);
  else if (pattern.type === 'AssignmentPattern') patternNames(pattern.left as AnyNode, names);
}

/** Names a function declares: its own name, parameters and declarations, nested functions' too when `deep`. */
function declaredIn(fn: AnyNode, deep: boolean): Set<string> {
  const names = new Set<string>();
  const collect = (node: AnyNode, top: boolean) => {
    if (FUNCTIONS.has(node.type)) {
      if (node.id) names.add((node.id as AnyNode).name as string);
      if (!top && !deep) return;
      for (const param of node.params as AnyNode[]) patternNames(param, names);
    } else if (node.type === 'VariableDeclarator') patternNames(node.id as AnyNode, names);
    else if (node.type === 'ClassDeclaration' && node.id)
      names.add((node.id as AnyNode).name as string);
    else if (node.type === 'CatchClause') patternNames(node.param as AnyNode, names);
    for (const child of children(node)) collect(child, false);
  };
  collect(fn, true);
  return names;
}

/** Identifiers read in `fn` as variables (not property names, keys or labels). */
function referencedIn(fn: AnyNode): Set<string> {
  const names = new Set<string>();
  walk(fn, (node, ancestors) => {
    if (node.type !== 'Identifier') return;
    const parent = ancestors[ancestors.length - 1];
    if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
    if (
      (parent?.type === 'Property' ||
        parent?.type === 'MethodDefinition' ||
        parent?.type === 'PropertyDefinition') &&
      parent.key === node &&
      !parent.computed &&
      !parent.shorthand
    )
      return;
    if (parent && /Label|BreakStatement|ContinueStatement/.test(parent.type)) return;
    names.add(node.name as string);
  });
  return names;
}

function hashOf(text: string): number {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return hash;
}

function workletInsertions(fn: AnyNode, ancestors: readonly AnyNode[], code: string): Insertion[] {
  const enclosing = new Set<string>();
  for (const outer of ancestors.filter((node) => FUNCTIONS.has(node.type)))
    for (const name of declaredIn(outer, false)) enclosing.add(name);
  const own = declaredIn(fn, true);
  const captured = [...referencedIn(fn)].filter((name) => enclosing.has(name) && !own.has(name));
  const metadata = `{ __closure: { ${captured.join(', ')} }, __workletHash: ${hashOf(code.slice(fn.start, fn.end))} }`;
  const depth = ancestors.length;
  if (fn.type === 'FunctionDeclaration') {
    const name = (fn.id as AnyNode).name as string;
    return [{ at: fn.end, text: `; Object.assign(${name}, ${metadata});`, rank: -depth }];
  }
  return [
    { at: fn.start, text: 'Object.assign(', rank: depth },
    { at: fn.end, text: `, ${metadata})`, rank: -depth },
  ];
}

let loops = 0;

/** `{ const t = start(); loop }` with `check(t, line)` first in the loop's body. */
function loopInsertions(loop: AnyNode, ancestors: readonly AnyNode[]): Insertion[] {
  // A labelled loop stays labelled: the block goes around its labels.
  let outer = ancestors.length;
  while (ancestors[outer - 1]?.type === 'LabeledStatement') outer--;
  const statement = outer === ancestors.length ? loop : ancestors[outer];
  const timer = `__rnfLoop${++loops}`;
  const line = (loop.loc as { start: { line: number } }).start.line;
  const check = `${LOOP_CHECK}(${timer}, ${line});`;
  const body = loop.body as AnyNode;
  const depth = ancestors.length;
  const wrapped: Insertion[] = [
    { at: statement.start, text: `{ const ${timer} = ${LOOP_START}(); `, rank: outer },
    { at: statement.end, text: ' }', rank: -outer },
  ];
  if (body.type === 'BlockStatement')
    return [...wrapped, { at: body.start + 1, text: check, rank: depth + 1 }];
  return [
    ...wrapped,
    { at: body.start, text: `{ ${check} `, rank: depth + 1 },
    { at: body.end, text: ' }', rank: -(depth + 1) },
  ];
}

/** Sucrase's output with worklet closures and loop guards added, on the same lines. */
export function instrument(code: string): string {
  const program = parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    locations: true,
  }) as unknown as AnyNode;
  const insertions: Insertion[] = [];
  walk(program, (node, ancestors) => {
    if (isWorklet(node, ancestors[ancestors.length - 1]))
      insertions.push(...workletInsertions(node, ancestors, code));
    if (LOOPS.has(node.type)) insertions.push(...loopInsertions(node, ancestors));
  });
  insertions.sort((a, b) => a.at - b.at || a.rank - b.rank);
  let out = '';
  let from = 0;
  for (const { at, text } of insertions) {
    out += code.slice(from, at) + text;
    from = at;
  }
  return out + code.slice(from);
}
