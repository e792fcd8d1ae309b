/**
 * Host members of the asset-loading, transformation, animator and materials
 * samples on fakes of Filament's web objects: what each reads and writes, the
 * C++ wrappers' checks and messages (RNFTransformManagerImpl.cpp,
 * RNFAnimatorWrapper.cpp, RNFMaterialInstanceWrapper.cpp), and the clear
 * error of what the browser cannot do.
 */
import { describe, expect, it } from 'vitest';
import { createTransformManager } from '../src/transform-manager';
import { wrapAnimator, type AnimatedInstance } from '../src/animator';
import {
  createMaterialUnavailable,
  renderableMaterialMembers,
  wrapMaterialInstance,
} from '../src/materials';
import type { WebEntity } from '../src/entities';
import { mat4Identity } from '../src/ports/mat4';

interface FakeEntity {
  getId(): number;
}

const entity = (id: number): FakeEntity => ({ getId: () => id });
const web = (raw: FakeEntity) => ({ id: raw.getId(), raw }) as unknown as WebEntity;

/** A TransformManager holding one local matrix per entity id. */
function fakeTransformManager(ids: number[]) {
  const transforms = new Map(ids.map((id) => [id, mat4Identity()]));
  let transactions = 0;
  const manager = {
    transforms,
    get transactions() {
      return transactions;
    },
    hasComponent: (e: FakeEntity) => transforms.has(e.getId()),
    getInstance: (e: FakeEntity) => ({ id: e.getId(), delete: () => undefined }),
    getTransform: (instance: { id: number }) => Float32Array.from(transforms.get(instance.id)!),
    getWorldTransform: (instance: { id: number }) =>
      Float32Array.from(transforms.get(instance.id)!),
    setTransform: (instance: { id: number }, matrix: number[]) =>
      transforms.set(instance.id, Array.from(matrix)),
    openLocalTransformTransaction: () => transactions++,
    commitLocalTransformTransaction: () => undefined,
  };
  return manager;
}

describe('TransformManager', () => {
  const setUp = () => {
    const manager = fakeTransformManager([1]);
    const engine = { getTransformManager: () => manager } as never;
    return { manager, host: createTransformManager(engine) };
  };

  it('multiplies onto the current transform or replaces it (RNFTransformManagerImpl.cpp:59-89)', () => {
    const { manager, host } = setUp();
    host.setEntityPosition(web(entity(1)), [1, 2, 3], true);
    host.setEntityPosition(web(entity(1)), [1, 0, 0], true);
    expect(manager.transforms.get(1)!.slice(12, 15)).toEqual([2, 2, 3]);
    host.setEntityScale(web(entity(1)), [2, 2, 2], false);
    expect(manager.transforms.get(1)).toEqual([2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1]);
    expect(host.getTransform(web(entity(1))).scale).toEqual([2, 2, 2]);
  });

  it('throws the C++ messages for an entity without a transform and a zero axis', () => {
    const { host } = setUp();
    expect(() => host.setEntityPosition(web(entity(9)), [0, 0, 0], true)).toThrow(
      'Entity is not valid / has no transform!',
    );
    expect(() => host.setEntityRotation(web(entity(1)), 1, [0, 0, 0], true)).toThrow(
      'Axis cannot be zero',
    );
    expect(() => host.setTransform(web(entity(1)), null as never)).toThrow('Transform is null');
  });

  it('sets a Mat4 built with createIdentityMatrix, and follows a rigid body (test/bullet.test.ts)', () => {
    const { manager, host } = setUp();
    host.setTransform(web(entity(1)), host.createIdentityMatrix().translate([0, 5, 0]));
    expect(manager.transforms.get(1)![13]).toBe(5);
    expect(() => host.updateTransformByRigidBody(web(entity(1)), null)).toThrow(
      'RigidBody is null',
    );
    // A body's pose as the physics port gives it (src/bullet/rigid-body.ts BODY_POSE): no turn, at y = 2.
    const body = {
      [Symbol.for('react-native-filament-web-host.bodyPose')]: () => [0, 0, 0, 1, 0, 2, 0],
    };
    host.updateTransformByRigidBody(web(entity(1)), body);
    expect(manager.transforms.get(1)![13]).toBe(2);
  });
});

describe('FilamentAnimator', () => {
  /** An animator of 3 clips; the master instance has nodes "Arm" (1) and "Leg" (2). */
  const setUp = () => {
    const calls: unknown[][] = [];
    const raw = {
      getAnimationCount: () => 3,
      applyAnimation: (...args: unknown[]) => calls.push(['apply', ...args]),
      applyCrossFade: (...args: unknown[]) => calls.push(['fade', ...args]),
      updateBoneMatrices: () => calls.push(['update']),
      resetBoneMatrices: () => calls.push(['reset']),
      getAnimationDuration: (i: number) => i + 0.5,
      getAnimationName: (i: number) => `clip ${i}`,
    };
    const names = new Map([
      [1, 'Arm'],
      [2, 'Leg'],
      [11, 'Arm'],
      [12, 'Hat'],
    ]);
    const instance = (ids: number[]): AnimatedInstance => ({
      rawEntities: () => ids.map(entity) as never,
      nameOf: (e) => names.get((e as unknown as FakeEntity).getId()),
    });
    const manager = fakeTransformManager([1, 2, 11, 12]);
    const animator = wrapAnimator(raw as never, instance([1, 2]), manager as never);
    return { calls, animator, manager, other: { animated: instance([11, 12]) } };
  };

  it('checks indices as the C++ does (RNFAnimatorWrapper.cpp:23-29, :47-66), after the JSI int conversion', () => {
    const { calls, animator } = setUp();
    animator.applyAnimation(2.9, 1.25);
    expect(calls).toEqual([['apply', 2, 1.25]]);
    expect(() => animator.applyAnimation(3, 0)).toThrow(
      'Animation index out of range! Expected <3, received 3',
    );
    expect(() => animator.applyCrossFade(-1, 0, 0.5)).toThrow(
      'Animation index out of range! Expected <3, received -1',
    );
    // getAnimationDuration and getAnimationName have no check (:81-91).
    expect(animator.getAnimationDuration(7)).toBe(7.5);
    expect(animator.getAnimationName(1)).toBe('clip 1');
  });

  it('copies same-named node transforms to synced instances after updateBoneMatrices (:124-192)', () => {
    const { animator, manager, other } = setUp();
    manager.transforms.set(1, [...mat4Identity().slice(0, 12), 4, 0, 0, 1]);
    const id = animator.addToSyncList(other);
    animator.updateBoneMatrices();
    expect(manager.transforms.get(11)![12]).toBe(4);
    expect(manager.transforms.get(12)).toEqual(mat4Identity());
    expect(manager.transactions).toBe(1);
    animator.removeFromSyncList(id);
    expect(() => animator.removeFromSyncList(id)).toThrow(
      `Instance with id ${id} not found in sync list`,
    );
    expect(() => animator.addToSyncList(null)).toThrow('Instance must not be null');
  });
});

describe('MaterialInstance', () => {
  const setUp = () => {
    const calls: unknown[][] = [];
    const raw = {
      setFloatParameter: (...args: unknown[]) => calls.push(['float', ...args]),
      setFloat4Parameter: (...args: unknown[]) => calls.push(['float4', ...args]),
      setFloat3Parameter: (...args: unknown[]) => calls.push(['float3', ...args]),
      setCullingMode: (mode: unknown) => calls.push(['cull', mode]),
      getName: () => 'Paint',
    };
    const Filament = { CullingMode: { NONE: 0, FRONT: 1, BACK: 2, FRONT_AND_BACK: 3 } };
    return { calls, material: wrapMaterialInstance(Filament as never, raw as never) };
  };

  it('sets parameters with the C++ size checks (RNFMaterialInstanceWrapper.cpp:84-123)', () => {
    const { calls, material } = setUp();
    material.setFloat4Parameter('baseColorFactor', [0.6, 0.02, 0.02, 1]);
    material.setFloatParameter('roughnessFactor', 0.3);
    expect(calls).toEqual([
      ['float4', 'baseColorFactor', [0.6, 0.02, 0.02, 1]],
      ['float', 'roughnessFactor', Math.fround(0.3)],
    ]);
    expect(() => material.setFloat4Parameter('baseColorFactor', [1, 1, 1])).toThrow(
      'MaterialInstanceWrapper::setFloat4Parameter: RGBA vector must have 4 elements!',
    );
    expect(material.getName).toBe('Paint');
  });

  it('maps culling modes (RNFCullingModeEnum.h:14-25) and says what the browser cannot do', () => {
    const { calls, material } = setUp();
    material.setCullingMode('frontAndBack');
    expect(calls).toEqual([['cull', 3]]);
    expect(() => material.setCullingMode('sideways')).toThrow('Invalid Union value passed!');
    expect(() => material.getFloat4Parameter()).toThrow(/is not available in the browser\.$/);
    expect(() => createMaterialUnavailable()).toThrow(
      /^Engine\.createMaterial \(this \.filamat is material version 68.* version 53 only\) is not available in the browser\.$/,
    );
  });
});

describe('RenderableManager', () => {
  it("gives a renderable's box with min and max as Box::getMin/getMax (RNFBoxWrapper.cpp:15-37)", () => {
    const manager = {
      getInstance: () => ({ delete: () => undefined }),
      getAxisAlignedBoundingBox: () => ({ center: [1, 2, 3], halfExtent: [0.5, 1, 0.25] }),
    };
    const engine = { getRenderableManager: () => manager };
    const members = renderableMaterialMembers({} as never, engine as never);
    const box = members.getAxisAlignedBoundingBox(web(entity(4)));
    expect([box.center, box.halfExtent, box.min, box.max]).toEqual([
      [1, 2, 3],
      [0.5, 1, 0.25],
      [0.5, 1, 2.75],
      [1.5, 3, 3.25],
    ]);
    expect(() => members.getAxisAlignedBoundingBox(null as never)).toThrow('Entity is null');
  });
});
