/** The report's first two sections: the verdicts, and what the Khronos validator found. */
import type { ReactNode } from 'react';
import { formatBytes } from '../format';
import type { Severity, ValidationResult } from '../analysis/types';
import {
  Badge,
  count,
  Fold,
  plural,
  SEVERITY_LABEL,
  Sources,
  type ModelReportProps,
} from './parts';
import styles from './styles.module.css';

export function Summary({ report }: ModelReportProps): ReactNode {
  return (
    <section aria-labelledby="model-summary">
      <h2 id="model-summary">Summary</h2>
      <p className={styles.file}>
        <code>{report.fileName}</code> ({report.container === 'glb' ? 'GLB' : 'glTF JSON'},{' '}
        {formatBytes(report.fileBytes)})
      </p>
      <ul className={styles.verdicts}>
        {report.verdicts.map((v) => (
          <li key={v.text} className={styles[v.severity]}>
            <Badge kind={v.severity}>{SEVERITY_LABEL[v.severity]}</Badge> {v.text}
            <Sources citations={v.citations} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const VALIDATOR_SEVERITY: Record<Severity, string> = {
  error: 'error',
  warning: 'warning',
  info: 'information',
};

export function Validity({ validation }: { readonly validation: ValidationResult }): ReactNode {
  if (validation.unavailable) {
    return (
      <section aria-labelledby="model-validity">
        <h2 id="model-validity">Validity</h2>
        <p>
          The Khronos glTF validator {validation.validatorVersion} stopped on this file without a
          report (a fault of the validator or the checker, not a finding about the model).
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="model-validity">
      <h2 id="model-validity">Validity</h2>
      <p>
        The Khronos glTF validator {validation.validatorVersion} found {count(validation.errors)}{' '}
        {validation.errors === 1 ? 'error' : 'errors'} and {count(validation.warnings)}{' '}
        {validation.warnings === 1 ? 'warning' : 'warnings'}.
      </p>
      {validation.messages.length > 0 && (
        <Fold
          summary={`The ${plural(validation.messages.length, 'finding')}, with their codes`}
          open={validation.errors > 0}
        >
          <ul className={styles.messages}>
            {validation.messages.map((m, i) => (
              <li key={`${m.code}-${m.pointer ?? ''}-${i}`}>
                <Badge kind={m.severity}>{VALIDATOR_SEVERITY[m.severity]}</Badge> {m.message}{' '}
                <span className={styles.meta}>
                  <code>{m.code}</code>
                  {m.pointer && (
                    <>
                      {' '}
                      at <code>{m.pointer}</code>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </Fold>
      )}
      {validation.messages.length < validation.errors + validation.warnings && (
        <p className={styles.meta}>
          Only the first {validation.messages.length} findings are listed.
        </p>
      )}
    </section>
  );
}
