/**
 * A TypeDoc plugin (passed to TypeDoc as a function) that makes the generated
 * reference good to read and keeps its warnings honest:
 * - groups exported functions into Components / Hooks / Functions;
 * - renders the library's custom tags (see render-tags.ts);
 * - fails the run on any warning that is not in the accepted list.
 */
import type {
  Application,
  Comment,
  CommentDisplayPart,
  CommentTag,
  Context,
  DeclarationReflection,
  ProjectReflection,
} from 'typedoc';
import type { AcceptedWarning } from './accepted-warnings';
import { functionGroup } from './groups';
import type { ApiPages } from './model';
import { renderCustomTags, renderOverview } from './render-tags';

/** TypeDoc's event names, written out so we never import a second copy of TypeDoc at runtime. */
export const APPLICATION_BOOTSTRAP_END = 'bootstrapEnd';
export const CONVERTER_RESOLVE_BEGIN = 'resolveBegin';
export const CONVERTER_CREATE_DECLARATION = 'createDeclaration';
export const MARKDOWN_PAGE_END = 'endPage';
export const REFLECTION_KIND_FUNCTION = 64; // ReflectionKind.Function

/** Tags the library's JSDoc uses beyond TSDoc's; rendered by render-tags.ts. */
const CUSTOM_BLOCK_TAGS = ['@note', '@attention', '@warning'] as const;
const CUSTOM_MODIFIER_TAGS = ['@worklet'] as const;

export class UndecidedWarningsError extends Error {
  override name = 'UndecidedWarningsError';
  constructor(readonly warnings: readonly string[]) {
    super(
      `TypeDoc printed ${warnings.length} warning(s) nobody has decided about:\n` +
        warnings.map((w) => `  - ${w}`).join('\n') +
        '\nFix the cause, or add the warning with a reason to plugins/api-reference/accepted-warnings.ts.',
    );
  }
}

export interface WarningGate {
  /** Records a warning; returns true if it was accepted. */
  readonly record: (message: string) => boolean;
  /** Warnings that were not accepted, in order. */
  readonly undecided: () => readonly string[];
  /** Errors TypeDoc reported (it does not throw on them). */
  readonly errors: string[];
}

export function createWarningGate(accepted: readonly AcceptedWarning[]): WarningGate {
  const known = new Set(accepted.map((w) => w.message));
  const undecided: string[] = [];
  return {
    record(message) {
      if (known.has(message)) return true;
      undecided.push(message);
      return false;
    },
    undecided: () => undecided,
    errors: [],
  };
}

/**
 * Puts each exported function in its group with a `@group` tag, as if the
 * source had one. New comments and tags are made with the classes of the
 * TypeDoc instance that is running (importing TypeDoc here would load a second copy).
 */
function groupFunctions(context: Context): void {
  const functions = context.project
    .getReflectionsByKind(REFLECTION_KIND_FUNCTION)
    .filter((r): r is DeclarationReflection => r.parent === context.project);
  const signatures = functions.flatMap((fn) => fn.signatures ?? []);
  const sampleComment = signatures.find((s) => s.comment)?.comment;
  const sampleTag = signatures.flatMap((s) => s.comment?.blockTags ?? [])[0];
  if (!sampleComment || !sampleTag)
    throw new Error('The library has no documented function to group by.');
  const CommentClass = sampleComment.constructor as new () => Comment;
  const TagClass = sampleTag.constructor as new (
    tag: `@${string}`,
    content: CommentDisplayPart[],
  ) => CommentTag;

  for (const fn of functions) {
    const group = functionGroup(fn.name);
    for (const signature of fn.signatures ?? []) {
      signature.comment ??= new CommentClass();
      const comment = signature.comment;
      comment.blockTags = comment.blockTags.filter((tag) => tag.tag !== '@group');
      comment.blockTags.push(new TagClass('@group', [{ kind: 'text', text: group }]));
    }
  }
}

export function createTypedocPlugin(gate: WarningGate, libraryVersion: string, pages: ApiPages) {
  return function load(app: Application): void {
    const logger = app.logger;
    const originalError = logger.error.bind(logger);
    logger.error = ((text: string, ...rest: unknown[]) => {
      gate.errors.push(String(text));
      (originalError as (t: string, ...r: unknown[]) => void)(text, ...rest);
    }) as typeof logger.error;
    const originalWarn = logger.warn.bind(logger);
    // Accepted warnings are still printed, marked, so the log stays truthful.
    logger.warn = ((text: string, ...rest: unknown[]) => {
      const accepted = gate.record(String(text));
      (originalWarn as (t: string, ...r: unknown[]) => void)(
        accepted ? `(accepted) ${text}` : text,
        ...rest,
      );
    }) as typeof logger.warn;

    // The library's own tags, added to TypeDoc's defaults once all options are read.
    app.on(APPLICATION_BOOTSTRAP_END, () => {
      const extend = (name: 'blockTags' | 'modifierTags', tags: readonly `@${string}`[]) =>
        app.options.setValue(name, [...new Set([...app.options.getValue(name), ...tags])]);
      extend('blockTags', CUSTOM_BLOCK_TAGS);
      extend('modifierTags', CUSTOM_MODIFIER_TAGS);
    });

    // Components and hooks: their models, while the converter holds the TypeScript checker.
    app.converter.on(CONVERTER_CREATE_DECLARATION, pages.add);
    app.converter.on(CONVERTER_RESOLVE_BEGIN, (context: Context) => {
      groupFunctions(context);
      pages.check(context.project);
    });

    app.renderer.on(
      MARKDOWN_PAGE_END,
      (page: { url: string; contents?: string; project: ProjectReflection }) => {
        if (!page.contents) return;
        const ours = pages.render(page.url, page.project);
        if (ours) {
          page.contents = ours;
          return;
        }
        page.contents = pages.typePage(page.url, renderCustomTags(page.contents));
        if (page.url === 'index.md') page.contents = renderOverview(page.contents, libraryVersion);
      },
    );

    // Runs after every page is written: the moment to judge the warnings.
    app.renderer.postRenderAsyncJobs.push(async () => {
      const undecided = gate.undecided();
      if (undecided.length > 0) throw new UndecidedWarningsError(undecided);
    });
  };
}
