/**
 * The WebGL 2 probe, shared by the Run button (client/RunSample.tsx) and the
 * previews and model checker (src/components/LivePreview/useHostPreview.ts),
 * before they download anything, and the host's entry (./prepare.ts, for
 * callers that import the host directly). Tiny and dependency-free: the
 * pages bundle it.
 */

/** What the reader is told when the browser has no WebGL 2. */
export const NO_WEBGL2_MESSAGE =
  'This browser cannot create a WebGL 2 context, which Filament needs.';

/**
 * Whether the browser can create a WebGL 2 context: a throw-away canvas, its
 * context given back at once (browsers cap live contexts at about 16).
 */
export function hasWebGL2(): boolean {
  const context = document.createElement('canvas').getContext('webgl2');
  context?.getExtension('WEBGL_lose_context')?.loseContext();
  return context !== null;
}
