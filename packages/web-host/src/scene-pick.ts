/**
 * What a page learns from the running scene: the entity under a point of the
 * stage, picked with the library's own View.pickEntity (src/types/View.ts:120,
 * the host's port in ./picking.ts), with the name the library's
 * NameComponentManager would give it (src/types/NameComponentManager.ts:8, the
 * glTF node's name, ./asset.ts) and its index among its instance's entities
 * (what EntitySelector's byName and byIndex look up, src/react/EntitySelector.tsx:59-69).
 * Each engine adds itself while it lives (./engine.ts); nothing here touches
 * the scene, so a page can ask without changing what the sample draws.
 */
import type { WebAsset } from './asset';
import type { WebEntity } from './entities';

export type Float4 = readonly [number, number, number, number];

/** An engine as the picks see it. */
export interface LiveScene {
  /** The element the engine draws in, once a FilamentView gave it one. */
  element(): HTMLElement | undefined;
  /** View.pickEntity: a point in CSS pixels from the element's top left. */
  pickEntity(x: number, y: number): Promise<WebEntity | null>;
  readonly assets: ReadonlySet<WebAsset>;
  /** The first material's baseColorFactor of a renderable, when the host knows it (./base-colors.ts). */
  baseColorOf(entity: WebEntity): Float4 | undefined;
}

/** The entity a pick found, as a page can name it in code. */
export interface PickedEntity {
  /** The entity's name (NameComponentManager.getEntityName), undefined when its glTF node has none. */
  readonly name?: string;
  /** Its index in its instance's getEntities() (EntitySelector's byIndex). */
  readonly index: number;
  /** The file the model was read from (`coin.glb`; a site model standing in keeps its own name). */
  readonly model?: string;
  /** Its first material's baseColorFactor, when the host knows it. */
  readonly baseColor?: Float4;
}

const scenes = new Set<LiveScene>();
const sources = new WeakMap<WebAsset, string>();

/** Called by each engine: the returned function takes it off the list when it is released. */
export function addLiveScene(scene: LiveScene): () => void {
  scenes.add(scene);
  return () => void scenes.delete(scene);
}

/** The URI an asset was read from (./engine.ts, when it loads one). */
export function noteAssetSource(asset: WebAsset, uri: string | undefined): void {
  if (uri) sources.set(asset, uri);
}

function fileName(uri: string | undefined): string | undefined {
  if (!uri) return undefined;
  const path = uri.split(/[?#]/)[0]!;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

/** Which asset and instance hold the entity, and what a page can call it. */
export function describePick(scene: LiveScene, entity: WebEntity): PickedEntity | null {
  for (const asset of scene.assets) {
    for (const instance of asset.getAssetInstances()) {
      const index = instance.getEntities().findIndex((e) => e.id === entity.id);
      if (index < 0) continue;
      return {
        name: asset.nameOf(entity.raw),
        index,
        model: fileName(sources.get(asset)),
        baseColor: scene.baseColorOf(entity),
      };
    }
  }
  return null;
}

/**
 * The entity under the page point (`clientX`, `clientY`) in the scene drawn
 * inside `container`: null where only background is drawn, no scene runs
 * there, or the entity belongs to no model (a light, a skybox).
 */
export async function pickAt(
  container: HTMLElement,
  clientX: number,
  clientY: number,
): Promise<PickedEntity | null> {
  for (const scene of scenes) {
    const element = scene.element();
    if (!element || !container.contains(element)) continue;
    const box = element.getBoundingClientRect();
    const x = clientX - box.left;
    const y = clientY - box.top;
    if (x < 0 || y < 0 || x > box.width || y > box.height) continue;
    const entity = await scene.pickEntity(x, y);
    return entity ? describePick(scene, entity) : null;
  }
  return null;
}
