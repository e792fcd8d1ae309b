import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Components render with React's automatic JSX runtime, as Docusaurus builds them.
  esbuild: { jsx: 'automatic' },
  test: {
    // The sample checker compiles real programs; CI machines can be slow and busy.
    testTimeout: 60_000,
  },
});
