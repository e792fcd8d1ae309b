/**
 * The live half of the stage, loaded on the reader's click: checks WebGL 2,
 * imports the web host (plugins/web-host, bundled apart from the site) and
 * runs the preview's JSX, the very text shown beside it (toJsx), on the
 * library's own code. Each knob change or orbit gesture writes a new text,
 * which the running scene takes without a new engine (the host's
 * runPreview). Falls back to the poster with a retry when anything fails;
 * unmounting releases the engine.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { RunningPreview, runPreview } from '../../../plugins/web-host/runtime/preview';
import { PAGE_MODULES } from '../../../plugins/web-host/client/page-modules';
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
import { useOrbit } from './orbit';
import { toJsx } from '../../../shared/live-preview/jsx';
import { POSTER_ALT } from '../../../shared/live-preview/poster';
import { PRESETS, type Float3, type SceneState } from '../../../shared/live-preview/scene';
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

interface Host {
  readonly runPreview: typeof runPreview;
}

/** Checks WebGL 2 before anything is downloaded; the probe's context is given back at once. */
function hasWebGL2(): boolean {
  const context = document.createElement('canvas').getContext('webgl2');
  context?.getExtension('WEBGL_lose_context')?.loseContext();
  return context !== null;
}

/**
 * `<Camera>` sets its lens only when the view's aspect ratio changes
 * (react-native-filament src/react/Camera.tsx:84-89): a new focal length
 * reaches the picture only with a new mount, as it would in an app.
 */
const needsRemount = (before: SceneState, after: SceneState) =>
  before.camera.focalLength !== after.camera.focalLength;

interface Started {
  readonly source: string;
  readonly state: SceneState;
}

interface StartOptions {
  readonly hostUrl: string;
  readonly wasmUrl: string;
  readonly fileName: string;
  /** The knobs' latest text and state (they may change while the host loads). */
  readonly latest: () => Started;
  readonly cancelled: () => boolean;
  readonly onError: (error: unknown) => void;
}

/**
 * Imports the host and runs the text the knobs show; resolves to the running
 * preview and the state its text came from, or undefined when cancelled.
 */
async function startPreview(
  element: HTMLElement,
  options: StartOptions,
): Promise<{ preview: RunningPreview; ran: SceneState } | undefined> {
  if (!hasWebGL2()) throw new PreviewError('no-webgl2');
  const host = (await import(/* webpackIgnore: true */ options.hostUrl)) as Host;
  if (options.cancelled()) return undefined;
  const started = options.latest();
  const preview = await host.runPreview(element, {
    wasmUrl: options.wasmUrl,
    modules: PAGE_MODULES,
    source: started.source,
    fileName: options.fileName,
    onError: options.onError,
  });
  if (options.cancelled()) {
    preview.unmount();
    return undefined;
  }
  // Knobs turned while it loaded: run what they wrote since.
  const now = options.latest();
  if (now.source !== started.source)
    preview.update(now.source, { remount: needsRemount(started.state, now.state) });
  return { preview, ran: now.state };
}

/** The preview's scene running on the host in `stage`, from the attempt's start until unmount. */
function useHostPreview(
  stage: RefObject<HTMLDivElement | null>,
  attempt: number,
  { source, state }: Started,
  fileName: string,
  onPhase: (phase: Phase) => void,
): void {
  const { wasmPath } = useLivePreviewData();
  const wasmUrl = useBaseUrl(`/${wasmPath}`);
  const hostUrl = useBaseUrl('/web-host/host.js');
  const running = useRef<RunningPreview>(undefined);
  const latest = useRef<Started>({ source, state });
  latest.current = { source, state };
  /** The state whose text last ran: a new focal length needs a new mount. */
  const ran = useRef(state);
  /** Ends the running attempt with a message and a retry (set by the attempt). */
  const failure = useRef<(reason: Failure, error?: unknown) => void>(undefined);

  useEffect(() => {
    const element = stage.current!;
    let cancelled = false;
    const fail = (reason: Failure, error?: unknown) => {
      running.current?.unmount();
      running.current = undefined;
      if (cancelled) return;
      cancelled = true;
      reportFailure(reason, error);
      onPhase({ kind: 'failed', reason });
    };
    failure.current = fail;
    const lost = () => fail('context-lost');
    // The engine's canvas is the host's: its context events pass the stage on their way down.
    element.addEventListener('webglcontextlost', lost, true);
    startPreview(element, {
      hostUrl,
      wasmUrl,
      fileName,
      latest: () => latest.current,
      cancelled: () => cancelled,
      onError: (error) => fail('load-failed', error),
    }).then(
      (started) => {
        if (!started) return;
        running.current = started.preview;
        ran.current = started.ran;
        onPhase({ kind: 'live' });
      },
      (error: unknown) => fail(error instanceof PreviewError ? error.reason : 'load-failed', error),
    );
    return () => {
      cancelled = true;
      element.removeEventListener('webglcontextlost', lost, true);
      running.current?.unmount();
      running.current = undefined;
    };
    // Only a new attempt starts over; everything else is read when it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  // A new text: the running scene takes it (the first one ran when it started).
  useEffect(() => {
    const preview = running.current;
    if (!preview || stage.current?.dataset.source === source) return;
    try {
      preview.update(source, { remount: needsRemount(ran.current, state) });
      ran.current = state;
    } catch (error) {
      // toJsx writes every text: one that does not compile is a bug, shown as a failure.
      failure.current?.('load-failed', error);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);
}

export default function LiveCanvas({
  preset: presetName,
  state: stateProp,
  onCameraChange,
  sizes,
  className,
}: LiveStageProps): ReactNode {
  const preset = PRESETS[presetName];
  // The home stage has no knobs: its orbit changes a state of its own.
  const [ownState, setOwnState] = useState(preset.initial);
  const state = stateProp ?? ownState;
  const source = useMemo(() => toJsx(preset, state), [preset, state]);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  // Each attempt gets a fresh stage: a lost context cannot come back on the old one.
  const [attempt, setAttempt] = useState(1);
  const stage = useRef<HTMLDivElement>(null);
  const live = phase.kind === 'live';

  useHostPreview(stage, attempt, { source, state }, `${preset.componentName}.tsx`, setPhase);
  useOrbit(stage, live, state.camera, (position: Float3) =>
    onCameraChange
      ? onCameraChange(position)
      : setOwnState((s) => ({ ...s, camera: { ...s.camera, position } })),
  );

  const retry = () => {
    setPhase({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <div
      className={clsx(styles.stageBlock, className)}
      data-preset={preset.name}
      data-phase={phase.kind}
    >
      <div className={styles.stage}>
        {phase.kind !== 'failed' && (
          <div
            key={attempt}
            ref={stage}
            className={clsx(styles.canvas, live && styles.canvasLive)}
            tabIndex={live ? 0 : -1}
            role="img"
            aria-label={`${POSTER_ALT[preset.name]}. Drag to orbit, scroll or pinch to zoom; arrow keys and + or - work too.`}
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
