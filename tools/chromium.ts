/**
 * The Chromium every browser tool of the repo launches (tests, benchmarks,
 * poster rendering): Debian's /usr/bin/chromium unless CHROME_PATH says
 * otherwise, with the flags this sandbox needs (no network beyond the site,
 * no GPU; WebGL2 through SwiftShader for the live previews).
 */
import fs from 'node:fs';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The path if it exists; otherwise undefined, so Playwright falls back to its own browser. */
export const CHROME_EXECUTABLE = fs.existsSync(CHROME_PATH) ? CHROME_PATH : undefined;

/**
 * Chromium's headless shell (Debian's chromium-headless-shell: Blink and V8
 * without the desktop browser around them, what Playwright itself launches for
 * headless tests). A page load costs it about a third less CPU than the full
 * browser in headless mode (measured: 0.68-0.74 vs 0.97-1.10 CPU-s to load and
 * hydrate a guide; the whole browser-test phase 274 vs 371 CPU-s), which is
 * most of what the tests wait for on a 2-core machine.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * What the browser tests launch: CHROME_PATH if set, else the headless shell
 * if installed (.ci/run installs it), else the browser of CHROME_EXECUTABLE.
 * The tools that measure or draw for readers (bench, Lighthouse, posters) use
 * the full browser.
 */
export const TEST_CHROME_EXECUTABLE =
  process.env.CHROME_PATH === undefined && fs.existsSync(HEADLESS_SHELL_PATH)
    ? HEADLESS_SHELL_PATH
    : CHROME_EXECUTABLE;

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
] as const;

export const WEBGL_FLAGS = ['--enable-unsafe-swiftshader', '--use-angle=swiftshader'] as const;
