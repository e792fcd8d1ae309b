/** Runs Docusaurus's viewport link prefetches in idle time (client.ts, README.md). */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules: () => [path.join(__dirname, 'client.ts')],
  };
}
