/**
 * The component and hook pages, written from the API model in the order a
 * React developer reads a reference: what it is, how it is written, what it
 * takes (every prop with its true default), what it returns, where it goes.
 */
import { memberFacts, type FactIndex } from '../apply-facts';
import type { ComponentModel, ContextUse, Doc, HookModel, Member, Parameter } from '../model/types';
import type { Summary } from '../summaries';
import {
  code,
  escapeMdxText,
  firstSentence,
  memberId,
  renderDoc,
  renderMember,
  renderType,
  type PageLinks,
} from './markdown';

export interface PageContext {
  readonly links: PageLinks;
  readonly facts: FactIndex;
  readonly summary?: Summary;
  /** `src/react/Camera.tsx:52` → a link to that line of the pinned release on GitHub, or code. */
  readonly sourceRef: (source: string) => string;
  /** `'1.8.0'` for a member added after the oldest release snapshot; see since.ts. */
  readonly memberSince: (owner: string, member: string) => string | undefined;
}

const ADMONITIONS: Readonly<Record<string, string>> = {
  note: 'note',
  attention: 'caution',
  warning: 'warning',
};

/**
 * A sentence as plain text for the meta description (and the Markdown twin's
 * lead): links keep their text, code spans and escapes lose their marks.
 * A description is not Markdown, so `[FilamentAsset](…)` would show as typed.
 */
export function plainDescription(sentence: string): string {
  return sentence
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`\\]/g, '')
    .trim();
}

function frontMatter(title: string, description: string): string {
  const quote = (s: string) => JSON.stringify(s);
  return ['---', `title: ${quote(title)}`, `description: ${quote(description)}`, '---'].join('\n');
}

/** The library's own comment: its summary (less the sentence already used) and its notes. */
function commentBody(doc: Doc, ctx: PageContext, skipFirstSentence: boolean): string[] {
  let summary = renderDoc(doc.summary, ctx.links);
  if (skipFirstSentence) summary = summary.slice(firstSentence(summary).length).trim();
  const notes = doc.tags
    .filter((t) => ADMONITIONS[t.name])
    .map((t) => `:::${ADMONITIONS[t.name]}\n\n${escapeMdxText(t.text)}\n\n:::`);
  return [summary, ...notes].filter(Boolean);
}

/** The opening sentence: ours when we wrote one, else the comment's first sentence. */
function opening(doc: Doc, ctx: PageContext): { sentence: string; fromComment: boolean } {
  if (ctx.summary) return { sentence: escapeMdxText(ctx.summary.sentence), fromComment: false };
  const first = firstSentence(renderDoc(doc.summary, ctx.links));
  return { sentence: first, fromComment: true };
}

/** Where it may be used: inside `<FilamentScene>` (with the call that proves it), or anywhere. */
function whereSentence(what: string, use: ContextUse | undefined, ctx: PageContext): string {
  if (!use)
    return `${what} does not read \`<FilamentScene>\`'s context, so it needs no scene around it.`;
  const through =
    use.via === 'useContext'
      ? ` (it calls \`useContext(FilamentContext)\` itself and throws outside a scene)`
      : use.via === 'useFilamentContext'
        ? ''
        : ` (through ${code(use.via)})`;
  return (
    `${what} reads the scene from \`<FilamentScene>\`'s context${through}, so it must be used in a component ` +
    `rendered inside \`<FilamentScene>\` (${ctx.sourceRef(use.source)}).`
  );
}

/** The provider's own line: it makes the context, so what reads it goes inside, in a child component. */
function providerSentence(what: string, source: string, ctx: PageContext): string {
  return (
    `${what} provides the scene's context (${ctx.sourceRef(source)}): components and hooks that read it go in a ` +
    `component rendered inside ${what}. A hook called by the component that renders ${what} does not see it.`
  );
}

function correctionNotes(name: string, ctx: PageContext): string[] {
  return ctx.facts
    .forApi(name)
    .filter((f) => f.note)
    .map(
      (f) =>
        `:::note[What the code does]\n\n${escapeMdxText(f.note!)} (${ctx.sourceRef(f.source)})\n\n:::`,
    );
}

/** A member with the release it came in, from the snapshots when its comment has no `@since`. */
function withSince(member: Member, ctx: PageContext): Member {
  const since = member.declaredIn ? ctx.memberSince(member.declaredIn, member.name) : undefined;
  if (!since || member.doc.tags.some((t) => t.name === 'since')) return member;
  return {
    ...member,
    doc: { ...member.doc, tags: [...member.doc.tags, { name: 'since', text: since }] },
  };
}

function propsSection(model: ComponentModel, ctx: PageContext): string[] {
  if (model.props.length === 0)
    return ['## Props', '', `${code(`<${model.name}>`)} takes no props.`];
  const variants =
    model.variants.length > 1
      ? [
          `Its props type is a union: pass the props of one of ${model.variants
            .map((v) => `${code(v.label)} (${v.own.map((p) => code(p)).join(', ')})`)
            .join(' or ')}. The others apply to all.`,
        ]
      : [];
  const entries = model.props.map((prop) =>
    renderMember(withSince(prop, ctx), memberFacts(model.name, prop, ctx.facts), ctx.links, 3),
  );
  const type = model.propsType ? ` (${renderType(model.propsType, ctx.links)})` : '';
  return [
    '## Props',
    `${model.props.length} props${type}, flattened from every type they combine.`,
    ...variants,
    ...entries,
  ];
}

export function renderComponentPage(model: ComponentModel, ctx: PageContext): string {
  const title = `<${model.name}>`;
  const { sentence, fromComment } = opening(model.doc, ctx);
  const usage = ctx.summary?.usage;
  return [
    frontMatter(title, plainDescription(sentence)),
    `# ${code(title)}`,
    sentence,
    usage ? ['```tsx', usage, '```'].join('\n') : '',
    ...commentBody(model.doc, ctx, fromComment),
    ...correctionNotes(model.name, ctx),
    model.providesScene
      ? providerSentence(code(title), model.providesScene, ctx)
      : whereSentence(code(title), model.needsScene, ctx),
    `Defined in ${ctx.sourceRef(model.source)}.`,
    ...propsSection(model, ctx),
  ]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
}

/** The variable a hook's result usually goes into: `useModel` → `model`. */
function resultName(hook: string): string {
  const rest = hook.replace(/^use/, '');
  return rest.charAt(0).toLowerCase() + rest.slice(1);
}

export function hookUsage(model: HookModel): string {
  const args = model.parameters.map((p) => `${p.name}${p.optional ? '?' : ''}`).join(', ');
  const call = `${model.name}(${args})`;
  return model.returns.type === 'void' ? call : `const ${resultName(model.name)} = ${call}`;
}

function parameterEntry(
  parameter: Parameter,
  hook: string,
  ctx: PageContext,
  taken: Set<string>,
): string {
  const meta = [
    renderType(parameter.type, ctx.links),
    parameter.optional ? 'optional' : 'required',
  ].join(' · ');
  const fields = parameter.fields.map((field: Member) => {
    const id = taken.has(memberId(field.name))
      ? memberId(`${parameter.name}-${field.name}`)
      : memberId(field.name);
    taken.add(id);
    return renderMember(
      withSince(field, ctx),
      memberFacts(hook, field, ctx.facts),
      ctx.links,
      4,
      id,
    );
  });
  return [
    `### ${code(parameter.name)} {/* #${memberId(parameter.name)} */}`,
    `<div className="api-prop-meta">\n\n${meta}\n\n</div>`,
    renderDoc(parameter.doc, ctx.links),
    fields.length > 0 ? `Its fields:` : '',
    ...fields,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function returnsSection(model: HookModel, ctx: PageContext): string[] {
  const { returns } = model;
  if (returns.type === 'void') return ['## Returns', 'Nothing.'];
  const variants = returns.variants.map((variant) => {
    const fields = variant.fields
      .map((f) => {
        const doc = renderDoc(f.doc.summary, ctx.links);
        return `- ${code(f.name)}: ${renderType(f.type, ctx.links)}${doc ? `. ${doc}` : ''}`;
      })
      .join('\n');
    return [`### ${code(variant.label)}`, fields].join('\n\n');
  });
  return [
    '## Returns',
    renderType(returns.type, ctx.links),
    renderDoc(returns.doc, ctx.links),
    variants.length > 0
      ? `One of ${variants.length} shapes; check the discriminant before reading the other fields.`
      : '',
    ...variants,
  ].filter(Boolean);
}

export function renderHookPage(model: HookModel, ctx: PageContext): string {
  const title = `${model.name}()`;
  const { sentence, fromComment } = opening(model.doc, ctx);
  const taken = new Set(model.parameters.map((p) => memberId(p.name)));
  const parameters =
    model.parameters.length === 0
      ? ['## Parameters', 'None.']
      : [
          '## Parameters',
          ...model.parameters.map((p) => parameterEntry(p, model.name, ctx, taken)),
        ];
  return [
    frontMatter(title, plainDescription(sentence)),
    `# ${code(title)}`,
    sentence,
    ['```ts', hookUsage(model), '```'].join('\n'),
    `Defined in ${ctx.sourceRef(model.source)}.`,
    ...commentBody(model.doc, ctx, fromComment),
    ...correctionNotes(model.name, ctx),
    ...parameters,
    ...returnsSection(model, ctx),
    '## Where to call it',
    `At the top level of a function component or of another hook, like every React hook (it runs while the component renders). ${whereSentence(code(title), model.needsScene, ctx)}`,
  ]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
}
