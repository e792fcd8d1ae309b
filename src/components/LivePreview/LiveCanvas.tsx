/**
 * The live half of the stage, loaded on the reader's click: runs the
 * preview's JSX, the very text shown beside it (toJsx), on the web host
 * (./useHostPreview, which the model checker's live view shares). Each knob
 * change or orbit gesture writes a new text, which the running scene takes
 * without a new engine. Falls back to the poster with a retry when anything
 * fails; unmounting releases the engine.
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import {
  Caption,
  Failed,
  Loading,
  PosterFrame,
  reportFailure,
  type Failure,
  type LiveStageProps,
} from './frame';
import LiveStage from '../LiveStage';
import { useOrbit } from './orbit';
import { useHostPreview, type HostFailure } from './useHostPreview';
import { toJsx } from '../../../shared/live-preview/jsx';
import { POSTER_ALT } from '../../../shared/live-preview/poster';
import { PRESETS, type Float3 } from '../../../shared/live-preview/scene';
import styles from './styles.module.css';

type Phase =
  | { readonly kind: 'loading' }
  | { readonly kind: 'live' }
  | { readonly kind: 'failed'; readonly reason: Failure };

/** toJsx writes every text: a scene that fails is a bug, told as a failed load. */
const asFailure = (failure: HostFailure): Failure =>
  failure === 'scene-failed' ? 'load-failed' : failure;

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

  useHostPreview(
    stage,
    attempt,
    // <Camera> sets its lens only when the view's aspect ratio changes
    // (src/react/Camera.tsx:84-89): a new focal length needs a new mount, as in an app.
    { source, mountKey: state.camera.focalLength },
    {
      fileName: `${preset.componentName}.tsx`,
      onLive: () => setPhase({ kind: 'live' }),
      onFailure: (failure, error) => {
        reportFailure(asFailure(failure), error);
        setPhase({ kind: 'failed', reason: asFailure(failure) });
      },
    },
  );
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
      <LiveStage
        live={live}
        canvas={
          phase.kind === 'failed'
            ? undefined
            : {
                ref: stage,
                attempt,
                label: `${POSTER_ALT[preset.name]}. Drag to orbit, scroll or pinch to zoom; arrow keys and + or - work too.`,
              }
        }
      >
        <PosterFrame preset={preset.name} sizes={sizes}>
          {phase.kind === 'loading' && <Loading />}
          {phase.kind === 'failed' && <Failed reason={phase.reason} onRetry={retry} />}
        </PosterFrame>
      </LiveStage>
      <Caption live={live} />
    </div>
  );
}
