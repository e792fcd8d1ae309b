/**
 * Code and stage side by side on a wide screen, with a separator the reader
 * drags (or moves with the arrow keys, as a WAI-ARIA window splitter) to
 * give one of them more room; stacked on a phone (styles.module.css), where
 * the separator is hidden.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import styles from './styles.module.css';

/** Share of the width the code pane takes, in percent, and its bounds. */
const START = 50;
const MIN = 20;
const MAX = 80;
const KEY_STEP = 5;

const clamp = (value: number) => Math.min(MAX, Math.max(MIN, Math.round(value)));

export default function SplitPane({
  first,
  second,
  label,
}: {
  readonly first: ReactNode;
  readonly second: ReactNode;
  readonly label: string;
}): ReactNode {
  const [share, setShare] = useState(START);
  const container = useRef<HTMLDivElement>(null);
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const box = container.current!.getBoundingClientRect();
    setShare(clamp(((event.clientX - box.left) / box.width) * 100));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -KEY_STEP, ArrowRight: KEY_STEP }[event.key];
    const jump = { Home: MIN, End: MAX }[event.key];
    if (step === undefined && jump === undefined) return;
    event.preventDefault();
    setShare((current) => clamp(jump ?? current + step!));
  };
  return (
    <div ref={container} className={styles.split}>
      <div className={styles.pane} style={{ flexGrow: share }}>
        {first}
      </div>
      <div
        className={styles.separator}
        role="separator"
        aria-label={label}
        aria-orientation="vertical"
        aria-valuemin={MIN}
        aria-valuemax={MAX}
        aria-valuenow={share}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
        onPointerMove={follow}
        onPointerUp={(event) => event.currentTarget.releasePointerCapture(event.pointerId)}
      />
      <div className={styles.pane} style={{ flexGrow: 100 - share }}>
        {second}
      </div>
    </div>
  );
}
