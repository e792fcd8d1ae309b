import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The sample checker compiles real programs; CI machines can be slow and busy.
    testTimeout: 60_000,
  },
});
