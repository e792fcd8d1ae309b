import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium; CHROME_PATH overrides, Playwright's own browser is used if neither exists. */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
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
      executablePath: fs.existsSync(CHROME_PATH) ? CHROME_PATH : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        // WebGL2 through SwiftShader, for the live 3D previews.
        '--enable-unsafe-swiftshader',
        '--use-angle=swiftshader',
      ],
    },
  },
  webServer: {
    command: `tsx scripts/serve.ts --port ${PORT} --dir build`,
    url: `http://localhost:${PORT}/react-native-filament/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
