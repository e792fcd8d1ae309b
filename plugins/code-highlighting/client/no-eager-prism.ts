// Replaces theme-classic's eager `prism-include-languages` client module (see
// ../index.ts): the site's Prism and its languages (site-prism.ts) come with
// the highlighter's chunk when code highlighting loads.
export {};
