/**
 * "Copy page": a disclosure button beside the page title. Only the button is
 * in the page's first load; the panel (copy and open actions, their styles)
 * is fetched when the reader points at, focuses or presses the button.
 */
import { lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

const loadPanel = () => import('./Panel');
const Panel = lazy(loadPanel);

export interface Props {
  /** The page's URL path, base URL included; its Markdown is this + `.md`. */
  readonly permalink: string;
}

export default function CopyPage({ permalink }: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  return (
    <div
      ref={root}
      className={styles.copyPage}
      // A control, not page text: kept out of the search index and its excerpts.
      data-pagefind-ignore="all"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="button button--secondary button--outline button--sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
      >
        Copy page
      </button>
      {open && (
        <Suspense fallback={null}>
          <Panel id={panelId} permalink={permalink} container={root} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
