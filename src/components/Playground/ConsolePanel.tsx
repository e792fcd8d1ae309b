/**
 * The playground's console: what the running code printed (the host's
 * `onConsole`, each call with its line), the host's own messages, and the
 * run's error with its line, newest last. A live region, so a screen reader
 * hears each new line.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface ConsoleLine {
  readonly level: 'log' | 'info' | 'debug' | 'warn' | 'error';
  readonly text: string;
  /** The line of the reader's code, or undefined for the host's own messages. */
  readonly line?: number;
  /** Who printed it: the code, or the host (stand-ins, notices, errors). */
  readonly from: 'code' | 'host';
}

/** The console keeps this many lines: a log in a render callback would otherwise grow without end. */
export const CONSOLE_LIMIT = 200;

export function appendLine(lines: readonly ConsoleLine[], next: ConsoleLine): ConsoleLine[] {
  const kept =
    lines.length >= CONSOLE_LIMIT ? lines.slice(lines.length - CONSOLE_LIMIT + 1) : lines;
  return [...kept, next];
}

/** The line an error message names (`App.tsx:12: …`, `App.tsx:12:5: …`), if any. */
export function lineOfMessage(message: string): number | undefined {
  const match = /\bApp\.tsx:(\d+)/.exec(message);
  return match ? Number(match[1]) : undefined;
}

export default function ConsolePanel({
  lines,
  onClear,
}: {
  readonly lines: readonly ConsoleLine[];
  readonly onClear: () => void;
}): ReactNode {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines]);
  return (
    <section aria-label="Console" className="margin-top--sm">
      <div>
        <strong>Console</strong>{' '}
        <button type="button" className="button button--link button--sm" onClick={onClear}>
          Clear
        </button>
      </div>
      <div
        ref={list}
        className={styles.console}
        role="log"
        aria-label="Console output"
        tabIndex={0}
      >
        {lines.length === 0 && (
          <div className={styles.entry}>
            Nothing printed yet: console.log in the code shows here.
          </div>
        )}
        {lines.map((entry, index) => (
          <div
            // Lines are only ever appended or cleared: the index is stable.
            key={index}
            className={clsx(
              styles.entry,
              entry.level === 'warn' && styles.warn,
              entry.level === 'error' && styles.error,
            )}
            data-console-level={entry.level}
          >
            <span>
              {entry.from === 'host' ? '[page] ' : ''}
              {entry.level === 'log' ? '' : `${entry.level}: `}
              {entry.text}
            </span>
            {entry.line !== undefined && <span className={styles.line}>App.tsx:{entry.line}</span>}
          </div>
        ))}
      </div>
    </section>
  );
}
