/**
 * "Check your model": the part of the checker a page loads at first, kept
 * small. A drop zone that is also a file input; the size check runs on the
 * files' metadata before a byte is read; only then is the heavy part
 * (./Checker: the analysis, the report, the live view) fetched.
 *
 * Usage in MDX: <ModelChecker />
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
import { MAX_FILE_BYTES, refuseBeforeReading } from './analysis/refuse';
import type { InputProblem } from './analysis/types';
import type { CheckerProps } from './Checker';
import { formatBytes } from './format';
import ProblemMessage from './ProblemMessage';

/**
 * The shell's look, inline: a CSS module would go into the stylesheet every
 * page of the site loads (Docusaurus makes one), which has no room to spare
 * (tests/e2e/budgets.ts). The heavy part's CSS loads with its chunk
 * (plugins/model-checker).
 */
const STYLE = {
  checker: { margin: '1.5rem 0' },
  dropZone: {
    display: 'grid',
    justifyItems: 'center',
    gap: '0.75rem',
    padding: '2rem 1rem',
    textAlign: 'center',
    border: '2px dashed var(--ifm-color-emphasis-400)',
    borderRadius: 'var(--ifm-global-radius)',
    background: 'var(--ifm-color-emphasis-100)',
  },
  dragging: { borderColor: 'var(--ifm-color-primary)' },
  title: { margin: 0, fontWeight: 'var(--ifm-font-weight-semibold)' },
  // The input is real (keyboard, screen readers, tests) but drawn by its label.
  input: {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  focused: { outline: '3px solid var(--ifm-color-primary-darkest)', outlineOffset: 2 },
  hint: { margin: 0, fontSize: '0.875rem', color: 'var(--ifm-color-emphasis-700)' },
} satisfies Record<string, CSSProperties>;

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
      style={STYLE.checker}
      aria-label="Model checker"
      // The reader's report is not something to index for search.
      data-pagefind-ignore="all"
      data-wants-highlighter
    >
      <DropZone onFiles={choose} />
      {problem && <ProblemMessage problem={problem} />}
      {loadFailed && (
        <div className="alert alert--danger margin-vert--md" role="alert">
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
            <p className="margin-vert--md" role="status">
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
  // Whether the input has keyboard focus, which its label then shows.
  const [focused, setFocused] = useState(false);
  return (
    <div
      style={{ ...STYLE.dropZone, ...(dragging ? STYLE.dragging : {}) }}
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
      <p style={STYLE.title}>Drop a .glb here, or a .gltf with its .bin and textures</p>
      <input
        id={inputId}
        style={STYLE.input}
        type="file"
        multiple
        accept=".glb,.gltf,.bin,image/*"
        aria-describedby={hintId}
        onFocus={(event) => setFocused(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setFocused(false)}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Choosing the same file again (after editing it) must still count as a choice.
          event.currentTarget.value = '';
          onFiles(files);
        }}
      />
      <label
        htmlFor={inputId}
        className="button button--primary"
        style={focused ? STYLE.focused : undefined}
      >
        Choose files…
      </label>
      <p id={hintId} style={STYLE.hint}>
        Up to {formatBytes(MAX_FILE_BYTES)} in all. The files are read by this page in your browser;
        nothing is uploaded.
      </p>
    </div>
  );
}
