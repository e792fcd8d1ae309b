/**
 * The highlighted CodeBlock (highlightedCodeBlock.ts), fetched by
 * the browser on demand. The server bundle swaps this module for
 * highlighter.server.ts (the plugin's configureWebpack, ../index.ts), which
 * has it at once, so server rendering is synchronous and every block is
 * highlighted in the HTML.
 */
import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

type Highlighted = ComponentType<Props>;

let loaded: Highlighted | undefined;
let loading: Promise<Highlighted> | undefined;

/** The highlighted CodeBlock if its chunk is in, else undefined. */
export function loadedHighlighter(): Highlighted | undefined {
  return loaded;
}

/** Fetches the highlighted CodeBlock (once). */
export function loadHighlighter(): Promise<Highlighted> {
  // Through the small chunk that holds the import (and prefetches it, see there).
  loading ??= import(/* webpackChunkName: "code-highlighter-prefetch" */ './highlighterPrefetch')
    .then((chunk) => chunk.importHighlighter())
    .then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // A failed fetch (offline) may succeed on the next attempt.
        loading = undefined;
        throw error;
      },
    );
  return loading;
}
