/**
 * The facts on the pages TypeDoc writes for type aliases and interfaces
 * (`CameraProps`, `TransformationProps`, `View`): each property row gets the
 * same default, notes and corrections as the component and hook pages show
 * for that member, from the same function (`memberFacts`). A reader who lands
 * on a type page from search reads what the code does, not the library's
 * `@default` where the code disagrees.
 */
import { memberFacts, type FactIndex } from './apply-facts';
import type { Member } from './model/types';
import { code, memberNotes } from './render/markdown';

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

/** A type page with the facts recorded for its properties. */
export function applyFactsToTypePage(markdown: string, typeName: string, facts: FactIndex): string {
  const lines = markdown.split('\n');
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
