/**
 * What the site's components use of the web host in the browser: its runner
 * (the Playground's Run), the editor (loaded on demand), and the plugin's
 * global data. client/package.json says these modules have no side effects,
 * so a page that takes only the data hook (the live previews) does not also
 * bundle the Run button's code.
 */
import { usePluginData } from '@docusaurus/useGlobalData';
import type { WebHostData } from '../index';

export { useRunner } from './RunSample';
export type { SampleEditor } from './editor';

/** The editor (CodeMirror), in a chunk of its own loaded on the first Edit. */
export const loadEditor = () => import('./editor');
export type { WebHostData } from '../index';

function isWebHostData(data: unknown): data is WebHostData {
  if (typeof data !== 'object' || data === null) return false;
  const { previewBytes, checkerBytes, siteModels } = data as Record<string, unknown>;
  return (
    typeof checkerBytes === 'number' &&
    typeof previewBytes === 'object' &&
    previewBytes !== null &&
    Array.isArray(siteModels)
  );
}

/** The plugin's global data, or an error that names the feature when it is off (FEATURES_OFF). */
export function useWebHostData(): WebHostData {
  const data = usePluginData('web-host');
  if (!isWebHostData(data)) {
    throw new Error(
      '[web-host] no global data: this page needs the web-host feature (plugins/features.ts).',
    );
  }
  return data;
}
