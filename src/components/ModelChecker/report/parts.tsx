/** What every section of the report uses: labels, number formats, source links, folds, badges, tables. */
import type { ReactNode } from 'react';
import ScrollableTable from '../../ScrollableTable';
import { shortPath, sourceUrl } from '../analysis/citations';
import type { Citation, ModelReport as Report, Severity, Support } from '../analysis/types';
import styles from './styles.module.css';

/** Every section's props: the analysis of one file. */
export interface ModelReportProps {
  readonly report: Report;
}

export const SEVERITY_LABEL: Record<Severity, string> = {
  error: 'Problem',
  warning: 'Check',
  info: 'Note',
};

export const SUPPORT_LABEL: Record<Support, string> = {
  supported: 'Supported',
  partial: 'Partly',
  ignored: 'Ignored',
  fails: 'Fails',
  unknown: 'Unknown',
};

export const count = (n: number) => n.toLocaleString('en-US');
/** "1 finding", "3 findings". */
export const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;
export const metres = (n: number) =>
  `${Number(n.toFixed(n >= 100 ? 0 : 3)).toLocaleString('en-US')} m`;

export function Sources({ citations }: { readonly citations?: readonly Citation[] }): ReactNode {
  if (!citations || citations.length === 0) return null;
  return (
    <details className={styles.sources}>
      <summary>{citations.length === 1 ? 'source' : `sources (${citations.length})`}</summary>
      <ul>
        {citations.map((c) => (
          <li key={`${c.path}:${c.line}:${c.quote}`}>
            <SourceRef citation={c} /> <code>{c.quote}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function SourceRef({ citation }: { readonly citation: Citation }): ReactNode {
  const url = sourceUrl(citation);
  const where =
    citation.line === 0
      ? `${shortPath(citation)} (compiled library; its bytes contain)`
      : `${shortPath(citation)}:${citation.line}`;
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {where}
    </a>
  ) : (
    <span>{where}</span>
  );
}

/**
 * Details a phone reader opens when they want them: the report reads as its
 * summary and one line per section, each section's lists folded under it.
 */
export function Fold({
  summary,
  open = false,
  children,
}: {
  readonly summary: string;
  /** Open from the start: what the reader must see (the validator's errors). */
  readonly open?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <details className={styles.fold} open={open}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}

export function Badge({ kind, children }: { readonly kind: string; readonly children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[kind] ?? ''}`}>{children}</span>;
}

export function SimpleTable(props: {
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly empty: string;
}): ReactNode {
  if (props.rows.length === 0) return <p>{props.empty}</p>;
  return (
    <ScrollableTable>
      <thead>
        <tr>
          {props.head.map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) => (
              <td key={j} className={styles.name}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
