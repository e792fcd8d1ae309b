/**
 * pickAt (src/scene-pick.ts), what the playground's inspector learns from the
 * running scene: the picked entity's name, index in its instance and model
 * file, from the engine whose view is inside the container and under the point.
 */
import { describe, expect, it } from 'vitest';
import { addLiveScene, noteAssetSource, pickAt, type LiveScene } from '../src/scene-pick';
import type { WebAsset } from '../src/asset';
import type { WebEntity } from '../src/entities';

const entity = (id: number) => ({ id, raw: { getId: () => id } }) as unknown as WebEntity;

/** An asset of two instances whose entities are ids 1-3 and 11-13; 2 and 12 are named "Coin". */
function fakeAsset(): WebAsset {
  const instances = [0, 10].map((offset) => ({
    getEntities: () => [1, 2, 3].map((id) => entity(id + offset)),
  }));
  return {
    getAssetInstances: () => instances,
    nameOf: (raw: { getId(): number }) => (raw.getId() % 10 === 2 ? 'Coin' : undefined),
  } as unknown as WebAsset;
}

/** A page element that holds only what was put in it (no DOM in these tests). */
function fakeContainer() {
  const held = new Set<unknown>();
  return { held, contains: (e: unknown) => held.has(e) } as unknown as HTMLElement & {
    held: Set<unknown>;
  };
}

function sceneIn(
  container: ReturnType<typeof fakeContainer>,
  picks: (x: number, y: number) => number | null,
) {
  const box = { left: 10, top: 20, width: 100, height: 50 };
  const element = { getBoundingClientRect: () => box } as unknown as HTMLElement;
  container.held.add(element);
  const asset = fakeAsset();
  noteAssetSource(asset, 'https://example.org/site/models/coin.glb?v=1');
  const scene: LiveScene = {
    element: () => element,
    pickEntity: async (x, y) => {
      const id = picks(x, y);
      return id === null ? null : entity(id);
    },
    assets: new Set([asset]),
    baseColorOf: () => [0.8, 0.5, 0.1, 1],
  };
  return addLiveScene(scene);
}

describe('pickAt', () => {
  it("names the entity under the point, in the view's own coordinates", async () => {
    const container = fakeContainer();
    const seen: number[][] = [];
    const forget = sceneIn(container, (x, y) => (seen.push([x, y]), 12));
    expect(await pickAt(container, 60, 45)).toEqual({
      name: 'Coin',
      index: 1,
      model: 'coin.glb',
      baseColor: [0.8, 0.5, 0.1, 1],
    });
    expect(seen).toEqual([[50, 25]]);
    forget();
    expect(await pickAt(container, 60, 45)).toBeNull();
  });

  it('gives null for background, an entity of no model, a point outside, another container', async () => {
    const container = fakeContainer();
    let id: number | null = null;
    const forget = sceneIn(container, () => id);
    expect(await pickAt(container, 60, 45)).toBeNull();
    id = 99;
    expect(await pickAt(container, 60, 45)).toBeNull();
    id = 3;
    expect(await pickAt(container, 5, 45)).toBeNull();
    expect(await pickAt(fakeContainer(), 60, 45)).toBeNull();
    expect(await pickAt(container, 60, 45)).toMatchObject({ name: undefined, index: 2 });
    forget();
  });
});
