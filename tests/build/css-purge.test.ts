import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNUSED_CLASSES } from '../../plugins/css-purge/index';
import { assertBuilt, BUILD_DIR, pagesOfBuild, readRoute } from './helpers';

beforeAll(assertBuilt);

function builtFiles(dir: string, ext: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('the purged stylesheet', () => {
  it('keeps no rule of the components the site never renders', () => {
    const css = builtFiles(path.join(BUILD_DIR, 'assets/css'), '.css')
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n')
      // A class named inside :not() is not a rule of that component.
      .replace(/:not\([^)]*\)/g, '');
    expect(css).toContain('.navbar');
    // Every class a selector names, outside :not() (stripped above) and declaration blocks.
    const selectorClasses = css
      .replace(/\{[^{}]*\}/g, '{}')
      .match(/\.[A-Za-z_][\w-]*/g)!
      .map((c) => c.slice(1));
    expect(selectorClasses.length).toBeGreaterThan(100);
    const left = selectorClasses.filter((c) => UNUSED_CLASSES.some((p) => p.test(c)));
    expect([...new Set(left)], 'rules left for classes the site never renders').toEqual([]);
  });

  it('drops img[align] (blocklisted): no built page has an align attribute', () => {
    const css = builtFiles(path.join(BUILD_DIR, 'assets/css'), '.css')
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    expect(css).not.toMatch(/\[align[=\]]/);
    const aligned = pagesOfBuild().filter((page) =>
      /<[a-z]+[^>]*\salign=/.test(fs.readFileSync(path.join(BUILD_DIR, page), 'utf8')),
    );
    expect(aligned).toEqual([]);
  });

  it('keeps the tab styles the guides render (package managers, Expo / CLI set-up)', () => {
    const css = builtFiles(path.join(BUILD_DIR, 'assets/css'), '.css')
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    const rules = css.replace(/\{[^{}]*\}/g, '{}');
    // Infima's tab strip, its items and the selected item.
    for (const cls of ['tabs', 'tabs__item', 'tabs__item--active']) {
      expect(rules, `.${cls} rules`).toMatch(new RegExp(`\\.${cls}(?![\\w-])`));
    }
    // The minified HTML leaves single class names unquoted (class=tabs).
    const guideClasses = [...readRoute('docs/guides').matchAll(/class="?([^">]+)/g)].flatMap((m) =>
      m[1]!.split(/\s+/),
    );
    expect(guideClasses).toContain('tabs');
    expect(guideClasses).toContain('tabs__item--active');
  });

  it('no built page uses those components (their styles would be missing)', () => {
    const offenders: string[] = [];
    for (const page of pagesOfBuild()) {
      const file = path.join(BUILD_DIR, page);
      const classes = [...fs.readFileSync(file, 'utf8').matchAll(/class="?([^">]+)/g)].flatMap(
        (m) => m[1]!.split(/\s+/),
      );
      const used = classes.filter((c) => UNUSED_CLASSES.some((p) => p.test(c)));
      if (used.length > 0) offenders.push(`${path.relative(BUILD_DIR, file)}: ${[...new Set(used)].join(' ')}`);
    }
    expect(offenders).toEqual([]);
  });
});
