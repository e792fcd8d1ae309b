/** Pieces both halves of the stage draw: the poster with its overlay, failures, the plugin's data. */
import type { ReactNode } from 'react';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { useFilamentWasmData } from '@site/plugins/filament-wasm/client';
import {
  POSTER_ALT,
  POSTER_SIZE,
  POSTER_WIDTHS,
  posterPath,
} from '../../../shared/live-preview/poster';
import type { Float3, PresetName, SceneState } from '../../../shared/live-preview/scene';
import styles from './styles.module.css';

export interface LiveStageProps {
  readonly preset: PresetName;
  /** The knob state to show; the preset's own when left out (home page). */
  readonly state?: SceneState;
  /** Called when the reader orbits or zooms (the camera moved around its target). */
  readonly onCameraChange?: (position: Float3) => void;
  /** The poster is the page's main image (home hero): load it at once. */
  readonly eager?: boolean;
  /** The poster's rendered width, for the browser's choice among POSTER_WIDTHS (img sizes). */
  readonly sizes?: string;
  readonly className?: string;
}

/**
 * A guide's preview: the doc column (at most about 50rem wide beside the
 * sidebar and the table of contents) above 996 px, the screen less its
 * margins below.
 */
export const GUIDE_POSTER_SIZES = '(min-width: 997px) 50rem, calc(100vw - 2rem)';

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
  sizes = GUIDE_POSTER_SIZES,
  children,
}: {
  readonly preset: PresetName;
  readonly eager?: boolean;
  readonly sizes?: string;
  readonly children: ReactNode;
}): ReactNode {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <div className={styles.posterLayer}>
      <img
        className={styles.poster}
        src={withBaseUrl(posterPath(preset))}
        srcSet={POSTER_WIDTHS.map((w) => `${withBaseUrl(posterPath(preset, w))} ${w}w`).join(', ')}
        sizes={sizes}
        width={POSTER_SIZE.width}
        height={POSTER_SIZE.height}
        alt={POSTER_ALT[preset]}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        // React 18 knows the attribute only by its HTML name (it warns on `fetchPriority`).
        {...{ fetchpriority: eager ? 'high' : undefined }}
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
  const { filamentVersion } = useFilamentWasmData();
  return (
    <p className={styles.caption}>
      {live
        ? `Run live: react-native-filament's own code on Filament ${filamentVersion} (WebAssembly, WebGL 2).`
        : `Still image of the scene, rendered by Filament ${filamentVersion}.`}
    </p>
  );
}
