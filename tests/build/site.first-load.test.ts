/**
 * What main.js (in every page's first load) no longer holds, and where that
 * code went: plugins/tslib-helpers and plugins/lazy-chrome. Byte totals are
 * tests/e2e/site.budgets.spec.ts's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, BUILD_DIR, readRoute } from './helpers';

const JS_DIR = path.join(BUILD_DIR, 'assets/js');
let main = '';
let chunks: string[] = [];

beforeAll(() => {
  assertBuilt();
  const src = /<script src="?[^"\s>]*\/assets\/js\/(main\.\w+\.js)/.exec(readRoute(''))?.[1];
  expect(src, 'the home page loads main.js').toBeTruthy();
  main = fs.readFileSync(path.join(JS_DIR, src!), 'utf8');
  chunks = fs
    .readdirSync(JS_DIR)
    .filter((f) => f.endsWith('.js') && f !== src)
    .map((f) => fs.readFileSync(path.join(JS_DIR, f), 'utf8'));
});

describe('tslib-helpers', () => {
  it('main.js has the one tslib helper it calls, not all of tslib', () => {
    expect(main).toContain('__importDefault');
    // Helpers only the full tslib defines.
    for (const helper of ['__generator', '__decorate', '__classPrivateFieldGet']) {
      expect(main, helper).not.toContain(helper);
    }
  });
});

describe('lazy-chrome', () => {
  it("main.js leaves out the mobile drawer and the navbar item types this site's navbar does not use", () => {
    // Class names only those components render.
    for (const marker of ['navbar-sidebar__brand', 'navbar-sidebar__items', 'dropdown__menu']) {
      expect(main, marker).not.toContain(marker);
    }
  });

  it('the deferred components are still built, each in a chunk of its own', () => {
    for (const marker of ['navbar-sidebar__brand', 'dropdown__menu']) {
      expect(
        chunks.some((chunk) => chunk.includes(marker)),
        marker,
      ).toBe(true);
    }
  });
});
