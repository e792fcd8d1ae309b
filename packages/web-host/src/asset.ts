/** FilamentAsset (src/types/FilamentAsset.ts) over gltfio's web FilamentAsset. */
import type * as FilamentTypes from 'filament';
import { hostObject } from './host-object';
import { rawEntity, toAabb, wrapEntity, type WebEntity } from './entities';
import { morphTargetMembers, type MorphTargetTable } from './morph-targets';
import { wrapAnimator, type AnimatedInstance } from './animator';

type RawAsset = FilamentTypes.gltfio$FilamentAsset;
type RawInstance = FilamentTypes.gltfio$FilamentInstance;

/** A bound C++ vector (EntityVector) as an array (filament.js's own vectorToArray). */
function entitiesOf(instance: RawInstance): FilamentTypes.Entity[] {
  const vector = instance.getEntities();
  const entities = Array.from({ length: vector.size() }, (_, i) => vector.get(i));
  (vector as unknown as { delete?: () => void }).delete?.();
  return entities;
}

/**
 * The glTF node name of an entity (what the native NameComponentManager holds:
 * gltfio names each node's entity, RNFEngineImpl.cpp:50-53); "" means none.
 */
export function nodeName(asset: RawAsset, entity: FilamentTypes.Entity): string | undefined {
  return asset.getName(entity) || undefined;
}

function animatedInstance(asset: RawAsset, raw: RawInstance, standIn?: string): AnimatedInstance {
  return {
    rawEntities: () => entitiesOf(raw),
    nameOf: (entity) => nodeName(asset, entity),
    standIn,
  };
}

/** FilamentInstanceWrapper (cpp/core/RNFFilamentInstanceWrapper.cpp:12-50). */
function wrapInstance(
  asset: RawAsset,
  raw: RawInstance,
  engine: FilamentTypes.Engine,
  standIn?: string,
) {
  const animated = animatedInstance(asset, raw, standIn);
  return hostObject('FilamentInstance', {
    raw,
    /**
     * A native host object answers undefined for a member it lacks; useAnimator tells an
     * instance or asset from a useModel result by `state != null` (src/hooks/useAnimator.ts:6-9).
     */
    state: undefined,
    /** Host only: what an animator's sync list reads (RNFAnimatorWrapper.cpp:93-109). */
    animated,
    getRoot: () => wrapEntity(raw.getRoot()),
    getEntities: () => entitiesOf(raw).map(wrapEntity),
    get entityCount() {
      return entitiesOf(raw).length;
    },
    /**
     * :45-48. The web FilamentInstance has no getBoundingBox; gltfio gives every instance
     * the box of the same primitives in its own root's space, which is the asset's box.
     */
    getBoundingBox: () => toAabb(asset.getBoundingBox()),
    /** :40-44: the instance's own animator. */
    createAnimator: () => wrapAnimator(raw.getAnimator(), animated, engine.getTransformManager()),
  });
}

export type WebAsset = ReturnType<typeof wrapAsset>;

/**
 * `destroy` frees the asset when it is released, as the C++ does (RNFEngineImpl.cpp:258-264).
 * `instances`: every instance of the asset, in index order. The wasm's
 * _getAssetInstances cannot be called (its vector type is not bound:
 * UnboundTypeError), so the engine keeps the list it made (engine.ts's
 * loadInstancedAsset); a single asset has one, getInstance().
 */
export function wrapAsset(
  raw: RawAsset,
  destroy: () => void,
  instances: readonly RawInstance[] = [raw.getInstance()],
  morphTargets: MorphTargetTable = new Map(),
  standIn?: string,
) {
  const engine = raw.getEngine();
  const wrapped = instances.map((instance) => wrapInstance(raw, instance, engine, standIn));
  return hostObject(
    'FilamentAsset',
    {
      raw,
      /** Undefined, as on a native host object: see wrapInstance. */
      state: undefined,
      getRoot: () => wrapEntity(raw.getRoot()),
      getBoundingBox: () => toAabb(raw.getBoundingBox()),
      releaseSourceData: () => raw.releaseSourceData(),
      getRenderableEntities: () => raw.getRenderableEntities().map(wrapEntity),
      get renderableEntityCount() {
        return raw.getRenderableEntities().length;
      },
      getEntities: () => raw.getEntities().map(wrapEntity),
      get entityCount() {
        return raw.getEntities().length;
      },
      /** cpp/core/RNFFilamentAssetWrapper.cpp:65-73: a missing name gives undefined. */
      getFirstEntityByName: (name: string) => {
        const found = (
          raw as unknown as { getFirstEntityByName(n: string): FilamentTypes.Entity | null }
        ).getFirstEntityByName(name);
        return found == null || found.getId() === 0 ? undefined : wrapEntity(found);
      },
      /** :75-78. */
      getInstance: () => wrapped[0]!,
      /** :80-88. */
      getAssetInstances: () => [...wrapped],
      /** :39-45: the first instance's animator. */
      createAnimator: () => wrapped[0]!.createAnimator(),
      /** :90-99: from the model's glTF JSON (./morph-targets.ts), by the entity's node name. */
      ...morphTargetMembers(
        morphTargets,
        (entity: WebEntity) => nodeName(raw, rawEntity(entity)),
        standIn,
      ),
      /** Host only: the NameComponentManager asks the asset that owns an entity. */
      nameOf: (entity: FilamentTypes.Entity) => nodeName(raw, entity),
    },
    destroy,
  );
}
