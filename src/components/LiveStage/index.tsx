/**
 * The box a live 3D scene draws in, shared by the live previews
 * (LivePreview's Stage and LiveCanvas) and the model checker's live view: a
 * 16:9 stage in Filament's clear colour, the element the web host draws into
 * (useHostPreview), and what the caller lays over it until the scene is live
 * (a poster, a button, a message). The element is fresh per attempt: a lost
 * WebGL context cannot come back on the old one. Once live it takes focus
 * (the orbit's keys) and is named for screen readers as the scene it shows.
 */
import type { ReactNode, RefObject } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface LiveStageCanvas {
  /** The element the web host draws into. */
  readonly ref: RefObject<HTMLDivElement>;
  /** A new value mounts a new element. */
  readonly attempt: number;
  /** What the live scene shows, and how to move around it. */
  readonly label: string;
}

export interface LiveStageProps {
  /** Left out while nothing runs (a poster, a failure). */
  readonly canvas?: LiveStageCanvas;
  readonly live?: boolean;
  /** Set as the stage's `data-phase`, for the caller's tests. */
  readonly phase?: string;
  /** Over the stage while the scene is not live. */
  readonly children?: ReactNode;
}

export default function LiveStage({
  canvas,
  live = false,
  phase,
  children,
}: LiveStageProps): ReactNode {
  return (
    <div className={styles.stage} data-phase={phase}>
      {canvas && (
        <div
          key={canvas.attempt}
          ref={canvas.ref}
          className={clsx(styles.canvas, live && styles.canvasLive)}
          tabIndex={live ? 0 : -1}
          role="img"
          aria-label={canvas.label}
        />
      )}
      {!live && children}
    </div>
  );
}
