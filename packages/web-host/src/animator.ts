/**
 * FilamentAnimator (src/types/Animator.ts) on gltfio's web Animator, following
 * cpp/core/RNFAnimatorWrapper.cpp: the same index checks (ports/animator.ts)
 * and the same sync list, which copies the transforms of same-named nodes to
 * other instances after each updateBoneMatrices (:93-192).
 */
import type * as FilamentTypes from 'filament';
import { hostObject } from './host-object';
import { checkAnimationIndex } from './ports/animator';
import { jsiToInt } from './ports/jsi-number';

type RawAnimator = FilamentTypes.gltfio$Animator;

/** What the animator needs of an instance: its entities and their glTF node names. */
export interface AnimatedInstance {
  readonly rawEntities: () => FilamentTypes.Entity[];
  readonly nameOf: (entity: FilamentTypes.Entity) => string | undefined;
  /** Host only: set when the model is a stand-in (site-models.ts standInNote). */
  readonly standIn?: string;
}

/**
 * The library's index check (ports/animator.ts); when the model is a stand-in, its error says so
 * and what the stand-in has, since the reader's own model may well have that clip.
 */
export function checkClipIndex(index: number, count: number, standIn?: string): number {
  try {
    return checkAnimationIndex(index, count);
  } catch (error) {
    if (standIn) (error as Error).message += ` ${standIn}`;
    throw error;
  }
}

type NameMap = Map<string, FilamentTypes.Entity>;

/** AnimatorWrapper::createEntityNameMap (RNFAnimatorWrapper.cpp:124-144): unnamed nodes are skipped. */
function entityNameMap(instance: AnimatedInstance): NameMap {
  const map: NameMap = new Map();
  for (const entity of instance.rawEntities()) {
    const name = instance.nameOf(entity);
    if (name) map.set(name, entity);
  }
  return map;
}

/** AnimatorWrapper::applyAnimationTo (RNFAnimatorWrapper.cpp:146-173): copy each named node's transform. */
function syncTo(manager: FilamentTypes.TransformManager, master: NameMap, target: NameMap): void {
  for (const [name, masterEntity] of master) {
    const entity = target.get(name);
    if (!entity || !manager.hasComponent(entity) || !manager.hasComponent(masterEntity)) continue;
    const from = manager.getInstance(masterEntity);
    const to = manager.getInstance(entity);
    manager.setTransform(to, manager.getTransform(from));
    from.delete();
    to.delete();
  }
}

/**
 * `raw` is the instance's animator (FilamentInstance::getAnimator, as
 * RNFFilamentAssetWrapper.cpp:39-45 and RNFFilamentInstanceWrapper.cpp:40-44 take it).
 */
export function wrapAnimator(
  raw: RawAnimator,
  instance: AnimatedInstance,
  manager: FilamentTypes.TransformManager,
) {
  const master = entityNameMap(instance);
  const syncList = new Map<number, NameMap>();
  let nextSyncId = 0;
  const syncInstances = () => {
    if (syncList.size === 0) return;
    // RNFAnimatorWrapper.cpp:175-192: one local transform transaction for the whole list.
    manager.openLocalTransformTransaction();
    for (const names of syncList.values()) if (names.size > 0) syncTo(manager, master, names);
    manager.commitLocalTransformTransaction();
  };
  const count = () => raw.getAnimationCount();
  return hostObject('FilamentAnimator', {
    /** RNFAnimatorWrapper.cpp:47-52. */
    applyAnimation: (index: number, time: number) =>
      (raw.applyAnimation as (i: number, t: number) => void)(
        checkClipIndex(index, count(), instance.standIn),
        Math.fround(time),
      ),
    /** RNFAnimatorWrapper.cpp:61-66. */
    applyCrossFade: (previousIndex: number, previousTime: number, alpha: number) =>
      raw.applyCrossFade(
        checkClipIndex(previousIndex, count(), instance.standIn),
        previousTime,
        alpha,
      ),
    /** RNFAnimatorWrapper.cpp:54-59. */
    updateBoneMatrices: () => {
      raw.updateBoneMatrices();
      syncInstances();
    },
    /** RNFAnimatorWrapper.cpp:68-73. */
    resetBoneMatrices: () => {
      raw.resetBoneMatrices();
      syncInstances();
    },
    getAnimationCount: count,
    /** RNFAnimatorWrapper.cpp:81-91: no index check there, none here. */
    getAnimationDuration: (index: number) => raw.getAnimationDuration(jsiToInt(index)),
    getAnimationName: (index: number) => raw.getAnimationName(jsiToInt(index)),
    /** RNFAnimatorWrapper.cpp:93-109. */
    addToSyncList: (other: { readonly animated?: AnimatedInstance } | null) => {
      if (other?.animated == null) throw new Error('Instance must not be null');
      const id = nextSyncId++;
      syncList.set(id, entityNameMap(other.animated));
      return id;
    },
    /** RNFAnimatorWrapper.cpp:111-122. */
    removeFromSyncList: (id: number) => {
      if (!syncList.delete(jsiToInt(id)))
        throw new Error(`Instance with id ${jsiToInt(id)} not found in sync list`);
    },
  });
}
