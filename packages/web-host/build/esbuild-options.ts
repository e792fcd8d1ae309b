/**
 * The esbuild options every browser bundle of the host shares: the runtime with its chunks
 * (the site's plugins/web-host/bundle.ts) and the physics bundle (./bullet.ts).
 */
export const BROWSER_BUNDLE_OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  metafile: true,
  logLevel: 'silent',
} as const;
