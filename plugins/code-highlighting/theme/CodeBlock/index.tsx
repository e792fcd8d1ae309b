import React, { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Props } from '@theme/CodeBlock';
import { loadedHighlighter, loadHighlighter } from '../../client/highlighter';
import { highlighterWanted, isHydrating, wantHighlighter } from '../../client/highlighter-gate';

/**
 * The server markup of hydrated blocks in tab panels, by their code.
 * theme-classic's Tabs remount their content right after hydration
 * (`key={String(isBrowser)}`, facebook/docusaurus#5653): the remounted blocks
 * take their markup back from here instead of fetching the highlighter at once.
 */
const tabPanelMarkup = new Map<ReactNode, string[]>();

function takeTabPanelMarkup(code: ReactNode): string | undefined {
  return tabPanelMarkup.get(code)?.shift();
}

/** What keeps keyboard focus when a block turns live: its scrollable <pre>, or a link in its code. */
const FOCUSABLE = 'pre, a[href]';

/**
 * Resolves once the frame being rendered has been painted and shown: a rAF
 * callback runs just before a frame's paint, so the second one runs when the
 * first frame is out, and a task queued from it runs after that. Two frames
 * rather than one so that highlighting (tens of milliseconds on a long page)
 * never competes with the raster and presentation of the frame that shows
 * the new page. On the 2-core bench machine the heading's paint (Element
 * Timing) measured the same either way (issue 36, round 3); a phone with
 * slower raster is where it can matter.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/**
 * The block's language, as theme-classic reads it: the prop, else the fence's
 * `language-*` class (theme-common's parseClassNameLanguage, not imported:
 * this component is in every page's first load, that module is not).
 */
function blockLanguage({ language, className }: Props): string | undefined {
  return language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
}

/** Shown when the browser renders a block before the highlighter is in (client-side navigation). */
function PlainCodeBlock({ children, className }: Props): ReactNode {
  return (
    <pre className={className} tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

/**
 * Code blocks without Prism in the page load. On the first page, hydration
 * keeps each block's server HTML (already highlighted) untouched inside an
 * empty innerHTML host, so React does no work for it; the block turns into
 * the theme's live CodeBlock, with its copy and wrap buttons (rendered in
 * the browser only), once the highlighter is wanted
 * (client/highlighter-gate.ts). Keyboard focus on the block (its <pre> or a
 * link in its code) moves with it to the same element of the live block.
 */
export default function CodeBlock(props: Props): ReactNode {
  const language = blockLanguage(props);
  const [Highlighted, setHighlighted] = useState(() => loadedHighlighter(language));
  // Hydrating: React keeps the server markup (empty innerHTML). Remounted by
  // the tabs right after hydration: the markup the hydrated block had.
  const [serverMarkup] = useState(() =>
    isHydrating()
      ? ''
      : loadedHighlighter(language)
        ? undefined
        : takeTabPanelMarkup(props.children),
  );
  const [initialChildren] = useState(props.children);
  /** Which FOCUSABLE of the static block had keyboard focus, -1 for none. */
  const focusAt = useRef(-1);
  const host = useRef<HTMLDivElement>(null);
  const isStatic = !Highlighted && serverMarkup !== undefined && props.children === initialChildren;

  useEffect(() => {
    if (Highlighted) return;
    let mounted = true;
    // Static blocks wait for a reader's intent. Blocks the browser renders
    // (a client-side navigation) are highlighted once the new page's first
    // frame is painted: running the highlighter's chunk and rendering every
    // token of a long page (2,000 elements on Asset loading) took that frame
    // tens of milliseconds.
    void (isStatic ? highlighterWanted : afterNextPaint())
      .then(() => loadHighlighter(language))
      .then((component) => mounted && setHighlighted(() => component))
      .catch(() => undefined); // Offline: the block stays as it is.
    return () => {
      mounted = false;
    };
  }, [Highlighted, isStatic, language]);

  useLayoutEffect(() => {
    const markup = host.current?.innerHTML;
    if (serverMarkup === '' && markup && host.current?.closest('[role="tabpanel"]')) {
      tabPanelMarkup.set(props.children, [...(tabPanelMarkup.get(props.children) ?? []), markup]);
    }
    // At mount: a hydrated block in a tab panel leaves its markup for the one mounted in its place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    if (!Highlighted || focusAt.current < 0) return;
    // The live block has the same <pre> and links, in the same order.
    host.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusAt.current]?.focus();
    focusAt.current = -1;
  }, [Highlighted]);

  if (isStatic) {
    return (
      <div
        ref={host}
        // React leaves an element with innerHTML alone when hydrating: the server's markup stays.
        dangerouslySetInnerHTML={{ __html: serverMarkup ?? '' }}
        suppressHydrationWarning
        onFocus={(event) => {
          // The scrollable <pre> or a link took keyboard focus: it is replaced by the live one, focus follows.
          focusAt.current = [...event.currentTarget.querySelectorAll(FOCUSABLE)].indexOf(
            event.target,
          );
          wantHighlighter();
        }}
        onBlur={() => {
          focusAt.current = -1;
        }}
      />
    );
  }
  return (
    <div key="live" ref={host}>
      {Highlighted ? <Highlighted {...props} /> : <PlainCodeBlock {...props} />}
    </div>
  );
}
