/**
 * The reader's model, rendered by Filament's WebAssembly build with the
 * checker's renderer (./renderer), after a click: the download is
 * about as large as a preview's. The bytes already in memory go straight to
 * Filament, so nothing is fetched for the model and nothing carries it out.
 * Framed as a plain `<Camera />` sees it (./framing), with
 * `transformToUnitCube` when the report advises it; animations playable.
 * Every failure leaves a message in the panel, never a blank one; unmounting
 * (another file, or leaving the page) releases the engine.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { PreviewHandle } from './renderer';
import { CONTEXT_ATTRIBUTES } from './context';
import { useLivePreviewData } from '../LivePreview/frame';
import { formatDownload } from '../../../shared/live-preview/poster';
import { PRESETS, type Float3, type SceneState } from '../../../shared/live-preview/scene';
import type { InputFile, ModelReport } from './analysis/types';
import { DEFAULT_CAMERA } from './framing';
import AnimationControls from './AnimationControls';
import styles from './styles.module.css';

export interface LiveViewProps {
  readonly report: ModelReport;
  readonly inputs: readonly InputFile[];
}

type Failure = 'no-webgl2' | 'load-failed' | 'context-lost' | 'model-failed';

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'live' }
  | { readonly kind: 'failed'; readonly failure: Failure; readonly detail?: string };

const FAILURES: Record<Failure, string> = {
  'no-webgl2':
    'This browser cannot show the model live: it has no WebGL 2. The report above does not need it.',
  'load-failed': "Filament's WebAssembly build could not be loaded.",
  'context-lost': 'The live view stopped: the browser took back its graphics context.',
  'model-failed': "Filament's WebAssembly build could not show this model.",
};

class LiveViewError extends Error {
  constructor(
    readonly failure: Failure,
    cause?: unknown,
  ) {
    super(FAILURES[failure], { cause });
  }
}

/** The scene state of a reader's model: the default light and camera, its first animation playing. */
function initialState(): SceneState {
  return {
    ...PRESETS.home.initial,
    camera: { ...DEFAULT_CAMERA },
    animator: { playing: true, animationIndex: 0 },
  };
}

export default function LiveView({ report, inputs }: LiveViewProps): ReactNode {
  const { wasmPath, downloadBytes, filamentVersion } = useLivePreviewData();
  const wasmUrl = useBaseUrl(wasmPath);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // Each start gets a fresh canvas: a lost context cannot come back on the old one.
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SceneState>(initialState);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const handleRef = useRef<PreviewHandle>(undefined);
  const stateRef = useRef(state);
  stateRef.current = state;
  const animations = report.contents.animations;
  const unitCube = report.size?.transformToUnitCube.advised ?? false;
  const model = useMemo(() => readerModel(report, inputs, unitCube), [report, inputs, unitCube]);

  useEffect(() => {
    if (attempt === 0) return undefined;
    const canvas = canvasRef.current;
    let cancelled = false;
    let handle: PreviewHandle | undefined;
    const fail = (error: unknown) => {
      handle?.dispose();
      handleRef.current = undefined;
      if (cancelled) return;
      const failure = error instanceof LiveViewError ? error.failure : 'model-failed';
      console.error(`[ModelChecker] ${FAILURES[failure]}`, error);
      setPhase({ kind: 'failed', failure, detail: failureDetail(error) });
    };
    (async () => {
      // Check WebGL 2 before downloading anything; Filament then reuses this context.
      if (!canvas?.getContext('webgl2', CONTEXT_ATTRIBUTES)) throw new LiveViewError('no-webgl2');
      const engine = await import(/* webpackChunkName: "filament-preview" */ './renderer')
        .then(async (module) => {
          await module.loadFilament(wasmUrl);
          return module;
        })
        .catch((error: unknown) => {
          throw new LiveViewError('load-failed', error);
        });
      if (cancelled) return;
      const created = await engine.createPreview({
        canvas,
        wasmUrl,
        readerModel: model,
        animated: animations.length > 0,
        state: stateRef.current,
        onCameraChange: (position: Float3) =>
          setState((current) => ({ ...current, camera: { ...current.camera, position } })),
        onContextLost: () => fail(new LiveViewError('context-lost')),
      });
      if (cancelled) {
        created.dispose();
        return;
      }
      handle = created;
      handleRef.current = created;
      setPhase({ kind: 'live' });
    })().catch(fail);
    return () => {
      cancelled = true;
      handle?.dispose();
      handleRef.current = undefined;
    };
    // Only a new attempt starts over; everything else is read when it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  useEffect(() => {
    handleRef.current?.update(state);
  }, [state]);

  const start = () => {
    setPhase({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };
  const live = phase.kind === 'live';

  return (
    <section className={styles.live} aria-labelledby="model-checker-live">
      <h2 id="model-checker-live" className={styles.liveTitle}>
        Seen live
      </h2>
      <div className={styles.stage} data-phase={phase.kind}>
        {attempt > 0 && phase.kind !== 'failed' && (
          <canvas
            key={attempt}
            ref={canvasRef}
            className={clsx(styles.canvas, live && styles.canvasLive)}
            tabIndex={live ? 0 : -1}
            aria-label={`${report.fileName}, rendered live. Drag to orbit, scroll or pinch to zoom; arrow keys and + or - work too.`}
          />
        )}
        {!live && (
          <div className={styles.overlay}>
            <Overlay phase={phase} download={formatDownload(downloadBytes)} onStart={start} />
          </div>
        )}
      </div>
      {model.files.size > 0 && report.container === 'gltf' && (
        <p className={styles.caption}>
          Shown with the separate files you chose. In the app, react-native-filament 1.11.0 loads
          the .gltf alone, without them: pack it into one .glb first.
        </p>
      )}
      {animations.length > 0 && (
        <AnimationControls
          animations={animations}
          value={state.animator}
          onChange={(animator) => setState((current) => ({ ...current, animator }))}
        />
      )}
      <p className={styles.caption}>
        Filament {filamentVersion} (WebAssembly, WebGL 2), framed as a plain{' '}
        <code>{'<Camera />'}</code> sees it: from [0, 0, 8] toward the origin through a 28 mm lens,
        {unitCube ? (
          <>
            {' '}
            after <code>transformToUnitCube</code>.
          </>
        ) : (
          ' at the size the file gives it.'
        )}{' '}
        Lit by a directional light like <code>{'<DefaultLight />'}</code>&apos;s and a plain
        environment.{' '}
        {live && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => setState((current) => ({ ...current, camera: { ...DEFAULT_CAMERA } }))}
          >
            Reset the view
          </button>
        )}
      </p>
    </section>
  );
}

function Overlay({
  phase,
  download,
  onStart,
}: {
  readonly phase: Phase;
  readonly download: string;
  readonly onStart: () => void;
}): ReactNode {
  if (phase.kind === 'loading') {
    return (
      <p className={styles.stageStatus} role="status">
        Loading Filament…
      </p>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <div className={styles.stageFailure} role="alert" data-failure={phase.failure}>
        <p>{FAILURES[phase.failure]}</p>
        {phase.detail && <p className={styles.detail}>{phase.detail}</p>}
        {phase.failure !== 'no-webgl2' && (
          <button type="button" className="button button--secondary button--sm" onClick={onStart}>
            Try again
          </button>
        )}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={clsx('button button--primary', styles.start)}
      onClick={onStart}
    >
      Show it live ({download} of Filament, your file stays here)
    </button>
  );
}

/** The engine's own words, when it gave any. */
function failureDetail(error: unknown): string | undefined {
  if (!(error instanceof Error) || error instanceof LiveViewError) return undefined;
  return error.message ? `Filament said: ${error.message}` : undefined;
}

/** The model file the report is about, and the others as the resources it may name. */
function readerModel(report: ModelReport, inputs: readonly InputFile[], unitCube: boolean) {
  const main = inputs.find((input) => input.name === report.fileName) ?? inputs[0];
  const files = new Map(inputs.filter((input) => input !== main).map((i) => [i.name, i.bytes]));
  return { bytes: main.bytes, files, transformToUnitCube: unitCube };
}
