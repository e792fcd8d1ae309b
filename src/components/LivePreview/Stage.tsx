/**
 * The canvas half of a live preview, as the page first loads it: only a
 * poster and a button. The click loads the live half (LiveCanvas), which
 * then runs its code on the web host (the library on Filament's wasm). Used alone on the home page
 * and by LivePreview in the guides.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import LiveStage from '../LiveStage';
import { Caption, Failed, Loading, PosterFrame, reportFailure, type LiveStageProps } from './frame';
import { useWebHostData } from '@site/plugins/web-host/client';
import { formatDownload } from '../../../shared/live-preview/poster';
import { dataWarning } from '../../../shared/connection';
import styles from './styles.module.css';

export type { LiveStageProps };

/** Whatever goes wrong inside, the page around it keeps working. */
export default function PreviewStage(props: LiveStageProps): ReactNode {
  return (
    <ErrorBoundary
      fallback={({ tryAgain }) => (
        <div className={clsx(styles.stageBlock, props.className)} data-phase="failed">
          <LiveStage>
            <PosterFrame preset={props.preset} sizes={props.sizes}>
              <Failed reason="load-failed" onRetry={tryAgain} />
            </PosterFrame>
          </LiveStage>
        </div>
      )}
    >
      <Stage {...props} />
    </ErrorBoundary>
  );
}

type Phase = 'poster' | 'loading' | 'failed';

function Stage(props: LiveStageProps): ReactNode {
  const { preset, eager, sizes, className } = props;
  // What the click downloads: the web host, Filament's wasm, the default light, the models.
  const { previewBytes } = useWebHostData();
  const [phase, setPhase] = useState<Phase>('poster');
  const [Live, setLive] = useState<ComponentType<LiveStageProps>>();
  const [warning, setWarning] = useState<string>();

  // The connection is only known in the browser, after hydration.
  useEffect(() => setWarning(dataWarning()), []);

  if (Live) return <Live {...props} />;

  const start = () => {
    setPhase('loading');
    import(/* webpackChunkName: "live-preview-canvas" */ './LiveCanvas').then(
      (module) => setLive(() => module.default),
      (error: unknown) => {
        reportFailure('load-failed', error);
        setPhase('failed');
      },
    );
  };

  const label = `Load interactive 3D preview (${formatDownload(previewBytes[preset])}${warning ? `, ${warning}` : ''})`;
  return (
    <div className={clsx(styles.stageBlock, className)} data-preset={preset} data-phase={phase}>
      <LiveStage>
        <PosterFrame preset={preset} eager={eager} sizes={sizes}>
          {phase === 'poster' && (
            <button
              type="button"
              className={clsx('button button--primary', styles.load)}
              onClick={start}
            >
              {label}
            </button>
          )}
          {phase === 'loading' && <Loading />}
          {phase === 'failed' && <Failed reason="load-failed" onRetry={start} />}
        </PosterFrame>
      </LiveStage>
      <Caption live={false} />
    </div>
  );
}
