/** The search index in the production build: present, complete, free of page chrome. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPages, routeForHtmlFile } from '../../plugins/search/indexer';
import { assertBuilt, BUILD_DIR, readRoute } from './helpers';

const BUNDLE = path.join(BUILD_DIR, 'pagefind');

interface Fragment {
  readonly url: string;
  readonly content: string;
  readonly meta: { readonly title?: string };
}

function fragments(): Fragment[] {
  const dir = path.join(BUNDLE, 'fragment');
  return fs.readdirSync(dir).map((name) => {
    const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, name))).toString('utf8');
    return JSON.parse(text.slice(text.indexOf('{'))) as Fragment;
  });
}

describe('search index', () => {
  beforeAll(assertBuilt);

  it('is built into build/pagefind with the engine and its entry file', () => {
    expect(fs.existsSync(path.join(BUNDLE, 'pagefind.js'))).toBe(true);
    const entry = JSON.parse(fs.readFileSync(path.join(BUNDLE, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.keys(entry.languages)).toEqual(['en']);
    // Pagefind's ready-made UIs are not deployed; the site has its own.
    expect(fs.readdirSync(BUNDLE).filter((f) => /-ui\.|highlight/.test(f))).toEqual([]);
  });

  it('holds every page once, under its clean URL, except the not-found page', () => {
    const urls = fragments().map((f) => f.url).sort();
    const routes = listPages(BUILD_DIR).map(routeForHtmlFile).sort();
    expect(urls).toEqual(routes);
    expect(urls).toContain('/');
    expect(urls).toContain('/markdown-page');
    expect(urls).toContain('/docs/guides');
    expect(urls).toContain('/docs/api/functions/useModel');
    expect(urls).not.toContain('/404');
  });

  it('indexes what the page says, not the navbar, sidebar, footer, Copy page control or source paths', () => {
    const useModel = fragments().find((f) => f.url === '/docs/api/functions/useModel')!;
    expect(useModel.meta.title).toBe('useModel()');
    expect(useModel.content).toMatch(/Loads a model from the given source/);
    for (const f of fragments()) {
      expect(f.content).not.toContain('Built with Docusaurus');
      expect(f.content).not.toContain('star it, report issues');
      expect(f.content).not.toContain('Skip to main content');
      expect(f.content).not.toContain('On this page');
      // The Copy page control (plugins/markdown-export) is a control, not page text.
      expect(f.content).not.toMatch(/Copy page|Copy as Markdown/);
      expect(f.content).not.toMatch(/src\/hooks\/useModel\.ts:\d+/);
    }
  });

  it('splits the word index into small chunks: a query fetches only the few KB holding its words', () => {
    // Pagefind's default chunks (about 30 KB gzipped each) would come back if
    // it stopped reading PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE (plugins/search/indexer.ts).
    const dir = path.join(BUNDLE, 'index');
    const sizes = fs.readdirSync(dir).map((name) => fs.statSync(path.join(dir, name)).size);
    expect(sizes.length).toBeGreaterThan(50);
    expect(Math.max(...sizes)).toBeLessThan(8 * 1024);
  });

  it('is not referenced by the pages themselves: it loads when search opens', () => {
    for (const route of ['', 'docs/guides', 'docs/api/functions/useModel']) {
      // data-pagefind-* attributes are markup for the indexer; no file of the index is referenced.
      expect(readRoute(route)).not.toMatch(/(src|href)=["']?[^"' >]*pagefind/);
      expect(readRoute(route)).not.toMatch(/pagefind[^"' >]*\.(js|css|pf_meta|wasm)/);
    }
  });
});
