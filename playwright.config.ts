import { defineConfig, devices } from '@playwright/test';
import { CHROME_EXECUTABLE, CHROMIUM_FLAGS, WEBGL_FLAGS } from './tools/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3123);

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}/react-native-filament/`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: CHROME_EXECUTABLE,
      // WebGL2 through SwiftShader, for the live 3D previews.
      args: [...CHROMIUM_FLAGS, ...WEBGL_FLAGS],
    },
  },
  webServer: {
    command: `tsx tools/serve.ts --port ${PORT} --dir build`,
    url: `http://localhost:${PORT}/react-native-filament/`,
    // Always our own server on our own build: a server left running could serve another build.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
