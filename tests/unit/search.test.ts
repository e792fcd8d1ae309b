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
  namedHeading,
  normalizeQuery,
  type PagefindFragment,
  parseExcerpt,
  queryTerms,
  sectionLabel,
  shapeResults,
} from '../../plugins/search/components/SearchResults/model';
import { runQuery } from '../../plugins/search/components/SearchResults/query';
import type { PagefindApi } from '../../plugins/search/components/SearchResults/pagefind';
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

  it("reads the symbol from the component and hook pages' titles, as the name is written", () => {
    const camera = `${BASE}docs/api/functions/Camera`;
    expect(apiSymbol('<Camera>', camera, BASE)).toBe('Camera');
    expect(apiSymbol('&lt;Camera&gt;', camera, BASE)).toBe('Camera');
    expect(apiSymbol('useModel()', `${BASE}docs/api/functions/useModel`, BASE)).toBe('useModel');
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

  it('groups by page, the heading that holds the words first, with links to the heading anchors', () => {
    const [group] = shapeResults([guide], 'from url', BASE);
    expect(group!.section).toBe('Guide');
    // "From a URL" holds both words of the query (issue 44); the page's top matched more
    // often, which ranked it first before.
    expect(group!.items.map((i) => i.href)).toEqual([
      `${BASE}docs/guides/asset-loading#from-a-url`,
      `${BASE}docs/guides/asset-loading`,
    ]);
    expect(group!.items[1]!.isPage).toBe(true);
    // Without a word in any heading, the best matches lead.
    expect(shapeResults([guide], 'usemodel', BASE)[0]!.items[0]!.isPage).toBe(true);
    expect(group!.items[0]!.title).toEqual([
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

  /** A component page as the API reference renders it: each prop an h3 whose id is its name in lower case. */
  function componentPage(name: string, props: readonly string[]): PagefindFragment {
    const page = `${BASE}docs/api/functions/${name}`;
    return fragment(
      `docs/api/functions/${name}`,
      `<${name}>`,
      `The <mark>${name}</mark> component`,
      [
        {
          title: 'Props',
          url: `${page}#props`,
          excerpt: 'Props',
          anchor: { element: 'h2', id: 'props' },
          weighted_locations: [{ weight: 1, balanced_score: 1, location: 8 }],
        },
        ...props.map((prop, i) => ({
          title: prop,
          url: `${page}#${prop.toLowerCase()}`,
          excerpt: `<mark>${prop}</mark>. What ${prop} does`,
          anchor: { element: 'h3', id: prop.toLowerCase() },
          // The heading's own match scores lower than a section that repeats the word.
          weighted_locations: [{ weight: 1, balanced_score: 2 + i, location: 10 + i }],
        })),
        {
          title: 'Used together',
          url: `${page}#used-together`,
          excerpt: 'Set <mark>cameraPosition</mark> and <mark>cameraPosition</mark> again',
          anchor: { element: 'h3', id: 'used-together' },
          weighted_locations: [{ weight: 1, balanced_score: 20, location: 40 }],
        },
      ],
    );
  }
  const camera = componentPage('Camera', ['cameraTarget', 'cameraPosition']);
  const cameraGuide = fragment('docs/guides/camera', 'Camera', 'Set <mark>cameraPosition</mark>');

  it('finds the heading of a prop typed as its name, in any case, on an API page', () => {
    for (const query of ['cameraPosition', 'CameraPosition', ' CAMERAPOSITION ']) {
      expect(namedHeading(camera, query, BASE)?.url).toBe(
        `${BASE}docs/api/functions/Camera#cameraposition`,
      );
    }
    // Headings are matched by id or by their text as shown (`name?`, `name()`).
    const method = fragment('docs/api/interfaces/View', 'Interface: View', 'x', [
      {
        title: 'setBloomOptions()',
        url: `${BASE}docs/api/interfaces/View#setbloomoptions-1`,
        excerpt: 'x',
        anchor: { element: 'h3', id: 'setbloomoptions-1' },
      },
    ]);
    expect(namedHeading(method, 'setBloomOptions', BASE)?.title).toBe('setBloomOptions()');
    // Not an h2 section title, not a lower-case topic word, not a guide's heading.
    expect(namedHeading(camera, 'Props', BASE)).toBeNull();
    expect(namedHeading(camera, 'cameraposition', BASE)).toBeNull();
    expect(namedHeading(camera, 'camera', BASE)).toBeNull();
    const guide = { ...camera, url: `${BASE}docs/guides/camera` };
    expect(namedHeading(guide, 'cameraPosition', BASE)).toBeNull();
  });

  it("puts the page of a prop typed as its name first, leading with the prop's heading", () => {
    const [first, second] = shapeResults([cameraGuide, camera], 'cameraPosition', BASE);
    expect(first!.pageHref).toBe(`${BASE}docs/api/functions/Camera`);
    expect(first!.items[0]!.href).toBe(`${BASE}docs/api/functions/Camera#cameraposition`);
    expect(first!.items[0]!.isPage).toBe(false);
    // The page's other best matches follow.
    expect(first!.items.map((i) => i.href)).toContain(
      `${BASE}docs/api/functions/Camera#used-together`,
    );
    expect(second!.pageHref).toBe(`${BASE}docs/guides/camera`);
    // A lower-case query is a topic: the engine's order stands.
    expect(shapeResults([cameraGuide, camera], 'cameraposition', BASE)[0]!.pageHref).toBe(
      `${BASE}docs/guides/camera`,
    );
  });

  it('puts the API page of a name before a page with a heading of that name', () => {
    const model = componentPage('Model', ['transformToUnitCube']);
    const withHeading = componentPage('FilamentScene', ['model']);
    const groups = shapeResults([withHeading, model], 'Model', BASE);
    expect(groups.map((g) => g.pageHref)).toEqual([
      `${BASE}docs/api/functions/Model`,
      `${BASE}docs/api/functions/FilamentScene`,
    ]);
  });

  it('prefers a name as typed: the prop over an interface of that name in another case, the prop over a method', () => {
    const bloomInterface = fragment(
      'docs/api/interfaces/BloomOptions',
      'Interface: BloomOptions',
      '<mark>BloomOptions</mark>',
    );
    const scene = componentPage('FilamentScene', ['bloomOptions']);
    const pages = (query: string, list: readonly PagefindFragment[]) =>
      shapeResults(list, query, BASE).map((g) => g.items[0]!.href);
    expect(pages('bloomOptions', [bloomInterface, scene])[0]).toBe(
      `${BASE}docs/api/functions/FilamentScene#bloomoptions`,
    );
    expect(pages('BloomOptions', [scene, bloomInterface])[0]).toBe(
      `${BASE}docs/api/interfaces/BloomOptions`,
    );
    const transformManager = fragment(
      'docs/api/interfaces/TransformManager',
      'Interface: TransformManager',
      'x',
      [
        {
          title: 'transformToUnitCube()',
          url: `${BASE}docs/api/interfaces/TransformManager#transformtounitcube`,
          excerpt: '<mark>transformToUnitCube</mark>',
          anchor: { element: 'h3', id: 'transformtounitcube' },
        },
      ],
    );
    const model = componentPage('Model', ['transformToUnitCube']);
    expect(pages('transformToUnitCube', [transformManager, model])).toEqual([
      `${BASE}docs/api/functions/Model#transformtounitcube`,
      `${BASE}docs/api/interfaces/TransformManager#transformtounitcube`,
    ]);
    // With no prop of that name, the method's page leads, at the method.
    expect(pages('transformToUnitCube', [cameraGuide, transformManager])[0]).toBe(
      `${BASE}docs/api/interfaces/TransformManager#transformtounitcube`,
    );
  });

  /** An engine that ranks the given pages in this order and counts the fragments fetched. */
  function engine(ranked: readonly PagefindFragment[]): { api: PagefindApi; fetched: string[] } {
    const fetched: string[] = [];
    const results = ranked.map((f, i) => ({
      id: String(i),
      score: 1 / (i + 1),
      data: async () => {
        fetched.push(f.url);
        return f;
      },
    }));
    const api: PagefindApi = {
      options: async () => {},
      init: async () => {},
      preload: async () => {},
      search: async () => ({ results }),
    };
    return { api, fetched };
  }
  const filler = Array.from({ length: 30 }, (_, i) =>
    fragment(`docs/guides/g${i}`, `Guide ${i}`, 'Set <mark>cameraPosition</mark>'),
  );

  it("looks down the ranking for a prop's page only until a batch has it", async () => {
    const { api, fetched } = engine([...filler.slice(0, 6), camera, ...filler.slice(6)]);
    const answer = await runQuery(api, 'cameraPosition', BASE, 3);
    expect(answer!.groups[0]!.items[0]!.href).toBe(
      `${BASE}docs/api/functions/Camera#cameraposition`,
    );
    // The first three, then one batch of five (ranks 4 to 8), not forty.
    expect(fetched).toHaveLength(8);
    // A page shown first that answers only in another case does not end the search.
    const bloomInterface = fragment(
      'docs/api/interfaces/BloomOptions',
      'Interface: BloomOptions',
      '<mark>BloomOptions</mark>',
    );
    const scene = componentPage('FilamentScene', ['bloomOptions']);
    const bloom = engine([bloomInterface, ...filler.slice(0, 6), scene, ...filler.slice(6)]);
    const answer2 = await runQuery(bloom.api, 'bloomOptions', BASE, 3);
    expect(answer2!.groups.map((g) => g.items[0]!.href).slice(0, 2)).toEqual([
      `${BASE}docs/api/functions/FilamentScene#bloomoptions`,
      `${BASE}docs/api/interfaces/BloomOptions`,
    ]);
    expect(bloom.fetched).toHaveLength(8);
    // Within a batch, the API page of the name wins over a page with a heading of that name.
    const model = componentPage('Model', []);
    const withModelProp = componentPage('FilamentScene', ['model']);
    const both = engine([...filler.slice(0, 4), withModelProp, model, ...filler.slice(4)]);
    expect((await runQuery(both.api, 'Model', BASE, 3))!.groups[0]!.pageHref).toBe(
      `${BASE}docs/api/functions/Model`,
    );
  });

  it('falls back to the pages with most of the words when no page has them all', async () => {
    const blankGuide = fragment(
      'docs/guides/troubleshooting',
      'Troubleshooting',
      'A <mark>blank</mark> <mark>screen</mark>',
    );
    const screenOnly = fragment(
      'docs/guides/recording',
      'Recording',
      'The <mark>screen</mark> recorder',
    );
    /** Pagefind's AND: a page answers a query when it holds every word. */
    const words: Record<string, readonly PagefindFragment[]> = {
      blank: [blankGuide],
      screen: [screenOnly, blankGuide],
      iphone: [],
    };
    const ids = new Map([blankGuide, screenOnly].map((f, i) => [f, String(i)]));
    const api: PagefindApi = {
      options: async () => {},
      init: async () => {},
      preload: async () => {},
      search: async (term) => {
        const terms = term.toLowerCase().split(' ');
        const pages = [blankGuide, screenOnly].filter((f) =>
          terms.every((t) => (words[t] ?? []).includes(f)),
        );
        return {
          results: pages.map((f) => ({ id: ids.get(f)!, score: 1, data: async () => f })),
        };
      },
    };
    const answer = await runQuery(api, 'blank screen on iphone', BASE, 3);
    expect(answer!.partial).toBe(true);
    // Only the page with two of the three words ("on" is not a word worth matching): a page
    // with fewer than half of them is noise.
    expect(answer!.groups.map((g) => g.pageHref)).toEqual([`${BASE}docs/guides/troubleshooting`]);
    // Of two words, one is half: both pages, in the engine's order when they tie.
    const half = await runQuery(api, 'screen iphone', BASE, 3);
    expect(half!.groups.map((g) => g.pageHref)).toEqual([
      `${BASE}docs/guides/troubleshooting`,
      `${BASE}docs/guides/recording`,
    ]);
    const whole = await runQuery(api, 'blank screen', BASE, 3);
    expect(whole!.partial).toBe(false);
    expect(whole!.groups).toHaveLength(1);
    // One word that matches nothing has no partial matches to fall back to.
    expect((await runQuery(api, 'iphone', BASE, 3))!.groups).toEqual([]);
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
    fs.writeFileSync(path.join(dir, 'index.html'), page('Home', '<p>Welcome</p>'));
    fs.writeFileSync(
      path.join(dir, 'docs/guides/light.html'),
      page(
        'Light',
        '<h2 id="spot-light">Spot light<a class="hash-link" href="#spot-light">#</a></h2><p>A cone.</p>',
      ),
    );
    fs.writeFileSync(path.join(dir, '404.html'), page('Page Not Found', '<p>Nothing</p>'));
    fs.mkdirSync(path.join(dir, 'assets/js'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'assets/js/main.js'), '"<p>not a page</p>"');
    return dir;
  }

  function fragments(bundle: string): { url: string; content: string }[] {
    const dir = path.join(bundle, 'fragment');
    return fs.readdirSync(dir).map((name) => {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, name))).toString('utf8');
      return JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string };
    });
  }

  it('lists the pages of the build (shared/built-pages.ts), leaving out 404.html', () => {
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
