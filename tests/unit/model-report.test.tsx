/**
 * The report component renders every section of a real analysis, with h2/h3
 * headings, tables in scrolling boxes, source links to the library's lines,
 * and the written code in a tsx code block.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { analyzeModel } from '../../src/components/ModelChecker/analysis';
import type { ModelReport as Report } from '../../src/components/ModelChecker/analysis/types';
import { dropped } from './model-checker-helpers';

// The theme's CodeBlock needs Docusaurus; a stand-in keeps its props visible.
vi.mock('@theme/CodeBlock', () => ({
  default: ({
    children,
    language,
    title,
  }: {
    children: string;
    language: string;
    title: string;
  }) => (
    <pre data-language={language} data-title={title}>
      {children}
    </pre>
  ),
}));

const {
  default: ModelReport,
  formatBytes,
  PartialReport,
} = await import('../../src/components/ModelChecker/report');

let html = '';
let report: Report;

beforeAll(async () => {
  const result = await analyzeModel(dropped('animated.glb'));
  if (!result.ok) throw new Error(result.problem.message);
  report = result.report;
  html = renderToStaticMarkup(<ModelReport report={report} />);
});

const headings = (level: 2 | 3) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, 'g'))].map((m) => m[1]);

describe('ModelReport', () => {
  it('has the sections, in order, as h2 headings', () => {
    expect(headings(2)).toEqual([
      'Summary',
      'Validity',
      'Will it render in react-native-filament 1.11.0',
      'Cost on a phone',
      'What is inside',
      'The code',
    ]);
    expect(headings(3)).toEqual(
      expect.arrayContaining([
        'Extensions',
        'Textures',
        'Light',
        'Nodes',
        'Materials',
        'Animations',
        'Morph targets',
        'Skins',
      ]),
    );
  });

  it('shows what a reader needs: animation indices, morph target and skin names, the validator finding', () => {
    expect(html).toContain('<td class="');
    expect(html).toMatch(/<td[^>]*>0<\/td><td[^>]*>Wave<\/td><td[^>]*>2\.00 s<\/td>/);
    expect(html).toContain('Smile, Blink');
    expect(html).toContain('Arm rig');
    expect(html).toContain('<code>/nodes/3</code>');
  });

  it('wraps every table in the scrolling box and links sources to the library at its tag', () => {
    const tables = html.match(/<table/g)?.length ?? 0;
    expect(tables).toBeGreaterThan(3);
    expect(html.match(/<div[^>]*><table/g)?.length).toBe(tables);
    expect(html).toContain(
      'href="https://github.com/margelo/react-native-filament/blob/v1.11.0/package/src/react/DefaultLight.tsx#L8"',
    );
  });

  it('puts the written code in a tsx block', () => {
    expect(html).toContain('data-language="tsx"');
    expect(html).toContain('&lt;Animator animationIndex={0} /&gt;');
  });

  it('formats bytes in binary units', () => {
    expect(formatBytes(341)).toBe('341 B');
    expect(formatBytes(9748)).toBe('9.5 KB');
    expect(formatBytes(64 * 1024 * 1024)).toBe('64 MB');
  });
});

describe('PartialReport (under a refusal)', () => {
  it("shows the validator's findings of a refused file, with severity badges in the validator's words", async () => {
    const result = await analyzeModel(dropped('no-mesh-invalid.gltf'));
    if (result.ok) throw new Error('expected a refusal');
    const partial = renderToStaticMarkup(<PartialReport found={result} />);
    expect(partial).toMatch(/<h2[^>]*>Validity<\/h2>/);
    expect(partial).toContain('found 2 errors and 0 warnings');
    expect(partial).toContain('UNRESOLVED_REFERENCE');
    expect(partial).toMatch(/>error<\/span>/);
  });

  it('shows nothing for a file the validator could not read', async () => {
    const result = await analyzeModel(dropped('not-gltf.txt'));
    if (result.ok) throw new Error('expected a refusal');
    expect(renderToStaticMarkup(<PartialReport found={result} />)).toBe('');
  });
});
