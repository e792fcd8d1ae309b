import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractSamples } from '../../tools/samples/extract';
import { deepImports, typecheckSources } from '../../tools/samples/typecheck';

const SITE = path.resolve(__dirname, '../..');

describe('extractSamples', () => {
  const md = [
    '---',
    'title: x',
    '---',
    '',
    'Text.',
    '',
    '```tsx title="App.tsx"',
    'const a = 1;',
    '```',
    '',
    '```bash',
    'npm i',
    '```',
    '',
    '```ts fragment',
    'a + 1',
    '```',
  ].join('\n');

  it('finds ts/tsx blocks with their first code line and fragment flag', () => {
    const samples = extractSamples(md, 'docs/x.mdx');
    expect(samples.map((s) => [s.lang, s.line, s.fragment])).toEqual([
      ['tsx', 8, false],
      ['ts', 16, true],
    ]);
    expect(samples[0].code).toBe('const a = 1;');
  });
});

describe('typecheckSources', () => {
  const check = (code: string) =>
    typecheckSources(SITE, [{ label: 'docs/x.mdx', code, extension: 'tsx', firstLine: 10 }]);

  it('accepts a correct scene', () => {
    const code = [
      "import { FilamentScene, FilamentView, DefaultLight, Model, Camera } from 'react-native-filament';",
      'export const App = () => (',
      '  <FilamentScene>',
      '    <FilamentView style={{ flex: 1 }}>',
      '      <Camera />',
      '      <DefaultLight />',
      "      <Model source={{ uri: 'https://example.com/a.glb' }} />",
      '    </FilamentView>',
      '  </FilamentScene>',
      ');',
    ].join('\n');
    expect(check(code)).toEqual([]);
  });

  it('rejects a prop the types do not have, naming the markdown line', () => {
    const code = [
      "import { Light } from 'react-native-filament';",
      'export const L = () => <Light type="spot" intensity={1} innerConeAngle={3} />;',
    ].join('\n');
    const problems = check(code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ label: 'docs/x.mdx', line: 11 });
    expect(problems[0].message).toMatch(/^TS2322: .*innerConeAngle/s);
  });

  it('rejects number[] where Float3 is required', () => {
    const code = [
      "import { Camera } from 'react-native-filament';",
      'const position: number[] = [0, 0, 8];',
      'export const C = () => <Camera cameraPosition={position} />;',
    ].join('\n');
    expect(check(code)[0]?.message).toMatch(/Float3|\[number, number, number\]/);
  });

  it('rejects imports from inside the package', () => {
    expect(deepImports("import { x } from 'react-native-filament/src/hooks/useModel';")).toEqual([
      'react-native-filament/src/hooks/useModel',
    ]);
  });
});
