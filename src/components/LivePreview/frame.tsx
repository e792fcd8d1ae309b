/** Pieces both halves of the stage draw: the poster with its overlay, failures, the plugin's data. */
import type { ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { LivePreviewGlobalData } from '../../../plugins/live-preview';
import { POSTER_ALT, POSTER_SIZE, posterPath } from './poster';
import type { Float3, PresetName, SceneState } from './scene';
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

/** Global data of plugins/live-preview. */
export const useLivePreviewData = () => usePluginData('live-preview') as LivePreviewGlobalData;

export type Failure = 'no-webgl2' | 'load-failed' | 'context-lost';

export const FAILURE_MESSAGES: Record<Failure, string> = {
  'no-webgl2': 'This browser cannot show the live preview: it has no WebGL 2.',
  'load-failed': 'The live preview could not be loaded.',
  'context-lost': 'The live preview stopped: the browser took back its graphics context.',
};

/** Reports a failure once, for whoever reads the console. */
export function reportFailure(reason: Failure, error?: unknown): void {
  console.error(`[LivePreview] ${FAILURE_MESSAGES[reason]}`, error ?? '');
}

export function PosterFrame({
  preset,
  eager = false,
  children,
}: {
  readonly preset: PresetName;
  readonly eager?: boolean;
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
        alt={POSTER_ALT[preset]}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
      />
      <div className={styles.overlay}>{children}</div>
    </div>
  );
}

export function Failed({
  reason,
  onRetry,
}: {
  readonly reason: Failure;
  readonly onRetry: () => void;
}): ReactNode {
  return (
    <div className={styles.failure} role="alert">
      <p>{FAILURE_MESSAGES[reason]}</p>
      <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

export function Loading(): ReactNode {
  return (
    <p className={styles.status} role="status">
      Loading Filament…
    </p>
  );
}

export function Caption({ live }: { readonly live: boolean }): ReactNode {
  const { filamentVersion } = useLivePreviewData();
  return (
    <p className={styles.caption}>
      {live
        ? `Rendered live by Filament ${filamentVersion} (WebAssembly, WebGL 2).`
        : `Still image of the scene, rendered by Filament ${filamentVersion}.`}
    </p>
  );
}
