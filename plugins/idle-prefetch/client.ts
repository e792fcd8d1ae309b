/**
 * Loads ahead only the pages a reader is likely to open next, so that a click
 * downloads no JavaScript while a page view does not pay for every link it
 * shows (README.md says why, with the measurements).
 *
 * - Docusaurus prefetches every internal link that scrolls into view: the
 *   sidebar, navbar, footer and every link in the text, about 250 KB on a
 *   guide. This module turns that off: the `prefetch` of `window.docusaurus`
 *   (called by Link on intersection) does nothing.
 * - Once the page has loaded and the browser is idle, it preloads the doc's
 *   next and previous pages (its pagination links) with Docusaurus's
 *   `preload`, which runs the route's own loaders: every chunk the route needs,
 *   its split-off dependencies included, where `prefetch` fetched only the
 *   named chunks and missed those.
 * - A link the reader points at or touches is preloaded by Docusaurus's Link;
 *   one the reader focuses (keyboard) is preloaded here.
 * - Nothing at all on a data-saving or 2g connection.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import {
  isSlowConnection,
  LIKELY_NEXT_SELECTOR,
  routePathOf,
  type ConnectionInfo,
} from './likely-next';

type RouteLoad = (routePath: string) => unknown;
interface DocusaurusGlobal {
  readonly prefetch: RouteLoad;
  readonly preload: RouteLoad;
}
type WithDocusaurus = { docusaurus?: DocusaurusGlobal };

/**
 * Set on the replaced `window.docusaurus`: tells the tests (and a second call)
 * that the viewport prefetches are off.
 */
export const MARKER = 'likelyNextOnly';

function connectionIsSlow(): boolean {
  return isSlowConnection((navigator as Navigator & { connection?: ConnectionInfo }).connection);
}

/** Replaces window.docusaurus (frozen by Docusaurus) with a copy whose viewport prefetch does nothing. */
export function stopViewportPrefetches(target: WithDocusaurus): void {
  const original = target.docusaurus;
  if (!original || MARKER in original) return;
  target.docusaurus = Object.freeze({
    ...original,
    [MARKER]: true,
    // Called by Link for every link that scrolls into view: not a sign that
    // the reader will open it.
    prefetch: () => false,
  });
}

function preload(routePath: string | null): void {
  if (routePath === null || connectionIsSlow()) return;
  const docusaurus = (window as unknown as WithDocusaurus).docusaurus;
  // Docusaurus remembers what it preloaded: a second call for a path does nothing.
  void Promise.resolve(docusaurus?.preload(routePath)).catch(() => undefined);
}

/** After the load event (so that nothing counts as the page's own load), in idle time. */
function whenLoadedAndIdle(callback: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
    else setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function preloadLikelyNext(): void {
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>(LIKELY_NEXT_SELECTOR)) {
    preload(routePathOf(anchor, window.location));
  }
}

/** Keyboard readers: Link preloads on mouseenter and touchstart only. */
function onFocusIn(event: FocusEvent): void {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (anchor instanceof HTMLAnchorElement) preload(routePathOf(anchor, window.location));
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('focusin', onFocusIn, { capture: true, passive: true });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (!ExecutionEnvironment.canUseDOM) return;
    // window.docusaurus is set after client modules load; links start
    // prefetching from their first intersection, after this first call.
    stopViewportPrefetches(window as unknown as WithDocusaurus);
    // Called once the new route has rendered, its pagination included.
    whenLoadedAndIdle(preloadLikelyNext);
  },
};

export const { onRouteDidUpdate } = clientModule;
