/**
 * `npm run bench:bundle` (tools/bench/bundle.ts): how the bytes of a bundle
 * are split by source module and grouped, and the plugin that gives the
 * bundle its source maps.
 */
import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import sourceMapsPlugin from '../../plugins/source-maps';
import {
  codeBySource,
  groupRows,
  groupTable,
  moduleGroup,
  UNMAPPED,
} from '../../tools/bench/bundle';

const ROOT = '/repo';

describe('module groups', () => {
  it('counts a package as one group, scoped or not, nested or not', () => {
    const group = (source: string) => moduleGroup(source, ROOT);
    expect(group('webpack://site/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom',
    );
    expect(group('webpack://site/node_modules/@mdx-js/react/lib/index.js')).toBe('@mdx-js/react');
    expect(group('webpack://site/node_modules/a/node_modules/history/esm/history.js')).toBe(
      'history',
    );
    expect(group('webpack://site/node_modules/@docusaurus/theme-common/lib/utils/x.js')).toBe(
      '@docusaurus/theme-common',
    );
  });

  it('names each Docusaurus theme component on its own', () => {
    expect(
      moduleGroup(
        'webpack://site/node_modules/@docusaurus/theme-classic/lib/theme/Navbar/Content/index.js',
        ROOT,
      ),
    ).toBe('@docusaurus/theme-classic theme/Navbar');
    expect(
      moduleGroup(
        'webpack://site/node_modules/@docusaurus/theme-common/src/theme/Admonition.tsx',
        ROOT,
      ),
    ).toBe('@docusaurus/theme-common theme/Admonition');
  });

  it("names the generated route table's files, also when Rspack gives a JSON module's absolute path", () => {
    expect(moduleGroup('webpack://site/.docusaurus/registry.js', ROOT)).toBe(
      '.docusaurus/registry.js',
    );
    expect(moduleGroup(`webpack://site/json|${ROOT}/.docusaurus/globalData.json`, ROOT)).toBe(
      '.docusaurus/globalData.json',
    );
    expect(
      moduleGroup(
        `webpack://site/json|${path.join(ROOT, '.docusaurus/docusaurus-plugin-content-docs/api/p/x.json')}`,
        ROOT,
      ),
    ).toBe('.docusaurus/docusaurus-plugin-content-docs/ (route data)');
  });

  it("groups the site's own code by plugin, component or page", () => {
    const group = (source: string) => moduleGroup(source, ROOT);
    expect(group('webpack://site/./plugins/search/theme/SearchBar/index.tsx')).toBe(
      'plugins/search',
    );
    expect(group('webpack://site/src/components/LivePreview/Knobs.tsx')).toBe(
      'src/components/LivePreview',
    );
    expect(group('webpack://site/docs/guides/light.mdx')).toBe('docs/guides/light.mdx');
    expect(group(UNMAPPED)).toBe(UNMAPPED);
  });
});

/** A two-line "bundle" and its map: line 1 AAABBBCC (a, b, a), line 2 zz then c. */
function fixture() {
  const content = 'AAABBBCC\nzzccc\n//# sourceMappingURL=main.js.map';
  const map = new SourceMapGenerator({ file: 'main.js' });
  const mapping = (line: number, column: number, source: string) =>
    map.addMapping({
      generated: { line, column },
      original: { line: 1, column: 0 },
      source,
    });
  mapping(1, 0, 'a.js');
  mapping(1, 3, 'b.js');
  mapping(1, 6, 'a.js');
  mapping(2, 2, 'c.js');
  return { content, map: JSON.parse(map.toString()) };
}

describe('code by source', () => {
  it('gives each mapping its span up to the next one, and the rest of a line before its first to no source', () => {
    const { content, map } = fixture();
    expect(codeBySource(content, map)).toEqual({
      'a.js': 'AAACC',
      'b.js': 'BBB',
      'c.js': 'ccc',
      [UNMAPPED]: 'zz',
    });
  });

  it('adds to what earlier files gave, and leaves out the source map comment', () => {
    const { content, map } = fixture();
    const code = codeBySource(content, map, { 'a.js': 'before ' });
    expect(code['a.js']).toBe('before AAACC');
    expect(Object.values(code).join('')).not.toContain('sourceMappingURL');
  });
});

describe('group rows', () => {
  /** Code that compresses like code: no long repeats. */
  const varied = (n: number) =>
    Array.from({ length: n }, (_, i) => `v${(i * 7919) % 9973}=${i};`).join('');
  const code = {
    'webpack://site/node_modules/react-dom/a.js': varied(300),
    'webpack://site/node_modules/react-dom/b.js': varied(200),
    'webpack://site/node_modules/tiny/index.js': 'x',
  };

  it('sums a group, scales the gzip column to the real total, largest first', () => {
    const rows = groupRows(code, 1000, ROOT, 0);
    expect(rows.map((r) => r.group)).toEqual(['react-dom', 'tiny']);
    expect(rows[0]!.bytes).toBe(varied(300).length + varied(200).length);
    expect(rows.reduce((sum, r) => sum + r.gzip, 0)).toBeCloseTo(1000);
    expect(rows[0]!.gzip).toBeGreaterThan(rows[1]!.gzip);
  });

  it('puts groups below the share into one "other" row, and the table totals them', () => {
    const rows = groupRows(code, 1000, ROOT, 0.2);
    expect(rows.map((r) => r.group)).toEqual(['react-dom', 'other (1 group)']);
    const table = groupTable(rows);
    expect(table).toContain('| **total** | 1.0 KB | 100% |');
    expect(table.split('\n')).toHaveLength(2 + rows.length + 1);
  });
});

describe('plugins/source-maps', () => {
  it('asks for source maps for the browser bundle only', () => {
    const plugin = sourceMapsPlugin();
    const configure = plugin.configureWebpack!.bind(plugin) as (
      config: object,
      isServer: boolean,
    ) => object;
    expect(configure({}, false)).toEqual({ devtool: 'source-map' });
    expect(configure({}, true)).toEqual({});
  });
});
