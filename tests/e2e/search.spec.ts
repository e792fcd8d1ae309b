/**
 * Search: opening it, using it by keyboard and touch, what it finds, what it
 * does with hostile input, and that it never talks to another origin.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { buildSync } from 'esbuild';
import { QUALITY_QUERIES } from '../../shared/search-quality';
import { queryTerms } from '../../plugins/search/components/SearchResults/model';
import { expandQuery } from '../../plugins/search/components/SearchResults/synonyms';
import { builtPages, routeOfPage } from '../../shared/built-pages';
import { axeViolations } from './axe';
import { expect, hydrated, switchColorMode, test, trackActivity } from './fixtures';
import type { FirstQuery, PageAnswer, PageSearch } from './search.in-page';

const BUILD_DIR = path.resolve(__dirname, '../../build');
const BASE_PATH = '/react-native-filament';

/** Opens a route and waits for React to take over (the shortcuts need it). */
async function visit(page: Page, route = 'docs/guides'): Promise<void> {
  await page.goto(route);
  await hydrated(page);
}

/** Named by its visible text: "Search Ctrl K" on desktop, "Search" (visually hidden) on phones. */
function searchButton(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
    name: /^Search\b/,
  });
}

/** search.in-page.ts bundled for the page, once per worker. */
let bundled: string | undefined;
function searchInPageBundle(): string {
  bundled ??= buildSync({
    entryPoints: [path.join(__dirname, 'search.in-page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'chrome111',
    logLevel: 'error',
  }).outputFiles[0]!.text;
  return bundled;
}

/**
 * For each query, the pages the dialog would list, best first, and where its
 * first result links to, computed in the page by the dialog's own query code
 * (search.in-page.ts): one evaluation for many queries instead of one dialog
 * round trip each. Routes and links without the base path.
 */
async function answersFor(page: Page, queries: readonly string[]): Promise<PageAnswer[]> {
  if (!(await page.evaluate(() => 'e2ePagesFor' in window))) {
    await page.addScriptTag({ content: searchInPageBundle() });
  }
  const answers = await page.evaluate(
    ([baseUrl, list]) =>
      (window as unknown as { e2ePagesFor: PageSearch }).e2ePagesFor(baseUrl, list),
    [`${BASE_PATH}/`, queries] as const,
  );
  const local = (url: string) => url.slice(BASE_PATH.length);
  return answers.map(({ pages, firstHref, links }) => ({
    pages: pages.map(local),
    firstHref: firstHref === null ? null : local(firstHref),
    links: links.map((hrefs) => hrefs.map(local)),
  }));
}

/** For each query, the pages the dialog would list, best first (routes without anchors). */
async function pagesFor(page: Page, queries: readonly string[]): Promise<string[][]> {
  return (await answersFor(page, queries)).map((answer) => answer.pages);
}

function dialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Search the documentation' });
}

function searchInput(page: Page): Locator {
  return dialog(page).getByRole('combobox', { name: 'Search the documentation' });
}

/** Types a query in one go and waits until its results (or "no results") are shown. */
async function search(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  const shown = dialog(page).locator('[data-search-state]');
  const expected = query.replace(/\s+/g, ' ').trim().slice(0, 200).trim();
  await expect(shown).toHaveAttribute('data-search-query', expected);
  await expect(shown).toHaveAttribute('data-search-state', /^(results|empty)$/);
}

/** The distinct pages of the results, best first, as routes below the base path. */
async function resultPages(page: Page): Promise<string[]> {
  const hrefs = await dialog(page)
    .getByRole('option')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((h) => h.split('#')[0]!.slice(BASE_PATH.length)))];
}

function builtRouteExists(route: string): boolean {
  return fs.existsSync(path.join(BUILD_DIR, `${route}.html`));
}

// One test, two page loads: each way in and out is a step. The first shortcut
// opens search on a fresh page (the dialog's code not loaded yet), the others on
// the same page, where the input opens focused at once, so a key the shortcut
// failed to stop would be typed into it.
test('the button names its shortcuts; a click, Control+k, Meta+k and / open search; Escape and Close close it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await visit(page);

  await test.step('the button is named by the text it shows and announces its shortcuts', async () => {
    const button = searchButton(page);
    await expect(button).toHaveText('Search Ctrl K');
    await expect(button).toHaveAccessibleName('Search Ctrl K');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
  });

  await test.step('a click opens the dialog with the input focused; Escape closes it and returns focus', async () => {
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
    // Answered, so the engine has loaded: the reload below must not cut its
    // download short (Pagefind logs the aborted fetch as an error).
    await search(page, 'light');
    await closeWithEscape(page);
    await expect(searchButton(page)).toBeFocused();
  });

  await visit(page);
  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    await test.step(`${shortcut} opens search from anywhere on the page`, async () => {
      await page.locator('article').click();
      await page.keyboard.press(shortcut);
      await expect(dialog(page)).toBeVisible();
      await expect(searchInput(page)).toBeFocused();
      // The key that opened search is not typed into it.
      await expect(searchInput(page)).toHaveValue('');
      // Inside the input, "/" is just a character.
      await page.keyboard.type('a/b');
      await expect(searchInput(page)).toHaveValue('a/b');
      // Answered before the dialog closes (see above).
      const shown = dialog(page).locator('[data-search-state]');
      await expect(shown).toHaveAttribute('data-search-query', 'a/b');
      await expect(shown).toHaveAttribute('data-search-state', /^(results|empty)$/);
      await closeWithEscape(page);
    });
  }

  await test.step('the Close button closes search', async () => {
    await searchButton(page).click();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
  });

  // Escape closes a modal dialog at once and fires its close event a task
  // later (HTML's "close the dialog"): a shortcut pressed in between, as a test's
  // next key press can be, once found the page still thinking search was open.
  await test.step('Control+k right after the dialog closed, before its close event, opens search', async () => {
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await page.evaluate(() => {
      document.querySelector<HTMLDialogElement>('dialog[open]')!.close();
      const init = { key: 'k', ctrlKey: true, bubbles: true, cancelable: true };
      window.dispatchEvent(new KeyboardEvent('keydown', init));
    });
    await expect(dialog(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
    await closeWithEscape(page);
  });
});

/** Escape on an empty search field (in a filled one, the browser's first Escape clears it). */
async function closeWithEscape(page: Page): Promise<void> {
  await searchInput(page).fill('');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
}

test.describe('results', () => {
  // One page load, one open dialog for the first steps: each types its own query.
  // Then the dialog opens again for the keyboard, and the second-to-last step
  // searches again on the page the Enter opened (a client-side navigation, so
  // the engine is already loaded).
  test('in one open dialog: results while typing, hostile and odd input, queries as text, "More results"; arrows move through the results and Enter opens the chosen one; results are grouped by page, with headings that link to their anchors', async ({
    page,
  }) => {
    await visit(page);
    await searchButton(page).click();
    await test.step('results appear while typing, letter by letter', () =>
      expectResultsWhileTyping(page));
    await test.step('no errors, no injected markup, and a calm "no results" where nothing matches', () =>
      expectHostileInputHandled(page));
    await test.step('a query is shown as text, never as markup', () => expectQueryAsText(page));
    await test.step('"More results" adds the next pages of a long result list', () =>
      expectMoreResults(page));
    await closeWithEscape(page);
    await test.step('arrows move through the results and Enter opens the chosen one', () =>
      expectArrowsAndEnter(page));
    await test.step('results are grouped by page, with headings that link to their anchors and the words highlighted', () =>
      expectGroupsAndHeadingLinks(page));
  });
});

async function expectArrowsAndEnter(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await search(page, 'useModel');
  const input = searchInput(page);
  const options = dialog(page).getByRole('option');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  // The best result is active from the start, so Enter alone opens it.
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id'))!,
  );
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  await expect(input).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id'))!,
  );
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  // Up from the first result wraps to the last.
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/react-native-filament\/docs\/api\/functions\/useModel$/);
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: /useModel/ })).toBeVisible();
}

async function expectGroupsAndHeadingLinks(page: Page): Promise<void> {
  await searchButton(page).click();
  await search(page, 'returns');
  const groups = dialog(page).getByRole('group');
  expect(await groups.count()).toBeGreaterThan(1);
  // Each group is named by its page.
  await expect(groups.first()).toHaveAccessibleName(/\S/);
  const heading = dialog(page)
    .getByRole('option', { name: /^#?\s*Returns/ })
    .first();
  await expect(heading).toHaveAttribute('href', /^\/react-native-filament\/docs\/.+#returns$/);
  await expect(heading.locator('mark').first()).toHaveText(/^returns?$/i);
  // A click follows the link to the heading.
  const href = (await heading.getAttribute('href'))!;
  await heading.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('#returns')).toBeInViewport();
}

async function expectResultsWhileTyping(page: Page): Promise<void> {
  const shown = dialog(page).locator('[data-search-state]');
  // Half a word already finds pages…
  await searchInput(page).pressSequentially('setLo', { delay: 40 });
  await expect(shown).toHaveAttribute('data-search-query', 'setLo');
  await expect(shown).toHaveAttribute('data-search-state', 'results');
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
  // …and the full name puts its API page first.
  await searchInput(page).pressSequentially('gger', { delay: 40 });
  await expect(shown).toHaveAttribute('data-search-query', 'setLogger');
  await expect(dialog(page).getByRole('option').first()).toHaveAttribute(
    'href',
    `${BASE_PATH}/docs/api/functions/setLogger`,
  );
}

test.describe('ranking', () => {
  // Typed through the dialog by the tests above and "first-query transfer" below;
  // here the dialog's own query code answers every query in one page evaluation,
  // all three steps on one page load.
  test('quality queries find their pages in the first three, a prop name its heading, every API name its own page first', async ({
    page,
  }) => {
    // About 140 API names in one evaluation: seconds on a quiet machine.
    test.setTimeout(120_000);
    await visit(page);
    await test.step('each quality query finds its expected page in the first three', () =>
      expectQualityQueries(page));
    await test.step("a prop name puts its component's page first, its first result at the prop's heading", () =>
      expectPropsAtHeadings(page));
    await test.step('every API name, typed exactly, finds its own page first', () =>
      expectApiNamesFirst(page));
  });
});

async function expectQualityQueries(page: Page): Promise<void> {
  // A renamed or removed page fails here rather than in the ranking below.
  const missing = QUALITY_QUERIES.flatMap(({ expected }) => expected).filter(
    (route) => !builtRouteExists(route),
  );
  expect(missing, 'pages not built').toEqual([]);
  const ready = QUALITY_QUERIES;
  const answers = await answersFor(
    page,
    ready.map((q) => q.query),
  );
  // Where each query lands, for the before/after table of issue 44 (printed, and attached to the report).
  const landing = ready
    .map(({ query, section }, i) => {
      const top3 = answers[i]!.pages.slice(0, 3);
      return `${query}\t${top3.join(', ')}\t${section ? (answers[i]!.links.flat().some((href) => href.endsWith(`#${section}`)) ? `#${section} shown` : `#${section} not shown`) : ''}`;
    })
    .join('\n');
  console.log(`quality queries, top three:\n${landing}`);
  await test.info().attach('quality-landing.tsv', { body: landing, contentType: 'text/plain' });
  const misses = ready
    .map(({ query, expected, section }, i) => {
      const top3 = answers[i]!.pages.slice(0, 3);
      const at = top3.findIndex((route) => expected.includes(route));
      const links = at < 0 ? [] : answers[i]!.links[at]!;
      const found = at >= 0 && (!section || links.some((href) => href.endsWith(`#${section}`)));
      return { query, expected, section, top3, links, found };
    })
    .filter(({ found }) => !found)
    .map(({ query, expected, section, top3, links }) =>
      section && top3.some((route) => expected.includes(route))
        ? `${query}: ${expected[0]} links to ${links.join(', ')}; wanted #${section}`
        : `${query}: top three ${top3.join(', ')}; wanted ${expected.join(' or ')}`,
    );
  expect(misses).toEqual([]);
}

async function expectPropsAtHeadings(page: Page): Promise<void> {
  const props = QUALITY_QUERIES.filter((q) => q.atHeading).map(({ query, expected }) => ({
    query,
    route: expected[0]!,
    id: query.toLowerCase(),
  }));
  expect(props.length).toBeGreaterThan(0);
  const answers = await answersFor(
    page,
    props.map((q) => q.query),
  );
  const found = props.map(({ query }, i) => `${query} → ${answers[i]!.firstHref ?? 'nothing'}`);
  expect(found).toEqual(props.map((q) => `${q.query} → ${q.route}#${q.id}`));
  // The anchor is a heading of the built page, where the link lands.
  for (const { route, id } of props) {
    const html = fs.readFileSync(path.join(BUILD_DIR, `${route}.html`), 'utf8');
    expect(html, `${route} has an h3#${id}`).toMatch(new RegExp(`<h3[^>]* id="?${id}"?[\\s>]`));
  }
}

async function expectApiNamesFirst(page: Page): Promise<void> {
  // The API pages among the pages of the build (shared/built-pages.ts).
  const names = builtPages(BUILD_DIR).flatMap((file) => {
    const page = /^docs\/api\/(?:functions|interfaces|type-aliases|variables)\/([^/]+)$/.exec(
      routeOfPage(file),
    );
    return page ? [{ name: page[1]!, route: `/${page[0]}` }] : [];
  });
  expect(names.length).toBeGreaterThan(100);
  // About 140 queries in one evaluation: seconds on a quiet machine.
  const answers = await pagesFor(
    page,
    names.map((n) => n.name),
  );
  const misses = names.flatMap(({ name, route }, i) => {
    const first = answers[i]![0];
    return first === route ? [] : [`${name} → ${first ?? 'nothing'}`];
  });
  expect(misses).toEqual([]);
}

async function expectHostileInputHandled(page: Page): Promise<void> {
  // true: pages with every word; 'some': none has every word, pages with most of them
  // (partialMatches); false: no results.
  const cases: readonly { query: string; matches: boolean | 'some' }[] = [
    { query: '<script>', matches: false },
    { query: '.*', matches: false },
    { query: '(', matches: false },
    { query: '"', matches: false },
    { query: 'x'.repeat(5000), matches: false },
    { query: '🦄🦄', matches: false },
    // Real words beside markup match pages; the markup must stay text.
    { query: 'light <script>window.__injected = 1</script>', matches: true },
    // No page has all of its words; since issue 32 the pages with most of them are shown
    // (two pages with "script" and "window", 2026-11-28); the markup must still stay text.
    { query: '<script>window.__injected = 1</script>', matches: 'some' },
    // No page has these words since the 2026-11-23 index; the markup must still stay text.
    { query: '<img src=x onerror="window.__injected = 1">', matches: false },
    { query: '💡 light', matches: true },
  ];
  for (const { query, matches } of cases) {
    await search(page, query);
    await expect(dialog(page).getByRole('status')).toHaveText(
      matches === 'some'
        ? /^No page has every word; \d+ pages? ha(s|ve) some of them(, showing \d+)?\.$/
        : matches
          ? /^\d+ pages? found(, showing \d+)?\.$/
          : `No results for “${query.slice(0, 200)}”.`,
    );
    await expect(dialog(page).locator('script, img, iframe')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBe(
      undefined,
    );
  }
  // Only spaces: nothing is searched, the hint stays.
  await searchInput(page).fill('     ');
  await expect(dialog(page).locator('[data-search-state]')).toHaveAttribute(
    'data-search-state',
    'idle',
  );
  await expect(dialog(page).getByRole('listbox')).toHaveCount(0);
  await expect(dialog(page).getByRole('status')).toHaveText(/Type an API name or a task/);
}

async function expectQueryAsText(page: Page): Promise<void> {
  await search(page, '<b>bold</b> <em>zzqq</em>');
  await expect(dialog(page).getByRole('status')).toHaveText(
    'No results for “<b>bold</b> <em>zzqq</em>”.',
  );
  await expect(dialog(page).locator('b, em')).toHaveCount(0);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the search icon opens a full-screen search; tapping a result opens it', async ({
    page,
  }) => {
    await visit(page);
    // Only the icon shows; the word stays its name.
    await expect(searchButton(page)).toHaveAccessibleName('Search');
    await searchButton(page).tap();
    await expect(dialog(page)).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBe(390);
    await search(page, 'setLogger');
    await dialog(page).getByRole('option').first().tap();
    await expect(page).toHaveURL(/\/docs\/api\/functions\/setLogger$/);
    await expect(dialog(page)).toBeHidden();
  });
});

/**
 * The budget of a first query: compressed bytes from opening search to its
 * results, by part, since issue 32 added reader sentences and pasted error
 * messages to the quality queries. Issue 5 set 150 KB in all, issue 16 asked
 * for 100 KB; one- and two-word queries fetched 82.7 to 90.8 KB (2026-11-26).
 * Measured on 2026-11-28 (this test's "first-query bytes" annotations):
 * - the engine and the results code, the same for every query: 75,744 B
 *   (results chunk 3,792, pagefind.js 11,475, its entry 173, the index's
 *   metadata 3,339, the wasm 56,965);
 * - index chunks, 1.3 to 4.3 KB each, one or two for each word of the query
 *   (seven words of a pasted message: eight chunks, 14.2 KB);
 * - fragments, one for each page shown: 0.3 KB (an API page) to 12.3 KB (the
 *   error reference, the largest page); three shown first, and an API name
 *   that looks further down fetches small API pages only.
 */
const FIRST_QUERY_BUDGET = {
  engine: 80 * 1024,
  indexPerWord: 5 * 1024,
  fragments: 3 * 13 * 1024,
} as const;

/**
 * The words a query searches: its own and those of its variants in readers'
 * words (synonyms.ts), each of which may need an index chunk of its own.
 */
function searchedWords(query: string): number {
  return Math.max(1, new Set(expandQuery(query).flatMap((variant) => queryTerms(variant))).size);
}

function firstQueryBudget(query: string): number {
  const words = searchedWords(query);
  return (
    FIRST_QUERY_BUDGET.engine +
    words * FIRST_QUERY_BUDGET.indexPerWord +
    FIRST_QUERY_BUDGET.fragments
  );
}

test.describe('network', () => {
  // One page: nothing of search loads before it opens; the first quality query
  // goes through the dialog, as a reader types it; each other one on a fresh
  // Pagefind instance, set up and queried by the dialog's own code
  // (search.in-page.ts), with the browser cache off so that it fetches what it
  // would as the first query. The dialog's own files (its script chunks),
  // fetched once, count towards every query. Then a result opens its page, and
  // no request of the whole visit went to another origin.
  test('nothing of search loads before it is opened; each quality query, as a first query, stays within its budget (engine, index chunks by word, fragments), from this site only', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    const activity = await trackActivity(page);
    await visit(page);
    await activity.quiet();
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    const beforeOpening = requests.length;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const transfers = recordTransfers(page);
    const first = QUALITY_QUERIES[0];

    await searchButton(page).click();
    await search(page, first!.query);
    await activity.quiet();
    const opening = await transfers.take();
    const dialogFiles = opening.filter((f) => !f.url.includes('/pagefind/'));
    expectWithinBudget(first!.query, opening);
    // The results code and the engine arrive only now, from this site's base path.
    const openingPaths = requests.slice(beforeOpening).map((url) => new URL(url).pathname);
    expect(openingPaths).toContain(`${BASE_PATH}/pagefind/pagefind.js`);
    expect(openingPaths.some((p) => /^\/react-native-filament\/assets\/js\/.+\.js$/.test(p))).toBe(
      true,
    );

    await page.addScriptTag({ content: searchInPageBundle() });
    for (const [i, { query }] of QUALITY_QUERIES.entries()) {
      await page.evaluate(
        ([baseUrl, q, moduleQuery]) =>
          (window as unknown as { e2eFirstQuery: FirstQuery }).e2eFirstQuery(
            baseUrl,
            q,
            moduleQuery,
          ),
        [`${BASE_PATH}/`, query, `?first=${i}`] as const,
      );
      await activity.quiet();
      const fetched = await transfers.take();
      if (i === 0) {
        // The fresh instance fetches what the dialog's first query fetched from Pagefind.
        expect(bytesOf(fetched.filter((f) => !f.url.endsWith('?first=0')))).toBe(
          bytesOf(
            opening.filter((f) => f.url.includes('/pagefind/') && !f.url.endsWith('pagefind.js')),
          ),
        );
      } else {
        expectWithinBudget(query, [...dialogFiles, ...fetched]);
      }
    }

    await search(page, 'FilamentAsset');
    await dialog(page).getByRole('option').first().click();
    await expect(page).toHaveURL(/FilamentAsset$/);
    await expect(page.getByRole('heading', { level: 1, name: /FilamentAsset/ })).toBeVisible();
    // The result's page has come (with its chunks). Its idle prefetching of
    // ~100 linked routes is not waited for (on a loaded machine it outlasted
    // 20 s): the check covers every request started until now.
    const origin = new URL(page.url()).origin;
    const foreign = requests.filter((url) => !url.startsWith(`${origin}${BASE_PATH}/`));
    expect(foreign).toEqual([]);
  });
});

interface Transfer {
  readonly url: string;
  readonly bytes: number;
}

/** Compressed bytes of every finished request from now on, except idle-time route prefetches. */
function recordTransfers(page: Page): { take: () => Promise<Transfer[]> } {
  let sizes: Promise<Transfer>[] = [];
  page.on('requestfinished', (req) => {
    // Route chunks prefetched in idle time (link rel=prefetch) are not search's.
    if (req.resourceType() === 'other') return;
    sizes.push(req.sizes().then((s) => ({ url: req.url(), bytes: s.responseBodySize })));
  });
  return {
    async take() {
      const taken = await Promise.all(sizes);
      sizes = [];
      return taken;
    },
  };
}

function bytesOf(fetched: readonly Transfer[]): number {
  return fetched.reduce((sum, f) => sum + f.bytes, 0);
}

function expectWithinBudget(query: string, fetched: readonly Transfer[]): void {
  const total = bytesOf(fetched);
  test.info().annotations.push({ type: 'first-query bytes', description: `${query}: ${total} B` });
  const part = (pattern: RegExp) => bytesOf(fetched.filter((f) => pattern.test(f.url)));
  const index = part(/\/pagefind\/index\//);
  const fragments = part(/\/pagefind\/fragment\//);
  const listed = fetched.map((f) => `${new URL(f.url).pathname} ${f.bytes}`).join(', ');
  expect.soft(index > 0, `${query}: an index chunk`).toBe(true);
  expect
    .soft(total - index - fragments, `${query}: the engine and results code (${listed})`)
    .toBeLessThanOrEqual(FIRST_QUERY_BUDGET.engine);
  expect
    .soft(index, `${query}: index chunks, ${FIRST_QUERY_BUDGET.indexPerWord} B a word (${listed})`)
    .toBeLessThanOrEqual(FIRST_QUERY_BUDGET.indexPerWord * searchedWords(query));
  expect
    .soft(fragments, `${query}: the pages' fragments (${listed})`)
    .toBeLessThanOrEqual(FIRST_QUERY_BUDGET.fragments);
  expect.soft(total, `${query}: in all (${listed})`).toBeLessThanOrEqual(firstQueryBudget(query));
}

async function expectMoreResults(page: Page): Promise<void> {
  await search(page, 'light');
  const status = dialog(page).getByRole('status');
  // Three pages first (each costs a download), then five more per click.
  await expect(status).toHaveText(/^\d+ pages found, showing 3\.$/);
  const before = await resultPages(page);
  expect(before).toHaveLength(3);
  await dialog(page).getByRole('button', { name: 'More results' }).click();
  await expect(status).toHaveText(/^\d+ pages found(, showing 8)?\.$/);
  const after = await resultPages(page);
  expect(after.length).toBeGreaterThan(3);
  expect(after.slice(0, 3)).toEqual(before);
}

test.describe('accessibility', () => {
  // One page load: light first, then the reader's toggle switches to dark.
  test('the navbar and the open search with results pass axe (WCAG 2.1 AA) in light and dark mode', async ({
    page,
  }) => {
    await visit(page, 'docs/guides?docusaurus-theme=light');
    for (const mode of ['light', 'dark'] as const) {
      await test.step(`${mode} mode`, async () => {
        await switchColorMode(page, mode);
        expect.soft(await axeViolations(page, '.navbar'), `the navbar, ${mode}`).toEqual([]);
        await searchButton(page).click();
        await search(page, 'light');
        await page.keyboard.press('ArrowDown');
        expect.soft(await axeViolations(page, 'dialog'), `the open search, ${mode}`).toEqual([]);
        await dialog(page).getByRole('button', { name: 'Close' }).click();
        await expect(dialog(page)).toBeHidden();
      });
    }
  });
});
