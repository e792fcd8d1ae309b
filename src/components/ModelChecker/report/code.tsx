/** "The code": a whole screen for the file. */
import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { ModelReportProps } from './parts';

export function Code({ report }: ModelReportProps): ReactNode {
  return (
    <section aria-labelledby="model-code">
      <h2 id="model-code">The code</h2>
      <p>
        A whole screen for this file: put it in <code>assets/</code> next to this file (and add{' '}
        <code>glb</code> to Metro&apos;s asset extensions), then copy:
      </p>
      <CodeBlock language="tsx" title="App.tsx">
        {report.code}
      </CodeBlock>
    </section>
  );
}
