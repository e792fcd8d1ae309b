/**
 * The highlighted CodeBlock (highlighted-code-block.ts), fetched by
 * the browser on demand, with the grammar of a block's language when it is
 * a lazy one (lazy-grammars.ts). The server bundle swaps this module for
 * highlighter.server.ts (the plugin's configureWebpack, ../index.ts), which
 * has it at once, so server rendering is synchronous and every block is
 * highlighted in the HTML.
 */
import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

type Highlighted = ComponentType<Props>;
type HighlighterModule = typeof import('./highlighted-code-block');

let loaded: HighlighterModule | undefined;
let loading: Promise<HighlighterModule> | undefined;

/** The highlighted CodeBlock if its chunk and the grammar of `language` are in, else undefined. */
export function loadedHighlighter(language?: string): Highlighted | undefined {
  return loaded?.grammarReady(language) ? loaded.default : undefined;
}

/** Fetches the highlighted CodeBlock (once) and the grammar of `language`. */
export function loadHighlighter(language?: string): Promise<Highlighted> {
  // Through the small chunk that holds the import (and prefetches it, see there).
  loading ??= import(/* webpackChunkName: "code-highlighter-prefetch" */ './highlighter-import')
    .then((chunk) => chunk.importHighlighter())
    .then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed fetch (offline) may succeed on the next attempt.
        loading = undefined;
        throw error;
      },
    );
  return loading.then((module) => module.loadGrammar(language).then(() => module.default));
}
