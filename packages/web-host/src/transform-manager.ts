// cspell:words RNFT
/**
 * TransformManager (src/types/TransformManager.ts) on Filament's web
 * TransformManager, following cpp/core/RNFTransformManagerImpl.cpp. The matrix
 * arithmetic is the ports' (ports/transform.ts, ports/mat4-wrapper.ts); this
 * file only reads and writes Filament's transforms.
 */
import type * as FilamentTypes from 'filament';
import { hostObject } from './host-object';
import { transformByRigidBody } from './bullet/lazy';
import { rawEntity, type AABB, type WebEntity } from './entities';
import {
  entityPositionTransform,
  entityRotationTransform,
  entityScaleTransform,
  transformToUnitCube,
} from './ports/transform';
import { Mat4Wrapper, createIdentityMatrix } from './ports/mat4-wrapper';
import type { Mat4 } from './ports/mat4';

type RawManager = FilamentTypes.TransformManager;
type RawInstance = FilamentTypes.TransformManager$Instance;

/**
 * TransformManagerImpl::getInstance (RNFTransformManagerImpl.cpp:152-165): a null or
 * transform-less entity throws. The web Instance has no isValid(): hasComponent is the same
 * check. The instance is freed after `apply`.
 */
function withInstance<T>(
  manager: RawManager,
  entity: WebEntity,
  apply: (instance: RawInstance) => T,
): T {
  if (entity == null) throw new Error('Entity is null');
  if (!manager.hasComponent(rawEntity(entity)))
    throw new Error('Entity is not valid / has no transform!');
  const instance = manager.getInstance(rawEntity(entity));
  try {
    return apply(instance);
  } finally {
    instance.delete();
  }
}

/** The web binding hands a mat4 back as a typed or plain array of 16 floats. */
const toArray = (matrix: unknown): number[] => Array.from(matrix as ArrayLike<number>);

/** The library's Mat4 object (cpp/core/math/RNFTMat44Wrapper.cpp), as a host object. */
function wrapMatrix(matrix: Mat4Wrapper) {
  return hostObject('Mat4', {
    get data() {
      return [...matrix.data];
    },
    get scale() {
      return matrix.scale;
    },
    get translation() {
      return matrix.translation;
    },
    scaling: (scale: readonly number[]) => wrapMatrix(matrix.scaling(scale)),
    translate: (translation: readonly number[]) => wrapMatrix(matrix.translate(translation)),
    rotate: (angle: number, axis: readonly number[]) => wrapMatrix(matrix.rotate(angle, axis)),
  });
}

type WebMat4 = ReturnType<typeof wrapMatrix>;

export function createTransformManager(engine: FilamentTypes.Engine) {
  const manager = engine.getTransformManager();
  const current = (entity: WebEntity) =>
    withInstance(manager, entity, (instance) => toArray(manager.getTransform(instance)));
  const set = (entity: WebEntity, matrix: Mat4) =>
    withInstance(manager, entity, (instance) =>
      manager.setTransform(instance, [...matrix] as never),
    );
  return hostObject('TransformManager', {
    /** RNFTransformManagerImpl.cpp:14-19. */
    getTransform: (entity: WebEntity) => wrapMatrix(new Mat4Wrapper(current(entity))),
    /** RNFTransformManagerImpl.cpp:20-25. */
    getWorldTransform: (entity: WebEntity) =>
      wrapMatrix(
        new Mat4Wrapper(
          withInstance(manager, entity, (instance) => toArray(manager.getWorldTransform(instance))),
        ),
      ),
    /** RNFTransformManagerImpl.cpp:27-35. */
    openLocalTransformTransaction: () => manager.openLocalTransformTransaction(),
    commitLocalTransformTransaction: () => manager.commitLocalTransformTransaction(),
    /** RNFTransformManagerImpl.cpp:37-47. */
    setTransform: (entity: WebEntity, transform: WebMat4 | null) => {
      if (!transform) throw new Error('Transform is null');
      set(entity, transform.data);
    },
    /** RNFTransformManagerImpl.cpp:49-51. */
    createIdentityMatrix: () => wrapMatrix(createIdentityMatrix()),
    /** RNFTransformManagerImpl.cpp:139-150. */
    transformToUnitCube: (entity: WebEntity, aabb: AABB) => set(entity, transformToUnitCube(aabb)),
    /** RNFTransformManagerImpl.cpp:59-73 (updateTransform, setEntityPosition). */
    setEntityPosition: (entity: WebEntity, position: number[], multiply: boolean) =>
      set(entity, entityPositionTransform(position, current(entity), multiply)),
    /** RNFTransformManagerImpl.cpp:75-83. */
    setEntityRotation: (entity: WebEntity, angle: number, axis: number[], multiply: boolean) =>
      set(entity, entityRotationTransform(angle, axis, current(entity), multiply)),
    /** RNFTransformManagerImpl.cpp:85-89. */
    setEntityScale: (entity: WebEntity, scale: number[], multiply: boolean) =>
      set(entity, entityScaleTransform(scale, current(entity), multiply)),
    /** RNFTransformManagerImpl.cpp:91-134 (src/bullet/lazy.ts, the arithmetic in bullet/body-transform.ts). */
    updateTransformByRigidBody: (entity: WebEntity, body: unknown) =>
      set(entity, transformByRigidBody(body, current(entity))),
  });
}
