import type { ReactNode } from 'react';
import {
  issueMetaItems,
  issueMetaProblems,
  type IssueMetaFields,
} from '../../../shared/issue-meta';

/**
 * The facts line under an entry of the known-issues guide: the tracker thread
 * (linked), the versions and platforms it applies to, and the day the entry
 * was last checked. Plain text and Infima's own elements, so it adds nothing
 * to the site-wide stylesheet. The build-time test
 * (tests/unit/known-issues.test.ts) makes sure every entry has one.
 */
export default function IssueMeta(props: Readonly<IssueMetaFields>): ReactNode {
  const problems = issueMetaProblems(props);
  if (problems.length > 0) throw new Error(`<IssueMeta>: ${problems.join('; ')}`);
  const [thread, ...rest] = issueMetaItems(props);
  return (
    <p>
      <small>
        <strong>{thread[0]}:</strong> <a href={props.thread}>{thread[1]}</a>
        {rest.map(([label, value]) => (
          <span key={label}>
            {' · '}
            <strong>{label}:</strong>{' '}
            {label === 'Checked' ? <time dateTime={value}>{value}</time> : value}
          </span>
        ))}
      </small>
    </p>
  );
}
