/**
 * The byte budgets' arithmetic (tests/e2e/budgets.ts): growth that the pages
 * added since the baseline explain passes, anything else fails with a message
 * that names the part that grew and what to do. The budgets themselves are
 * checked on a real page load by tests/e2e/site.budgets.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  AFTER_LOAD_BASELINE,
  AFTER_LOAD_BUDGET,
  BASELINE,
  BUDGET_PAGES,
  CODE_ROOM,
  PLANNED_GUIDES,
  PLANNED_PAGES,
  SHARED_BYTES_PER_PAGE,
  SIDEBAR_BYTES_PER_GUIDE,
  NEIGHBOR_ROOM,
  explainAfterLoadBudget,
  explainJsBudget,
  jsBudget,
} from '../e2e/budgets';

const guide = BUDGET_PAGES.find((p) => p.name === 'guide')!;
const home = BUDGET_PAGES.find((p) => p.name === 'home')!;

/** A guide page's load after `added` new guides at the measured cost, plus `extra` bytes in one part. */
function guideLoad(added: number, extra: { shared?: number; own?: number } = {}) {
  return {
    sharedJs: BASELINE.sharedJs + added * SHARED_BYTES_PER_PAGE + (extra.shared ?? 0),
    ownJs: BASELINE.ownJs.guide + added * SIDEBAR_BYTES_PER_GUIDE + (extra.own ?? 0),
    pages: BASELINE.pages + added,
    guides: BASELINE.guides + added,
  };
}

describe('explainJsBudget', () => {
  it('passes the baseline, and every new guide up to the planned number', () => {
    expect(explainJsBudget(guide, guideLoad(0))).toEqual([]);
    expect(explainJsBudget(guide, guideLoad(PLANNED_GUIDES))).toEqual([]);
    expect(explainJsBudget(guide, guideLoad(5, { shared: CODE_ROOM, own: CODE_ROOM }))).toEqual([]);
  });

  it('names the shared part and the bundle report when a library lands in every page', () => {
    const [failure, ...rest] = explainJsBudget(guide, guideLoad(0, { shared: 12_000 }));
    expect(rest).toEqual([]);
    expect(failure).toContain('runtime~main + main.js, loaded by every page');
    expect(failure).toContain('npm run bench:bundle');
  });

  it("names the page's own chunks when one page imports something heavy", () => {
    const [failure] = explainJsBudget(guide, guideLoad(2, { own: CODE_ROOM + 1 }));
    expect(failure).toContain("guide's own chunks");
    expect(failure).toContain('on demand');
  });

  it('says to measure again when the site outgrows the planned pages or guides', () => {
    const [tooManyGuides] = explainJsBudget(guide, guideLoad(PLANNED_GUIDES + 1));
    expect(tooManyGuides).toContain(`(${PLANNED_GUIDES} guides) the budget plans for`);
    const failures = explainJsBudget(home, {
      sharedJs: BASELINE.sharedJs + (PLANNED_PAGES + 1) * SHARED_BYTES_PER_PAGE,
      ownJs: BASELINE.ownJs.home,
      pages: BASELINE.pages + PLANNED_PAGES + 1,
      guides: BASELINE.guides,
    });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain(`more than the ${PLANNED_PAGES} pages`);
  });

  it('derives each total from its parts, with room a page cannot use up with code alone', () => {
    for (const page of BUDGET_PAGES) {
      const today = BASELINE.sharedJs + BASELINE.ownJs[page.name];
      expect(jsBudget(page) - today).toBeGreaterThan(PLANNED_PAGES * SHARED_BYTES_PER_PAGE);
      expect(jsBudget(page) - today).toBeLessThan(10 * 1024);
    }
  });
});

describe('explainAfterLoadBudget', () => {
  const today = AFTER_LOAD_BASELINE.highlighter + AFTER_LOAD_BASELINE.neighbors;

  it("is today's bytes after load plus room for the next page to grow and for code", () => {
    expect(AFTER_LOAD_BUDGET).toBe(today + NEIGHBOR_ROOM + CODE_ROOM);
    expect(explainAfterLoadBudget(today)).toEqual([]);
    expect(explainAfterLoadBudget(AFTER_LOAD_BUDGET)).toEqual([]);
  });

  it('fails when every link in view is prefetched again (about 250 KB on this guide before issue 36)', () => {
    const [failure] = explainAfterLoadBudget(today + 250 * 1024);
    expect(failure).toContain('over its budget');
    expect(failure).toContain('plugins/idle-prefetch');
  });

  it('fails when one more page the size of the next one is loaded ahead', () => {
    expect(explainAfterLoadBudget(today + AFTER_LOAD_BASELINE.neighbors)).toHaveLength(1);
  });

  it("fails when the highlighter is prism-react-renderer's whole module again (33.8 KB before 2026-12-01)", () => {
    expect(explainAfterLoadBudget(today - 13_135 + 33_828)).toHaveLength(1);
  });
});
