/**
 * The Run button's code in one chunk of its own. Nearly every guide imports
 * it (remark-run-button.ts), yet it is only about 2 KB gzipped, under the
 * bundler's 20 KB minimum for a shared chunk: so each guide's chunk carried
 * a copy, and the next page a guide loads ahead (plugins/idle-prefetch)
 * brought that copy again with its content. Split off, a guide's neighbors
 * bring only their own content, and the button comes once per visit.
 *
 * The two modules a live preview's load button needs at load as well (the
 * data-saver warning and the download formatter) go to a second, smaller
 * chunk: in the Run button's, they made the home page, which has a preview
 * and no Run button, load the whole button (2,148 B gzipped) at load.
 */
const RUN_BUTTON_MODULES =
  /[\\/](plugins[\\/]web-host[\\/]client[\\/](RunSample|block-text)|packages[\\/]web-host[\\/]src[\\/]webgl2)\.tsx?$/;
const LOAD_BUTTON_MODULES = /[\\/]shared[\\/](connection|live-preview[\\/]poster)\.ts$/;

/** The bundler's `optimization.splitChunks` addition for the browser bundle. */
export const runButtonSplitChunks = {
  cacheGroups: {
    runButton: {
      name: 'run-button',
      test: RUN_BUTTON_MODULES,
      chunks: 'async',
      minSize: 0,
      priority: 30,
      reuseExistingChunk: true,
    },
    loadButton: {
      name: 'load-button',
      test: LOAD_BUTTON_MODULES,
      chunks: 'async',
      minSize: 0,
      priority: 30,
      reuseExistingChunk: true,
    },
  },
} as const;
