/**
 * The canvas half of a live preview: a poster and a button first; on click,
 * the Filament engine chunk and its wasm, then the live scene in place.
 * Used alone on the home page (nothing else needed there) and by LivePreview.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { FrameStats, PreviewHandle } from './engine';
import { CONTEXT_ATTRIBUTES } from './context';
import { formatDownload, POSTER_SIZE, posterPath } from './poster';
import { PRESETS, type Float3, type PresetName, type SceneState } from './scene';
import styles from './styles.module.css';

export interface LiveStageProps {
  readonly preset: PresetName;
  /** The knob state to show; the preset's own when left out (home page). */
  readonly state?: SceneState;
  /** Called when the reader orbits or zooms (the camera moved around its target). */
  readonly onCameraChange?: (position: Float3) => void;
  /** The poster is the page's main image (home hero): load it at once. */
  readonly eager?: boolean;
  readonly className?: string;
}

/** Global data of scripts/live-preview/docusaurus-plugin.ts. */
interface PluginData {
  readonly filamentVersion: string;
  readonly wasmPath: string;
  readonly downloadBytes: number;
}

type Failure = 'no-webgl2' | 'load-failed' | 'context-lost';

type Phase =
  | { readonly kind: 'poster' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'live' }
  | { readonly kind: 'failed'; readonly reason: Failure };

const FAILURE_MESSAGES: Record<Failure, string> = {
  'no-webgl2': 'This browser cannot show the live preview: it has no WebGL 2.',
  'load-failed': 'The live preview could not be loaded.',
  'context-lost': 'The live preview stopped: the browser took back its graphics context.',
};

class PreviewError extends Error {
  constructor(readonly reason: Failure) {
    super(FAILURE_MESSAGES[reason]);
  }
}

/** What Chromium says about the connection. */
interface NetworkInformation {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** A reason to think twice before downloading, if the browser gives one. */
function dataWarning(): string | undefined {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return 'data saver is on';
  if (connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g') {
    return 'slow connection';
  }
  return undefined;
}

function PosterFrame({
  preset,
  eager,
  children,
}: {
  readonly preset: PresetName;
  readonly eager: boolean;
  readonly children: ReactNode;
}): ReactNode {
  const posterUrl = useBaseUrl(posterPath(preset));
  return (
    <div className={styles.posterLayer}>
      <img
        className={styles.poster}
        src={posterUrl}
        width={POSTER_SIZE.width}
        height={POSTER_SIZE.height}
        alt={PRESETS[preset].description}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
      />
      <div className={styles.overlay}>{children}</div>
    </div>
  );
}

function Failed({
  message,
  onRetry,
}: {
  readonly message: string;
  readonly onRetry: () => void;
}): ReactNode {
  return (
    <div className={styles.failure} role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** Whatever goes wrong inside, the page around it keeps working. */
export default function LiveStage(props: LiveStageProps): ReactNode {
  return (
    <ErrorBoundary
      fallback={({ tryAgain }) => (
        <div className={clsx(styles.stage, props.className)} data-phase="failed">
          <PosterFrame preset={props.preset} eager={false}>
            <Failed message={FAILURE_MESSAGES['load-failed']} onRetry={tryAgain} />
          </PosterFrame>
        </div>
      )}
    >
      <Stage {...props} />
    </ErrorBoundary>
  );
}

function Stage({
  preset: presetName,
  state: stateProp,
  onCameraChange,
  eager = false,
  className,
}: LiveStageProps): ReactNode {
  const preset = PRESETS[presetName];
  if (!preset) throw new Error(`Unknown live preview preset "${presetName}"`);
  const state = stateProp ?? preset.initial;
  const plugin = usePluginData('live-preview') as PluginData;
  const wasmUrl = useBaseUrl(plugin.wasmPath);
  const modelUrl = useBaseUrl(`/models/${preset.model}.glb`);
  const floorUrl = useBaseUrl('/models/floor.glb');

  const [phase, setPhase] = useState<Phase>({ kind: 'poster' });
  const [attempt, setAttempt] = useState(0);
  const [warning, setWarning] = useState<string>();
  const [stats, setStats] = useState<FrameStats>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const handleRef = useRef<PreviewHandle>(undefined);
  const stateRef = useRef(state);
  stateRef.current = state;
  const cameraListener = useRef(onCameraChange);
  cameraListener.current = onCameraChange;
  const reportCamera = useCallback((position: Float3) => cameraListener.current?.(position), []);

  // The connection is only known in the browser, after hydration.
  useEffect(() => setWarning(dataWarning()), []);

  useEffect(() => {
    if (attempt === 0) return undefined;
    const canvas = canvasRef.current;
    let cancelled = false;
    let handle: PreviewHandle | undefined;
    const fail = (reason: Failure, error?: unknown) => {
      handle?.dispose();
      handleRef.current = undefined;
      if (cancelled) return;
      // One report per failure, for whoever reads the console.
      console.error(`[LivePreview] ${FAILURE_MESSAGES[reason]}`, error ?? '');
      setPhase({ kind: 'failed', reason });
    };
    (async () => {
      // Check WebGL 2 before downloading anything; Filament then reuses this context.
      if (!canvas?.getContext('webgl2', CONTEXT_ATTRIBUTES)) throw new PreviewError('no-webgl2');
      const { createPreview } = await import(/* webpackChunkName: "filament-preview" */ './engine');
      if (cancelled) return;
      const created = await createPreview({
        canvas,
        wasmUrl,
        modelUrl,
        floorUrl,
        preset,
        state: stateRef.current,
        onCameraChange: reportCamera,
        onContextLost: () => fail('context-lost'),
      });
      if (cancelled) {
        created.dispose();
        return;
      }
      handle = created;
      handleRef.current = created;
      setPhase({ kind: 'live' });
    })().catch((error: unknown) =>
      fail(error instanceof PreviewError ? error.reason : 'load-failed', error),
    );
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

  // Frame timings, sampled once a second.
  useEffect(() => {
    if (phase.kind !== 'live') return undefined;
    const timer = window.setInterval(() => {
      const latest = handleRef.current?.stats();
      if (latest && latest.frames > 0) setStats(latest);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [phase.kind]);

  const start = () => {
    setPhase({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  const showCanvas = phase.kind === 'loading' || phase.kind === 'live';
  const label = `Load interactive 3D preview (${formatDownload(plugin.downloadBytes)}${warning ? `, ${warning}` : ''})`;

  return (
    <div
      className={clsx(styles.stageBlock, className)}
      data-preset={preset.name}
      data-phase={phase.kind}
    >
      <div className={styles.stage}>
        {showCanvas && (
          <canvas
            key={attempt}
            ref={canvasRef}
            className={clsx(styles.canvas, phase.kind === 'live' && styles.canvasLive)}
            tabIndex={phase.kind === 'live' ? 0 : -1}
            aria-label={`${preset.description}. Drag to orbit, scroll or pinch to zoom; arrow keys and + or - work too.`}
            // Measured timings, for tests and for anyone curious in the inspector.
            data-render-ms={stats?.renderMs.toFixed(1)}
            data-frame-interval-ms={stats?.frameIntervalMs.toFixed(1)}
            data-anti-aliasing={stats?.antiAliasing}
          />
        )}
        {phase.kind !== 'live' && (
          <PosterFrame preset={preset.name} eager={eager}>
            {phase.kind === 'poster' && (
              <button
                type="button"
                className={clsx('button button--primary', styles.load)}
                onClick={start}
              >
                {label}
              </button>
            )}
            {phase.kind === 'loading' && (
              <p className={styles.status} role="status">
                Loading Filament…
              </p>
            )}
            {phase.kind === 'failed' && (
              <Failed message={FAILURE_MESSAGES[phase.reason]} onRetry={start} />
            )}
          </PosterFrame>
        )}
      </div>
      <p className={styles.caption}>
        {phase.kind === 'live'
          ? `Rendered live by Filament ${plugin.filamentVersion} (WebAssembly, WebGL 2).`
          : `Still image of the scene, rendered by Filament ${plugin.filamentVersion}.`}
      </p>
    </div>
  );
}
