/**
 * Mistyped URLs land on their page: a trailing slash, a wrong letter case, a
 * doubled slash or an index.html end on the canonical URL with the right page,
 * and React never starts on the wrong document (the fixture fails the test on
 * any console error, such as React's hydration error #418). Only GitHub Pages'
 * 404 answer to the first request is expected, where it has no such file.
 */
import { NOT_FOUND_RESOURCE, expect, hydrated, takeErrors, test } from './fixtures';
import { PAGES } from './pages';

const BASE = '/react-native-filament/';

interface Case {
  readonly typed: string;
  /** The canonical path below the base path. */
  readonly lands: string;
  readonly heading: string | RegExp;
  /** Whether GitHub Pages answers the typed path with its 404 page first. */
  readonly notFoundFirst: boolean;
}

const CASES: readonly Case[] = [
  {
    typed: 'docs/guides/camera/',
    lands: 'docs/guides/camera',
    heading: 'The camera',
    notFoundFirst: true,
  },
  {
    typed: 'docs/guides/Camera',
    lands: 'docs/guides/camera',
    heading: 'The camera',
    notFoundFirst: true,
  },
  {
    typed: 'DOCS/GUIDES/CAMERA',
    lands: 'docs/guides/camera',
    heading: 'The camera',
    notFoundFirst: true,
  },
  // Both at once: the slash goes first, then the letter case.
  {
    typed: 'Docs/Guides/Camera/',
    lands: 'docs/guides/camera',
    heading: 'The camera',
    notFoundFirst: true,
  },
  {
    typed: 'docs/api/functions/usemodel',
    lands: 'docs/api/functions/useModel',
    heading: /useModel/,
    notFoundFirst: true,
  },
  // GitHub Pages serves the file behind a doubled slash; the address still gets cleaned.
  {
    typed: '/react-native-filament//docs/guides/camera',
    lands: 'docs/guides/camera',
    heading: 'The camera',
    notFoundFirst: false,
  },
  {
    typed: 'docs//api',
    lands: 'docs/api',
    heading: 'API overview',
    notFoundFirst: false,
  },
];

test.describe('mistyped URLs land on the canonical one', () => {
  // One test walks the cases in one browser context (the site's code loads
  // once); each case is a step that names it, and soft assertions check them all.
  test('each lands on its canonical page, with no hydration error', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    let documents: number[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(response.status());
    });
    for (const { typed, lands, heading, notFoundFirst } of CASES) {
      await test.step(`${typed} → /${lands}`, async () => {
        documents = [];
        await page.goto(typed);
        await expect(page).toHaveURL(new RegExp(`^[^?#]*//[^/]+${BASE}${lands}$`));
        await hydrated(page);
        await expect.soft(page.getByRole('heading', { level: 1 }), typed).toHaveText(heading);
        await expect.soft(page.locator('main'), typed).toHaveCount(1);
        // The canonical page itself is a real file.
        expect.soft(documents.at(-1), typed).toBe(200);
        if (notFoundFirst) {
          expect
            .soft(documents.filter((status) => status === 404).length, typed)
            .toBeGreaterThan(0);
          takeErrors(consoleErrors, NOT_FOUND_RESOURCE);
        } else {
          expect.soft(documents, typed).toEqual([200, 200]);
        }
        expect.soft(consoleErrors, typed).toEqual([]);
        consoleErrors.length = 0;
      });
    }
  });

  test('the query and the hash survive the redirect', async ({ page, consoleErrors }) => {
    await page.goto('docs/guides/Camera/?from=test#the-viewing-volume');
    await expect(page).toHaveURL(/\/docs\/guides\/camera\?from=test#the-viewing-volume$/);
    await hydrated(page);
    await expect(page.locator('#the-viewing-volume')).toBeInViewport();
    takeErrors(consoleErrors, NOT_FOUND_RESOURCE);
  });

  test('an unknown URL still shows the not-found page, at the URL typed', async ({
    page,
    consoleErrors,
  }) => {
    for (const typed of [PAGES.notFound, 'docs/guides/Cameras', 'docs/guides/camera/more/']) {
      const response = await page.goto(typed);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      // A trailing slash is still dropped; nothing else changes.
      await expect(page).toHaveURL(new RegExp(`${BASE}${typed.replace(/\/$/, '')}$`));
      takeErrors(consoleErrors, NOT_FOUND_RESOURCE);
    }
  });
});
