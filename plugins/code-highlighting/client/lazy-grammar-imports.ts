/**
 * The lazy grammars' imports, by language (lazy-grammars.ts loads them; the
 * chunk of grammars-import.ts, which holds this module too, prefetches
 * them: `webpackPrefetch` adds `<link rel="prefetch">` for them when the
 * chunk holding this module loads). Each extends the global `Prism` as it
 * runs.
 */
export const LAZY_GRAMMAR_IMPORTS: Readonly<Record<string, () => Promise<unknown>>> = {
  bash: () =>
    import(
      /* webpackChunkName: "prism-bash" */
      /* webpackPrefetch: true */
      'prismjs/components/prism-bash'
    ),
};
