// prismjs's grammar files extend a global `Prism` as they run: imported
// right before one (lazyGrammars.server.ts), which then removes it again.
import Prism from './sitePrism';

(globalThis as { Prism?: unknown }).Prism = Prism;

export {};
