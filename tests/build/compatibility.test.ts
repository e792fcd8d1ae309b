/**
 * The compatibility table as the built page shows it (src/components/
 * CompatibilityTable over releases/compatibility.json): one column per release
 * of releases/versions.json, linked to its post, one row per fact, and the
 * values of the committed data in their cells.
 */
import { beforeAll, expect, it } from 'vitest';
import data from '../../releases/compatibility.json';
import versions from '../../releases/versions.json';
import {
  COMPATIBILITY_COLUMNS,
  releasePostPath,
  rowsForReleases,
  type CompatibilityData,
} from '../../shared/compatibility';
import { assertBuilt, BASE_PATH, htmlText, readRoute } from './helpers';

let table = '';
beforeAll(() => {
  assertBuilt();
  const html = readRoute('docs/guides/compatibility');
  table = /<table[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
});

/** The text of each cell of each row, header row first. */
function cells(): string[][] {
  return [...table.matchAll(/<tr[^>]*>([\s\S]*?)(?=<tr|<\/tbody|<\/thead|$)/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)(?=<t[hd][\s>]|<\/tr|$)/g)].map((cell) =>
      htmlText(cell[1]!).trim(),
    ),
  );
}

it('has a column for every release, each linked to its post', () => {
  const [header] = cells();
  expect(header).toEqual(['Release', ...versions]);
  for (const version of versions) {
    expect(table).toContain(`href="${BASE_PATH.slice(0, -1)}${releasePostPath(version)}"`.replace(/"/g, ''));
  }
});

it("has a row for every fact, with each release's value from the committed data", () => {
  const rows = rowsForReleases(data as CompatibilityData, versions);
  const [, ...facts] = COMPATIBILITY_COLUMNS;
  const [, ...body] = cells();
  expect(body.map((row) => row[0])).toEqual(facts.map((fact) => fact.heading));
  for (const [i, fact] of facts.entries()) {
    expect(body[i]!.slice(1)).toEqual(rows.map((row) => fact.cell(row)));
  }
  // A value a reader checks against the installed package: 1.11.0 falls back to API 24.
  expect(body.find((row) => row[0] === 'Min Android')?.at(-1)).toBe('API 24 (default)');
});
