/**
 * What the site's components use of the web host in the browser: its runner
 * (the Playground's Run), the editor (loaded on demand), and the plugin's
 * global data. client/package.json says these modules have no side effects,
 * and the data hook lives in ./data.ts, only re-exported here, so a page
 * that takes only the data hook (the live previews) is sent to ./data.ts and
 * does not bundle ./RunSample.tsx through this module. (What its load
 * button shares with the Run button, the data warning and the download
 * formatter, run-button-chunk.ts puts in a chunk of their own.)
 */

export { useRunner } from './RunSample';
export type { SampleEditor } from './editor';

/** The editor (CodeMirror), in a chunk of its own loaded on the first Edit. */
export const loadEditor = () => import('./editor');
export type { WebHostData } from '../index';
export { useWebHostData } from './data';
