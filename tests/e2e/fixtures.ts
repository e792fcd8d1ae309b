/**
 * Shared test fixture and helpers. The fixture, automatic for every test, fails
 * any test whose page logged a console error or threw an uncaught exception,
 * unless the test takes the errors it expects out of the list with takeErrors()
 * (the only reason for a test to ask for `consoleErrors`).
 */
import {
  test as base,
  expect,
  type BrowserContext,
  type ElementHandle,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';

interface Fixtures {
  /** Console errors and page errors seen so far; the test fails if any remain at the end. */
  consoleErrors: string[];
}

interface Options {
  /**
   * The browser reports a data-saving connection, so Docusaurus and the site
   * prefetch nothing. After each load, prefetching the linked pages' chunks
   * took a quarter of the load's CPU time (measured: 1.10 vs 1.52 CPU-s on the
   * Engine page, tools/bench/LOG.md), which every test paid on a 2-core
   * machine for a feature only idle-prefetch.spec.ts is about. Specs whose
   * feature reads the connection (prefetching, the highlighter's idle load,
   * the previews' data warning) opt out with `test.use({ dataSaver: false })`.
   */
  dataSaver: boolean;
}

/**
 * Takes the page's idle time away, as a loaded machine does for minutes: an
 * idle callback runs only at its own timeout, and one without a timeout never
 * runs. For a page or a whole context, before the page loads.
 */
export async function withoutIdleTime(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const idleTimers = new Map<number, ReturnType<typeof setTimeout>>();
    let last = 0;
    window.requestIdleCallback = (callback, options) => {
      const id = ++last;
      if (options?.timeout !== undefined) {
        const timer = setTimeout(() => {
          idleTimers.delete(id);
          callback({ didTimeout: true, timeRemaining: () => 0 });
        }, options.timeout);
        idleTimers.set(id, timer);
      }
      return id;
    };
    window.cancelIdleCallback = (id) => {
      clearTimeout(idleTimers.get(id));
      idleTimers.delete(id);
    };
  });
}

/**
 * Switches for hunting a race before CI finds it (off unless set; see
 * CONTRIBUTING.md): a loaded machine delays the page's animation frames and
 * gives it no idle time, and a test that does not wait for the state it is
 * about then fails. `E2E_LATE_FRAMES=<ms>` runs every requestAnimationFrame
 * callback that much later; `E2E_NO_IDLE=1` applies `withoutIdleTime` to every
 * page. Both were found behind CI failures.
 */
async function addStress(context: BrowserContext): Promise<void> {
  const lateFrames = Number(process.env.E2E_LATE_FRAMES ?? 0);
  if (lateFrames > 0) {
    await context.addInitScript((delay) => {
      const request = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) =>
        request((time) => void setTimeout(() => callback(time), delay));
    }, lateFrames);
  }
  if (process.env.E2E_NO_IDLE) await withoutIdleTime(context);
}

export const test = base.extend<Fixtures & Options>({
  dataSaver: [true, { option: true }],
  context: async ({ context, dataSaver }, provide) => {
    await addStress(context);
    if (dataSaver) {
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => ({
            effectiveType: '4g',
            saveData: true,
            addEventListener() {},
            removeEventListener() {},
          }),
        });
      });
    }
    await provide(context);
  },
  // Automatic: every test's page is checked, whether or not the test asks for the list.
  consoleErrors: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await provide(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Removes and returns the errors matching a pattern, for errors a test expects. */
export function takeErrors(errors: string[], pattern: RegExp): string[] {
  const taken = errors.filter((e) => pattern.test(e));
  const kept = errors.filter((e) => !pattern.test(e));
  errors.splice(0, errors.length, ...kept);
  return taken;
}

/** The browser's report of a document answered with status 404. */
export const NOT_FOUND_RESOURCE =
  /Failed to load resource: the server responded with a status of 404/;

/**
 * Waits until React has hydrated the server-rendered page, so clicks reach React.
 * Hydration waits for main.js, which a loaded machine may take a while to run.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 30_000,
  });
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** Below this width the site uses its mobile layout (SPEC §9: desktop above 996 px). */
export const DESKTOP_MIN_WIDTH = 997;
export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** The colour mode toggle that is on screen (navbar on desktop, mobile menu otherwise). */
export function colorToggle(page: Page): Locator {
  return page
    .getByRole('button', { name: /Switch between dark and light mode/ })
    .filter({ visible: true });
}

export function menuButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Toggle navigation bar' });
}

export function mobileMenu(page: Page): Locator {
  return page.locator('.navbar-sidebar');
}

export function docsSidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Docs sidebar' });
}

/** Switches the colour mode the way a reader does, on desktop or mobile. */
export async function switchColorMode(page: Page, to: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) === to) return;
  const onMobile = await menuButton(page).isVisible();
  if (onMobile) {
    await menuButton(page).click();
    await expect(mobileMenu(page)).toBeVisible();
  }
  await colorToggle(page).click();
  await expect(html).toHaveAttribute('data-theme', to);
  if (onMobile) {
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(mobileMenu(page)).toBeHidden();
  }
  await transitionsEnded(page);
}

/**
 * Waits until the page's CSS transitions and finite animations have ended. The
 * theme fades some colours (Infima's navbar links: `transition: color`), so a
 * check of colours right after a colour switch could read the old mode's text
 * on the new mode's background (axe did, once it ran fast enough).
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        // A transition that is replaced or cancelled rejects `finished`: it has ended too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The key under which the site stores a value (keys carry a per-site suffix: theme-react-native-filament). */
export async function storageKey(page: Page, name: string): Promise<string> {
  const keys = await page.evaluate(() => Object.keys(window.localStorage));
  const key = keys.find((k) => k === name || new RegExp(`^${name}-[\\w-]+$`).test(k));
  if (!key) throw new Error(`Nothing stored under ${name}; keys: ${keys.join(', ')}`);
  return key;
}

/**
 * Takes the first Tab stop, the skip link, as a keyboard reader does: focus
 * moves to the main content, so a walk to a control in the page is a few Tab
 * stops long instead of thirty through the navbar and sidebar.
 */
export async function skipToMainContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Presses Tab until the focused element satisfies `test` (run in the page); returns it. */
export async function tabUntil(
  page: Page,
  test: (el: Element) => boolean,
  maxPresses = 150,
): Promise<ElementHandle<Element>> {
  const check = `(() => { const el = document.activeElement; return !!el && (${test.toString()})(el); })()`;
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(check)) {
      const focused = (await page.evaluateHandle(() => document.activeElement)).asElement();
      if (focused) return focused;
    }
  }
  throw new Error(`No focusable element matched after ${maxPresses} Tab presses`);
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** Waits until the page stops scrolling (wheel and smooth scrolls animate); returns scrollY. */
export async function settledScrollY(page: Page): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const y = await scrollY(page);
        const settled = y === last;
        last = y;
        return settled;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return last;
}

/**
 * Follows a page's requests and idle-time work from before it loads, so a test
 * can wait for the page to have nothing left to fetch (instead of `networkidle`,
 * which waits for 500 ms without requests and still misses work queued for idle
 * time). Call it before the page's first goto.
 */
const QUIET_BOUND_MS = 120_000;

export async function trackActivity(page: Page): Promise<{ quiet: () => Promise<void> }> {
  // Idle callbacks not yet run: the site queues link prefetches in idle time.
  await page.addInitScript(() => {
    // Room for every request's timing entry (the default keeps 250).
    performance.setResourceTimingBufferSize(100_000);
    const pending = new Set<number>();
    const w = window as unknown as { e2eIdlePending: () => number };
    w.e2eIdlePending = () => pending.size;
    const request = window.requestIdleCallback.bind(window);
    const cancel = window.cancelIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) => {
      const id = request((deadline) => {
        pending.delete(id);
        callback(deadline);
      }, options);
      pending.add(id);
      return id;
    };
    window.cancelIdleCallback = (id) => {
      pending.delete(id);
      cancel(id);
    };
  });
  const inFlight = new Set<Request>();
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  const pageIsQuiet = () =>
    page.evaluate(
      () =>
        document.readyState === 'complete' &&
        (window as unknown as { e2eIdlePending: () => number }).e2eIdlePending() === 0 &&
        // Every prefetch link has been fetched.
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].every(
          (link) => performance.getEntriesByName(link.href).length > 0,
        ),
    );
  return {
    async quiet() {
      // On a loaded machine the browser has no idle time, so idle callbacks run
      // only at their 4 s timeout, one prefetch each: a page with twenty links
      // may take a minute or more to go quiet (a guide page took over 60 s while
      // another project installed and built beside the tests). A bound, never a
      // wait: this test's own bound grows by the same amount.
      test.info().setTimeout(test.info().timeout + QUIET_BOUND_MS);
      // Quiet twice in a row: a request started by the last idle task may be reported late.
      let before = false;
      await expect
        .poll(
          async () => {
            const now = (await pageIsQuiet()) && inFlight.size === 0;
            const twice = before && now;
            before = now;
            return twice;
          },
          { intervals: [100], timeout: QUIET_BOUND_MS },
        )
        .toBe(true);
    },
  };
}
