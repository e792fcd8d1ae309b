/**
 * Remark plugin for the API reference: gives each body cell of a table, but
 * the first, its column's header text as `data-label` (`<td
 * data-label="Type">`). On narrow screens the API tables stack, one block per
 * row, and CSS prints that label before each cell (src/css/custom.css), so a
 * reader still knows which value is the type and which the description,
 * without a client script. The first cell names the row and leads its block.
 */
import type { Root, RootContent, Table } from 'mdast';
import { visit } from 'unist-util-visit';

/** The plain text of a header cell (TypeDoc's headers are words: "Type", "Default value"). */
function textOf(node: RootContent): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

function labelRows(table: Table): number {
  const [head, ...rows] = table.children;
  const labels = (head?.children ?? []).map((cell) => textOf(cell).trim());
  let count = 0;
  for (const row of rows) {
    row.children.forEach((cell, column) => {
      const label = labels[column];
      if (column === 0 || !label) return;
      // mdast-util-to-hast copies data.hProperties onto the <td> it makes.
      cell.data = { ...cell.data, hProperties: { ...cell.data?.hProperties, dataLabel: label } };
      count += 1;
    });
  }
  return count;
}

/** Labels the cells in place; returns how many. Exported for the unit test. */
export function labelTableCells(tree: Root): number {
  let count = 0;
  visit(tree, 'table', (table: Table) => {
    count += labelRows(table);
  });
  return count;
}

export default function remarkTableLabels() {
  return (tree: Root): void => {
    labelTableCells(tree);
  };
}
