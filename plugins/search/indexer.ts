/**
 * Builds the Pagefind search index from the production build.
 *
 * It reads every built page (guides, API reference, home, markdown page),
 * leaves out the page chrome, and writes the chunked index into
 * build/pagefind/, served as static files of this site. The reader's browser
 * fetches only the chunks a query needs, when search is opened.
 *
 * Pagefind is an ES module only; run this through tsx (build-index.ts), not
 * from the Docusaurus config, whose loader turns import() into require().
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtPages, routeOfPage } from '../../shared/built-pages';
import { LIBRARY_REPO } from '../../shared/library';
import { optimizeBundle } from './optimize-bundle';

/** Folder inside the build output that holds the index (its URL is baseUrl + this). */
const SEARCH_BUNDLE_DIR = 'pagefind';

/**
 * Page chrome that must not be indexed: the same text on every page would
 * match every query. Theme class names (theme-*) are stable across Docusaurus
 * versions; CSS-module class names are not, so none are used here.
 */
const EXCLUDE_SELECTORS: readonly string[] = [
  '.theme-layout-navbar',
  '.theme-layout-footer',
  '.theme-announcement-bar',
  'a[href="#__docusaurus_skipToContent_fallback"]',
  '.theme-doc-sidebar-container',
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-back-to-top-button',
  '.pagination-nav',
  // The zero-width "#" permalink next to each heading.
  '.hash-link',
  // The API reference's "Defined in" source paths (src/types/Foo.ts:12): noise to a reader's query.
  `a[href^="${LIBRARY_REPO}/blob/"]`,
];

/**
 * Size of Pagefind's word index chunks, in its own unit (word locations, plus
 * one per page a word is on; Pagefind's default is 20,000). A query fetches the
 * chunk that holds each of its words, so smaller chunks mean fewer bytes per
 * query, paid for by a longer chunk list in the metadata every query loads.
 * Measured on this site (187 pages, plugins/search/README.md): 20,000 makes
 * 7 chunks of about 30 KB gzipped; 800 makes about 130 chunks of 0.5 to 3 KB,
 * and the metadata grows from 1.4 to 2.8 KB. One-word first queries fetch
 * 26 to 31 KB less, two-word ones about 55 KB less; the ranking is the same.
 *
 * Pagefind 1.6 reads this only from the environment of its indexing process
 * (PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE, which its own tests use); the name says
 * it may change. tests/build/search.test.ts fails if the chunks grow back.
 */
export const INDEX_CHUNK_SIZE = 800;

/** Built files that are not pages a reader would look for. */
const SKIPPED_FILES = new Set(['404.html']);

/**
 * Guides weigh twice as much as the API reference: they explain tasks, while
 * reference pages repeat type names in every table row. Measured on the quality
 * queries (README.md, "Ranking"): without it "glb" finds four
 * reference pages before the asset-loading guide.
 */
const GUIDE_TEXT_WEIGHT = 2;

/**
 * A weight set on the guide text replaces Pagefind's heading weights inside it,
 * so headings get theirs back (Pagefind's defaults): a heading still beats
 * body text.
 */
const HEADING_WEIGHTS: Readonly<Record<string, number>> = {
  '1': 7,
  '2': 6,
  '3': 5,
  '4': 4,
  '5': 3,
  '6': 2,
};

/**
 * Code samples count for half of the prose around them: a reader searching
 * "shadow" wants the paragraph that explains shadows, not a line of JSX.
 */
const CODE_WEIGHT = 0.5;

/**
 * What Pagefind reads for a page. Only the indexer sees this; the served
 * files stay as built.
 */
export function htmlForIndex(html: string, route: string): string {
  // The minified build omits the end tags of cells and list items, and with
  // them any space: Pagefind would glue the last word of one cell to the first
  // word of the next.
  const out = html.replace(/<(td|th|li|dt|dd)(?=[\s>])/g, ' <$1');
  const article = /<div class="?theme-doc-markdown markdown"?/.exec(out);
  if (!article) return out;
  const isGuide = route.startsWith('/docs/guides');
  const head = out.slice(0, article.index);
  let body = out.slice(article.index);
  if (isGuide) {
    body = body
      .replace(article[0], `${article[0]} data-pagefind-weight="${GUIDE_TEXT_WEIGHT}"`)
      .replace(
        /<h([1-6])(?=[\s>])/g,
        (tag, level: string) => `${tag} data-pagefind-weight="${HEADING_WEIGHTS[level]}"`,
      );
  }
  const codeWeight = isGuide ? GUIDE_TEXT_WEIGHT * CODE_WEIGHT : CODE_WEIGHT;
  body = body.replace(/<pre(?=[\s>])/g, `<pre data-pagefind-weight="${codeWeight}"`);
  return head + body;
}

/** The clean route a built HTML file answers, without the base path. */
export function routeForHtmlFile(relativePath: string): string {
  return `/${routeOfPage(relativePath.split(path.sep).join('/'))}`;
}

/** Every page of the build in dir that should be searchable (shared/built-pages.ts), relative to dir. */
export function listPages(dir: string): string[] {
  return builtPages(dir).filter((page) => !SKIPPED_FILES.has(page));
}

export interface SearchIndexResult {
  readonly pageCount: number;
  readonly bundleDir: string;
}

class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

/** Indexes the built site in outDir and writes the bundle to outDir/pagefind. */
export async function buildSearchIndex(outDir: string): Promise<SearchIndexResult> {
  // Read by the Pagefind binary, which the Node API starts with this process's environment.
  process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE = String(INDEX_CHUNK_SIZE);
  const pagefind = await import('pagefind');
  const bundleDir = path.join(outDir, SEARCH_BUNDLE_DIR);
  fs.rmSync(bundleDir, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: [...EXCLUDE_SELECTORS],
    forceLanguage: 'en',
  });
  try {
    if (!index) throw new SearchIndexError(`Pagefind could not start: ${errors.join('; ')}`);
    const pages = listPages(outDir);
    for (const file of pages) {
      const route = routeForHtmlFile(file);
      const html = fs.readFileSync(path.join(outDir, file), 'utf8');
      const added = await index.addHTMLFile({ url: route, content: htmlForIndex(html, route) });
      if (added.errors.length > 0) {
        throw new SearchIndexError(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
      }
    }
    const written = await index.writeFiles({ outputPath: bundleDir });
    if (written.errors.length > 0) {
      throw new SearchIndexError(
        `Pagefind could not write the index: ${written.errors.join('; ')}`,
      );
    }
    removeUnusedUi(bundleDir);
    await optimizeBundle(bundleDir);
    return { pageCount: pages.length, bundleDir };
  } finally {
    await pagefind.close();
  }
}

/**
 * Pagefind's ready-made UIs and its web worker: the site has its own UI and
 * searches on the main thread (noWorker), so they are not deployed.
 */
function removeUnusedUi(bundleDir: string): void {
  for (const name of fs.readdirSync(bundleDir)) {
    if (/^pagefind-(ui|modular-ui|component-ui|highlight|worker)\.(js|css)$/.test(name)) {
      fs.rmSync(path.join(bundleDir, name));
    }
  }
}
