// Replaces theme-classic's eager `prism-include-languages` client module (see
// scripts/perf/slim-client-bundle-plugin.ts): languages are added by
// src/perf/highlightedCodeBlock.ts when code highlighting loads.
export {};
