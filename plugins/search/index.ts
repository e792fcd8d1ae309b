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
import type { LoadContext } from '@docusaurus/types';
import { PluginError } from '../../shared/plugin-error';
import type { PostBuildPlugin, PostBuildProps } from '../../shared/post-build';

export const PLUGIN_NAME = 'search';

const run = promisify(execFile);

/**
 * Step (3) of the post-build pipeline (plugins/post-build): after the pass
 * over the pages, so that Pagefind reads each page as it is served.
 */
async function indexStep(siteDir: string, { outDir }: PostBuildProps): Promise<void> {
  const script = path.join(__dirname, 'build-index.ts');
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, outDir], {
      cwd: siteDir,
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
}

export default function searchPlugin(context: LoadContext): PostBuildPlugin {
  return {
    name: PLUGIN_NAME,
    // theme/SearchBar fills theme-classic's empty search slot (a Noop there).
    getThemePath: () => path.join(__dirname, 'theme'),
    postBuildSteps: { index: (props) => indexStep(context.siteDir, props) },
  };
}
