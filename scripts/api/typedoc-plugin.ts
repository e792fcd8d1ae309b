/**
 * A TypeDoc plugin (passed to TypeDoc as a function) that makes the generated
 * reference good to read and keeps its warnings honest:
 * - groups exported functions into Components / Hooks / Functions;
 * - renders the library's custom tags (see render-tags.ts);
 * - fails the run on any warning that is not in the accepted list.
 */
import type { Application, Context, DeclarationReflection, Comment } from 'typedoc';
import type { AcceptedWarning } from './accepted-warnings';
import { functionGroup } from './groups';
import { renderCustomTags } from './render-tags';

/** TypeDoc's event names, written out so we never import a second copy of TypeDoc at runtime. */
const CONVERTER_RESOLVE_BEGIN = 'resolveBegin';
const MARKDOWN_PAGE_END = 'endPage';
const REFLECTION_KIND_FUNCTION = 64; // ReflectionKind.Function

export class UndecidedWarningsError extends Error {
  override name = 'UndecidedWarningsError';
  constructor(readonly warnings: readonly string[]) {
    super(
      `TypeDoc printed ${warnings.length} warning(s) nobody has decided about:\n` +
        warnings.map((w) => `  - ${w}`).join('\n') +
        '\nFix the cause, or add the warning with a reason to scripts/api/accepted-warnings.ts.',
    );
  }
}

export interface WarningGate {
  /** Records a warning; returns true if it was accepted. */
  readonly record: (message: string) => boolean;
  /** Warnings that were not accepted, in order. */
  readonly undecided: () => readonly string[];
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
  };
}

/** Puts each exported function in its group with a `@group` tag, as if the source had one. */
function groupFunctions(context: Context): void {
  for (const reflection of context.project.getReflectionsByKind(REFLECTION_KIND_FUNCTION)) {
    const fn = reflection as DeclarationReflection;
    if (fn.parent !== context.project) continue;
    const group = functionGroup(fn.name);
    for (const signature of fn.signatures ?? []) {
      const comment: Comment | undefined = signature.comment ?? fn.comment;
      const target = comment ?? createCommentLike(context, fn);
      target.blockTags = target.blockTags.filter((tag) => tag.tag !== '@group');
      target.blockTags.push(cloneTag(target, '@group', group));
      if (!signature.comment) signature.comment = target;
    }
  }
}

/** A new, empty Comment made with the Comment class of the TypeDoc instance that is running. */
function createCommentLike(context: Context, near: DeclarationReflection): Comment {
  const sample = context.project
    .getReflectionsByKind(REFLECTION_KIND_FUNCTION)
    .flatMap((r) => (r as DeclarationReflection).signatures ?? [])
    .find((s) => s.comment)?.comment;
  if (!sample) throw new Error(`No documented function to model a comment on for ${near.name}`);
  const CommentClass = sample.constructor as new () => Comment;
  return new CommentClass();
}

function cloneTag(comment: Comment, tag: `@${string}`, text: string): Comment['blockTags'][number] {
  const sample = comment.blockTags[0];
  const content = [{ kind: 'text' as const, text }];
  if (sample) {
    const TagClass = sample.constructor as new (
      tag: `@${string}`,
      content: typeof content,
    ) => Comment['blockTags'][number];
    return new TagClass(tag, content);
  }
  // No tag to copy the class from: a plain object has every field TypeDoc reads.
  return { tag, content, clone: () => cloneTag(comment, tag, text) } as unknown as Comment['blockTags'][number];
}

export function createTypedocPlugin(accepted: readonly AcceptedWarning[]) {
  return function load(app: Application): void {
    const gate = createWarningGate(accepted);
    const logger = app.logger;
    const originalWarn = logger.warn.bind(logger);
    // Accepted warnings are still printed, marked, so the log stays truthful.
    logger.warn = ((text: string, ...rest: unknown[]) => {
      const accepted = gate.record(String(text));
      (originalWarn as (t: string, ...r: unknown[]) => void)(
        accepted ? `(accepted) ${text}` : text,
        ...rest,
      );
    }) as typeof logger.warn;

    app.converter.on(CONVERTER_RESOLVE_BEGIN, groupFunctions);

    app.renderer.on(MARKDOWN_PAGE_END, (page: { contents?: string }) => {
      if (page.contents) page.contents = renderCustomTags(page.contents);
    });

    // Runs after every page is written: the moment to judge the warnings.
    app.renderer.postRenderAsyncJobs.push(async () => {
      const undecided = gate.undecided();
      if (undecided.length > 0) throw new UndecidedWarningsError(undecided);
    });
  };
}
