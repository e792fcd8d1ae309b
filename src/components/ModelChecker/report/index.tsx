/**
 * The model checker's report for one file, in the order a reader asks:
 * does it work, will it render, what does it cost, what is inside, what to
 * write, one module per section. Plain data in, markup out; loaded on demand
 * with the checker (./Checker).
 */
import type { ReactNode } from 'react';
import { LIBRARY_VERSION } from '../analysis/citations';
import { formatBytes } from '../format';
import type { PartialFindings } from '../analysis/types';
import { Code } from './code';
import { Costs } from './costs';
import { Inside } from './inside';
import type { ModelReportProps } from './parts';
import { ExtensionList, WillItRender } from './render';
import { Summary, Validity } from './summary';
import styles from './styles.module.css';

export type { ModelReportProps };

/** Bytes readably, in the one unit the whole checker uses (1 KB = 1,024 bytes). */
export { formatBytes };

/**
 * What the checker could still say about a file it refused (shown under the
 * refusal): the validator's findings, and the extensions it uses.
 */
export function PartialReport({ found }: { readonly found: PartialFindings }): ReactNode {
  if (!found.validation && !found.extensions) return null;
  return (
    <div className={styles.report}>
      {found.validation && <Validity validation={found.validation} />}
      {found.extensions && found.extensions.length > 0 && (
        <section aria-labelledby="model-render">
          <h2 id="model-render">Extensions in react-native-filament {LIBRARY_VERSION}</h2>
          <ExtensionList extensions={found.extensions} />
        </section>
      )}
    </div>
  );
}

export default function ModelReport({ report }: ModelReportProps): ReactNode {
  return (
    <div className={styles.report}>
      <Summary report={report} />
      <Validity validation={report.validation} />
      <WillItRender report={report} />
      <Costs report={report} />
      <Inside report={report} />
      <Code report={report} />
    </div>
  );
}
