/** The web host's global data, read through a typed hook (re-exported by ./index.ts). */
import { usePluginData } from '@docusaurus/useGlobalData';
import type { WebHostData } from '../index';

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
