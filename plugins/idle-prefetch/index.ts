/** Runs Docusaurus's viewport link prefetches in idle time (client.ts, README.md). */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { PluginError } from '../../shared/plugin-error';

export const PLUGIN_NAME = 'idle-prefetch';

/** Docusaurus's Link, whose prefetch call the client module defers. */
const LINK_FILE = '@docusaurus/core/lib/client/exports/Link.js';

/**
 * Stops the build when Docusaurus's Link no longer prefetches through
 * window.docusaurus: the client module would then defer nothing, silently.
 */
export function assertLinkPrefetchesThroughGlobal(
  linkSource: string = fs.readFileSync(require.resolve(LINK_FILE), 'utf8'),
): void {
  if (!linkSource.includes('window.docusaurus.prefetch(')) {
    throw new PluginError(
      PLUGIN_NAME,
      `${LINK_FILE} no longer calls window.docusaurus.prefetch(), so link ` +
        'prefetches would no longer wait for idle time. Check how Docusaurus now prefetches and ' +
        'update plugins/idle-prefetch (see its README) or remove it from docusaurus.config.ts.',
    );
  }
}

export default function idlePrefetchPlugin(): Plugin {
  assertLinkPrefetchesThroughGlobal();
  return {
    name: PLUGIN_NAME,
    getClientModules: () => [path.join(__dirname, 'client.ts')],
  };
}
