/**
 * Puts the facts file (facts.ts) onto the API model: each member's true
 * default, corrections of the library's comments, platform notes. Stops the
 * build when the code or a comment disagrees with a recorded fact, or a
 * default the code applies is not recorded, naming the export and what to check.
 */
import path from 'node:path';
import type { ApiFact } from './facts';
import type { ApiModel, Member } from './model/types';

export const FILAMENT_HEADERS = 'ios/libs/filament/include/filament/';

export class ApiFactsError extends Error {
  override name = 'ApiFactsError';
}

/** `FH/View.h:348` → the file under the package and the line number. */
export function resolveFactSource(
  packageRoot: string,
  source: string,
): { file: string; line: number } {
  const match = /^(.+):(\d+)$/.exec(source);
  if (!match) throw new ApiFactsError(`A fact cites "${source}", not a path:line.`);
  const relative = match[1].replace(/^FH\//, FILAMENT_HEADERS);
  return { file: path.join(packageRoot, relative), line: Number(match[2]) };
}

/** What a member's page entry says about its default. */
export interface ShownDefault {
  /** As code, or null when nothing is applied. */
  readonly value: string | null;
  readonly note?: string;
  /** The library's `@default` when it differs from the code. */
  readonly commentSays?: string;
  /** Where it comes from: a fact's citation, or the comment only (unchecked). */
  readonly source?: string;
  readonly fromCommentOnly?: boolean;
}

/** A note with the line that proves it. */
export interface CitedNote {
  readonly note: string;
  readonly source: string;
}

export interface MemberFacts {
  readonly shownDefault?: ShownDefault;
  readonly platform?: CitedNote;
  /** The declaring type's corrections, then the page's own (`<EntitySelector>`'s `transformToUnitCube`). */
  readonly corrections: readonly CitedNote[];
}

/** Compares values as written in code or comments: `(0,0,0)` is `[0, 0, 0]`, `25_000` is `25000`. */
const normalize = (value: string) =>
  value
    .replace(/\s+/g, '')
    .replace(/"/g, "'")
    .replace(/(\d)_(\d)/g, '$1$2')
    .replace(/\.0\b/g, '')
    .replace(/^\((.*)\)$/, '[$1]');

function commentDefault(member: Member): string | undefined {
  return member.doc.tags.find((t) => t.name === 'default')?.text;
}

export interface FactIndex {
  /** Facts for a member of an export, or of the type that declares it. */
  readonly forMember: (api: string, member: Member) => readonly ApiFact[];
  readonly forApi: (api: string) => readonly ApiFact[];
  /** Facts no page used: a renamed member or export. */
  readonly unused: () => readonly ApiFact[];
}

export function indexFacts(facts: readonly ApiFact[]): FactIndex {
  const used = new Set<ApiFact>();
  const pick = (list: ApiFact[]) => {
    list.forEach((f) => used.add(f));
    return list;
  };
  return {
    forMember: (api, member) =>
      pick(
        facts.filter(
          (f) => f.member === member.name && (f.api === api || f.api === member.declaredIn),
        ),
      ),
    forApi: (api) => pick(facts.filter((f) => f.api === api && f.member === undefined)),
    unused: () => facts.filter((f) => !used.has(f)),
  };
}

/** The default, platform note and correction a member's entry shows; throws on disagreement. */
export function memberFacts(api: string, member: Member, facts: FactIndex): MemberFacts {
  const found = facts.forMember(api, member);
  const fact = found.find((f) => f.kind === 'default');
  const comment = commentDefault(member);
  const where = `${api} › ${member.name}`;
  if (
    member.codeDefault &&
    (!fact || normalize(fact.value ?? '') !== normalize(member.codeDefault.value))
  ) {
    throw new ApiFactsError(
      `${where}: the code applies the default ${member.codeDefault.value} (${member.codeDefault.source}), ` +
        `but plugins/api-reference/facts.ts ${fact ? `records ${fact.value}` : 'has no default for it'}. ` +
        'Check the code and record the default it applies.',
    );
  }
  if (fact && comment !== undefined && normalize(comment) !== normalize(fact.value ?? '')) {
    if (fact.commentSays === undefined || normalize(fact.commentSays) !== normalize(comment)) {
      throw new ApiFactsError(
        `${where}: the library's comment says @default ${comment}, the facts file records ${fact.value} ` +
          `(${fact.source}). Check which one the code applies, then fix the fact or set its commentSays to "${comment}".`,
      );
    }
  }
  const shownDefault: ShownDefault | undefined = fact
    ? {
        value: fact.value ?? null,
        note: fact.note,
        commentSays: fact.commentSays,
        source: fact.source,
      }
    : comment !== undefined
      ? { value: comment, fromCommentOnly: true }
      : undefined;
  const cited = (f: ApiFact): CitedNote => ({ note: f.note ?? '', source: f.source });
  const platform = found.find((f) => f.kind === 'platform');
  return {
    shownDefault,
    platform: platform && cited(platform),
    // The same correction recorded on the export and on its type (`Light`, `SpotLightExtraConfig`) is said once.
    corrections: found
      .filter((f) => f.kind === 'correction')
      .filter((f, i, all) => all.findIndex((g) => g.note === f.note) === i)
      .map(cited),
  };
}

/** Members of a model, for checking that every default the code applies is recorded. */
export function membersOf(model: ApiModel): readonly Member[] {
  if (model.kind === 'component') return model.props;
  return [
    ...model.parameters.flatMap((p) => p.fields),
    ...model.returns.variants.flatMap((v) => v.fields),
  ];
}
