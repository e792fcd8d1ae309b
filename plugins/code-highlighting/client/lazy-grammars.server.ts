/**
 * Server rendering's lazy-grammars.ts (the plugin's module replacement,
 * ../index.ts): every lazy grammar at once, so the server HTML of a block
 * in any of the site's languages is highlighted.
 */
import Prism from './site-prism';
import './global-prism';
import 'prismjs/components/prism-bash';

delete (globalThis as { Prism?: unknown }).Prism;

export { Prism };

export function grammarReady(): boolean {
  return true;
}

export function loadGrammar(): Promise<void> {
  return Promise.resolve();
}
