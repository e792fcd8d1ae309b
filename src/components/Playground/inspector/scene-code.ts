/**
 * The inspector's view of the code: the library's scene components the
 * reader's code renders (./props.ts says which and which props), each with
 * its line and the props' values when they are literals; and the smallest
 * text edit that sets one prop, or writes `<DefaultLight />` out as its two
 * lights. Parsed with Babel's parser (TypeScript + JSX), never run.
 */
import { parse } from '@babel/parser';
import type * as t from '@babel/types';
import { DEFAULT_LIGHT_PARTS, EDITABLE, type PropKind, type PropSpec } from './props';

export type PropValue = number | boolean | string | readonly number[];

export interface InspectedProp {
  readonly spec: PropSpec;
  /** The literal in the code; undefined when absent (the library's fallback applies). */
  readonly value?: PropValue;
  /** Set from an expression the inspector cannot edit (a variable, a shared value). */
  readonly expression?: boolean;
}

export interface InspectedElement {
  readonly name: string;
  readonly line: number;
  readonly start: number;
  readonly end: number;
  readonly props: readonly InspectedProp[];
  /** A `<DefaultLight />` (its lights are fixed: write them out to change them). */
  readonly isDefaultLight: boolean;
}

/** A text edit: replace `from`..`to` with `insert`. */
export interface CodeEdit {
  readonly from: number;
  readonly to: number;
  readonly insert: string;
}

function elementName(node: t.JSXOpeningElement): string | undefined {
  return node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
}

/** A literal's value, or undefined when the expression is not one the inspector reads. */
function literalOf(expression: t.Node, kind: PropKind): PropValue | undefined {
  if (expression.type === 'NumericLiteral' && kind === 'number') return expression.value;
  if (expression.type === 'BooleanLiteral' && kind === 'boolean') return expression.value;
  if (expression.type === 'StringLiteral' && kind === 'color') return expression.value;
  if (expression.type === 'ArrayExpression' && kind === 'float3') {
    const numbers = expression.elements.map((e) => (e?.type === 'NumericLiteral' ? e.value : NaN));
    return numbers.length === 3 && numbers.every(Number.isFinite) ? numbers : undefined;
  }
  if (expression.type === 'UnaryExpression' && expression.operator === '-') {
    const inner = literalOf(expression.argument, kind);
    return typeof inner === 'number' ? -inner : undefined;
  }
  return undefined;
}

export function attributeNamed(
  node: t.JSXOpeningElement,
  name: string,
): t.JSXAttribute | undefined {
  return node.attributes.find(
    (a): a is t.JSXAttribute => a.type === 'JSXAttribute' && a.name.name === name,
  );
}

function inspectProp(node: t.JSXOpeningElement, spec: PropSpec): InspectedProp {
  const attribute = attributeNamed(node, spec.name);
  if (!attribute) return { spec };
  const { value } = attribute;
  if (value === null || value === undefined) return { spec, value: true };
  const expression = value.type === 'JSXExpressionContainer' ? value.expression : value;
  const literal = literalOf(expression, spec.kind);
  return literal === undefined ? { spec, expression: true } : { spec, value: literal };
}

export function walk(node: unknown, visit: (node: t.Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  const record = node as Record<string, unknown>;
  if (typeof record.type === 'string') visit(node as t.Node);
  for (const key of Object.keys(record)) {
    if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments')
      walk(record[key], visit);
  }
}

export function parseCode(code: string): t.File {
  return parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
}

/** The scene elements in the code, in order; throws Babel's SyntaxError when it does not parse. */
export function inspectCode(code: string): InspectedElement[] {
  const elements: InspectedElement[] = [];
  walk(parseCode(code).program, (node) => {
    if (node.type !== 'JSXOpeningElement') return;
    const name = elementName(node);
    if (!name || (!EDITABLE[name] && name !== 'DefaultLight')) return;
    elements.push({
      name,
      line: node.loc!.start.line,
      start: node.start!,
      end: node.end!,
      props: (EDITABLE[name] ?? []).map((spec) => inspectProp(node, spec)),
      isDefaultLight: name === 'DefaultLight',
    });
  });
  return elements;
}

/** A value as the code would write it: `10_000`-style numbers stay plain, arrays as `[x, y, z]`. */
export function writeValue(value: PropValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return `{${value}}`;
  if (typeof value === 'number') return `{${formatNumber(value)}}`;
  return `{[${value.map(formatNumber).join(', ')}]}`;
}

export function formatNumber(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/**
 * The smallest edit that gives `element`'s prop `name` the value: its
 * attribute's value replaced, or the attribute added after the last one.
 * Positions are read again from `code`, which must be the code inspected.
 */
export function setProp(
  code: string,
  element: InspectedElement,
  name: string,
  value: PropValue,
): CodeEdit {
  let opening: t.JSXOpeningElement | undefined;
  walk(parseCode(code).program, (node) => {
    if (node.type === 'JSXOpeningElement' && node.start === element.start) opening = node;
  });
  if (!opening)
    throw new Error(`<${element.name}> on line ${element.line} is no longer in the code.`);
  const attribute = attributeNamed(opening, name);
  const written = writeValue(value);
  if (!attribute) {
    const after = (opening.attributes.at(-1) ?? opening.name).end!;
    return { from: after, to: after, insert: ` ${name}=${written}` };
  }
  if (!attribute.value) return { from: attribute.end!, to: attribute.end!, insert: `=${written}` };
  return { from: attribute.value.start!, to: attribute.value.end!, insert: written };
}

/** The code with an edit applied. */
export function applyEdit(code: string, edit: CodeEdit): string {
  return code.slice(0, edit.from) + edit.insert + code.slice(edit.to);
}

/**
 * `<DefaultLight />` replaced by the two lights it renders, and their names
 * added to the import from react-native-filament, as edits from last to
 * first (each keeps the positions of the ones before it valid).
 */
export function writeOutDefaultLight(code: string, element: InspectedElement): CodeEdit[] {
  const ast = parseCode(code);
  const indent = /[ \t]*$/.exec(code.slice(0, element.start))![0];
  const edits: CodeEdit[] = [
    { from: element.start, to: element.end, insert: DEFAULT_LIGHT_PARTS.jsx.join(`\n${indent}`) },
  ];
  const declaration = ast.program.body.find(
    (n): n is t.ImportDeclaration =>
      n.type === 'ImportDeclaration' && n.source.value === 'react-native-filament',
  );
  const named = declaration?.specifiers.filter((s) => s.type === 'ImportSpecifier') ?? [];
  const have = new Set(named.map((s) => s.local.name));
  const missing = DEFAULT_LIGHT_PARTS.imports.filter((name) => !have.has(name));
  if (declaration && named.length > 0 && missing.length > 0) {
    const last = named.at(-1)!;
    edits.push({ from: last.end!, to: last.end!, insert: `, ${missing.join(', ')}` });
  }
  return edits.sort((a, b) => b.from - a.from);
}
