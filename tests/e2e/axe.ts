/**
 * axe-core's WCAG 2.0/2.1 A and AA rules (all of them, none disabled), run in
 * the page itself. @axe-core/playwright's AxeBuilder injects axe's 500 KB
 * source twice per run and finishes each run in a new blank page (it supports
 * cross-origin iframes that way); the site's pages have no iframes, so one
 * injection per document and axe.run() check the same rules in less
 * time.
 */
import axe from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/**
 * What axe found, one line per element: rule, element, first line of the fix.
 * `within` limits the check to a part of the page (e.g. an open dialog, or a
 * control whose page site.a11y.spec.ts checks whole); a CSS selector names
 * every element it matches, a locator its one element.
 */
export async function axeViolations(page: Page, within?: string | Locator): Promise<string[]> {
  // axe.run() in the page does not reach into iframes; a page that gets one needs AxeBuilder.
  expect(page.frames(), 'frames on the page (axe.run checks only the top one)').toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = {
    runOnly: { type: 'tag', values: [...WCAG_TAGS] },
    // Only violations are read: axe skips collecting the passes' and incompletes' nodes.
    resultTypes: ['violations'],
  };
  type Axe = { axe: typeof axe };
  const violations =
    typeof within === 'object'
      ? await within.evaluate(
          (element, options) =>
            (window as unknown as Axe).axe.run(element, options).then((r) => r.violations),
          options,
        )
      : await page.evaluate(
          ({ selector, options }) =>
            (window as unknown as Axe).axe
              .run(selector ?? document, options)
              .then((r) => r.violations),
          { selector: within, options },
        );
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim()}`,
    ),
  );
}
