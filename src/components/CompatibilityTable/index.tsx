import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/src/components/ScrollableTable';
import data from '@site/releases/compatibility.json';
import versions from '@site/releases/versions.json';
import {
  COMPATIBILITY_COLUMNS,
  releasePostPath,
  rowsForReleases,
  type CompatibilityData,
} from '../../../shared/compatibility';

/**
 * Every release of releases/versions.json against what its package declares,
 * from releases/compatibility.json (`npm run compatibility`). Rendered on the
 * server like any table, so search indexes it; a release missing from the JSON
 * throws, which stops the build with the message of `rowsForReleases`.
 */
export default function CompatibilityTable(): ReactNode {
  const rows = rowsForReleases(data as CompatibilityData, versions);
  const [release, ...columns] = COMPATIBILITY_COLUMNS;
  return (
    <ScrollableTable>
      <thead>
        <tr>
          {COMPATIBILITY_COLUMNS.map((column) => (
            <th key={column.heading} scope="col">
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.version}>
            <th scope="row">
              <Link to={releasePostPath(row.version)}>{release.cell(row)}</Link>
            </th>
            {columns.map((column) => (
              <td key={column.heading}>{column.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
