/**
 * The heavy half of the checker, fetched after the reader chose files that
 * passed the size check: reads them into memory, runs the analysis, shows the
 * report and the live view. One instance per choice (the shell keys it by the
 * choice): a newer choice unmounts this one, whose late results are dropped
 * and whose engine is released.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { analyzeModel } from './analysis';
import type {
  AnalysisResult,
  InputFile,
  InputProblem,
  ModelReport,
  PartialFindings,
} from './analysis/types';
import ModelReportView, { PartialReport } from './report';
import LiveView from './LiveView';
import ProblemMessage from './ProblemMessage';
import styles from './styles.module.css';

export interface CheckerProps {
  readonly files: readonly File[];
}

type CheckState =
  | { readonly kind: 'reading' }
  | { readonly kind: 'analysing' }
  | { readonly kind: 'report'; readonly report: ModelReport; readonly inputs: readonly InputFile[] }
  | { readonly kind: 'problem'; readonly problem: InputProblem; readonly found: PartialFindings }
  | { readonly kind: 'unreadable'; readonly name: string }
  | { readonly kind: 'crashed' };

export default function Checker({ files }: CheckerProps): ReactNode {
  const [state, setState] = useState<CheckState>({ kind: 'reading' });
  useEffect(() => {
    let current = true;
    void check(files, {
      isCurrent: () => current,
      report: (next) => {
        // A result for files the reader has since replaced is dropped.
        if (current) setState(next);
        else if (next.kind !== 'analysing') dropped(files, 'its result is dropped');
      },
    });
    return () => {
      current = false;
    };
  }, [files]);

  const names = files.map((file) => file.name).join(', ');
  return (
    <div className={styles.result} data-state={state.kind}>
      {(state.kind === 'reading' || state.kind === 'analysing') && (
        <p className={styles.status} role="status">
          {state.kind === 'reading' ? 'Reading' : 'Checking'} {names}…
        </p>
      )}
      {state.kind === 'problem' && (
        <>
          <ProblemMessage problem={state.problem} />
          <PartialReport found={state.found} />
        </>
      )}
      {state.kind === 'unreadable' && (
        <div className="alert alert--danger margin-vert--md" role="alert">
          <p>
            The browser could not read {state.name}. It may have been moved or changed while the
            page read it; choose it again.
          </p>
        </div>
      )}
      {state.kind === 'crashed' && (
        <div className="alert alert--danger margin-vert--md" role="alert">
          <p>
            The checker stopped on these files: this is a fault of the checker, not necessarily of
            the model. Other files can still be checked.
          </p>
        </div>
      )}
      {state.kind === 'report' && (
        <>
          <ModelReportView report={state.report} />
          <LiveView report={state.report} inputs={state.inputs} />
        </>
      )}
    </div>
  );
}

interface Progress {
  /** Whether these files are still the reader's latest choice. */
  readonly isCurrent: () => boolean;
  readonly report: (state: CheckState) => void;
}

/** For whoever reads the console (and the test of stale results): a superseded check. */
function dropped(files: readonly File[], what: string): void {
  const names = files.map((file) => file.name).join(', ');
  console.debug(`[ModelChecker] ${names}: newer files were chosen, ${what}.`);
}

async function check(files: readonly File[], { isCurrent, report }: Progress): Promise<void> {
  const inputs: InputFile[] = [];
  for (const file of files) {
    try {
      inputs.push({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
    } catch {
      report({ kind: 'unreadable', name: file.name });
      return;
    }
  }
  // Superseded while reading: no need to spend the reader's CPU on the analysis.
  if (!isCurrent()) {
    dropped(files, 'not analysed');
    return;
  }
  report({ kind: 'analysing' });
  let result: AnalysisResult;
  try {
    result = await analyzeModel(inputs);
  } catch (error) {
    console.error('[ModelChecker] The analysis failed.', error);
    report({ kind: 'crashed' });
    return;
  }
  report(
    result.ok
      ? { kind: 'report', report: result.report, inputs }
      : {
          kind: 'problem',
          problem: result.problem,
          found: { validation: result.validation, extensions: result.extensions },
        },
  );
}
