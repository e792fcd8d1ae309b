/**
 * The reader's model, live after a click: a small react-native-filament
 * scene (./liveScene, shown under the view) run by the library's own code on
 * the web host, as the live previews run theirs (../LivePreview/useHostPreview).
 * The reader's files go to the host in memory: `require('./assets/<name>')`
 * reads them, and a .gltf's other files reach Filament's loader from there,
 * so nothing is fetched for the model and nothing carries it out. Framed as
 * a plain `<Camera />` sees it (./framing), with `transformToUnitCube` when
 * the report advises it; animations play through `<Animator>`, and the orbit
 * writes `cameraPosition`. Every failure leaves a message in the panel, never
 * a blank one; unmounting (another file, or leaving the page) releases the engine.
 */
import { useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import { useFilamentWasmData } from '@site/plugins/filament-wasm/client';
import { useWebHostData } from '@site/plugins/web-host/client';
import LiveStage from '../LiveStage';
import { useOrbit } from '../LivePreview/orbit';
import { useHostPreview, type HostFailure } from '../LivePreview/useHostPreview';
import type { AnimatorKnobs, Float3 } from '../../../shared/live-preview/scene';
import type { InputFile, ModelReport } from './analysis/types';
import { DEFAULT_CAMERA } from './framing';
import { formatBytes } from './format';
import { LIVE_SCENE_NAME, liveScene } from './liveScene';
import AnimationControls from './AnimationControls';
import styles from './styles.module.css';

export interface LiveViewProps {
  readonly report: ModelReport;
  readonly inputs: readonly InputFile[];
}

type Failure = 'no-webgl2' | 'load-failed' | 'context-lost' | 'model-failed' | 'decode-failed';

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'live' }
  | { readonly kind: 'failed'; readonly failure: Failure; readonly detail?: string };

const FAILURES: Record<Failure, string> = {
  'no-webgl2':
    'This browser cannot show the model live: it has no WebGL 2. The report above does not need it.',
  'load-failed': "The library's web host or Filament's WebAssembly build could not be loaded.",
  'context-lost': 'The live view stopped: the browser took back its graphics context.',
  'model-failed': 'Filament could not show this model.',
  'decode-failed':
    "The page could not decode this file's compressed geometry to show it live. The report above does not need it.",
};

/** The chosen files, the model's compressed geometry decoded (./analysis/live-bytes, its own chunk). */
async function liveInputs(inputs: readonly InputFile[]): Promise<readonly InputFile[]> {
  const { decodedForLive } = await import(
    /* webpackChunkName: "model-live-decode" */ './analysis/live-bytes'
  );
  return decodedForLive(inputs);
}

/** The scene failing is the model failing: the text is ours (liveScene), the file is the reader's. */
const asFailure = (failure: HostFailure): Failure =>
  failure === 'scene-failed' ? 'model-failed' : failure;

/** The engine's own words, when it gave any. */
function failureDetail(failure: Failure, error: unknown): string | undefined {
  if (failure !== 'model-failed' || !(error instanceof Error) || !error.message) return undefined;
  return `Filament said: ${error.message}`;
}

/** The model file the report is about, and every chosen file by name (the .gltf's others among them). */
function readerFiles(report: ModelReport, inputs: readonly InputFile[]) {
  const main = inputs.find((input) => input.name === report.fileName) ?? inputs[0]!;
  const files = new Map(inputs.map((input) => [input.name, input.bytes]));
  return { fileName: main.name, files, separate: inputs.length > 1 };
}

/** Compressed geometry (meshopt, Draco) that Filament's WebAssembly build would not decode. */
const hasCompression = (report: ModelReport): boolean =>
  report.extensions.some(
    (e) => e.name === 'EXT_meshopt_compression' || e.name === 'KHR_draco_mesh_compression',
  );

/** The stage (a fresh one per start) under the overlay that starts it, says it loads, or says why it failed. */
function CheckerStage({
  phase,
  attempt,
  stage,
  label,
  download,
  onStart,
}: {
  readonly phase: Phase;
  readonly attempt: number;
  readonly stage: RefObject<HTMLDivElement>;
  readonly label: string;
  readonly download: string;
  readonly onStart: () => void;
}): ReactNode {
  const live = phase.kind === 'live';
  return (
    <LiveStage
      live={live}
      phase={phase.kind}
      canvas={attempt > 0 && phase.kind !== 'failed' ? { ref: stage, attempt, label } : undefined}
    >
      <div className={styles.overlay}>
        <Overlay phase={phase} download={download} onStart={onStart} />
      </div>
    </LiveStage>
  );
}

/**
 * The live view's state: the phase, a fresh stage per start, the knobs, the
 * files the host gets (decoded first when compressed) and the scene's code.
 */
function useLiveModel({ report, inputs }: LiveViewProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // Each start gets a fresh stage: a lost context cannot come back on the old one.
  const [attempt, setAttempt] = useState(0);
  const [animator, setAnimator] = useState<AnimatorKnobs>({ playing: true, animationIndex: 0 });
  const [cameraPosition, setCameraPosition] = useState<Float3>(DEFAULT_CAMERA.position);
  const stage = useRef<HTMLDivElement>(null);
  const animations = report.contents.animations;
  const unitCube = report.size?.transformToUnitCube.advised ?? false;
  const scaleByHand = report.size?.scaleByHand;
  const compressed = hasCompression(report);
  // For a compressed file, the decoded copy the host is given (set on the first click).
  const [decoded, setDecoded] = useState<readonly InputFile[]>();
  const model = useMemo(() => readerFiles(report, decoded ?? inputs), [report, decoded, inputs]);
  const source = useMemo(
    () =>
      liveScene({
        fileName: model.fileName,
        transformToUnitCube: unitCube,
        scaleByHand,
        animator: animations.length > 0 ? animator : undefined,
        cameraPosition,
      }),
    [model.fileName, unitCube, scaleByHand, animations.length, animator, cameraPosition],
  );
  const live = phase.kind === 'live';

  useHostPreview(
    stage,
    attempt,
    { source },
    {
      fileName: `${LIVE_SCENE_NAME}.tsx`,
      files: model.files,
      onLive: () => setPhase({ kind: 'live' }),
      onFailure: (hostFailure, error) => {
        const failure = asFailure(hostFailure);
        console.error(`[ModelChecker] ${FAILURES[failure]}`, error ?? '');
        setPhase({ kind: 'failed', failure, detail: failureDetail(failure, error) });
      },
    },
  );
  useOrbit(stage, live, { ...DEFAULT_CAMERA, position: cameraPosition }, setCameraPosition);

  const start = async () => {
    setPhase({ kind: 'loading' });
    if (compressed && !decoded) {
      try {
        setDecoded(await liveInputs(inputs));
      } catch (error) {
        console.error(`[ModelChecker] ${FAILURES['decode-failed']}`, error);
        setPhase({ kind: 'failed', failure: 'decode-failed' });
        return;
      }
    }
    setAttempt((n) => n + 1);
  };

  return {
    phase,
    attempt,
    stage,
    live,
    start,
    model,
    source,
    animator,
    setAnimator,
    setCameraPosition,
  };
}

export default function LiveView({ report, inputs }: LiveViewProps): ReactNode {
  const { filamentVersion } = useFilamentWasmData();
  const { checkerBytes } = useWebHostData();
  // What GitHub Pages sends for the host's files (plugins/web-host/download.ts): the scripts
  // gzipped, the gzip twins of Filament's wasm and of the light file at their own size.
  const download = `≈ ${formatBytes(checkerBytes)}`;
  const view = useLiveModel({ report, inputs });
  const { phase, attempt, stage, live, start, model, source } = view;
  const animations = report.contents.animations;
  const unitCube = report.size?.transformToUnitCube.advised ?? false;
  const scaleByHand = report.size?.scaleByHand;
  const compressed = hasCompression(report);

  return (
    <section className={styles.live} aria-labelledby="model-checker-live">
      <h2 id="model-checker-live" className={styles.liveTitle}>
        Seen live
      </h2>
      <CheckerStage
        phase={phase}
        attempt={attempt}
        stage={stage}
        label={`${report.fileName}, rendered live. Drag to orbit, scroll or pinch to zoom; arrow keys and + or - work too.`}
        download={download}
        onStart={() => void start()}
      />
      {compressed && (
        <p className={styles.caption}>
          Shown from a copy this page decoded: Filament&apos;s WebAssembly build does not decode
          meshopt or Draco geometry, while the app&apos;s loader does.
        </p>
      )}
      {model.separate && report.container === 'gltf' && (
        <p className={styles.caption}>
          Shown with the separate files you chose. In the app, react-native-filament 1.11.0 loads
          the .gltf alone, without them: pack it into one .glb first.
        </p>
      )}
      {animations.length > 0 && (
        <AnimationControls
          animations={animations}
          value={view.animator}
          onChange={view.setAnimator}
        />
      )}
      <p className={styles.caption}>
        react-native-filament&apos;s own code on Filament {filamentVersion} (WebAssembly, WebGL 2):
        a plain <code>{'<Camera />'}</code> (from [0, 0, 8] toward the origin through a 28 mm lens)
        and <code>{'<DefaultLight />'}</code>, with the model
        {scaleByHand ? (
          <>
            {' '}
            scaled by hand (<code>transformToUnitCube</code> would shrink it to nothing).
          </>
        ) : unitCube ? (
          <>
            {' '}
            after <code>transformToUnitCube</code>.
          </>
        ) : (
          ' at the size the file gives it.'
        )}{' '}
        {live && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => view.setCameraPosition(DEFAULT_CAMERA.position)}
          >
            Reset the view
          </button>
        )}
      </p>
      <details className={styles.caption}>
        <summary>The code this view runs</summary>
        <pre className={styles.code}>
          <code>{source}</code>
        </pre>
      </details>
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
      Show it live ({download} from this site: the library, Filament and its light; your file stays
      here)
    </button>
  );
}
