/**
 * Browser tests against the dev server (`docusaurus start`), which renders
 * on the client instead of hydrating server HTML: what a guide writer sees
 * under `npm start` must match the production build.
 */
import { defineConfig } from '@playwright/test';
import { browserOptions } from './tests/browser-options';

const PORT = Number(process.env.DEV_E2E_PORT ?? 3130);

export default defineConfig({
  testDir: './tests/dev',
  outputDir: './test-results/dev',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  // The dev server compiles each route's chunks on first request.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  use: browserOptions(PORT),
  webServer: {
    command: `docusaurus start --port ${PORT} --host localhost --no-open`,
    url: `http://localhost:${PORT}/react-native-filament/`,
    reuseExistingServer: false,
    // Generating the API reference and the first compile, on a busy 2-core machine.
    timeout: 300_000,
    stdout: 'ignore',
  },
});
