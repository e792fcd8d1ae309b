import { defineConfig } from '@playwright/test';
import { NARROWEST_DESKTOP, browserOptions } from './tests/browser-options';
import { TEST_CHROME_EXECUTABLE, CHROMIUM_FLAGS, WEBGL_FLAGS } from './tools/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3123);

/** The live 3D previews render WebGL2 on the CPU (SwiftShader); they get a project of their own. */
const WEBGL_SPECS = /(live-preview|model-checker\.live|web-host(\.[a-z-]+)?)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [['list']],
  // Bounds for a failing test on a busy shared machine, never waits: every step
  // waits for its own state and moves on as soon as it holds.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: browserOptions(PORT),
  projects: [
    // Listed first so that its tests start at once on one worker, beside the
    // site tests on the other, instead of queueing behind all of them.
    {
      name: 'webgl',
      testMatch: WEBGL_SPECS,
      // One software-rendered scene at a time: two would starve each other (and
      // everything else) on a 2-core machine. The other worker runs the site tests.
      workers: 1,
      timeout: 120_000,
      use: {
        // The narrowest desktop layout (above 996 px): a preview's canvas has half
        // the pixels it has at 1280 px, and software WebGL's CPU time follows the
        // pixels (the project took 66 instead of 83 CPU-s).
        viewport: NARROWEST_DESKTOP,
        launchOptions: {
          executablePath: TEST_CHROME_EXECUTABLE,
          // WebGL2 through SwiftShader, for the live 3D previews.
          args: [...CHROMIUM_FLAGS, ...WEBGL_FLAGS],
        },
      },
    },
    {
      name: 'site',
      testIgnore: WEBGL_SPECS,
    },
  ],
  webServer: {
    command: `tsx tools/serve.ts --port ${PORT} --dir build`,
    url: `http://localhost:${PORT}/react-native-filament/`,
    // Always our own server on our own build: a server left running could serve another build.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
