/** Loads ahead only the pages a reader is likely to open next (client.ts, README.md). */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { PluginError } from '../../shared/plugin-error';

export const PLUGIN_NAME = 'idle-prefetch';

/** Docusaurus's Link, whose viewport prefetch the client module turns off. */
const LINK_FILE = '@docusaurus/core/lib/client/exports/Link.js';
/** theme-classic's doc pagination, whose links the client module preloads. */
export const PAGINATION_FILES = {
  nav: '@docusaurus/theme-classic/lib/theme/DocPaginator/index.js',
  link: '@docusaurus/theme-classic/lib/theme/PaginatorNavLink/index.js',
} as const;

const readInstalled = (file: string) => fs.readFileSync(require.resolve(file), 'utf8');

function internalChanged(what: string): PluginError {
  return new PluginError(
    PLUGIN_NAME,
    `${what} Check how Docusaurus now does it and update plugins/idle-prefetch (see its README) ` +
      'or remove it from docusaurus.config.ts.',
  );
}

/**
 * Stops the build when Docusaurus's Link no longer prefetches through
 * window.docusaurus: every link in view would then be prefetched again, silently.
 */
export function assertLinkPrefetchesThroughGlobal(
  linkSource: string = readInstalled(LINK_FILE),
): void {
  if (!linkSource.includes('window.docusaurus.prefetch(')) {
    throw internalChanged(
      `${LINK_FILE} no longer calls window.docusaurus.prefetch(), so the prefetches of links in view ` +
        'would no longer be turned off.',
    );
  }
}

/**
 * Stops the build when theme-classic's pagination no longer has the classes
 * the client module finds the next and previous pages by: it would then load
 * nothing ahead, silently, and a click would download the page's chunks.
 */
export function assertPaginationClasses(
  sources: { nav: string; link: string } = {
    nav: readInstalled(PAGINATION_FILES.nav),
    link: readInstalled(PAGINATION_FILES.link),
  },
): void {
  if (
    !sources.nav.includes("'pagination-nav'") ||
    !sources.link.includes("'pagination-nav__link'")
  ) {
    throw internalChanged(
      `${PAGINATION_FILES.nav} or ${PAGINATION_FILES.link} no longer renders the classes ` +
        "'pagination-nav' and 'pagination-nav__link', so the next and previous pages would no longer be loaded ahead.",
    );
  }
}

export default function idlePrefetchPlugin(): Plugin {
  assertLinkPrefetchesThroughGlobal();
  assertPaginationClasses();
  return {
    name: PLUGIN_NAME,
    getClientModules: () => [path.join(__dirname, 'client.ts')],
  };
}
