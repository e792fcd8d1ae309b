/**
 * The live half of the stage, loaded on the reader's click: checks WebGL 2,
 * loads the engine chunk and the wasm, shows the scene in place of the
 * poster, keeps it in step with the knobs, and falls back to the poster with
 * a retry when anything fails. Disposes of the engine on unmount.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { FrameStats, PreviewHandle } from './engine';
import { CONTEXT_ATTRIBUTES } from './context';
import {
  Caption,
  Failed,
  Loading,
  PosterFrame,
  reportFailure,
  useLivePreviewData,
  type Failure,
  type LiveStageProps,
} from './frame';
import { POSTER_ALT } from '../../../shared/live-preview/poster';
import { PRESETS, type Float3 } from '../../../shared/live-preview/scene';
import styles from './styles.module.css';

type Phase =
  | { readonly kind: 'loading' }
  | { readonly kind: 'live' }
  | { readonly kind: 'failed'; readonly reason: Failure };

class PreviewError extends Error {
  constructor(readonly reason: Failure) {
    super(reason);
  }
}

export default function LiveCanvas({
  preset: presetName,
  state: stateProp,
  onCameraChange,
  sizes,
  className,
}: LiveStageProps): ReactNode {
  const preset = PRESETS[presetName];
  const state = stateProp ?? preset.initial;
  const { wasmPath } = useLivePreviewData();
  const wasmUrl = useBaseUrl(wasmPath);
  const modelUrl = useBaseUrl(`/models/${preset.model}.glb`);
  const floorUrl = useBaseUrl('/models/floor.glb');

  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  // Each attempt gets a fresh canvas: a lost context cannot come back on the old one.
  const [attempt, setAttempt] = useState(1);
  const [stats, setStats] = useState<FrameStats>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const handleRef = useRef<PreviewHandle>(undefined);
  const stateRef = useRef(state);
  stateRef.current = state;
  const cameraListener = useRef(onCameraChange);
  cameraListener.current = onCameraChange;
  const reportCamera = useCallback((position: Float3) => cameraListener.current?.(position), []);

  useEffect(() => {
    const canvas = canvasRef.current;
    let cancelled = false;
    let handle: PreviewHandle | undefined;
    const fail = (reason: Failure, error?: unknown) => {
      handle?.dispose();
      handleRef.current = undefined;
      if (cancelled) return;
      reportFailure(reason, error);
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

  const retry = () => {
    setPhase({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  const live = phase.kind === 'live';
  return (
    <div
      className={clsx(styles.stageBlock, className)}
      data-preset={preset.name}
      data-phase={phase.kind}
    >
      <div className={styles.stage}>
        {phase.kind !== 'failed' && (
          <canvas
            key={attempt}
            ref={canvasRef}
            className={clsx(styles.canvas, live && styles.canvasLive)}
            tabIndex={live ? 0 : -1}
            aria-label={`${POSTER_ALT[preset.name]}. Drag to orbit, scroll or pinch to zoom; arrow keys and + or - work too.`}
            // Measured timings, for tests and for anyone curious in the inspector.
            data-render-ms={stats?.renderMs.toFixed(1)}
            data-frame-interval-ms={stats?.frameIntervalMs.toFixed(1)}
            data-anti-aliasing={stats?.antiAliasing}
          />
        )}
        {!live && (
          <PosterFrame preset={preset.name} sizes={sizes}>
            {phase.kind === 'loading' && <Loading />}
            {phase.kind === 'failed' && <Failed reason={phase.reason} onRetry={retry} />}
          </PosterFrame>
        )}
      </div>
      <Caption live={live} />
    </div>
  );
}
