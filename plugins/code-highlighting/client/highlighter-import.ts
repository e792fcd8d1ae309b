/**
 * The one import of the highlighter (highlighted-code-block.ts), in a small
 * chunk of its own that highlighter.ts loads first. Its `webpackPrefetch`
 * makes the bundler prefetch the highlighter's chunks
 * (`<link rel="prefetch" as="script">`, downloaded, not run) as soon as this
 * chunk has loaded: prefetch-on-intent.ts loads it when the highlighter
 * should be in the cache before a reader needs it, and the chunks prefetched
 * are exactly those that the import below will load.
 */
export function importHighlighter(): Promise<typeof import('./highlighted-code-block')> {
  return import(
    /* webpackChunkName: "code-highlighter" */
    /* webpackPrefetch: true */
    './highlighted-code-block'
  );
}
