/**
 * Byte budgets (issue 6, derived from their parts since issue 37), in bytes of
 * gzip-compressed transfer, as GitHub Pages serves them.
 *
 * A budget is not today's size: it is what a page costs today, part by part,
 * plus the room the site plans to grow by. Every figure below was measured on
 * 2026-11-28 at commit 9ca245f (189 built pages, 18 guides) with
 * `npx playwright test site.budgets` (the files a real page load fetched by its
 * load event, each gzipped at level 6), and the cost of one more page by
 * building the same tree with 10 throwaway guides added to the sidebar.
 *
 * A page's JavaScript is two parts, checked apart so that a failure says which
 * one grew:
 * - the shared part, `runtime~main` + `main.js`, which every page loads: React,
 *   Docusaurus, the chrome, and the route table, which grows with every page
 *   the site has (`SHARED_BYTES_PER_PAGE`);
 * - the page's own chunks: its content, its layout, its sidebar data (which
 *   grows with every guide, on guide pages: `SIDEBAR_BYTES_PER_GUIDE`).
 * Each part may grow by what the pages added since the baseline explain, plus
 * `CODE_ROOM` for ordinary changes; the total is capped at the baseline plus
 * `PLANNED_PAGES` new pages plus that room. A library pulled into every page
 * (the shared part grows with no page to explain it), a heavy component loaded
 * eagerly by one page (its own chunks grow), or far more pages than planned
 * each fail, with a message that says which and what to do (`explainJsBudget`).
 */
export const BUDGET_PAGES = [
  { name: 'home', path: '', kind: 'home' },
  { name: 'guide', path: 'docs/guides', kind: 'guide' },
  { name: 'API page', path: 'docs/api/functions/Camera', kind: 'api' },
  // The drop zone only: the checker itself loads after the reader chooses files (plugins/model-checker).
  { name: 'model checker', path: 'docs/guides/check-your-model', kind: 'guide' },
  // The file input and paste boxes only: the rules and Babel's parser load when the reader checks files.
  { name: 'setup checker', path: 'docs/guides/check-your-setup', kind: 'guide' },
  // The screen picker, toolbar and link only: the editor, the host, the inspector and the zip library load on use.
  { name: 'playground', path: 'docs/playground', kind: 'guide' },
] as const;

export type BudgetPage = (typeof BUDGET_PAGES)[number];

/** The build the baseline was measured on. */
export const BASELINE = {
  date: '2026-11-28',
  commit: '9ca245f',
  /** HTML pages of the build (`shared/built-pages.ts`), 404.html included. */
  pages: 189,
  /** Of them, the guides (`docs/guides` and `docs/guides/*`). */
  guides: 18,
  /** `runtime~main` (7,306 B) + `main.js` (115,065 B). */
  sharedJs: 122_371,
  /** Each budget page's own chunks, by its load event. */
  ownJs: {
    home: 125_544 - 122_371,
    guide: 153_511 - 122_371,
    'API page': 149_985 - 122_371,
    'model checker': 146_919 - 122_371,
    /**
     * Added with the page (issue 44), after the baseline: held to the model
     * checker page's figure, the other guide whose tool loads on use, so its
     * shell and prose get no more room than that page's did.
     */
    'setup checker': 146_919 - 122_371,
    /**
     * Added after the baseline (issue 46), measured on 2026-12-07 (`npx playwright test
     * site.budgets`, 197 pages): its own chunks by the load event. The inspector
     * (4.7 KB gzip) or the zip library loaded eagerly would each pass `CODE_ROOM`.
     */
    playground: 29_432,
  } satisfies Record<BudgetPage['name'], number>,
  /** The one stylesheet every page loads (`assets/css/styles.*.css`). */
  css: 15_337,
} as const;

/**
 * What one more page adds to the shared part (route table, chunk names, chunk
 * file map): 10 throwaway guides with short ids added 692 B to `main.js` and
 * 231 B to `runtime~main`, 92 B a page; issue 32's five guides, with longer
 * ids, 527 B, 105 B a page.
 */
export const SHARED_BYTES_PER_PAGE = 105;
/**
 * What one more guide adds to a guide page's own chunks: its sidebar item and
 * its entry in the docs version's metadata (id, title, description), which
 * every guide page loads. 10 throwaway guides with one-line descriptions:
 * +327 B (33 B each); issue 32's five, with descriptions of 200 to 300
 * characters: +725 B (145 B each). A long description costs every guide page.
 */
export const SIDEBAR_BYTES_PER_GUIDE = 150;
/**
 * The pages the site plans to grow by before the next look at these budgets:
 * issue 32's guides (compatibility, error messages, known issues, limits, many
 * models), issue 33's playground, and room for about 30 more pages (guides,
 * release posts, API pages of a new library version).
 */
export const PLANNED_PAGES = 40;
/** Of the planned pages, the guides (the rest: API pages, release posts, the playground). */
export const PLANNED_GUIDES = 10;
/**
 * Room for ordinary code changes, per part: a new control in the chrome, a
 * plugin's client module, a component a guide imports. A library that every
 * page would load (React Native Web, CodeMirror, the glTF validator are each
 * tens of KB) does not fit, which is the point.
 */
export const CODE_ROOM = 2 * 1024;

/**
 * The JavaScript budget of a page: its baseline plus `PLANNED_PAGES` more
 * pages (a guide page also pays their sidebar items) plus `CODE_ROOM` for the
 * shared part and for its own chunks.
 */
export function jsBudget(page: BudgetPage): number {
  const guides = page.kind === 'guide' ? PLANNED_GUIDES * SIDEBAR_BYTES_PER_GUIDE : 0;
  const pages = PLANNED_PAGES * SHARED_BYTES_PER_PAGE;
  return BASELINE.sharedJs + BASELINE.ownJs[page.name] + pages + guides + 2 * CODE_ROOM;
}

/**
 * What a new component's CSS module adds to the site-wide stylesheet, in it
 * (it compresses with the rest): 114 to 828 B for this site's modules
 * (ScrollableTable to LivePreview), about 500 B for a typical one.
 */
export const CSS_BYTES_PER_COMPONENT = 500;
/** The components the stylesheet has room for before the next look (issue 32 and 33 add four or five). */
export const PLANNED_COMPONENTS = 6;
/**
 * Every CSS module goes into the one stylesheet all pages load (it no longer
 * blocks the first paint: plugins/critical-css inlines each page's rules), so
 * the budget is today's sheet plus room for `PLANNED_COMPONENTS` modules.
 * A doubled stylesheet (a CSS framework, an unpurged Infima) fails.
 */
export const CSS_BUDGET = BASELINE.css + PLANNED_COMPONENTS * CSS_BYTES_PER_COMPONENT;

/**
 * The CSS each page inlines in its <head> (plugins/critical-css), gzipped on
 * its own (within the page it compresses a little better): what a first paint
 * needs now that no stylesheet blocks it. Checked on every page by
 * tests/build/critical-css.test.ts. On 2026-11-23: 5,982 B (404) to 10,327 B
 * (the camera guide), median 8,495 B; the room above the camera guide (937 B)
 * is about two components' rules.
 */
export const CRITICAL_CSS_BUDGET = 11 * 1024;

/** What a page loaded, by part, and how many pages the build has. */
export interface JsLoad {
  readonly sharedJs: number;
  readonly ownJs: number;
  readonly pages: number;
  readonly guides: number;
}

/** A failed part of a budget, with what grew and what to do; none when within. */
export function explainJsBudget(page: BudgetPage, load: JsLoad): string[] {
  const newPages = load.pages - BASELINE.pages;
  const newGuides = load.guides - BASELINE.guides;
  const sharedAllowed =
    BASELINE.sharedJs + Math.max(0, newPages) * SHARED_BYTES_PER_PAGE + CODE_ROOM;
  const ownAllowed =
    BASELINE.ownJs[page.name] +
    (page.kind === 'guide' ? Math.max(0, newGuides) * SIDEBAR_BYTES_PER_GUIDE : 0) +
    CODE_ROOM;
  const failures: string[] = [];
  if (load.sharedJs > sharedAllowed) {
    const explained = Math.max(0, newPages) * SHARED_BYTES_PER_PAGE;
    failures.push(
      `runtime~main + main.js, loaded by every page, is ${load.sharedJs} B: ${load.sharedJs - BASELINE.sharedJs} B more than on ${BASELINE.date}, of which ${newPages} new pages explain ${explained} B and ${CODE_ROOM} B are room for code. ` +
        "Something now loads on every page: run `npm run bench:bundle` and read bench/results/bundle.md for the module that grew; load it where it is used (React.lazy, a dynamic import on the reader's request).",
    );
  }
  if (load.ownJs > ownAllowed) {
    failures.push(
      `${page.name}'s own chunks are ${load.ownJs} B: ${load.ownJs - BASELINE.ownJs[page.name]} B more than on ${BASELINE.date} (allowed: ${ownAllowed} B, ${newGuides} new guides' sidebar items and ${CODE_ROOM} B of room). ` +
        'A component or a library this page imports grew: load what the page does not show at once on demand, as the model checker and the live previews do.',
    );
  }
  if (newPages > PLANNED_PAGES || newGuides > PLANNED_GUIDES) {
    failures.push(
      `The build has ${newPages} more pages (${newGuides} guides) than on ${BASELINE.date}, more than the ${PLANNED_PAGES} pages (${PLANNED_GUIDES} guides) the budget plans for. ` +
        'If they are meant to be there, measure the cost of a page again (see the comment of SHARED_BYTES_PER_PAGE) and update BASELINE in tests/e2e/budgets.ts to a new measurement, saying why in the commit.',
    );
  }
  const total = load.sharedJs + load.ownJs;
  if (failures.length === 0 && total > jsBudget(page)) {
    failures.push(`${page.name} loads ${total} B, over its budget of ${jsBudget(page)} B.`);
  }
  return failures;
}

/** The page whose bytes after its load event are budgeted: the first guide, which readers open most. */
export const AFTER_LOAD_PAGE = { name: 'guide (getting-started)', path: 'docs/guides' } as const;

/**
 * Bytes after load (issue 36): what a guide fetches after its load event, by
 * the time it is idle, gzipped as served. A reader on a metered plan pays it
 * on every page view. Measured on 2026-12-01 with the same test, in parts
 * (the favicon, which Resource Timing does not list, is not counted); the
 * published site's guide fetched 30.6 KB (with headers, at 412 px) the same
 * way (tools/bench/LOG.md).
 */
export const AFTER_LOAD_BASELINE = {
  /**
   * The code highlighter (the site's Prism and the theme's CodeBlock, three
   * chunks), prefetched once a page has been open a second
   * (plugins/code-highlighting): 217 + 33,828 + 967 B with
   * prism-react-renderer's own module, before 2026-12-01.
   */
  highlighter: 217 + 13_135 + 1_930,
  /**
   * The chunks of the guide's next page ("Asset loading": its MDX; the docs
   * layout and the Run button it shares with this page are in already),
   * preloaded in idle time (plugins/idle-prefetch). A guide in the middle of
   * the sidebar also loads its previous page.
   */
  neighbors: 9_606,
} as const;

/**
 * Room for the neighbors to grow: the next page gaining a long section
 * (4 KB gzipped is about 1,500 words of prose). Less than one more page, so
 * that loading a third page ahead fails.
 */
export const NEIGHBOR_ROOM = 4 * 1024;

/**
 * Today's bytes after load plus `NEIGHBOR_ROOM` and `CODE_ROOM`. Docusaurus's
 * prefetch of every link in view (about 250 KB on this page before issue 36),
 * loading ahead more pages, or prism-react-renderer's whole module again,
 * does not fit.
 */
export const AFTER_LOAD_BUDGET =
  AFTER_LOAD_BASELINE.highlighter + AFTER_LOAD_BASELINE.neighbors + NEIGHBOR_ROOM + CODE_ROOM;

/** Why the bytes a guide fetched after its load event are over budget; none when within. */
export function explainAfterLoadBudget(bytes: number): string[] {
  if (bytes <= AFTER_LOAD_BUDGET) return [];
  return [
    `${AFTER_LOAD_PAGE.name} fetched ${bytes} B after its load event, by idle: over its budget of ${AFTER_LOAD_BUDGET} B ` +
      `(on 2026-12-01: the highlighter ${AFTER_LOAD_BASELINE.highlighter} B, the next page ${AFTER_LOAD_BASELINE.neighbors} B, ` +
      `plus ${NEIGHBOR_ROOM} B for the next page to grow and ${CODE_ROOM} B for code). ` +
      'Is every link in view prefetched again, or more pages loaded ahead than the next and the previous (plugins/idle-prefetch, its README)? ' +
      'Or did the next page or the highlighter grow (npm run bench:bundle)?',
  ];
}

/**
 * The web host's scripts a plain guide sample's first Run fetches (getting-started: `host.js`, the
 * app chunk, Filament's glue, the sample's chunk and their static imports), each gzip -6, as
 * `tests/e2e/web-host.real-code.spec.ts` counts what the browser fetched. Issue 45 measured them
 * with `npx tsx tools/bench/host-first-run.ts` (2026-12-07): 208,083 B with no companion library in
 * the bundle, 209,225 B once the companions came in (esbuild cut the runtime's chunks and wrapped
 * react-native-web's modules for the companions' `require()`s), 208,217 B after the fix (the rest:
 * the names the companions import from the runtime's chunks, which those chunks must export),
 * 208,280 B with react-native-blob-util's imitation (memory-files.ts's `file://` reading), 208,731 B
 * with the playground inspector's picking (issue 46: `pickAt` and the engines' list of live scenes,
 * packages/web-host/src/scene-pick.ts). Loading `pickAt` on its first call was tried: it saved 63 B
 * and cost an extra script on every Run (the list of live scenes became a shared chunk of its own).
 */
export const HOST_FIRST_RUN = {
  baseline: 208_731,
  /** Less than the 1.1 KB the companions had cost, so that such a cut fails again. */
  room: 256,
} as const;

/** Why a plain sample's first Run fetched too many host bytes; none when within. */
export function explainHostFirstRun(bytes: number): string[] {
  const budget = HOST_FIRST_RUN.baseline + HOST_FIRST_RUN.room;
  if (bytes <= budget) return [];
  return [
    `a plain sample's first Run fetched ${bytes} B of the host's scripts (gzip -6), over ${budget} B ` +
      `(${HOST_FIRST_RUN.baseline} B on 2026-12-07 plus ${HOST_FIRST_RUN.room} B). Does a companion library ` +
      'or physics now reach a module every Run loads (packages/web-host/src/companions/runtime.ts), or ' +
      "require() one of react-native-web's files? Measure with npx tsx tools/bench/host-first-run.ts.",
  ];
}
