/**
 * When the browser may fetch the code highlighter.
 *
 * Code blocks arrive highlighted in the server HTML and are left as they are
 * by hydration (../theme/CodeBlock) until a reader needs more than to read
 * them: pointing at, touching or focusing a block (its copy button) or an
 * element marked data-wants-highlighter (a live preview, whose code changes
 * with its knobs). Until then a page loads and hydrates without Prism. Blocks
 * the browser renders itself (after a client-side navigation) fetch it at
 * once, without this gate.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';

let open: () => void = () => undefined;
/**
 * Whether React starts by hydrating server HTML. Client modules run before
 * React renders: the root holds the server's markup in a production build
 * and is empty under the dev server (`docusaurus start` renders on the client).
 */
let hydrating =
  ExecutionEnvironment.canUseDOM &&
  (document.getElementById('__docusaurus')?.childElementCount ?? 0) > 0;

/** Resolves once the highlighter is wanted. */
export const highlighterWanted = new Promise<void>((resolve) => {
  open = resolve;
});

/** True while React hydrates the first page (server HTML exists for what it renders). */
export function isHydrating(): boolean {
  return hydrating;
}

const INTENT_TARGETS = '.theme-code-block, [data-wants-highlighter]';
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

function onIntent(event: Event): void {
  if (event.target instanceof Element && event.target.closest(INTENT_TARGETS)) {
    wantHighlighter();
  }
}

export function wantHighlighter(): void {
  open();
  if (!ExecutionEnvironment.canUseDOM) return;
  for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
}

if (ExecutionEnvironment.canUseDOM) {
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    // Called first right after hydration: from now on, nothing rendered has server HTML.
    hydrating = false;
  },
};

export const { onRouteDidUpdate } = clientModule;
