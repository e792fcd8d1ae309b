/**
 * The pages of a production build, as the post-build steps (plugins/) and the
 * build tests (tests/build/) list and rewrite them: one rule for "which files
 * are pages", one way to write a file of the build.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every HTML file of the build is a page: the routes Docusaurus rendered
 * (`<route>.html` with `trailingSlash: false`, `index.html`, `404.html`).
 * Nothing else in the build is HTML (the bundler writes scripts and
 * stylesheets under assets/, Pagefind its index under pagefind/, the
 * Markdown export `.md` and `.txt`), so no folder is skipped: a tool that
 * one day writes HTML into the build makes it a page of every step, which is
 * what a reader fetching it would see too.
 */
const PAGE_FILE = /\.html$/;

/**
 * The pages of the build in `outDir`: paths relative to it with `/`
 * separators, sorted, e.g. `404.html`, `docs/guides/light.html`, `index.html`.
 */
export function builtPages(outDir: string): string[] {
  return fs
    .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => PAGE_FILE.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The route of a page, without the base URL: `docs/guides/light.html` → `docs/guides/light`, `index.html` → ``. */
export function routeOfPage(page: string): string {
  return page.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
}

/**
 * Writes a file of the build by rename: a build stopped half-way, or a
 * server reading the folder meanwhile (`npm run serve`), never sees half a
 * file. Makes the folder if it is missing.
 */
export function writeAtomic(file: string, data: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, data);
  fs.renameSync(temp, file);
}
