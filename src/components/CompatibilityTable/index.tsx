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
  const [release, ...facts] = COMPATIBILITY_COLUMNS;
  // One column per release, one row per fact: five releases fit a phone's
  // width better than ten facts, and a reader compares releases side by side.
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">{release.heading}</th>
          {rows.map((row) => (
            <th key={row.version} scope="col">
              <Link to={releasePostPath(row.version)}>{release.cell(row)}</Link>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {facts.map((fact) => (
          <tr key={fact.heading}>
            <th scope="row">{fact.heading}</th>
            {rows.map((row) => (
              <td key={row.version}>{fact.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
