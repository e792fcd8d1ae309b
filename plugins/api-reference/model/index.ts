/**
 * The component and hook pages, by TypeDoc's model: at `resolveBegin` (while
 * the converter still holds the TypeScript checker) every exported component
 * and hook gets its API model, checked against the facts file; when
 * typedoc-plugin-markdown has written such a page, it is replaced by ours.
 */
import type { Context, DeclarationReflection, ProjectReflection } from 'typedoc';
import ts from 'typescript';
import { ApiFactsError, indexFacts, memberFacts, membersOf, type FactIndex } from '../apply-facts';
import { API_FACTS, type ApiFact } from '../facts';
import { functionGroup } from '../groups';
import { renderComponentPage, renderHookPage, type PageContext } from '../render/pages';
import type { PageLinks } from '../render/markdown';
import { SUMMARIES } from '../summaries';
import { applyFactsToTypePage, typePageName } from '../type-pages';
import { componentModel, hookModel, type ExtractContext } from './extract';
import type { ApiModel } from './types';

/** TypeDoc's ReflectionKind values of the exports that have pages, and their folders. */
export const KIND_FOLDERS: Readonly<Record<number, string>> = {
  32: 'variables', // ReflectionKind.Variable
  64: 'functions', // ReflectionKind.Function
  256: 'interfaces', // ReflectionKind.Interface
  2097152: 'type-aliases', // ReflectionKind.TypeAlias
};

export interface ApiPages {
  /** Builds a function's model; call at the converter's `createDeclaration` (the checker is only there then). */
  readonly add: (context: Context, reflection: DeclarationReflection) => void;
  /** Checks the facts against all models and the project's types; call at `resolveBegin`. */
  readonly check: (project?: ProjectReflection) => void;
  /** A type-alias or interface page with the facts of its properties (type-pages.ts). */
  readonly typePage: (url: string, markdown: string) => string;
  /** Our page for a function page TypeDoc rendered, or undefined to keep TypeDoc's. */
  readonly render: (url: string, project: ProjectReflection) => string | undefined;
  readonly models: () => ReadonlyMap<string, ApiModel>;
}

export interface ApiPagesOptions {
  readonly packageRoot: string;
  /** A `path:line` of the package as a link to the pinned release, or as code where none exists. */
  readonly sourceRef: (source: string) => string;
  readonly facts?: readonly ApiFact[];
  /** The release a member of a type first appears in, when later than the oldest snapshot. */
  readonly memberSince?: (owner: string, member: string) => string | undefined;
}

function modelOf(
  fn: DeclarationReflection,
  context: Context,
  ctx: ExtractContext,
): ApiModel | undefined {
  const group = functionGroup(fn.name);
  if (group === 'Functions') return undefined;
  let symbol = context.getSymbolFromReflection(fn);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = ctx.checker.getAliasedSymbol(symbol);
  if (!symbol) throw new ApiFactsError(`${fn.name}: TypeDoc holds no TypeScript symbol for it.`);
  const model = group === 'Components' ? componentModel(symbol, ctx) : hookModel(symbol, ctx);
  if (model.kind === 'component' && model.propsType && model.props.length === 0) {
    throw new ApiFactsError(
      `${fn.name}: its props type ${model.propsType} resolves to no props. ` +
        'Check that the type is exported and resolvable from the library entry (plugins/api-reference/tsconfig.library.json).',
    );
  }
  return model;
}

/** An exported type alias or interface, which has a type page (not a function, which has ours). */
function typePageReflection(
  project: ProjectReflection | undefined,
  typeName: string,
): DeclarationReflection | undefined {
  const reflection = project?.getChildByName(typeName) as DeclarationReflection | undefined;
  if (!reflection || !KIND_FOLDERS[reflection.kind] || reflection.kind === 64) return undefined;
  return reflection;
}

/** Whether an exported type alias or interface declares the property or method (its page shows it). */
export function typeDeclares(
  project: ProjectReflection | undefined,
  typeName: string,
  member: string,
): boolean {
  const reflection = typePageReflection(project, typeName);
  if (!reflection) return false;
  const literal = reflection.type as
    { declaration?: { children?: { name: string }[] } } | undefined;
  const children = reflection.children ?? literal?.declaration?.children ?? [];
  return children.some((c) => c.name === member);
}

/** Every member's facts, so that a disagreement or an unused fact stops the build here. */
function checkFacts(
  models: ReadonlyMap<string, ApiModel>,
  facts: FactIndex,
  project?: ProjectReflection,
): void {
  for (const model of models.values()) {
    facts.forApi(model.name);
    for (const member of membersOf(model)) memberFacts(model.name, member, facts);
  }
  // A fact only a type page shows is used when that type has the member (TextureMap's textureFlags,
  // View's pickEntity), or, for a fact about the type itself (LightConfig), when the type has a page.
  const unused = facts
    .unused()
    .filter((f) =>
      f.member
        ? !typeDeclares(project, f.api, f.member)
        : typePageReflection(project, f.api) === undefined,
    );
  if (unused.length > 0) {
    throw new ApiFactsError(
      `plugins/api-reference/facts.ts has facts that match no prop or field of a component or hook: ` +
        unused.map((f) => `${f.api}.${f.member ?? ''}`).join(', ') +
        '. A member was renamed or removed: check the library source and update the facts.',
    );
  }
}

function pageLinks(project: ProjectReflection): PageLinks {
  const links = new Map<string, string>();
  for (const child of project.children ?? []) {
    const folder = KIND_FOLDERS[child.kind];
    if (folder) links.set(child.name, `../${folder}/${child.name}.md`);
  }
  return links;
}

export function createApiPages(options: ApiPagesOptions): ApiPages {
  const models = new Map<string, ApiModel>();
  const facts = indexFacts(options.facts ?? API_FACTS);
  let links: PageLinks | undefined;
  return {
    add(context, reflection) {
      if (reflection.kind !== 64 || reflection.parent !== context.project) return;
      const ctx: ExtractContext = { checker: context.checker, packageRoot: options.packageRoot };
      const model = modelOf(reflection, context, ctx);
      if (model) models.set(model.name, model);
    },
    check: (project) => checkFacts(models, facts, project),
    typePage(url, markdown) {
      const name = typePageName(url);
      return name ? applyFactsToTypePage(markdown, name, facts) : markdown;
    },
    render(url, project) {
      const name = /^functions\/(.+)\.md$/.exec(url)?.[1];
      const model = name ? models.get(name) : undefined;
      if (!model) return undefined;
      links ??= pageLinks(project);
      const page: PageContext = {
        links,
        facts,
        summary: SUMMARIES[model.name],
        sourceRef: options.sourceRef,
        memberSince: options.memberSince ?? (() => undefined),
      };
      return model.kind === 'component'
        ? renderComponentPage(model, page)
        : renderHookPage(model, page);
    },
    models: () => models,
  };
}
