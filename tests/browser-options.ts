/**
 * The browser settings both Playwright configs share (production build:
 * playwright.config.ts; dev server: playwright.dev.config.ts).
 */
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { TEST_CHROME_EXECUTABLE, CHROMIUM_FLAGS } from '../tools/chromium';

/**
 * The narrowest desktop layout (above 996 px), where a live preview's canvas
 * has half the pixels it has at 1280 px: the software-WebGL tests' viewport.
 */
export const NARROWEST_DESKTOP = { width: 1000, height: 720 } as const;

export function browserOptions(port: number): NonNullable<PlaywrightTestConfig['use']> {
  return {
    baseURL: `http://localhost:${port}/react-native-filament/`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: TEST_CHROME_EXECUTABLE, args: [...CHROMIUM_FLAGS] },
    // Recording a trace costs about half again the CPU of a test run (measured:
    // 52 vs 34 CPU-seconds on the site, toc and navigation specs), so only the
    // GitHub workflow records them (E2E_TRACE=retain-on-failure) for its
    // failure artifact. A failing test always leaves a screenshot.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  };
}
