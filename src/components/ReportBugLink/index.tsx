import type { ReactNode } from 'react';
import { bugReportUrl } from '../../../shared/bug-report';
import styles from './styles.module.css';

interface ReportBugLinkProps {
  /** The link text; "Report a bug on GitHub" when left out. */
  readonly children?: ReactNode;
}

/**
 * A link that opens a new issue on the library's repository with the title
 * prefix and the list of versions to fill in already written.
 */
export default function ReportBugLink({ children }: ReportBugLinkProps): ReactNode {
  return (
    <a className={styles.link} href={bugReportUrl()} target="_blank" rel="noopener noreferrer">
      {children ?? 'Report a bug on GitHub'}
    </a>
  );
}
