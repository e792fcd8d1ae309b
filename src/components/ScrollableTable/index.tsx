import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * A markdown table in a box that scrolls sideways when the table is wider than
 * the page (API tables on phones). While it scrolls, the box is a named,
 * focusable region, so keyboard users can scroll it too (WCAG 2.1.1, axe
 * scrollable-region-focusable); otherwise it adds no tab stop.
 */
export default function ScrollableTable(props: Readonly<ComponentProps<'table'>>): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const update = () => setScrolls(element.scrollWidth > element.clientWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      className={styles.box}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': 'Table, scrolls sideways' } : {})}
    >
      <table {...props} />
    </div>
  );
}
