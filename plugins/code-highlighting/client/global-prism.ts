// prismjs's grammar files extend a global `Prism` as they run: imported
// right before one (lazy-grammars.server.ts), which then removes it again.
import Prism from './site-prism';

(globalThis as { Prism?: unknown }).Prism = Prism;

export {};
