/**
 * Material parameters of a picked entity, written as the library's own API
 * does it in an app: an `<EntitySelector>` inside the `<Model>`, naming the
 * entity `byName` (or `byIndex` when it has no name), with `materialParameters`
 * (src/react/EntitySelector.tsx:24-44), which the library applies to the
 * entity's material instance with setFloat4Parameter / setFloatParameter in a
 * worklet effect (:132-175). The smallest edit: a parameter's value replaced,
 * a parameter added to the object, or the selector added (and imported).
 */
import type * as t from '@babel/types';
import type { PickedEntity } from 'react-native-filament-web-host';
import {
  attributeNamed,
  formatNumber,
  parseCode,
  walk,
  type CodeEdit,
  type InspectedElement,
} from './scene-code';

/** The parameters the inspector sets (MaterialParameterValue, src/react/EntitySelector.tsx:24-32). */
export type MaterialParameter = 'baseColorFactor' | 'metallicFactor' | 'roughnessFactor';

export type MaterialValues = Partial<Record<MaterialParameter, number | readonly number[]>>;

/** Which entity of a model the code names: what EntitySelector's props select by (:10-16). */
export type EntityRef = Pick<PickedEntity, 'name' | 'index'>;

function jsxElementAt(code: string, start: number): t.JSXElement | undefined {
  let found: t.JSXElement | undefined;
  walk(parseCode(code).program, (node) => {
    if (node.type === 'JSXElement' && node.openingElement.start === start) found = node;
  });
  return found;
}

/** The file a `<Model source={require('…/x.glb')}>` names, or undefined for another source. */
export function modelFileOf(code: string, element: InspectedElement): string | undefined {
  const opening = jsxElementAt(code, element.start)?.openingElement;
  const source = opening && attributeNamed(opening, 'source')?.value;
  if (source?.type !== 'JSXExpressionContainer') return undefined;
  const call = source.expression;
  if (call.type !== 'CallExpression' || call.callee.type !== 'Identifier') return undefined;
  const [argument] = call.arguments;
  if (call.callee.name !== 'require' || argument?.type !== 'StringLiteral') return undefined;
  return argument.value.slice(argument.value.lastIndexOf('/') + 1);
}

/**
 * The `<Model>` of the code that drew the picked entity: the one that requires
 * the file the host read it from, else the code's only `<Model>`.
 */
export function pickedModel(
  code: string,
  elements: readonly InspectedElement[],
  picked: PickedEntity,
): InspectedElement | undefined {
  const models = elements.filter((e) => e.name === 'Model');
  const byFile = models.filter((m) => picked.model && modelFileOf(code, m) === picked.model);
  if (byFile.length > 0) return byFile[0];
  return models.length === 1 ? models[0] : undefined;
}

function stringOf(value: t.JSXAttribute['value']): string | undefined {
  if (value?.type === 'StringLiteral') return value.value;
  if (value?.type === 'JSXExpressionContainer' && value.expression.type === 'StringLiteral')
    return value.expression.value;
  return undefined;
}

function numberOf(value: t.JSXAttribute['value']): number | undefined {
  if (value?.type === 'JSXExpressionContainer' && value.expression.type === 'NumericLiteral')
    return value.expression.value;
  return undefined;
}

/** The model's `<EntitySelector>` child that selects the entity, if the code has one. */
function selectorFor(model: t.JSXElement, entity: EntityRef): t.JSXOpeningElement | undefined {
  for (const child of model.children) {
    if (child.type !== 'JSXElement') continue;
    const opening = child.openingElement;
    if (opening.name.type !== 'JSXIdentifier' || opening.name.name !== 'EntitySelector') continue;
    const byName = stringOf(attributeNamed(opening, 'byName')?.value);
    const byIndex = numberOf(attributeNamed(opening, 'byIndex')?.value);
    if (entity.name !== undefined ? byName === entity.name : byIndex === entity.index)
      return opening;
  }
  return undefined;
}

function propertyNamed(object: t.ObjectExpression, name: string): t.ObjectProperty | undefined {
  return object.properties.find(
    (p): p is t.ObjectProperty =>
      p.type === 'ObjectProperty' &&
      ((p.key.type === 'Identifier' && p.key.name === name) ||
        (p.key.type === 'StringLiteral' && p.key.value === name)),
  );
}

/** `materialParameters={{ index, parameters: {…} }}`'s parameters object, when it is that literal. */
function parametersObject(selector: t.JSXOpeningElement): t.ObjectExpression | 'none' | undefined {
  const attribute = attributeNamed(selector, 'materialParameters');
  if (!attribute) return 'none';
  const value = attribute.value;
  if (value?.type !== 'JSXExpressionContainer' || value.expression.type !== 'ObjectExpression')
    return undefined;
  const parameters = propertyNamed(value.expression, 'parameters')?.value;
  return parameters?.type === 'ObjectExpression' ? parameters : undefined;
}

function literalValue(node: t.Node): number | readonly number[] | undefined {
  if (node.type === 'NumericLiteral') return node.value;
  if (node.type !== 'ArrayExpression') return undefined;
  const numbers = node.elements.map((e) => (e?.type === 'NumericLiteral' ? e.value : NaN));
  return numbers.every(Number.isFinite) ? numbers : undefined;
}

/** The parameters the code already gives the entity (literals only). */
export function materialValuesOf(
  code: string,
  model: InspectedElement,
  entity: EntityRef,
): MaterialValues {
  const element = jsxElementAt(code, model.start);
  const selector = element && selectorFor(element, entity);
  const parameters = selector && parametersObject(selector);
  if (!parameters || parameters === 'none') return {};
  const values: MaterialValues = {};
  for (const name of ['baseColorFactor', 'metallicFactor', 'roughnessFactor'] as const) {
    const property = propertyNamed(parameters, name);
    const value = property && literalValue(property.value);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

function writeParameter(value: number | readonly number[]): string {
  return typeof value === 'number'
    ? formatNumber(value)
    : `[${value.map(formatNumber).join(', ')}]`;
}

function selectorText(entity: EntityRef, name: MaterialParameter, value: string): string {
  const by =
    entity.name !== undefined
      ? `byName=${JSON.stringify(entity.name)}`
      : `byIndex={${entity.index}}`;
  return `<EntitySelector ${by} materialParameters={{ index: 0, parameters: { ${name}: ${value} } }} />`;
}

/** `EntitySelector` added to the import from react-native-filament, if it is missing. */
function importEdit(code: string): CodeEdit | undefined {
  const declaration = parseCode(code).program.body.find(
    (n): n is t.ImportDeclaration =>
      n.type === 'ImportDeclaration' && n.source.value === 'react-native-filament',
  );
  const named = declaration?.specifiers.filter((s) => s.type === 'ImportSpecifier') ?? [];
  if (named.length === 0 || named.some((s) => s.local.name === 'EntitySelector')) return undefined;
  const last = named.at(-1)!;
  return { from: last.end!, to: last.end!, insert: ', EntitySelector' };
}

/** A new `<EntitySelector>` as the model's first child (a self-closing model gets a closing tag). */
function addSelector(code: string, model: t.JSXElement, text: string): CodeEdit {
  const opening = model.openingElement;
  const indent = /^[ \t]*/.exec(code.slice(code.lastIndexOf('\n', opening.start! - 1) + 1))![0];
  if (!opening.selfClosing)
    return { from: opening.end!, to: opening.end!, insert: `\n${indent}  ${text}` };
  const after = (opening.attributes.at(-1) ?? opening.name).end!;
  return {
    from: after,
    to: opening.end!,
    insert: `>\n${indent}  ${text}\n${indent}</Model>`,
  };
}

/** The edit that sets a parameter in an existing selector; throws if its materialParameters is not a literal. */
function editSelector(
  selector: t.JSXOpeningElement,
  name: MaterialParameter,
  value: string,
): CodeEdit {
  const parameters = parametersObject(selector);
  if (parameters === undefined)
    throw new Error(
      'This <EntitySelector> sets materialParameters from an expression: edit it in the code.',
    );
  if (parameters === 'none') {
    const after = (selector.attributes.at(-1) ?? selector.name).end!;
    const attribute = ` materialParameters={{ index: 0, parameters: { ${name}: ${value} } }}`;
    return { from: after, to: after, insert: attribute };
  }
  const property = propertyNamed(parameters, name);
  if (property) return { from: property.value.start!, to: property.value.end!, insert: value };
  const last = parameters.properties.at(-1);
  if (last) return { from: last.end!, to: last.end!, insert: `, ${name}: ${value}` };
  return { from: parameters.start!, to: parameters.end!, insert: `{ ${name}: ${value} }` };
}

/**
 * The smallest edits (last first, so each keeps the others' positions) that
 * give the entity of `model` the material parameter's value.
 */
export function setMaterialParameter(
  code: string,
  model: InspectedElement,
  entity: EntityRef,
  name: MaterialParameter,
  value: number | readonly number[],
): CodeEdit[] {
  const element = jsxElementAt(code, model.start);
  if (!element) throw new Error(`<Model> on line ${model.line} is no longer in the code.`);
  const written = writeParameter(value);
  const selector = selectorFor(element, entity);
  if (selector) return [editSelector(selector, name, written)];
  const edits = [addSelector(code, element, selectorText(entity, name, written))];
  const imported = importEdit(code);
  if (imported) edits.push(imported);
  return edits.sort((a, b) => b.from - a.from);
}

/**
 * sRGB `#rrggbb` → linear RGBA, as glTF's baseColorFactor is. The color input has no alpha:
 * the caller passes the material's current one, so a translucent material stays translucent.
 */
export function linearFromHex(hex: string, alpha = 1): [number, number, number, number] {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [channel(0), channel(1), channel(2), alpha];
}

/** Linear RGB(A) → sRGB `#rrggbb`, for the color input. */
export function hexFromLinear(color: readonly number[]): string {
  const channel = (value: number) => {
    const c = Math.min(1, Math.max(0, value));
    const s = c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
    return Math.round(s * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${color.slice(0, 3).map(channel).join('')}`;
}
