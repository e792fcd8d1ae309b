/**
 * Shared test fixture: fails any test whose page logged a console error or
 * threw an uncaught exception, unless the test expects it.
 */
import { test as base, expect, type Page } from '@playwright/test';

interface Fixtures {
  /** Console errors and page errors seen so far; the test fails if any remain at the end. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await provide(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };

/** The colour mode toggle in the navbar. */
export function colorToggle(page: Page) {
  return page.getByRole('button', { name: /Switch between dark and light mode/ });
}
