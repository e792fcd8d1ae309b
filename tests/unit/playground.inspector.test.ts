/**
 * The playground's inspector writes its changes into the code
 * (src/components/Playground/inspector/scene-code.ts): the scene elements it
 * finds, and the smallest edit for each change, which still parses and
 * reads back as the value set.
 */
import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  inspectCode,
  setProp,
  writeOutDefaultLight,
} from '../../src/components/Playground/inspector/scene-code';

const SCENE = `import { Camera, DefaultLight, FilamentScene, FilamentView, Light, Model } from 'react-native-filament';

export default function App() {
  const spin = useSpin();
  return (
    <FilamentScene>
      <FilamentView style={{ flex: 1 }}>
        <Camera cameraPosition={[0, 1, 6]} />
        <DefaultLight />
        <Light type="point" intensity={20_000} castShadows position={[0, 2, 0]} />
        <Model source={require('./assets/helmet.glb')} transformToUnitCube rotate={spin} />
      </FilamentView>
    </FilamentScene>
  );
}
`;

const valueOf = (code: string, element: string, prop: string) =>
  inspectCode(code)
    .find((e) => e.name === element)!
    .props.find((p) => p.spec.name === prop)!;

describe('the inspector reads the scene from the code', () => {
  it('finds the library elements, their lines and literal props', () => {
    const elements = inspectCode(SCENE);
    expect(elements.map((e) => `${e.name}:${e.line}`)).toEqual([
      'Camera:8',
      'DefaultLight:9',
      'Light:10',
      'Model:11',
    ]);
    expect(valueOf(SCENE, 'Light', 'intensity').value).toBe(20_000);
    expect(valueOf(SCENE, 'Light', 'castShadows').value).toBe(true);
    expect(valueOf(SCENE, 'Light', 'colorKelvin').value).toBeUndefined();
    expect(valueOf(SCENE, 'Camera', 'cameraPosition').value).toEqual([0, 1, 6]);
    expect(valueOf(SCENE, 'Model', 'rotate')).toMatchObject({ expression: true });
  });

  it('throws on code that does not parse', () => {
    expect(() => inspectCode('export default function App( {')).toThrow();
  });
});

describe('a change is the smallest edit of the code', () => {
  it("replaces a literal prop's value, and nothing else", () => {
    const light = inspectCode(SCENE).find((e) => e.name === 'Light')!;
    const edit = setProp(SCENE, light, 'intensity', 55_000);
    expect(edit.insert).toBe('{55000}');
    expect(SCENE.slice(edit.from, edit.to)).toBe('{20_000}');
    const next = applyEdit(SCENE, edit);
    expect(valueOf(next, 'Light', 'intensity').value).toBe(55_000);
    expect(next.replace('{55000}', '{20_000}')).toBe(SCENE);
  });

  it('adds an absent prop after the last attribute; a shorthand boolean gets its value', () => {
    const light = inspectCode(SCENE).find((e) => e.name === 'Light')!;
    const kelvin = applyEdit(SCENE, setProp(SCENE, light, 'colorKelvin', 3_000));
    expect(kelvin).toContain('position={[0, 2, 0]} colorKelvin={3000} />');
    const relit = inspectCode(kelvin).find((e) => e.name === 'Light')!;
    const shadows = applyEdit(kelvin, setProp(kelvin, relit, 'castShadows', false));
    expect(shadows).toContain('castShadows={false}');
    expect(valueOf(shadows, 'Light', 'castShadows').value).toBe(false);
    const camera = inspectCode(SCENE).find((e) => e.name === 'Camera')!;
    const moved = applyEdit(SCENE, setProp(SCENE, camera, 'cameraPosition', [1, 2, 3.25]));
    expect(moved).toContain('<Camera cameraPosition={[1, 2, 3.25]} />');
  });

  it('writes <DefaultLight /> out as its two lights, and imports them', () => {
    const element = inspectCode(SCENE).find((e) => e.isDefaultLight)!;
    let code = SCENE;
    for (const edit of writeOutDefaultLight(SCENE, element)) code = applyEdit(code, edit);
    expect(code).toContain(
      '        <EnvironmentalLight source={{ uri: \'RNF_default_env_ibl.ktx\' }} />\n        <Light type="directional" intensity={10_000} colorKelvin={6_500} castShadows={true} />',
    );
    expect(code).toMatch(/Light, Model, EnvironmentalLight \} from 'react-native-filament'/);
    expect(inspectCode(code).map((e) => e.name)).toEqual([
      'Camera',
      'EnvironmentalLight',
      'Light',
      'Light',
      'Model',
    ]);
  });
});
