/**
 * The Copy page panel, loaded on demand: copy the page's Markdown, open it,
 * copy the page's link. What happened is said in a live region, so screen
 * readers announce "Copied".
 */
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { absoluteUrl, markdownPathOf, servedPath } from '../../urls';

/**
 * The panel's styles travel with its code: the site ships one stylesheet
 * with every page (15 KB budget), and nothing here is needed before the
 * panel opens. The <style> lives inside the panel, which a page has once.
 */
const PANEL_CSS = `
.rnf-copy-panel {
  position: absolute;
  top: calc(100% + 0.25rem);
  right: 0;
  z-index: var(--ifm-z-index-dropdown);
  width: max-content;
  max-width: calc(100vw - 2rem);
  padding: 0.25rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-background-surface-color);
  box-shadow: var(--ifm-global-shadow-md);
}
.rnf-copy-panel ul {
  margin: 0;
  padding: 0;
  list-style: none;
}
.rnf-copy-panel__item {
  display: block;
  width: 100%;
  padding: 0.375rem 0.75rem;
  border: 0;
  border-radius: calc(var(--ifm-global-radius) / 2);
  background: none;
  color: var(--ifm-font-color-base);
  font: inherit;
  font-size: 0.875rem;
  text-align: left;
  cursor: pointer;
}
.rnf-copy-panel__item:hover {
  background: var(--ifm-color-emphasis-200);
  color: var(--ifm-font-color-base);
  text-decoration: none;
}
.rnf-copy-panel__item:focus-visible {
  outline: 2px solid var(--ifm-color-primary);
  outline-offset: -2px;
}
.rnf-copy-panel [role='status'] {
  margin: 0;
  font-size: 0.8125rem;
  color: var(--ifm-color-emphasis-800);
}
.rnf-copy-panel [role='status']:not(:empty) {
  padding: 0.25rem 0.75rem;
}
`;

export interface PanelProps {
  readonly id: string;
  readonly permalink: string;
  /** The control's element: a press outside it closes the panel. */
  readonly container: RefObject<HTMLDivElement | null>;
  readonly onClose: (refocus: boolean) => void;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the Markdown answered HTTP ${response.status}`);
  return response.text();
}

/**
 * Writes text that may still be on its way. Safari only lets a page write to
 * the clipboard during the click, so the write starts at once with a promise
 * of the text (ClipboardItem); browsers without that get writeText.
 */
async function copyText(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall through: older engines reject a promise in ClipboardItem.
    }
  }
  await navigator.clipboard.writeText(await text);
}

export default function Panel({ id, permalink, container, onClose }: PanelProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const [status, setStatus] = useState('');
  const pagePath = servedPath(permalink, siteConfig.trailingSlash, siteConfig.baseUrl);
  const markdownUrl = markdownPathOf(pagePath);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [container, onClose]);

  const copy = (text: Promise<string>, done: string) => {
    setStatus('Copying…');
    copyText(text).then(
      () => setStatus(done),
      (error: unknown) =>
        setStatus(`Could not copy: ${error instanceof Error ? error.message : String(error)}`),
    );
  };

  return (
    <div id={id} className="rnf-copy-panel">
      <style>{PANEL_CSS}</style>
      <ul>
        <li>
          <button
            type="button"
            className="rnf-copy-panel__item"
            onClick={() => copy(fetchText(markdownUrl), 'Copied the page as Markdown')}
          >
            Copy page as Markdown
          </button>
        </li>
        <li>
          <a className="rnf-copy-panel__item" href={markdownUrl}>
            Open as Markdown
          </a>
        </li>
        <li>
          <button
            type="button"
            className="rnf-copy-panel__item"
            onClick={() =>
              copy(Promise.resolve(absoluteUrl(siteConfig.url, pagePath)), 'Copied the link')
            }
          >
            Copy link
          </button>
        </li>
      </ul>
      <p role="status">{status}</p>
    </div>
  );
}
