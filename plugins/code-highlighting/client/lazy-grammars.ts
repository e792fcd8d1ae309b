/**
 * Grammars that only a few pages need, kept out of the highlighter's chunk
 * that every page prefetches: bash (3 KB gzipped, as much as Prism's core)
 * is in the code of four guides. A block in such a language turns
 * highlighted once its grammar is in (../theme/CodeBlock); a reader's intent
 * to follow a link prefetches it (prefetch-on-intent.ts). The server bundle
 * gets lazy-grammars.server.ts, which has them at once.
 */
import { LAZY_GRAMMAR_IMPORTS } from './lazy-grammar-imports';
import Prism from './site-prism';

/** The fences' language names each lazy grammar answers to (prismjs's aliases). */
const ALIASES: Readonly<Record<string, string>> = { bash: 'bash', sh: 'bash', shell: 'bash' };

const loading = new Map<string, Promise<void>>();

/** Whether `language` can be highlighted now (a grammar in the highlighter, or a lazy one loaded). */
export function grammarReady(language: string | undefined): boolean {
  const lazy = language && ALIASES[language.toLowerCase()];
  return !lazy || Prism.languages[lazy] !== undefined;
}

/** Loads the lazy grammar `language` needs, if any (once). */
export function loadGrammar(language: string | undefined): Promise<void> {
  const lazy = language && ALIASES[language.toLowerCase()];
  if (!lazy || grammarReady(lazy)) return Promise.resolve();
  let promise = loading.get(lazy);
  if (!promise) {
    // prismjs's grammar files extend a global `Prism` as they run.
    (globalThis as { Prism?: unknown }).Prism = Prism;
    promise = LAZY_GRAMMAR_IMPORTS[lazy]!().then(
      () => void delete (globalThis as { Prism?: unknown }).Prism,
      (error: unknown) => {
        loading.delete(lazy); // Offline: a later block may try again.
        throw error;
      },
    );
    loading.set(lazy, promise);
  }
  return promise;
}
