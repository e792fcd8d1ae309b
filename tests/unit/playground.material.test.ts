/**
 * The inspector's material parameters (src/components/Playground/inspector/material-code.ts):
 * the picked entity's model found in the code, and each change written as an
 * `<EntitySelector>` with `materialParameters`, the smallest edit, which parses
 * and reads back as the value set.
 */
import { describe, expect, it } from 'vitest';
import { applyEdit, inspectCode } from '../../src/components/Playground/inspector/scene-code';
import {
  hexFromLinear,
  linearFromHex,
  materialValuesOf,
  pickedModel,
  setMaterialParameter,
} from '../../src/components/Playground/inspector/material-code';

const SCENE = `import { Camera, FilamentScene, FilamentView, Model } from 'react-native-filament';

export default function App() {
  return (
    <FilamentScene>
      <FilamentView style={{ flex: 1 }}>
        <Camera />
        <Model source={require('./assets/tree.glb')} translate={[1, 0, 0]} />
        <Model source={require('./assets/coin.glb')} transformToUnitCube />
      </FilamentView>
    </FilamentScene>
  );
}
`;

const coin = { name: 'Coin', index: 0, model: 'coin.glb' };
const apply = (code: string, edits: readonly { from: number; to: number; insert: string }[]) =>
  edits.reduce(applyEdit, code);
const modelOf = (code: string) => pickedModel(code, inspectCode(code), coin)!;

describe('the picked entity in the code', () => {
  it('is the <Model> that requires the file the host read, else the only model', () => {
    expect(modelOf(SCENE).line).toBe(9);
    const one = SCENE.replace(/ +<Model source=\{require\('\.\/assets\/tree.*\n/, '');
    expect(pickedModel(one, inspectCode(one), { ...coin, model: 'showcase.glb' })!.line).toBe(8);
    expect(pickedModel(SCENE, inspectCode(SCENE), { ...coin, model: 'showcase.glb' })).toBe(
      undefined,
    );
  });
});

describe('a material change is an <EntitySelector> in the model', () => {
  it('adds the selector (and its import) to a self-closing model', () => {
    const edited = apply(
      SCENE,
      setMaterialParameter(SCENE, modelOf(SCENE), coin, 'baseColorFactor', [0.5, 0.25, 0, 1]),
    );
    expect(edited).toContain(
      "import { Camera, FilamentScene, FilamentView, Model, EntitySelector } from 'react-native-filament';",
    );
    expect(edited).toContain(
      [
        "        <Model source={require('./assets/coin.glb')} transformToUnitCube>",
        '          <EntitySelector byName="Coin" materialParameters={{ index: 0, parameters: { baseColorFactor: [0.5, 0.25, 0, 1] } }} />',
        '        </Model>',
      ].join('\n'),
    );
    expect(materialValuesOf(edited, modelOf(edited), coin)).toEqual({
      baseColorFactor: [0.5, 0.25, 0, 1],
    });
  });

  it('then replaces a value or adds a parameter, touching nothing else', () => {
    let code = apply(
      SCENE,
      setMaterialParameter(SCENE, modelOf(SCENE), coin, 'baseColorFactor', [1, 0, 0, 1]),
    );
    const before = code;
    const [add] = setMaterialParameter(code, modelOf(code), coin, 'roughnessFactor', 0.25);
    expect(add!.insert).toBe(', roughnessFactor: 0.25');
    code = applyEdit(code, add!);
    const [replace] = setMaterialParameter(
      code,
      modelOf(code),
      coin,
      'baseColorFactor',
      [0, 0, 1, 1],
    );
    expect(replace!.insert).toBe('[0, 0, 1, 1]');
    code = applyEdit(code, replace!);
    expect(code.length - before.length).toBe(', roughnessFactor: 0.25'.length);
    expect(materialValuesOf(code, modelOf(code), coin)).toEqual({
      baseColorFactor: [0, 0, 1, 1],
      roughnessFactor: 0.25,
    });
    expect(() => inspectCode(code)).not.toThrow();
  });

  it('names an unnamed entity by its index, and leaves an expression alone', () => {
    const edited = apply(
      SCENE,
      setMaterialParameter(SCENE, modelOf(SCENE), { index: 3 }, 'metallicFactor', 0),
    );
    expect(edited).toContain(
      '<EntitySelector byIndex={3} materialParameters={{ index: 0, parameters: { metallicFactor: 0 } }} />',
    );
    const expression = edited.replace(/materialParameters=\{\{.*\}\}/, 'materialParameters={mine}');
    expect(() =>
      setMaterialParameter(expression, modelOf(expression), { index: 3 }, 'metallicFactor', 1),
    ).toThrow(/expression/);
  });
});

describe('colors', () => {
  it('go from the color input (sRGB) to a linear factor and back', () => {
    expect(linearFromHex('#ffffff')).toEqual([1, 1, 1, 1]);
    expect(linearFromHex('#000000')).toEqual([0, 0, 0, 1]);
    // A translucent material keeps its alpha: the color input has none.
    expect(linearFromHex('#ffffff', 0.25)).toEqual([1, 1, 1, 0.25]);
    for (const hex of ['#c03020', '#2040ff', '#808080'])
      expect(hexFromLinear(linearFromHex(hex))).toBe(hex);
  });
});
