/**
 * axe-core's WCAG 2.0/2.1 A and AA rules (all of them, none disabled), run in
 * the page itself. @axe-core/playwright's AxeBuilder injects axe's 500 KB
 * source twice per run and finishes each run in a new blank page (it supports
 * cross-origin iframes that way); the site's pages have no iframes, so one
 * injection per document and axe.run() check the same rules in less
 * time.
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/**
 * What axe found, one line per element: rule, element, first line of the fix.
 * `within` (a CSS selector) limits the check to a part of the page, e.g. an open dialog.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // axe.run() in the page does not reach into iframes; a page that gets one needs AxeBuilder.
  expect(page.frames(), 'frames on the page (axe.run checks only the top one)').toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    ({ tags, selector }) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(selector ?? document, {
          runOnly: { type: 'tag', values: tags },
          // Only violations are read: axe skips collecting the passes' and incompletes' nodes.
          resultTypes: ['violations'],
        })
        .then((results) => results.violations),
    { tags: [...WCAG_TAGS], selector: within },
  );
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim()}`,
    ),
  );
}
