/**
 * The host members issue 22 wired, on fakes of Filament's web objects:
 * RenderableManager.setMorphWeights (RNFRenderableManagerImpl.cpp:312-317),
 * setAssetEntitiesOpacity / setInstanceEntitiesOpacity (:39-76), MaterialInstance
 * setTransparencyMode and changeAlpha (RNFMaterialInstanceWrapper.cpp:37-60), the base colors
 * the host reads back in place of getParameter (base-colors.ts), and Renderer.setFrameRateOptions.
 */
import { describe, expect, it, vi } from 'vitest';
import { createRenderableManager } from '../src/managers';
import { wrapMaterialInstance } from '../src/materials';
import { createBaseColorBook, gltfBaseColors } from '../src/base-colors';
import { frameRateOptionsIgnored } from '../src/scene-objects';
import type { WebEntity } from '../src/entities';

const TRANSPARENCY = { DEFAULT: 10, TWO_PASSES_ONE_SIDE: 11, TWO_PASSES_TWO_SIDES: 12 };
const Filament = { TransparencyMode: TRANSPARENCY, CullingMode: {} } as never;

const entity = (id: number) => ({ id, raw: { getId: () => id } }) as unknown as WebEntity;

/** A .glb with only a JSON chunk (what gltfBaseColors reads). */
function glb(json: object): Uint8Array {
  let text = JSON.stringify(json);
  while (text.length % 4) text += ' ';
  const body = new TextEncoder().encode(text);
  const bytes = new Uint8Array(20 + body.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, bytes.length, true);
  view.setUint32(12, body.length, true);
  view.setUint32(16, 0x4e4f534a, true);
  bytes.set(body, 20);
  return bytes;
}

const CAR = glb({
  asset: { version: '2.0' },
  materials: [
    { name: 'Paint', pbrMetallicRoughness: { baseColorFactor: [0.5, 0.1, 0.1, 1] } },
    { name: 'Glass' },
    { name: 'Twin', pbrMetallicRoughness: { baseColorFactor: [1, 0, 0, 1] } },
    { name: 'Twin', pbrMetallicRoughness: { baseColorFactor: [0, 1, 0, 1] } },
  ],
});

/** A web MaterialInstance recording its calls; `ptr` is embind's pointer. */
function fakeMaterial(name: string, ptr: number, calls: unknown[][]) {
  return {
    $$: { ptr },
    getName: () => name,
    setTransparencyMode: (mode: unknown) => calls.push([ptr, 'mode', mode]),
    setFloat4Parameter: (parameter: string, value: number[]) => calls.push([ptr, parameter, value]),
  };
}

describe('base colors read back (base-colors.ts)', () => {
  it('takes each named glTF material, white by default, and drops a name with two colors', () => {
    expect(gltfBaseColors(CAR)).toEqual(
      new Map([
        ['Paint', [0.5, 0.1, 0.1, 1]],
        ['Glass', [1, 1, 1, 1]],
        ['Twin', null],
      ]),
    );
  });

  it('prefers what the host wrote, and says when it cannot know', () => {
    const book = createBaseColorBook();
    book.addModel(CAR);
    const paint = fakeMaterial('Paint', 1, []);
    expect(book.colorOf(paint as never, 'X')).toEqual([0.5, 0.1, 0.1, 1]);
    book.record(paint as never, [0, 0, 1, 1]);
    expect(book.colorOf(paint as never, 'X')).toEqual([0, 0, 1, 1]);
    expect(() => book.colorOf(fakeMaterial('Twin', 2, []) as never, 'X')).toThrow(
      /^X \(.*"Twin".*\) is not available in the browser\.$/,
    );
  });
});

describe('MaterialInstance.setTransparencyMode and changeAlpha', () => {
  it('maps the union (RNFTransparencyModeEnum.h:14-23) and rejects another', () => {
    const calls: unknown[][] = [];
    const material = wrapMaterialInstance(Filament, fakeMaterial('Paint', 1, calls) as never);
    material.setTransparencyMode('twoPassesTwoSides');
    material.setTransparencyMode('default');
    expect(calls).toEqual([
      [1, 'mode', 12],
      [1, 'mode', 10],
    ]);
    expect(() => material.setTransparencyMode('twoPasses')).toThrow(
      'Invalid Union value passed! ("twoPasses")',
    );
  });

  it('changeAlpha keeps the RGB the library set last, clamps, forces two passes one side', () => {
    const calls: unknown[][] = [];
    const material = wrapMaterialInstance(Filament, fakeMaterial('Paint', 1, calls) as never);
    material.setFloat4Parameter('baseColorFactor', [0.25, 0.5, 0.75, 1]);
    material.changeAlpha(3);
    material.changeAlpha(0.5);
    expect(calls.slice(1)).toEqual([
      [1, 'mode', 11],
      [1, 'baseColorFactor', [0.25, 0.5, 0.75, 1]],
      [1, 'mode', 11],
      [1, 'baseColorFactor', [0.25, 0.5, 0.75, 0.5]],
    ]);
  });
});

/** A RenderableManager: entity id → its primitives' material instances; 3 has no renderable. */
function fakeRenderables(calls: unknown[][]) {
  const primitives = new Map([
    [1, [fakeMaterial('Paint', 101, calls), fakeMaterial('Glass', 102, calls)]],
    [2, [fakeMaterial('Paint', 201, calls)]],
  ]);
  const manager = {
    hasComponent: (e: { getId(): number }) => primitives.has(e.getId()),
    getInstance: (e: { getId(): number }) => ({ id: e.getId(), delete: () => undefined }),
    getPrimitiveCount: (i: { id: number }) => primitives.get(i.id)!.length,
    getMaterialInstanceAt: (i: { id: number }, j: number) => primitives.get(i.id)![j],
    setMaterialInstanceAt: (i: { id: number }, j: number, m: { $$: { ptr: number } }) =>
      calls.push(['set', i.id, j, m.$$.ptr]),
    setMorphWeights: (i: { id: number }, weights: number[]) => calls.push(['morph', i.id, weights]),
  };
  const book = createBaseColorBook();
  book.addModel(CAR);
  const engine = { getRenderableManager: () => manager } as never;
  return createRenderableManager(engine, Filament, book);
}

describe('RenderableManager opacity (RNFRenderableManagerImpl.cpp:39-76)', () => {
  it('changes the alpha of every primitive of every renderable of every instance', () => {
    const calls: unknown[][] = [];
    const host = fakeRenderables(calls);
    const first = { getEntities: () => [entity(1), entity(3)] };
    const second = { getEntities: () => [entity(2)] };
    host.setAssetEntitiesOpacity({ getAssetInstances: () => [first, second] }, 0.25);
    expect(calls).toEqual([
      [101, 'mode', 11],
      [101, 'baseColorFactor', [0.5, 0.1, 0.1, 0.25]],
      ['set', 1, 0, 101],
      [102, 'mode', 11],
      [102, 'baseColorFactor', [1, 1, 1, 0.25]],
      ['set', 1, 1, 102],
      [201, 'mode', 11],
      [201, 'baseColorFactor', [0.5, 0.1, 0.1, 0.25]],
      ['set', 2, 0, 201],
    ]);
  });

  it('one instance only, clamped to 0..1', () => {
    const calls: unknown[][] = [];
    const host = fakeRenderables(calls);
    host.setInstanceEntitiesOpacity({ getEntities: () => [entity(2)] }, -1);
    expect(calls[1]).toEqual([201, 'baseColorFactor', [0.5, 0.1, 0.1, 0]]);
    expect(calls).toHaveLength(3);
  });
});

describe('RenderableManager.setMorphWeights (RNFRenderableManagerImpl.cpp:312-317)', () => {
  it('writes the slice at its offset into the weights it wrote before, from index 0', () => {
    const calls: unknown[][] = [];
    const host = fakeRenderables(calls);
    host.setMorphWeights(entity(1), [0.5], 2);
    host.setMorphWeights(entity(1), [1, 0.25], 0.9);
    host.setMorphWeights(entity(2), [0.75], 0);
    expect(calls).toEqual([
      ['morph', 1, [0, 0, 0.5]],
      ['morph', 1, [1, 0.25, 0.5]],
      ['morph', 2, [0.75]],
    ]);
  });

  it('rejects a negative offset', () => {
    const host = fakeRenderables([]);
    expect(() => host.setMorphWeights(entity(1), [1], -1)).toThrow('setMorphWeights');
  });
});

describe('Renderer.setFrameRateOptions', () => {
  it('is accepted and ignored with one warning naming why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const ignore = frameRateOptionsIgnored();
      ignore({ interval: 1 });
      ignore({ headRoomRatio: 0.1 });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/setFrameRateOptions.*ignored/);
    } finally {
      warn.mockRestore();
    }
  });
});
