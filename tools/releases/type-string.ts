/**
 * Prints TypeDoc JSON types the way TypeScript source reads, so a snapshot
 * stores "(props?: UseModelConfigParams) => FilamentModel" rather than a tree.
 * Pure: works on the JSON alone, never on a running TypeDoc.
 */
import type { JSONOutput } from 'typedoc';

type SomeType = JSONOutput.SomeType;
type Declaration = JSONOutput.DeclarationReflection;
type Signature = JSONOutput.SignatureReflection;

export interface PrintOptions {
  /**
   * The object literal the type is, or those it intersects, are printed `{ … }`
   * (their members are recorded as props). Nested ones are printed in full.
   */
  readonly collapseObjects?: boolean;
}

/** Destructured parameters get this name from TypeDoc; we print them as `{ … }`. */
const DESTRUCTURED = '__namedParameters';

export function typeToString(type: SomeType | undefined, options: PrintOptions = {}): string {
  if (!type) return 'unknown';
  const print = (t: SomeType | undefined) => typeToString(t);
  switch (type.type) {
    case 'intrinsic':
    case 'unknown':
      return type.name;
    case 'literal':
      return literalToString(type.value);
    case 'reference': {
      const args = type.typeArguments?.length
        ? `<${type.typeArguments.map((a) => print(a)).join(', ')}>`
        : '';
      return `${type.name}${args}`;
    }
    case 'array':
      return `${wrap(type.elementType, print)}[]`;
    case 'union':
      return type.types.map((t) => wrapFunction(t, print)).join(' | ');
    case 'intersection':
      return type.types.map((t) => wrap(t, (m) => typeToString(m, options))).join(' & ');
    case 'tuple':
      return `[${(type.elements ?? []).map((t) => print(t)).join(', ')}]`;
    case 'namedTupleMember':
      return `${type.name}${type.isOptional ? '?' : ''}: ${print(type.element)}`;
    case 'optional':
      return `${print(type.elementType)}?`;
    case 'rest':
      return `...${print(type.elementType)}`;
    case 'query':
      return `typeof ${print(type.queryType)}`;
    case 'typeOperator':
      return `${type.operator} ${wrap(type.target, print)}`;
    case 'indexedAccess':
      return `${wrap(type.objectType, print)}[${print(type.indexType)}]`;
    case 'conditional':
      return `${print(type.checkType)} extends ${print(type.extendsType)} ? ${print(type.trueType)} : ${print(type.falseType)}`;
    case 'inferred':
      return type.constraint
        ? `infer ${type.name} extends ${print(type.constraint)}`
        : `infer ${type.name}`;
    case 'predicate': {
      const target = type.targetType ? ` is ${print(type.targetType)}` : '';
      return `${type.asserts ? 'asserts ' : ''}${type.name}${target}`;
    }
    case 'templateLiteral':
      return `\`${type.head}${type.tail.map(([t, text]) => `\${${print(t)}}${text}`).join('')}\``;
    case 'mapped': {
      const readonly = { '+': 'readonly ', '-': '-readonly ', none: '' }[
        type.readonlyModifier ?? 'none'
      ];
      const optional = { '+': '?', '-': '-?', none: '' }[type.optionalModifier ?? 'none'];
      const as = type.nameType ? ` as ${print(type.nameType)}` : '';
      return `{ ${readonly}[${type.parameter} in ${print(type.parameterType)}${as}]${optional}: ${print(type.templateType)} }`;
    }
    case 'reflection':
      return declarationToString(type.declaration, options);
  }
}

function literalToString(value: JSONOutput.LiteralType['value']): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value).replace(/^"|"$/g, "'");
  if (typeof value === 'object') return `${value.negative ? '-' : ''}${value.value}n`;
  return String(value);
}

/** Wraps in parentheses composite types where an operator would otherwise bind wrongly. */
function wrap(type: SomeType, print: (t: SomeType) => string): string {
  const text = print(type);
  const composite =
    type.type === 'union' ||
    type.type === 'intersection' ||
    type.type === 'conditional' ||
    type.type === 'typeOperator' ||
    isFunctionType(type);
  return composite ? `(${text})` : text;
}

function wrapFunction(type: SomeType, print: (t: SomeType) => string): string {
  const text = print(type);
  return isFunctionType(type) || type.type === 'conditional' ? `(${text})` : text;
}

function isFunctionType(type: SomeType): boolean {
  if (type.type !== 'reflection') return false;
  const d = type.declaration;
  return !!d.signatures?.length && !d.children?.length && !d.indexSignatures?.length;
}

/** An inline object or function type. */
function declarationToString(declaration: Declaration, options: PrintOptions = {}): string {
  const signatures = declaration.signatures ?? [];
  const children = declaration.children ?? [];
  const indexes = declaration.indexSignatures ?? [];
  if (signatures.length === 1 && children.length === 0 && indexes.length === 0) {
    return signatureToString(signatures[0]);
  }
  if (options.collapseObjects && (children.length > 0 || indexes.length > 0)) return '{ … }';
  const members = [
    ...signatures.map((s) => signatureToString(s, ': ')),
    ...indexes.map((s) => indexSignatureToString(s)),
    ...children.map((c) => {
      const prop = memberToProp(c);
      return `${c.flags.isReadonly ? 'readonly ' : ''}${c.name}${prop.optional ? '?' : ''}: ${prop.type}`;
    }),
  ];
  return members.length ? `{ ${members.join('; ')} }` : '{}';
}

/** A member (property, method or accessor) of an interface or object type. */
export function memberToProp(member: Declaration): { type: string; optional: boolean } {
  const optional = !!member.flags.isOptional;
  if (member.signatures?.length) {
    return {
      type: member.signatures.map((s) => signatureToString(s)).join(' & '),
      optional,
    };
  }
  if (member.getSignature || member.setSignature) {
    const type = member.getSignature?.type ?? member.setSignature?.parameters?.[0]?.type;
    return { type: typeToString(type), optional };
  }
  return { type: typeToString(member.type), optional };
}

export function indexSignatureToString(signature: Signature): string {
  const [key] = signature.parameters ?? [];
  return `[${key?.name ?? 'key'}: ${typeToString(key?.type)}]: ${typeToString(signature.type)}`;
}

/** "(a: A, b?: B) => R", or with `returnSeparator` ": " for call signatures inside objects. */
export function signatureToString(signature: Signature, returnSeparator = ' => '): string {
  const typeParameters = signature.typeParameters?.length
    ? `<${signature.typeParameters
        .map((p) => {
          const extendsPart = p.type ? ` extends ${typeToString(p.type)}` : '';
          const defaultPart = p.default ? ` = ${typeToString(p.default)}` : '';
          return `${p.name}${extendsPart}${defaultPart}`;
        })
        .join(', ')}>`
    : '';
  const parameters = (signature.parameters ?? [])
    .map((p) => {
      const name = p.name === DESTRUCTURED ? '{ … }' : p.name;
      const rest = p.flags.isRest ? '...' : '';
      const optional = p.flags.isOptional || p.defaultValue !== undefined ? '?' : '';
      return `${rest}${name}${optional}: ${typeToString(p.type)}`;
    })
    .join(', ');
  return `${typeParameters}(${parameters})${returnSeparator}${typeToString(signature.type)}`;
}
