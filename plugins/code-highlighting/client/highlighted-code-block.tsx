/**
 * Code highlighting (Prism, about 30 KB gzipped) stays out of the page load.
 * This module, the theme's CodeBlock with Prism and the site's languages (site-prism.ts),
 * is its own chunk: the server renders it into every page's HTML, and the
 * browser only fetches it when a reader reaches for a code block
 * (highlighter-gate.ts) or renders a page itself after a client-side
 * navigation (../theme/CodeBlock).
 */
import React, { type ReactNode, useMemo } from 'react';
import type { Props } from '@theme/CodeBlock';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
// The theme's own CodeBlock: this plugin's theme/CodeBlock shadows @theme/CodeBlock.
import OriginalCodeBlock from '@theme-init/CodeBlock';
import { decodeTokenLinks, TOKEN_LINKS_PROP } from '../../../shared/token-links';
import { TokenLinksContext } from './token-links';

// The theme's CodeBlock (../theme/CodeBlock) waits for a lazy grammar before it shows a block live.
export { grammarReady, loadGrammar } from './lazy-grammars';

/** A code block's props, with the links its names carry (shared/token-links.ts). */
export type HighlightedProps = Props & { readonly [TOKEN_LINKS_PROP]?: string };

/**
 * The theme's CodeBlock, with the block's links handed to its tokens
 * (../theme/CodeBlock/Line/Token) through context: theme-classic passes none
 * of its own props down to them. Here, in the highlighter's chunk, it costs
 * the page load nothing.
 */
export default function CodeBlock({
  [TOKEN_LINKS_PROP]: encoded,
  ...props
}: HighlightedProps): ReactNode {
  const { withBaseUrl } = useBaseUrlUtils();
  const links = useMemo(() => decodeTokenLinks(encoded, withBaseUrl), [encoded, withBaseUrl]);
  return (
    <TokenLinksContext.Provider value={links}>
      <OriginalCodeBlock {...props} />
    </TokenLinksContext.Provider>
  );
}
