/**
 * Every line the model checker cites says what it is cited for: the quote is on
 * that line of the installed package (white space folded), or, for line 0, in
 * the bytes of the compiled library. A library bump that moves or changes a
 * line fails here, naming the citation.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { pinnedVersion } from '../../shared/library';
import {
  ALL_CITATIONS,
  GLTFIO_BINARY,
  LIBRARY_VERSION,
  shortPath,
  sourceUrl,
} from '../../src/components/ModelChecker/analysis/citations';
import { BUDGETS } from '../../src/components/ModelChecker/analysis/costs';
import { EXTENSION_FACTS } from '../../src/components/ModelChecker/analysis/support';
import type { Citation } from '../../src/components/ModelChecker/analysis/types';
import { citationHolds } from './model-checker-helpers';

describe('model checker citations', () => {
  it.each(ALL_CITATIONS.map((c) => [`${c.path}:${c.line}`, c] as const))(
    '%s says what it is cited for',
    (_, citation) => {
      expect(citationHolds(citation), citation.quote).toBe(true);
    },
  );

  it('a wrong quote or line is caught', () => {
    const [first] = ALL_CITATIONS;
    expect(citationHolds({ ...first, quote: 'not in this file at all' })).toBe(false);
    expect(citationHolds({ ...first, line: first.line + 1 })).toBe(false);
  });

  it('are of the library version package.json pins', () => {
    expect(LIBRARY_VERSION).toBe(pinnedVersion(path.resolve(__dirname, '../..')));
  });

  it('link src/ and cpp/ lines to the repository at the release tag, and nothing else', () => {
    const linked = ALL_CITATIONS.filter((c) => sourceUrl(c));
    expect(linked.length).toBeGreaterThan(10);
    for (const c of linked) {
      expect(sourceUrl(c)).toBe(
        `https://github.com/margelo/react-native-filament/blob/v${LIBRARY_VERSION}/package/${c.path.replace('react-native-filament/', '')}#L${c.line}`,
      );
    }
    expect(ALL_CITATIONS.filter((c) => c.line === 0).every((c) => !sourceUrl(c))).toBe(true);
  });

  // The facts that rest on something the library does not do: if a version adds it, they must change.
  it.each([
    ['a WebP decoder', 'createWebpProvider'],
    ["loading of a .gltf file's separate resources", 'addResourceData'],
    ['switching material variants', 'applyMaterialVariant'],
  ])("the library's own code has no %s (%s)", (_, call) => {
    expect(grepLibrary(call)).toEqual([]);
  });

  // KHR_meshopt_compression is refused as a file the library cannot load: its loader must not know the name.
  it('the shipped loader does not contain the name KHR_meshopt_compression', () => {
    const binary = fs.readFileSync(path.resolve(__dirname, '../../node_modules', GLTFIO_BINARY));
    expect(binary.includes(Buffer.from('KHR_meshopt_compression'))).toBe(false);
    expect(binary.includes(Buffer.from('EXT_meshopt_compression'))).toBe(true);
  });

  // The advice against transformToUnitCube for quantized models rests on the library never recomputing the box.
  it("the library's own code never recomputes the loader's bounding box", () => {
    expect(grepLibrary('recomputeBoundingBoxes')).toEqual([]);
  });
});

/** Files of the library's src/ and cpp/ that mention `text`. */
function grepLibrary(text: string): string[] {
  const root = path.resolve(__dirname, '../../node_modules/react-native-filament');
  const hits: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (fs.readFileSync(full, 'utf8').includes(text)) hits.push(path.relative(root, full));
    }
  };
  walk(path.join(root, 'src'));
  walk(path.join(root, 'cpp'));
  return hits;
}

describe('audit/model-checker.md', () => {
  const audit = fs.readFileSync(path.resolve(__dirname, '../../audit/model-checker.md'), 'utf8');
  const rows = audit.split('\n').filter((line) => /^\| (✓|fixed) \|/.test(line));

  it('counts its rows in its header', () => {
    expect(audit).toContain(`- Claims checked: **${rows.length}**`);
  });

  it('lists every extension fact and every budget', () => {
    for (const name of Object.keys(EXTENSION_FACTS))
      expect(audit, name).toContain(`| ✓ | ${name}:`);
    expect(rows.filter((r) => /budget|hard limit/.test(r)).length).toBe(
      Object.keys(BUDGETS).length,
    );
  });

  it('names every cited line (or a range holding it) and every binary string', () => {
    const cited = (c: Citation) => {
      const file = shortPath(c).replace(/^android\/libs\/filament\/lib\/arm64-v8a\//, '');
      if (c.line === 0) return audit.includes(`${file} ("${c.quote}`);
      const ranges = [...audit.matchAll(new RegExp(`${escape(file)}:(\\d+)(?:-(\\d+))?`, 'g'))];
      return ranges.some(([, a, b]) => c.line >= Number(a) && c.line <= Number(b ?? a));
    };
    for (const c of ALL_CITATIONS)
      expect(cited(c), `${shortPath(c)}:${c.line} ${c.quote}`).toBe(true);
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
