import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  apiSymbol,
  decodeEntities,
  dropLeadingTitle,
  highlight,
  looksLikeApiName,
  matchesQuery,
  MAX_QUERY_LENGTH,
  normalizeQuery,
  type PagefindFragment,
  parseExcerpt,
  queryTerms,
  sectionLabel,
  shapeResults,
} from '../../plugins/search/components/SearchResults/model';
import {
  buildSearchIndex,
  htmlForIndex,
  listPages,
  routeForHtmlFile,
} from '../../plugins/search/indexer';
import { testDir } from './temp-dir';

const BASE = '/react-native-filament/';

function fragment(
  url: string,
  title: string,
  excerpt: string,
  subs: PagefindFragment['sub_results'] = [],
): PagefindFragment {
  return { url: `${BASE}${url}`, excerpt, meta: { title }, sub_results: subs };
}

describe('query handling', () => {
  it('trims, collapses spaces and caps the length', () => {
    expect(normalizeQuery('  spot   light \n')).toBe('spot light');
    expect(normalizeQuery('     ')).toBe('');
    expect(normalizeQuery('x'.repeat(5000))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('splits words and drops punctuation and emoji', () => {
    expect(queryTerms('<script>alert(1)</script>')).toEqual(['script', 'alert', '1', 'script']);
    expect(queryTerms('.* ( " 🦄')).toEqual([]);
    expect(queryTerms('useModel')).toEqual(['usemodel']);
  });

  it('recognises a query typed as an API name', () => {
    expect(looksLikeApiName('useModel')).toBe(true);
    expect(looksLikeApiName('Light')).toBe(true);
    expect(looksLikeApiName('light')).toBe(false);
    expect(looksLikeApiName('spot light')).toBe(false);
    expect(looksLikeApiName('<Script>')).toBe(false);
  });
});

describe('excerpts and highlighting', () => {
  it('splits Pagefind excerpts into plain and marked runs', () => {
    expect(parseExcerpt('A <mark>spot</mark> light')).toEqual([
      { text: 'A ', mark: false },
      { text: 'spot', mark: true },
      { text: ' light', mark: false },
    ]);
  });

  it('keeps any other markup as text, so nothing can be injected', () => {
    const runs = parseExcerpt('<img src=x onerror=alert(1)> &lt;script&gt; <mark>x</mark>');
    expect(runs.map((r) => r.text).join('')).toBe('<img src=x onerror=alert(1)> <script> x');
    expect(runs.filter((r) => r.mark)).toEqual([{ text: 'x', mark: true }]);
  });

  it('decodes entities but leaves unknown ones alone', () => {
    expect(decodeEntities('a &amp; b &#60; &#x3e; &bogus; &#99999999;')).toBe(
      'a & b < > &bogus; &#99999999;',
    );
  });

  it('marks title words that start with a query word', () => {
    expect(highlight('Spot lights', ['spot', 'light'])).toEqual([
      { text: 'Spot', mark: true },
      { text: ' ', mark: false },
      { text: 'lights', mark: true },
    ]);
    expect(highlight('Skybox', [])).toEqual([{ text: 'Skybox', mark: false }]);
  });

  it('drops the heading Pagefind repeats at the start of a section', () => {
    const runs = dropLeadingTitle(
      parseExcerpt('<mark>Spot</mark> light. A spot light'),
      'Spot light',
    );
    expect(runs.map((r) => r.text).join('')).toBe('A spot light');
    // A title that is not at the start stays.
    expect(dropLeadingTitle(parseExcerpt('Other text'), 'Spot light')).toEqual([
      { text: 'Other text', mark: false },
    ]);
  });
});

describe('pages and sections', () => {
  it('labels where a page sits', () => {
    expect(sectionLabel(`${BASE}docs/api/functions/useModel`, BASE)).toBe('API · Function');
    expect(sectionLabel(`${BASE}docs/api/type-aliases/LightConfig#x`, BASE)).toBe(
      'API · Type alias',
    );
    expect(sectionLabel(`${BASE}docs/api`, BASE)).toBe('API');
    expect(sectionLabel(`${BASE}docs/guides/light#shadows`, BASE)).toBe('Guide');
    expect(sectionLabel(BASE, BASE)).toBe('Home');
    expect(sectionLabel(`${BASE}markdown-page`, BASE)).toBe('Page');
  });

  it("reads the symbol from TypeDoc's page titles", () => {
    expect(apiSymbol('Function: useModel()', `${BASE}docs/api/functions/useModel`, BASE)).toBe(
      'useModel',
    );
    expect(apiSymbol('Interface: FilamentAsset', `${BASE}docs/api/interfaces/x`, BASE)).toBe(
      'FilamentAsset',
    );
    expect(apiSymbol('Light', `${BASE}docs/guides/light`, BASE)).toBeNull();
  });
});

describe('shaping results', () => {
  const guide = fragment(
    'docs/guides/asset-loading',
    'Asset loading',
    'Call <mark>useModel</mark>',
    [
      {
        title: 'From a URL',
        url: `${BASE}docs/guides/asset-loading#from-a-url`,
        excerpt: 'From a <mark>URL</mark>. Pass it to <mark>useModel</mark>',
        anchor: { element: 'h2', id: 'from-a-url' },
        weighted_locations: [{ weight: 1, balanced_score: 5, location: 3 }],
      },
      {
        title: 'Asset loading',
        url: `${BASE}docs/guides/asset-loading`,
        excerpt: 'Models come from <mark>useModel</mark>',
        weighted_locations: [{ weight: 1, balanced_score: 9, location: 1 }],
      },
    ],
  );
  const api = fragment(
    'docs/api/functions/useModel',
    'Function: useModel()',
    '<mark>useModel</mark>',
  );

  it('groups by page, best heading first, with links to the heading anchors', () => {
    const [group] = shapeResults([guide], 'from url', BASE);
    expect(group!.section).toBe('Guide');
    expect(group!.items.map((i) => i.href)).toEqual([
      `${BASE}docs/guides/asset-loading`,
      `${BASE}docs/guides/asset-loading#from-a-url`,
    ]);
    expect(group!.items[0]!.isPage).toBe(true);
    expect(group!.items[1]!.title).toEqual([
      { text: 'From', mark: true },
      { text: ' a ', mark: false },
      { text: 'URL', mark: true },
    ]);
  });

  it('puts the API page of an exactly typed name first', () => {
    const groups = shapeResults([guide, api], 'useModel', BASE);
    expect(groups.map((g) => g.pageHref)).toEqual([
      `${BASE}docs/api/functions/useModel`,
      `${BASE}docs/guides/asset-loading`,
    ]);
    // Not for a query that only contains the name, nor for a lower-case topic word.
    for (const query of ['useModel url', 'usemodel']) {
      expect(shapeResults([guide, api], query, BASE)[0]!.pageHref).toBe(
        `${BASE}docs/guides/asset-loading`,
      );
    }
  });

  it('drops pages that only matched a short prefix of a long word', () => {
    const weak = fragment(
      'docs/api/type-aliases/Float3',
      'Float3',
      'A vector (<mark>x</mark>, y, z)',
    );
    expect(matchesQuery(weak, ['xxxxxxxxxx'])).toBe(false);
    expect(shapeResults([weak], 'x'.repeat(200), BASE)).toEqual([]);
    // Stems, camelCase parts and half-typed words still count.
    const shadows = fragment('docs/guides/light', 'Light', 'Set <mark>castShadows</mark>');
    expect(matchesQuery(shadows, ['shadows'])).toBe(true);
    expect(matchesQuery(fragment('a', 'A', '<mark>installation</mark>'), ['installa'])).toBe(true);
  });
});

describe('search index', () => {
  it('maps built files to clean routes', () => {
    expect(routeForHtmlFile('index.html')).toBe('/');
    expect(routeForHtmlFile('docs/guides.html')).toBe('/docs/guides');
    expect(routeForHtmlFile('docs/api/functions/useModel.html')).toBe(
      '/docs/api/functions/useModel',
    );
    expect(routeForHtmlFile(path.join('blog', 'index.html'))).toBe('/blog');
  });

  const article =
    '<nav class="theme-layout-navbar"><h2>x</h2></nav><div class="theme-doc-markdown markdown">' +
    '<header><h1>Light</h1></header><h2 id=spot>Spot</h2><p>Text</p><pre><code>x</code></pre>' +
    '<table><tr><td>boolean<td>not set</table></div>';

  it('weights guide text over the reference, keeping headings above body text', () => {
    const html = htmlForIndex(article, '/docs/guides/light');
    expect(html).toContain('<div class="theme-doc-markdown markdown" data-pagefind-weight="2">');
    expect(html).toContain('<h1 data-pagefind-weight="7">Light</h1>');
    expect(html).toContain('<h2 data-pagefind-weight="6" id=spot>');
    expect(html).toContain('<pre data-pagefind-weight="1">');
    // Chrome before the article is left alone (and excluded by selector anyway).
    expect(html).toContain('<nav class="theme-layout-navbar"><h2>x</h2></nav>');
  });

  it('leaves reference pages at normal weight, with code below prose', () => {
    const html = htmlForIndex(article, '/docs/api/functions/useModel');
    expect(html).not.toContain('markdown" data-pagefind-weight');
    expect(html).toContain('<h2 id=spot>');
    expect(html).toContain('<pre data-pagefind-weight="0.5">');
  });

  it('keeps table cells apart, so their words are not glued together', () => {
    expect(htmlForIndex(article, '/docs/api/x')).toContain(' <td>boolean <td>not set');
  });

  function fakeBuild(): string {
    const dir = testDir('rnf-search-');
    const page = (title: string, body: string) =>
      `<!doctype html><html lang="en"><head><title>${title}</title></head><body>` +
      `<div class="theme-announcement-bar">Star us on GitHub</div>` +
      `<nav class="theme-layout-navbar navbar">Docs API navbarword</nav>` +
      `<main><article><h1>${title}</h1>${body}</article>` +
      `<div class="theme-doc-toc-desktop">tocword</div></main>` +
      `<footer class="theme-layout-footer">Copyright footerword</footer></body></html>`;
    fs.mkdirSync(path.join(dir, 'docs/guides'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), page('Home', '<p>Welcome</p>'));
    fs.writeFileSync(
      path.join(dir, 'docs/guides/light.html'),
      page(
        'Light',
        '<h2 id="spot-light">Spot light<a class="hash-link" href="#spot-light">#</a></h2><p>A cone.</p>',
      ),
    );
    fs.writeFileSync(path.join(dir, '404.html'), page('Page Not Found', '<p>Nothing</p>'));
    fs.writeFileSync(path.join(dir, 'assets/skip.html'), page('Asset', ''));
    return dir;
  }

  function fragments(bundle: string): { url: string; content: string }[] {
    const dir = path.join(bundle, 'fragment');
    return fs.readdirSync(dir).map((name) => {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, name))).toString('utf8');
      return JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string };
    });
  }

  it('lists pages, leaving out 404.html and the assets', () => {
    expect(listPages(fakeBuild())).toEqual(['docs/guides/light.html', 'index.html']);
  });

  it('indexes page content under clean URLs, without the page chrome', async () => {
    const dir = fakeBuild();
    const { pageCount, bundleDir } = await buildSearchIndex(dir);
    expect(pageCount).toBe(2);
    expect(fs.existsSync(path.join(bundleDir, 'pagefind.js'))).toBe(true);
    // Pagefind's own UIs are not deployed.
    expect(fs.readdirSync(bundleDir).filter((f) => f.includes('-ui'))).toEqual([]);
    const found = fragments(bundleDir);
    expect(found.map((f) => f.url).sort()).toEqual(['/', '/docs/guides/light']);
    const light = found.find((f) => f.url === '/docs/guides/light')!;
    expect(light.content).toContain('Spot light');
    expect(light.content).toContain('A cone.');
    for (const f of found) {
      expect(f.content).not.toMatch(/navbarword|footerword|tocword|Star us/);
    }
  }, 30_000);
});
