/**
 * Builds the search index after `docusaurus build`, so that `npm run build`
 * alone produces a site whose search works.
 *
 * The indexer runs in a child process: Pagefind is an ES module only, and
 * Docusaurus loads this file through jiti, which cannot import it.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadContext, Plugin } from '@docusaurus/types';

const run = promisify(execFile);

export class SearchIndexBuildError extends Error {
  override name = 'SearchIndexBuildError';
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({ outDir }) {
      const script = path.join(context.siteDir, 'scripts/search/build-index.ts');
      try {
        const { stdout } = await run(process.execPath, ['--import', 'tsx', script, outDir], {
          cwd: context.siteDir,
        });
        process.stdout.write(stdout);
      } catch (error) {
        const { stderr, message } = error as { stderr?: string; message: string };
        throw new SearchIndexBuildError(
          `Search index: ${stderr?.trim() || message}. The site was built, but search would not work.`,
        );
      }
    },
  };
}
