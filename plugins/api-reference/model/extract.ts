/**
 * Builds the API model of a component or hook from the TypeScript checker
 * that TypeDoc's converter holds: props flattened through intersections,
 * `Omit`/`Pick` and unions (as `getPropertiesOfType` sees them), parameters
 * and return values expanded, the defaults the code's destructuring applies,
 * and whether it reads `<FilamentScene>`'s context.
 */
import path from 'node:path';
import ts from 'typescript';
import type {
  CodeDefault,
  ComponentModel,
  ContextUse,
  Doc,
  DocPart,
  HookModel,
  Member,
  Parameter,
  Returns,
  SourceLine,
  Variant,
} from './types';

export interface ExtractContext {
  readonly checker: ts.TypeChecker;
  /** The library's package folder; source lines are relative to it. */
  readonly packageRoot: string;
}

/** `src/react/Camera.tsx:52` for a node of the library. */
export function sourceLineOf(node: ts.Node, ctx: ExtractContext): SourceLine {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return `${path.relative(ctx.packageRoot, file.fileName).split(path.sep).join('/')}:${line + 1}`;
}

/** TypeScript's display parts (with `{@link}` as link parts) as our doc parts. */
export function docParts(parts: readonly ts.SymbolDisplayPart[] | undefined): DocPart[] {
  const out: DocPart[] = [];
  for (let i = 0; i < (parts?.length ?? 0); i++) {
    const part = parts![i];
    if (part.kind === 'link') continue; // `{@link ` and `}`
    if (part.kind === 'linkName') {
      const next = parts![i + 1];
      const text = next?.kind === 'linkText' ? next.text.trim() : undefined;
      out.push({ kind: 'link', name: part.text.trim(), text: text || undefined });
      if (text !== undefined) i++;
      continue;
    }
    out.push({ kind: 'text', text: part.text });
  }
  return out;
}

export function docOf(symbol: ts.Symbol, ctx: ExtractContext): Doc {
  return {
    summary: docParts(symbol.getDocumentationComment(ctx.checker)),
    tags: symbol.getJsDocTags(ctx.checker).map((tag) => ({
      name: tag.name,
      text: ts.displayPartsToString(tag.text).trim(),
    })),
  };
}

/** The name of the type or interface a property is declared in (`TransformationProps`). */
function ownerName(declaration: ts.Declaration): string | undefined {
  let node: ts.Node | undefined = declaration.parent;
  while (node && !ts.isSourceFile(node)) {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return node.name.text;
    node = node.parent;
  }
  return undefined;
}

function declaredTypeText(symbol: ts.Symbol, ctx: ExtractContext): string {
  const declaration = symbol.declarations?.[0];
  if (
    declaration &&
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))
  ) {
    if (declaration.type) return declaration.type.getText().replace(/\s+/g, ' ');
  }
  const type = ctx.checker.getTypeOfSymbol(symbol);
  return ctx.checker.typeToString(ctx.checker.getNonNullableType(type));
}

function memberOf(symbol: ts.Symbol, variants: readonly string[], ctx: ExtractContext): Member {
  const declaration = symbol.declarations?.[0];
  if (!declaration) throw new Error(`${symbol.name} has no declaration`);
  return {
    name: symbol.name,
    optional: (symbol.flags & ts.SymbolFlags.Optional) !== 0,
    type: declaredTypeText(symbol, ctx),
    doc: docOf(symbol, ctx),
    declaredIn: ownerName(declaration),
    source: sourceLineOf(declaration, ctx),
    variants,
  };
}

/**
 * A union member's name: its alias (`TextureProps`), else the value of a
 * discriminant every member has (`type: 'spot'`), else its own required props.
 */
function variantLabel(
  type: ts.Type,
  own: readonly ts.Symbol[],
  discriminant: string | undefined,
  ctx: ExtractContext,
): string {
  const alias = type.aliasSymbol?.name;
  if (alias) return alias;
  const tag = discriminant ? type.getProperty(discriminant) : undefined;
  if (tag) return `${discriminant}: ${ctx.checker.typeToString(ctx.checker.getTypeOfSymbol(tag))}`;
  const required = own.filter((s) => (s.flags & ts.SymbolFlags.Optional) === 0);
  const names = (required.length > 0 ? required : own).map((s) => s.name);
  return names.length > 0 ? `with ${names.join(', ')}` : ctx.checker.typeToString(type);
}

/** A property every union member has with string-literal types (`type` of LightConfig). */
function discriminantOf(members: readonly ts.Type[], ctx: ExtractContext): string | undefined {
  const isLiteral = (t: ts.Type): boolean =>
    t.isStringLiteral() || (t.isUnion() && t.types.every((u) => u.isStringLiteral()));
  return ctx.checker
    .getPropertiesOfType(members[0])
    .map((p) => p.name)
    .find((name) =>
      members.every((m) => {
        const p = m.getProperty(name);
        return p !== undefined && isLiteral(ctx.checker.getTypeOfSymbol(p));
      }),
    );
}

/** One type text for a prop whose declared type differs between union members. */
function joinTypes(a: string, b: string): string {
  const parts = [...new Set([...a.split(' | '), ...b.split(' | ')])];
  return parts.join(' | ');
}

/**
 * Every property of a props type, in declaration order of the first variant
 * that has it; for a union (`TextureProps | ColorProps`), which variants own
 * which props. Variants that own nothing (they only widen types) are left out.
 */
export function flattenProps(
  type: ts.Type,
  ctx: ExtractContext,
): { props: Member[]; variants: Variant[] } {
  const members = type.isUnion() ? type.types : [type];
  const perMember = members.map((m) => ctx.checker.getPropertiesOfType(m));
  if (members.length === 1) {
    return { props: perMember[0].map((s) => memberOf(s, [], ctx)), variants: [] };
  }
  const shared = (name: string) => perMember.every((props) => props.some((p) => p.name === name));
  const discriminant = discriminantOf(members, ctx);
  const variants: Variant[] = members
    .map((member, i) => {
      const own = perMember[i].filter((s) => !shared(s.name));
      return { label: variantLabel(member, own, discriminant, ctx), own: own.map((s) => s.name) };
    })
    .filter((v) => v.own.length > 0);
  const seen = new Map<string, Member>();
  for (const props of perMember) {
    for (const symbol of props) {
      const owners = shared(symbol.name)
        ? []
        : variants.filter((v) => v.own.includes(symbol.name)).map((v) => v.label);
      const member = memberOf(symbol, owners, ctx);
      const earlier = seen.get(symbol.name);
      seen.set(
        symbol.name,
        earlier ? { ...earlier, type: joinTypes(earlier.type, member.type) } : member,
      );
    }
  }
  return { props: [...seen.values()], variants };
}

/** The value a default refers to: `defaultNear` → `0.1` (its const's initializer). */
function resolveDefault(initializer: ts.Expression, ctx: ExtractContext): CodeDefault {
  if (ts.isIdentifier(initializer)) {
    const declaration = ctx.checker.getSymbolAtLocation(initializer)?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      return {
        value: declaration.initializer.getText(),
        source: sourceLineOf(declaration, ctx),
      };
    }
  }
  return { value: initializer.getText(), source: sourceLineOf(initializer, ctx) };
}

/** Binds names of an object pattern; the rest binding joins `aliases`. */
function readPattern(
  pattern: ts.ObjectBindingPattern,
  aliases: Set<string>,
  defaults: Map<string, CodeDefault>,
  ctx: ExtractContext,
): void {
  for (const element of pattern.elements) {
    if (element.dotDotDotToken) {
      if (ts.isIdentifier(element.name)) aliases.add(element.name.text);
      continue;
    }
    const name = (element.propertyName ?? element.name).getText();
    if (element.initializer && !defaults.has(name)) {
      defaults.set(name, resolveDefault(element.initializer, ctx));
    }
  }
}

/** `props`, `props ?? {}`, `restProps`: an expression that is the props object. */
function isPropsObject(expression: ts.Expression, aliases: ReadonlySet<string>): boolean {
  if (ts.isIdentifier(expression)) return aliases.has(expression.text);
  if (ts.isParenthesizedExpression(expression))
    return isPropsObject(expression.expression, aliases);
  return (
    ts.isBinaryExpression(expression) &&
    expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken &&
    isPropsObject(expression.left, aliases)
  );
}

/**
 * Defaults the function applies by destructuring the given parameter: in the
 * parameter itself (`{ resizeMode = 'contain' }`) or in a top-level
 * `const { near = defaultNear } = cameraConfig` of its body, where
 * `cameraConfig` is the parameter or its rest.
 */
export function destructuredDefaults(
  fn: ts.SignatureDeclaration,
  parameterIndex: number,
  ctx: ExtractContext,
): Map<string, CodeDefault> {
  const defaults = new Map<string, CodeDefault>();
  const parameter = fn.parameters[parameterIndex];
  if (!parameter) return defaults;
  const aliases = new Set<string>();
  if (ts.isObjectBindingPattern(parameter.name))
    readPattern(parameter.name, aliases, defaults, ctx);
  else if (ts.isIdentifier(parameter.name)) aliases.add(parameter.name.text);
  const body = 'body' in fn && fn.body && ts.isBlock(fn.body) ? fn.body : undefined;
  for (const statement of body?.statements ?? []) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (
        ts.isObjectBindingPattern(declaration.name) &&
        declaration.initializer &&
        isPropsObject(declaration.initializer, aliases)
      ) {
        readPattern(declaration.name, aliases, defaults, ctx);
      }
    }
  }
  return defaults;
}

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

/** `function f() {}` or `const f = () => {}`. */
function asFunction(declaration: ts.Declaration): FunctionLike | undefined {
  if (ts.isFunctionDeclaration(declaration)) return declaration;
  if (
    ts.isVariableDeclaration(declaration) &&
    declaration.initializer &&
    (ts.isArrowFunction(declaration.initializer) ||
      ts.isFunctionExpression(declaration.initializer))
  ) {
    return declaration.initializer;
  }
  return undefined;
}

/** The function declaration a call or JSX tag in the library resolves to. */
function calleeDeclaration(
  expression: ts.Expression | ts.JsxTagNameExpression,
  ctx: ExtractContext,
): ts.SignatureDeclaration | undefined {
  if (!ts.isIdentifier(expression)) return undefined;
  let symbol = ctx.checker.getSymbolAtLocation(expression);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = ctx.checker.getAliasedSymbol(symbol);
  const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  if (!declaration || !declaration.getSourceFile().fileName.startsWith(ctx.packageRoot))
    return undefined;
  return asFunction(declaration);
}

const CONTEXT_HOOK = 'useFilamentContext';
/** The context object `<FilamentScene>` provides (src/hooks/useFilamentContext.ts). */
const SCENE_CONTEXT = 'FilamentContext';

/** `useContext(FilamentContext)` or `React.useContext(FilamentContext)`: the read itself. */
function readsSceneContext(node: ts.Node): boolean {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  const name = ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : undefined;
  const [first] = node.arguments;
  return name === 'useContext' && first !== undefined && first.getText() === SCENE_CONTEXT;
}

/**
 * Whether a function reads `<FilamentScene>`'s context: it reads it itself
 * (`useContext(FilamentContext)`, as `useFilamentContext` does), calls
 * `useFilamentContext`, or calls or renders a library function that does.
 * The citation is the call in this function that leads there.
 */
export function findContextUse(
  fn: ts.SignatureDeclaration,
  ctx: ExtractContext,
  memo: Map<ts.Node, ContextUse | null> = new Map(),
): ContextUse | undefined {
  if (memo.has(fn)) return memo.get(fn) ?? undefined;
  memo.set(fn, null); // cycles count as "no"
  let found: ContextUse | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (readsSceneContext(node)) {
      found = { via: 'useContext', source: sourceLineOf(node, ctx) };
      return;
    }
    const callee = ts.isCallExpression(node)
      ? node.expression
      : ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)
        ? node.tagName
        : undefined;
    if (callee && ts.isIdentifier(callee)) {
      if (callee.text === CONTEXT_HOOK) {
        found = { via: CONTEXT_HOOK, source: sourceLineOf(node, ctx) };
        return;
      }
      const target = calleeDeclaration(callee, ctx);
      if (target && findContextUse(target, ctx, memo)) {
        found = { via: callee.text, source: sourceLineOf(node, ctx) };
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  if ('body' in fn && fn.body) visit(fn.body);
  memo.set(fn, found ?? null);
  return found;
}

/** The public signature (the first overload) and the implementation (the one with a body). */
function functionDeclarationOf(symbol: ts.Symbol): { fn: FunctionLike; body: FunctionLike } {
  const declarations = (symbol.declarations ?? [])
    .map(asFunction)
    .filter((d): d is FunctionLike => d !== undefined);
  const fn = declarations[0];
  if (!fn) throw new Error(`${symbol.name} is not declared as a function`);
  return { fn, body: declarations.find((d) => d.body) ?? fn };
}

/** `<FilamentContext.Provider>` in its JSX: it provides the scene rather than reading it. */
function providesScene(fn: FunctionLike, ctx: ExtractContext): SourceLine | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText() === 'FilamentContext.Provider'
    )
      found = node;
    if (!found) ts.forEachChild(node, visit);
  };
  if (fn.body) visit(fn.body);
  return found && sourceLineOf(found, ctx);
}

export function componentModel(symbol: ts.Symbol, ctx: ExtractContext): ComponentModel {
  const { fn } = functionDeclarationOf(symbol);
  const provider = providesScene(fn, ctx);
  const parameter = fn.parameters[0];
  const flattened = parameter
    ? flattenProps(ctx.checker.getTypeAtLocation(parameter), ctx)
    : { props: [], variants: [] };
  const defaults = destructuredDefaults(fn, 0, ctx);
  return {
    kind: 'component',
    name: symbol.name,
    doc: docOf(symbol, ctx),
    source: sourceLineOf(fn, ctx),
    providesScene: provider,
    needsScene: provider ? undefined : findContextUse(fn, ctx),
    propsType: parameter?.type?.getText(),
    props: flattened.props.map((p) => ({ ...p, codeDefault: defaults.get(p.name) })),
    variants: flattened.variants,
  };
}

/** An object parameter whose fields a reader passes (no methods, not an array or function). */
function expandableFields(type: ts.Type, ctx: ExtractContext): ts.Symbol[] {
  const object = ctx.checker.getNonNullableType(type);
  if (
    !(object.flags & ts.TypeFlags.Object) ||
    object.isUnion() ||
    object.getCallSignatures().length > 0 ||
    ctx.checker.isArrayType(object) ||
    ctx.checker.isTupleType(object)
  ) {
    return [];
  }
  const props = ctx.checker.getPropertiesOfType(object);
  const hasMethods = props.some((p) =>
    p.declarations?.some((d) => ts.isMethodSignature(d) || ts.isMethodDeclaration(d)),
  );
  return hasMethods ? [] : props;
}

function paramDoc(fnSymbol: ts.Symbol, name: string, ctx: ExtractContext): DocPart[] {
  const tag = fnSymbol
    .getJsDocTags(ctx.checker)
    .find((t) => t.name === 'param' && t.text?.[0]?.text === name);
  // The first part is the parameter's name, then a space.
  return docParts(tag?.text?.slice(2));
}

function parameterModels(
  fn: FunctionLike,
  body: FunctionLike,
  fnSymbol: ts.Symbol,
  ctx: ExtractContext,
): Parameter[] {
  return fn.parameters.map((parameter, index) => {
    const name = parameter.name.getText();
    const defaults = destructuredDefaults(body, index, ctx);
    const fields = expandableFields(ctx.checker.getTypeAtLocation(parameter), ctx).map((s) => ({
      ...memberOf(s, [], ctx),
      codeDefault: defaults.get(s.name),
    }));
    return {
      name: ts.isIdentifier(parameter.name) ? name : 'options',
      optional: Boolean(parameter.questionToken || parameter.initializer),
      type: parameter.type?.getText().replace(/\s+/g, ' ') ?? 'unknown',
      doc: paramDoc(fnSymbol, name, ctx),
      fields,
    };
  });
}

/** `state: 'loaded'` for a union member with a literal discriminant, else its type text. */
function returnVariantLabel(type: ts.Type, ctx: ExtractContext): string {
  for (const property of ctx.checker.getPropertiesOfType(type)) {
    const propertyType = ctx.checker.getTypeOfSymbol(property);
    if (propertyType.isStringLiteral()) return `${property.name}: '${propertyType.value}'`;
  }
  return ctx.checker.typeToString(type);
}

function returnsModel(fn: FunctionLike, fnSymbol: ts.Symbol, ctx: ExtractContext): Returns {
  const signature = ctx.checker.getSignatureFromDeclaration(fn);
  const type = signature ? ctx.checker.getReturnTypeOfSignature(signature) : undefined;
  const text =
    fn.type?.getText().replace(/\s+/g, ' ') ?? (type ? ctx.checker.typeToString(type) : 'void');
  const tag = fnSymbol
    .getJsDocTags(ctx.checker)
    .find((t) => t.name === 'returns' || t.name === 'return');
  const members = type?.isUnion() ? type.types : [];
  const objectMembers = members.filter(
    (m) => m.flags & ts.TypeFlags.Object && m.getCallSignatures().length === 0,
  );
  const variants =
    objectMembers.length > 1 && objectMembers.length === members.length
      ? objectMembers.map((m) => ({
          label: returnVariantLabel(m, ctx),
          fields: ctx.checker.getPropertiesOfType(m).map((s) => memberOf(s, [], ctx)),
        }))
      : [];
  return { type: text, doc: docParts(tag?.text), variants };
}

export function hookModel(symbol: ts.Symbol, ctx: ExtractContext): HookModel {
  const { fn, body } = functionDeclarationOf(symbol);
  return {
    kind: 'hook',
    name: symbol.name,
    doc: docOf(symbol, ctx),
    source: sourceLineOf(fn, ctx),
    needsScene: findContextUse(body, ctx),
    parameters: parameterModels(fn, body, symbol, ctx),
    returns: returnsModel(fn, symbol, ctx),
  };
}
