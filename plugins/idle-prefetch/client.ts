/**
 * Docusaurus prefetches the chunks of every internal link that scrolls into
 * view, and finding one route's chunks walks the whole route table (about 200
 * routes here). With dozens of links on a page, that adds up to long tasks
 * right after hydration, when the page should answer the reader. This client
 * module hands the same prefetches to idle periods, a few at a time; pointing
 * at or touching a link still preloads it at once (Docusaurus's own preload).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';

type Prefetch = (routePath: string) => unknown;
interface DocusaurusGlobal {
  readonly prefetch: Prefetch;
  readonly preload: Prefetch;
}

/** Idle time a batch may use, in ms: each task stays far below the 50 ms of a long task, even on a phone four times slower. */
const BUDGET_MS = 4;

const queue: string[] = [];
let scheduled = false;

function whenIdle(callback: (deadline: { timeRemaining(): number }) => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 4000 });
  else setTimeout(() => callback({ timeRemaining: () => BUDGET_MS }), 200);
}

function schedule(prefetch: Prefetch): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle((deadline) => {
    scheduled = false;
    const start = performance.now();
    while (
      queue.length > 0 &&
      performance.now() - start < Math.min(BUDGET_MS, deadline.timeRemaining() + 1)
    ) {
      prefetch(queue.shift()!);
    }
    if (queue.length > 0) schedule(prefetch);
  });
}

/** Replaces window.docusaurus (a frozen object Docusaurus sets at start) with one whose prefetch waits for idle time. */
export function deferPrefetches(target: { docusaurus?: DocusaurusGlobal }): void {
  const original = target.docusaurus;
  if (!original || (original as { deferred?: true }).deferred) return;
  target.docusaurus = Object.freeze({
    ...original,
    deferred: true,
    prefetch(routePath: string) {
      queue.push(routePath);
      schedule(original.prefetch);
      return true;
    },
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    // window.docusaurus is set after client modules load; links start
    // prefetching from their first intersection, after this first call.
    if (ExecutionEnvironment.canUseDOM) {
      deferPrefetches(window as unknown as { docusaurus?: DocusaurusGlobal });
    }
  },
};

export const { onRouteDidUpdate } = clientModule;
