/**
 * Offline search (README.md): the navbar SearchBar, and the Pagefind index
 * built after `docusaurus build`, so that `npm run build` alone produces a
 * site whose search works.
 *
 * The indexer runs in a child process: Pagefind is an ES module only, and
 * Docusaurus loads this file through jiti, which cannot import it.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { PluginError } from '../../shared/plugin-error';

export const PLUGIN_NAME = 'search';

const run = promisify(execFile);

export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    // theme/SearchBar fills theme-classic's empty search slot (a Noop there).
    getThemePath: () => path.join(__dirname, 'theme'),
    async postBuild({ outDir }) {
      const script = path.join(__dirname, 'build-index.ts');
      try {
        const { stdout } = await run(process.execPath, ['--import', 'tsx', script, outDir], {
          cwd: context.siteDir,
        });
        // The child's progress line, written by @docusaurus/logger there (build-index.ts).
        process.stdout.write(stdout);
      } catch (error) {
        const { stderr, message } = error as { stderr?: string; message: string };
        throw new PluginError(
          PLUGIN_NAME,
          `building the search index failed: ${stderr?.trim() || message}. The site was built, but search would not work.`,
        );
      }
    },
  };
}
