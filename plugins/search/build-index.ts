/**
 * Builds the search index for a production build:
 *
 *   tsx plugins/search/build-index.ts [build]
 *
 * `npm run build` runs it by itself (index.ts); run it alone to
 * re-index a build without rebuilding the site.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import { PLUGIN_NAME } from './index';
import { buildSearchIndex } from './indexer';

const outDir = path.resolve(process.argv[2] ?? 'build');
buildSearchIndex(outDir).then(
  ({ pageCount, bundleDir }) => {
    logger.info(
      `[${PLUGIN_NAME}] Indexed ${pageCount} pages into ${path.relative(process.cwd(), bundleDir)}`,
    );
  },
  (error: unknown) => {
    // The plain message: index.ts puts it in the error that stops the build, named there.
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  },
);
