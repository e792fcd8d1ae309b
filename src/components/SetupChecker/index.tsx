/**
 * "Check your setup": the part the page loads at first, kept small. A file
 * input (which also takes dropped files) and a paste box per file; the
 * rules engine and Babel's parser (./Report and ./rules) load in their own
 * chunk the first time the reader checks something.
 *
 * Usage in MDX: <SetupChecker />
 */
import {
  useCallback,
  useId,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import FileDropZone from '../FileDropZone';
import { MAX_FILE_BYTES, PASTE_BOXES } from './kinds';
import type { ReportProps } from './Report';
import type { SetupFile } from './rules/types';

/** Inline styles: a CSS module would go into the stylesheet every page loads (tests/e2e/budgets.ts). */
const STYLE = {
  checker: { margin: '1.5rem 0' },
  paste: { marginTop: '1rem' },
  box: { display: 'grid', gap: '0.25rem', marginBottom: '0.75rem' },
  textarea: {
    width: '100%',
    minHeight: '6rem',
    fontFamily: 'var(--ifm-font-family-monospace)',
    fontSize: '0.8125rem',
    padding: '0.5rem',
    border: '1px solid var(--ifm-color-emphasis-500)',
    borderRadius: 'var(--ifm-global-radius)',
    background: 'var(--ifm-background-color)',
    color: 'var(--ifm-font-color-base)',
  },
} satisfies Record<string, CSSProperties>;

/** The drop zone's words: what to drop, and what is read and how. */
const DROP_TITLE = 'Drop your project’s files here: package.json first, then any of the others';
const DROP_HINT =
  'package.json, babel.config.js, metro.config.js, app.json or app.config.*, ios/Podfile, ios/Podfile.lock, ios/Podfile.properties.json, android/gradle.properties, android/build.gradle, android/app/build.gradle. They are read by this page in your browser and never uploaded; config files are parsed, never run.';

type Loaded = ComponentType<ReportProps>;

/** One check the reader asked for; a new one gets a new id, so an older one can never win. */
interface Run {
  readonly id: number;
  readonly files: readonly SetupFile[];
  readonly unreadable: readonly string[];
}

/** Reads chosen files as text; a file too big or unreadable is named, not read. */
async function readChosen(
  files: readonly File[],
): Promise<{ read: SetupFile[]; unreadable: string[] }> {
  const read: SetupFile[] = [];
  const unreadable: string[] = [];
  for (const file of files) {
    if (file.size > MAX_FILE_BYTES) {
      unreadable.push(
        `${file.name} is ${Math.round(file.size / 1024)} KB, larger than any config file this page reads, so it was left out.`,
      );
      continue;
    }
    try {
      read.push({ name: file.webkitRelativePath || file.name, text: await file.text() });
    } catch {
      unreadable.push(`${file.name} could not be read by the browser, so it was left out.`);
    }
  }
  return { read, unreadable };
}

export default function SetupChecker(): ReactNode {
  const [run, setRun] = useState<Run>();
  const [Report, setReport] = useState<Loaded>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [pasted, setPasted] = useState<Readonly<Record<string, string>>>({});
  const runs = useRef(0);

  const loadReport = useCallback(() => {
    setLoadFailed(false);
    import(/* webpackChunkName: "setup-checker" */ './Report').then(
      (module) => setReport(() => module.default),
      (error: unknown) => {
        console.error('[SetupChecker] The checker could not be loaded.', error);
        setLoadFailed(true);
      },
    );
  }, []);

  const check = useCallback(
    (files: readonly SetupFile[], unreadable: readonly string[]) => {
      setRun({ id: ++runs.current, files, unreadable });
      if (!Report) loadReport();
    },
    [Report, loadReport],
  );

  const choose = useCallback(
    (files: readonly File[]) => {
      void readChosen(files).then(({ read, unreadable }) => check(read, unreadable));
    },
    [check],
  );

  const checkPasted = () => {
    const files = PASTE_BOXES.filter((box) => pasted[box.kind]?.trim()).map((box) => ({
      name: box.name,
      kind: box.kind,
      text: pasted[box.kind],
    }));
    check(files, []);
  };

  return (
    <section style={STYLE.checker} aria-label="Setup checker" data-pagefind-ignore="all">
      <FileDropZone compact title={DROP_TITLE} hint={DROP_HINT} onFiles={choose} />
      <details style={STYLE.paste}>
        <summary>Or paste the files’ text</summary>
        {PASTE_BOXES.map((box) => (
          <PasteField
            key={box.kind}
            label={box.label}
            value={pasted[box.kind] ?? ''}
            onChange={(text) => setPasted((old) => ({ ...old, [box.kind]: text }))}
          />
        ))}
        <button type="button" className="button button--primary" onClick={checkPasted}>
          Check the pasted files
        </button>
      </details>
      {loadFailed && (
        <div className="alert alert--danger margin-vert--md" role="alert">
          <p>The checker could not be loaded. Check the connection, then try again.</p>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={loadReport}
          >
            Retry
          </button>
        </div>
      )}
      {run &&
        (Report ? (
          <Report key={run.id} files={run.files} unreadable={run.unreadable} />
        ) : (
          !loadFailed && (
            <p className="margin-vert--md" role="status">
              Loading the checker…
            </p>
          )
        ))}
    </section>
  );
}

function PasteField({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
}): ReactNode {
  const id = useId();
  return (
    <div style={STYLE.box}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        style={STYLE.textarea}
        value={value}
        spellCheck={false}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
