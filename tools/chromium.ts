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
