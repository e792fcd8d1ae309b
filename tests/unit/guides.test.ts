/**
 * The guides' sources, before any build: every guide `sidebars.ts` lists has
 * a file, every file is listed or deliberately off the sidebar, and each has
 * the front matter and the audit a guide needs (CONTRIBUTING.md, "Add a guide").
 * The guide list comes from sidebars.ts and the folder (tests/guides.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sidebarDocIds } from '../../shared/sidebar-doc-ids';
import { guideRoute, OFF_SIDEBAR, readGuides, sidebarGuideIds, SITE_DIR } from '../guides';

const GUIDES = await readGuides();

describe('the guide list', () => {
  it('has a file for every guide sidebars.ts lists', () => {
    const files = new Set(GUIDES.map((g) => g.id));
    expect(sidebarGuideIds().filter((id) => !files.has(id))).toEqual([]);
    expect(sidebarGuideIds().length).toBeGreaterThan(10);
  });

  it('lists every guide in sidebars.ts, except the ones left out on purpose', () => {
    const unlisted = GUIDES.filter((g) => !g.inSidebar).map((g) => g.id);
    expect(unlisted, 'add the guide to sidebars.ts (or to OFF_SIDEBAR in tests/guides.ts)').toEqual(
      [...OFF_SIDEBAR].sort(),
    );
  });

  it('reads doc ids from strings, doc entries and categories, and routes from slugs', () => {
    const sidebar = [
      'a',
      { type: 'doc', id: 'b' },
      { type: 'link', href: '/x' },
      { C: ['c', { type: 'category', items: ['d'] }] },
    ];
    expect(sidebarDocIds(sidebar)).toEqual(['a', 'b', 'c', 'd']);
    expect(guideRoute('getting-started', '/guides')).toBe('docs/guides');
    expect(guideRoute('camera', undefined)).toBe('docs/guides/camera');
    expect(guideRoute('x', 'y')).toBe('docs/guides/y');
  });
});

describe.each(GUIDES)('$file', (guide) => {
  it('has a title and a description in its front matter', () => {
    expect(guide.title.trim(), 'front matter title').not.toBe('');
    expect(guide.description.trim(), 'front matter description').not.toBe('');
  });

  it('has its claim-by-claim audit', () => {
    const audit = path.join(SITE_DIR, 'audit/guides', `${guide.id}.md`);
    expect(
      fs.existsSync(audit),
      `audit/guides/${guide.id}.md (audit/README.md has the format)`,
    ).toBe(true);
  });
});
