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
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import FileDropZone from '../FileDropZone';
import { MAX_FILE_BYTES, refuseBeforeReading } from './analysis/refuse';
import type { InputProblem } from './analysis/types';
import type { CheckerProps } from './Checker';
import { formatBytes } from './format';
import ProblemMessage from './ProblemMessage';

/**
 * The section's margin, inline: a CSS module would go into the stylesheet
 * every page of the site loads (Docusaurus makes one), which has no room to
 * spare (tests/e2e/budgets.ts). The heavy part's CSS loads with its chunk
 * (plugins/model-checker).
 */
const SECTION_STYLE: CSSProperties = { margin: '1.5rem 0' };

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
      style={SECTION_STYLE}
      aria-label="Model checker"
      // The reader's report is not something to index for search.
      data-pagefind-ignore="all"
      data-wants-highlighter
    >
      <FileDropZone
        title="Drop a .glb here, or a .gltf with its .bin and textures"
        accept=".glb,.gltf,.bin,image/*"
        hint={`Up to ${formatBytes(MAX_FILE_BYTES)} in all. The files are read by this page in your browser; nothing is uploaded.`}
        onFiles={choose}
      />
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
