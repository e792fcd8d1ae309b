/**
 * Has the highlighter chunk in the browser's cache before a reader follows a
 * link: a page the browser renders itself after a client-side navigation
 * needs the highlighter at once for its code blocks (../theme/CodeBlock), and
 * fetching it on the click made navigation slower than with Prism in the
 * first load.
 *
 * The chunks are prefetched (downloaded, not run: the bundler's
 * `webpackPrefetch`, through ./highlighter-import.ts) when the reader points at, touches or
 * focuses an internal link, or once the page has been open for a second and
 * the browser is idle; never on a slow or data-saving connection, and never
 * when the highlighter is already in. Almost every docs page has code blocks,
 * so every internal link counts as one to a page with code. A reader's
 * intent also prefetches the lazy grammars (grammars-import.ts: bash, for
 * the four guides that have it), idle time does not.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import { loadedHighlighter } from './highlighter';

/** How long a page has been open before the highlighter is prefetched without a reader's intent. */
export const OPEN_FOR_MS = 1000;

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
let done = false;
let grammarsDone = false;

/** Docusaurus's own rule (client/docusaurus.js): nothing is prefetched on 2g or with data saver on. */
function isSlowConnection(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }
  ).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

export function prefetchHighlighter(): void {
  if (done) return;
  done = true;
  if (loadedHighlighter() || isSlowConnection()) return;
  // Loading this small chunk makes the bundler prefetch the highlighter's chunks (see the module).
  import(/* webpackChunkName: "code-highlighter-prefetch" */ './highlighter-import').catch(
    () => undefined, // Offline: the highlighter is fetched when a page needs it.
  );
}

/** The lazy grammars, once: only on a reader's intent. */
function prefetchLazyGrammars(): void {
  if (grammarsDone) return;
  grammarsDone = true;
  for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
  if (isSlowConnection()) return;
  // Loading this small chunk makes the bundler prefetch the grammars' chunks (see the module).
  import(/* webpackChunkName: "code-grammars-prefetch" */ './grammars-import').catch(
    () => undefined,
  );
}

function onIntent(event: Event): void {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (anchor instanceof HTMLAnchorElement && anchor.origin === window.location.origin) {
    prefetchHighlighter();
    prefetchLazyGrammars();
  }
}

if (ExecutionEnvironment.canUseDOM) {
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}

let timerStarted = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    // First called right after hydration: the page is open from here on.
    if (!ExecutionEnvironment.canUseDOM || timerStarted) return;
    timerStarted = true;
    window.setTimeout(() => {
      if ('requestIdleCallback' in window) {
        window.requestIdleCallback(prefetchHighlighter, { timeout: 2000 });
      } else prefetchHighlighter();
    }, OPEN_FOR_MS);
  },
};

export const { onRouteDidUpdate } = clientModule;
