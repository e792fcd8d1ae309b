/**
 * A click on a link renders nothing of the page being left while the next
 * one loads (plugins/pending-navigation). React's DevTools hook (the one
 * React DOM calls after every commit, production builds included) tells
 * which components of the leaving page's article rendered again.
 */
import type { Page } from '@playwright/test';
import { docsSidebar, expect, hydrated, test } from './fixtures';
import { PAGES } from './pages';

interface LeavingPage {
  /** Commits React made while the leaving page's heading was still on screen. */
  readonly commits: number;
  /** Components inside its <article> that rendered again in those commits. */
  readonly rerendered: number;
}

/**
 * Installs a DevTools hook that, once `watchLeavingArticle()` is called,
 * counts the commits made while that article's <h1> is still in the page,
 * and the components inside the article whose props or state changed in them.
 */
async function watchCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Fiber = {
      type: unknown;
      stateNode: unknown;
      memoizedProps: unknown;
      memoizedState: unknown;
      alternate: Fiber | null;
      child: Fiber | null;
      sibling: Fiber | null;
    };
    const seen = new WeakMap<Fiber, { props: unknown; state: unknown }>();
    const state = { article: null as Element | null, title: '', commits: 0, rerendered: 0 };
    /** True when this fiber's props or state differ from the last commit's (a render). */
    const rendered = (fiber: Fiber): boolean => {
      const last = seen.get(fiber) ?? (fiber.alternate && seen.get(fiber.alternate));
      const record = { props: fiber.memoizedProps, state: fiber.memoizedState };
      seen.set(fiber, record);
      if (fiber.alternate) seen.set(fiber.alternate, record);
      return !!last && (last.props !== record.props || last.state !== record.state);
    };
    const walk = (first: Fiber | null, inArticle: boolean): void => {
      for (let fiber = first; fiber; fiber = fiber.sibling) {
        const inside = inArticle || (state.article !== null && fiber.stateNode === state.article);
        if (rendered(fiber) && inArticle && typeof fiber.type === 'function') state.rerendered++;
        walk(fiber.child, inside);
      }
    };
    const stillLeaving = () =>
      state.article?.isConnected === true &&
      state.article.querySelector('h1')?.textContent === state.title;
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot(_id: number, root: { current: Fiber }) {
          const leaving = state.article !== null && stillLeaving();
          const before = state.rerendered;
          walk(root.current.child, false);
          if (leaving) state.commits++;
          else state.rerendered = before;
        },
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
      watchLeavingArticle() {
        state.article = document.querySelector('article');
        state.title = state.article?.querySelector('h1')?.textContent ?? '';
      },
      leavingPage: (): LeavingPage => ({ commits: state.commits, rerendered: state.rerendered }),
    });
  });
}

test('a click renders nothing of the page being left while the next one loads', async ({
  page,
}) => {
  await watchCommits(page);
  await page.goto(PAGES.gettingStarted);
  await hydrated(page);
  await page.evaluate(() =>
    (window as unknown as { watchLeavingArticle(): void }).watchLeavingArticle(),
  );
  await docsSidebar(page).getByRole('link', { name: 'Asset loading', exact: true }).click();
  await expect(page.locator('article h1')).toHaveText('Loading models and other assets');
  const leaving = await page.evaluate(() =>
    (window as unknown as { leavingPage(): LeavingPage }).leavingPage(),
  );
  // The click's own commit (the router's new location) comes before the next page's.
  expect(leaving.commits).toBeGreaterThan(0);
  expect(leaving.rerendered).toBe(0);
});
