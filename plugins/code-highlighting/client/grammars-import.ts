/**
 * A small chunk whose loading prefetches the lazy grammars
 * (lazy-grammar-imports.ts): prefetch-on-intent.ts loads it when a reader
 * points at, touches or focuses a link, not in idle time, so that a page
 * view pays for bash only when the reader may open a page with it.
 */
export { LAZY_GRAMMAR_IMPORTS } from './lazy-grammar-imports';
