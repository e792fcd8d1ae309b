/**
 * The facts on the pages TypeDoc writes for type aliases and interfaces
 * (`CameraProps`, `TransformationProps`, `View`): each property row gets the
 * same default, notes and corrections as the component and hook pages show
 * for that member, from the same function (`memberFacts`); a method's section
 * (`View` › `pickEntity()`) gets its notes under its description; a fact about
 * the type itself (`LightConfig`) goes under the type's declaration. A reader
 * who lands on a type page from search reads what the code does, not the
 * library's comment where the code disagrees.
 */
import { memberFacts, type FactIndex } from './apply-facts';
import type { Member } from './model/types';
import { code, escapeMdxText, memberNotes } from './render/markdown';

/** `type-aliases/CameraProps.md` → `CameraProps`; undefined for other pages. */
export function typePageName(url: string): string | undefined {
  return /^(?:type-aliases|interfaces)\/([^/]+)\.md$/.exec(url)?.[1];
}

/** A table row of a property: its name cell, then the description, the last cell. */
const PROPERTY_ROW = /^\| (?:<a id="[^"]*"><\/a> )?`([A-Za-z_$][\w$]*)\??(?:\(\))?\??` \|/;
const LAST_CELL = /^(.*[^\\]\| )((?:[^|\\]|\\.)*?) \|$/;
const DEFAULT_TAG = /\s*\*\*Default\*\* `([^`]*)`/;

/** The member as the type page shows it: its name and the `@default` TypeDoc printed. */
function shownMember(name: string, typeName: string, comment: string | undefined): Member {
  return {
    name,
    optional: true,
    type: '',
    doc: { summary: [], tags: comment === undefined ? [] : [{ name: 'default', text: comment }] },
    declaredIn: typeName,
    source: '',
    variants: [],
  };
}

/** One property row with the member's facts; the row unchanged when it has none. */
function rowWithFacts(row: string, typeName: string, facts: FactIndex): string {
  const name = PROPERTY_ROW.exec(row)?.[1];
  const cells = name ? LAST_CELL.exec(row) : null;
  if (!name || !cells) return row;
  const member = shownMember(name, typeName, DEFAULT_TAG.exec(cells[2])?.[1]);
  if (facts.forMember(typeName, member).length === 0) return row;
  const shown = memberFacts(typeName, member, facts);
  const value = shown.shownDefault?.value;
  const description = cells[2].replace(DEFAULT_TAG, '').trim();
  const parts = [
    description === '-' ? '' : description,
    value ? `**Default** ${code(value)}` : '',
    ...memberNotes(shown),
  ].filter(Boolean);
  return `${cells[1]}${parts.join(' ').replace(/(?<!\\)\|/g, '\\|')} |`;
}

/** A table without a Description column (TypeDoc leaves it out when no row has one) gets one. */
function withDescriptionColumn(table: string[]): string[] {
  if (table.length < 2 || /\| Description \|$/.test(table[0])) return table;
  return table.map((line, i) =>
    i === 0 ? `${line} Description |` : i === 1 ? `${line} ------ |` : `${line} - |`,
  );
}

/** A method's section heading on an interface page: `### pickEntity()`. */
const METHOD_HEADING = /^### ([A-Za-z_$][\w$]*)\(\)$/;
/** Where a method's description ends: its parameters, returns, the next section, or the rule between sections. */
const DESCRIPTION_END = /^(#{2,4} |\*\*\*$|---$)/;

/** The notes of a method's facts, each a paragraph; empty when it has none. */
function methodNotes(name: string, typeName: string, facts: FactIndex): string[] {
  const member = shownMember(name, typeName, undefined);
  if (facts.forMember(typeName, member).length === 0) return [];
  return memberNotes(memberFacts(typeName, member, facts));
}

/** Each method section with its facts' notes after its description, before its parameters. */
function methodsWithFacts(lines: readonly string[], typeName: string, facts: FactIndex): string[] {
  const out: string[] = [];
  let pending: string[] = [];
  for (const line of lines) {
    const method = METHOD_HEADING.exec(line)?.[1];
    if ((method || DESCRIPTION_END.test(line)) && pending.length > 0) {
      out.push(...pending.flatMap((note) => [note, '']));
      pending = [];
    }
    if (method) pending = methodNotes(method, typeName, facts);
    out.push(line);
  }
  if (pending.length > 0) out.push('', ...pending);
  return out;
}

/** The notes of facts about the type itself, as paragraphs after its "Defined in" line. */
function withTypeNotes(lines: readonly string[], typeName: string, facts: FactIndex): string[] {
  const notes = facts
    .forApi(typeName)
    .filter((f) => f.note)
    .map((f) => `**Note:** ${escapeMdxText(f.note!)} (\`${f.source}\`)`);
  const definedIn = lines.findIndex((line) => line.startsWith('Defined in:'));
  if (notes.length === 0 || definedIn < 0) return [...lines];
  return [
    ...lines.slice(0, definedIn + 1),
    ...notes.flatMap((note) => ['', note]),
    ...lines.slice(definedIn + 1),
  ];
}

/** A type page with the facts recorded for the type, its properties and its methods. */
export function applyFactsToTypePage(markdown: string, typeName: string, facts: FactIndex): string {
  const lines = methodsWithFacts(
    withTypeNotes(markdown.split('\n'), typeName, facts),
    typeName,
    facts,
  );
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    if (!lines[i].startsWith('| ')) {
      out.push(lines[i++]);
      continue;
    }
    const table: string[] = [];
    while (i < lines.length && lines[i].startsWith('|')) table.push(lines[i++]);
    const rows = table.slice(2).map((row) => rowWithFacts(row, typeName, facts));
    const changed = rows.some((row, k) => row !== table[k + 2]);
    if (!changed) out.push(...table);
    else {
      const widened = withDescriptionColumn(table);
      out.push(
        ...widened.slice(0, 2),
        ...widened.slice(2).map((r) => rowWithFacts(r, typeName, facts)),
      );
    }
  }
  return out.join('\n');
}
