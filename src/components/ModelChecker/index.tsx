/**
 * "Check your model": the part of the checker a page loads at first, kept
 * small. A drop zone that is also a file input; the size check runs on the
 * files' metadata before a byte is read; only then is the heavy part
 * (./Checker: the analysis, the report, the live view) fetched.
 *
 * Usage in MDX: <ModelChecker />
 */
import { useCallback, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import { MAX_FILE_BYTES, refuseBeforeReading } from './analysis/refuse';
import type { InputProblem } from './analysis/types';
import type { CheckerProps } from './Checker';
import { formatBytes } from './format';
import ProblemMessage from './ProblemMessage';
import styles from './styles.module.css';

/** One choice of files by the reader; a new choice gets a new id, so an older one can never win. */
interface Selection {
  readonly id: number;
  readonly files: readonly File[];
}

type Loaded = ComponentType<CheckerProps>;

export default function ModelChecker(): ReactNode {
  const [selection, setSelection] = useState<Selection>();
  const [problem, setProblem] = useState<InputProblem>();
  const [Checker, setChecker] = useState<Loaded>();
  const [loadFailed, setLoadFailed] = useState(false);
  const choices = useRef(0);

  const loadChecker = useCallback(() => {
    setLoadFailed(false);
    import(/* webpackChunkName: "model-checker" */ './Checker').then(
      (module) => setChecker(() => module.default),
      (error: unknown) => {
        console.error('[ModelChecker] The checker could not be loaded.', error);
        setLoadFailed(true);
      },
    );
  }, []);

  const choose = useCallback(
    (files: readonly File[]) => {
      const id = ++choices.current;
      // Sizes and names only: a 300 MB file is refused without reading it.
      const refusal = refuseBeforeReading(files);
      setProblem(refusal ?? undefined);
      setSelection(refusal ? undefined : { id, files });
      if (!refusal && !Checker) loadChecker();
    },
    [Checker, loadChecker],
  );

  return (
    <section
      className={styles.checker}
      aria-label="Model checker"
      // The reader's report is not something to index for search.
      data-pagefind-ignore="all"
      data-wants-highlighter
    >
      <DropZone onFiles={choose} />
      {problem && <ProblemMessage problem={problem} />}
      {loadFailed && (
        <div className={styles.alert} role="alert">
          <p>The checker could not be loaded. Check the connection, then try again.</p>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={loadChecker}
          >
            Retry
          </button>
        </div>
      )}
      {selection &&
        (Checker ? (
          <Checker key={selection.id} files={selection.files} />
        ) : (
          !loadFailed && (
            <p className={styles.status} role="status">
              Loading the checker…
            </p>
          )
        ))}
    </section>
  );
}

/** The file input, with its label as the visible button, inside an area that takes dropped files. */
function DropZone({ onFiles }: { readonly onFiles: (files: readonly File[]) => void }): ReactNode {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <div
      className={clsx(styles.dropZone, dragging && styles.dragging)}
      data-dragging={dragging || undefined}
      onDragEnter={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => {
        // Without this the browser opens the dropped file instead of handing it to the page.
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      <p className={styles.dropTitle}>Drop a .glb here, or a .gltf with its .bin and textures</p>
      <input
        id={inputId}
        className={styles.input}
        type="file"
        multiple
        accept=".glb,.gltf,.bin,image/*"
        aria-describedby={hintId}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Choosing the same file again (after editing it) must still count as a choice.
          event.currentTarget.value = '';
          onFiles(files);
        }}
      />
      <label htmlFor={inputId} className={clsx('button button--primary', styles.choose)}>
        Choose files…
      </label>
      <p id={hintId} className={styles.hint}>
        Up to {formatBytes(MAX_FILE_BYTES)} in all. The files are read by this page in your browser;
        nothing is uploaded.
      </p>
    </div>
  );
}
