/**
 * Builds the search index for a production build:
 *
 *   tsx plugins/search/build-index.ts [build]
 *
 * `npm run build` runs it by itself (index.ts); run it alone to
 * re-index a build without rebuilding the site.
 */
import path from 'node:path';
import { buildSearchIndex } from './indexer';

const outDir = path.resolve(process.argv[2] ?? 'build');
buildSearchIndex(outDir).then(
  ({ pageCount, bundleDir }) => {
    console.log(
      `[search] Indexed ${pageCount} pages into ${path.relative(process.cwd(), bundleDir)}`,
    );
  },
  (error: unknown) => {
    console.error(`[search] ${(error as Error).message}`);
    process.exit(1);
  },
);
