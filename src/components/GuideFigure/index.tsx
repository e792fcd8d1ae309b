import type { ReactNode } from 'react';
import styles from './styles.module.css';

interface GuideFigureProps {
  /** The inline SVG. It carries its own role="img" and <title>, so it has a name of its own. */
  readonly children: ReactNode;
  /** One or two sentences under the picture, readable without it. */
  readonly caption: ReactNode;
}

/**
 * A hand-drawn diagram in a guide. The stylesheet gives the SVG inside it
 * theme-aware colors, so the same drawing reads in light and dark mode.
 */
export default function GuideFigure({ children, caption }: GuideFigureProps) {
  return (
    <figure className={styles.figure}>
      {children}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
