// Replaces theme-classic's eager `prism-include-languages` client module (see
// ../index.ts): languages are added by highlightedCodeBlock.ts when code
// highlighting loads.
export {};
