/**
 * Read by prismjs's core as it loads (site-prism.ts imports this first): in
 * manual mode Prism never highlights the page's DOM by itself (left alone,
 * it would rewrite every `language-*` block React owns on the next animation
 * frame), and it installs no worker message handler.
 */
(globalThis as { Prism?: unknown }).Prism = { manual: true, disableWorkerMessageHandler: true };

export {};
