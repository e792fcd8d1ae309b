/**
 * What the site's components use of the web host in the browser: its runner
 * (the Playground's Run), the editor (loaded on demand), and the plugin's
 * global data. client/package.json says these modules have no side effects,
 * so a page that takes only the data hook (the live previews) does not also
 * bundle the Run button's code: the hook lives in ./data.ts and is only
 * re-exported here, so the bundler sends such a page to ./data.ts directly
 * and leaves this module and ./RunSample.tsx out of its chunks (defined
 * here, the hook pulled in ./RunSample.tsx, which the playground uses, and
 * with it the Run button's chunk on the home page).
 */

export { useRunner } from './RunSample';
export type { SampleEditor } from './editor';

/** The editor (CodeMirror), in a chunk of its own loaded on the first Edit. */
export const loadEditor = () => import('./editor');
export type { WebHostData } from '../index';
export { useWebHostData } from './data';
