/**
 * The internals of Docusaurus and other packages that plugins/idle-prefetch relies on,
 * checked in the installed packages: a release that renames or removes one
 * fails here, naming the plugin to update, rather than silently turning the
 * feature off. The plugin's README lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assertLinkPrefetchesThroughGlobal,
  assertPaginationClasses,
} from '../../plugins/idle-prefetch';
import {
  isSlowConnection,
  LIKELY_NEXT_SELECTOR,
  routePathOf,
} from '../../plugins/idle-prefetch/likely-next';
import { PluginError } from '../../shared/plugin-error';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');

describe('idle-prefetch', () => {
  it("Docusaurus's Link prefetches and preloads through window.docusaurus, which the plugin replaces", () => {
    const link = read('@docusaurus/core/lib/client/exports/Link.js');
    expect(link).toContain('window.docusaurus.prefetch(');
    expect(link).toContain('window.docusaurus.preload(');
    expect(() => assertLinkPrefetchesThroughGlobal()).not.toThrow();
  });

  it('stops the build with one message naming the plugin when Link prefetches another way', () => {
    const other = () => assertLinkPrefetchesThroughGlobal('prefetch(routePath)');
    expect(other).toThrow(PluginError);
    expect(other).toThrow(/\[idle-prefetch\].*README/);
  });

  it("finds the next and previous pages by theme-classic's pagination classes", () => {
    expect(() => assertPaginationClasses()).not.toThrow();
    expect(LIKELY_NEXT_SELECTOR).toContain('nav.pagination-nav');
    expect(LIKELY_NEXT_SELECTOR).toContain('a.pagination-nav__link');
    const renamed = () =>
      assertPaginationClasses({ nav: "'pagination-nav'", link: "'paginator__link'" });
    expect(renamed).toThrow(PluginError);
    expect(renamed).toThrow(/\[idle-prefetch\].*README/);
  });

  it("preload runs the matched routes' own loaders (every chunk a route needs), and skips slow connections", () => {
    const core = read('@docusaurus/core/lib/client/docusaurus.js');
    expect(core).toMatch(/const preload = \(routePath\) =>/);
    expect(core).toContain("navigator.connection?.effectiveType.includes('2g')");
    expect(read('@docusaurus/core/lib/client/preload.js')).toContain(
      'match.route.component.preload?.()',
    );
  });

  it('treats data saver, 2g and slow-2g as slow, 3g and 4g not', () => {
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g', saveData: false })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });

  it('loads ahead only internal links to another page', () => {
    const here = { origin: 'https://a.io', pathname: '/docs/guides' };
    expect(routePathOf({ origin: 'https://a.io', pathname: '/docs/guides/camera' }, here)).toBe(
      '/docs/guides/camera',
    );
    expect(routePathOf({ origin: 'https://a.io', pathname: '/docs/guides' }, here)).toBeNull();
    expect(routePathOf({ origin: 'https://b.io', pathname: '/x' }, here)).toBeNull();
  });
});
