/** One input problem, said once, as an alert: the page stays usable for the next file. */
import type { ReactNode } from 'react';
import type { InputProblem } from './analysis/types';

export default function ProblemMessage({ problem }: { readonly problem: InputProblem }): ReactNode {
  // Listed apart only when the message does not already name them.
  const missing = (problem.missing ?? []).filter((uri) => !problem.message.includes(uri));
  return (
    // Infima's alert: the shell shows this message, and the shell adds nothing to the site's stylesheet.
    <div className="alert alert--danger margin-vert--md" role="alert" data-problem={problem.kind}>
      <p>
        {problem.message}
        {problem.code && (
          <>
            {' '}
            (the validator's <code>{problem.code}</code>)
          </>
        )}
      </p>
      {missing.length > 0 && (
        <ul aria-label="Files the model names that were not chosen">
          {missing.map((uri) => (
            <li key={uri}>
              <code>{uri}</code>
            </li>
          ))}
        </ul>
      )}
      <p style={{ marginBottom: 0 }}>Choose or drop other files to check them.</p>
    </div>
  );
}
