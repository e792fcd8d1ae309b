// cspell:words RNFRigid RNFActivation RNFBullet
/**
 * The library's RigidBody (src/bullet/types/RigidBody.ts) on ammo.js:
 * cpp/bullet/RNFRigidBodyWrapper.{h,cpp}, made by BulletWrapper's
 * createRigidBody and createRigidBodyFromTransform (RNFBulletWrapper.cpp:25-46).
 */
import type AmmoModule from 'ammojs-typed/wasm';
import { hostObject } from '../host-object';
import { BULLET_SHAPE, type ShapeHolder } from './shapes';

type Ammo = typeof AmmoModule;

/** The library's CollisionCallback: this body, then the body it touches (RNFRigidBodyWrapper.h:18-22). */
export type CollisionCallback = (thisBody: WebRigidBody, collidedWith: WebRigidBody) => void;

/** Where a body wrapper keeps its Bullet body (RigidBodyWrapper::getRigidBody, RNFRigidBodyWrapper.h:37-39). */
export const BULLET_BODY = Symbol.for('react-native-filament-web-host.bulletBody');
/** Its motion state's pose, [x, y, z, w, px, py, pz]: what TransformManager.updateTransformByRigidBody reads. */
export const BODY_POSE = Symbol.for('react-native-filament-web-host.bodyPose');
/** The body's collision callback, for the world (RigidBodyWrapper::getCollisionCallback, :120-122). */
export const BODY_CALLBACK = Symbol.for('react-native-filament-web-host.bodyCallback');

/**
 * RNFActivationStateEnum.h:12-19 and :22-37: the union names, and Bullet's values
 * (ios/libs/bullet3/BulletCollision/CollisionDispatch/btCollisionObject.h:22-27).
 */
const ACTIVATION_STATES: Readonly<Record<string, number>> = {
  active_state: 1,
  island_sleeping: 2,
  wants_deactivation: 3,
  disable_deactivation: 4,
  disable_simulation: 5,
  fixed_base_multi_body: 6,
};

/** An unknown name throws EnumMapper::invalidUnion's error (cpp/jsi/RNFEnumMapper.h:17-19). */
function activationStateValue(state: string): number {
  const value = ACTIVATION_STATES[state];
  if (value === undefined)
    throw new Error(`Cannot convert JS Value to Enum: Invalid Union value passed! ("${state}")`);
  return value;
}

function shapeOf(shape: unknown): AmmoModule.btCollisionShape {
  // RNFBulletWrapper.cpp:28-32: "Shape is null".
  const bullet = (shape as Partial<ShapeHolder> | null | undefined)?.[BULLET_SHAPE];
  if (!bullet) throw new Error('Shape is null');
  return bullet;
}

/**
 * RigidBodyWrapper's constructor (RNFRigidBodyWrapper.cpp:10-26): the local
 * inertia from the shape for a body with mass, then btRigidBody. `start` is
 * the motion state's transform (create(), :28-70).
 */
function makeBody(
  ammo: Ammo,
  mass: number,
  start: AmmoModule.btTransform,
  shape: AmmoModule.btCollisionShape,
) {
  const motionState = new ammo.btDefaultMotionState(start);
  const inertia = new ammo.btVector3(0, 0, 0);
  if (mass !== 0) shape.calculateLocalInertia(mass, inertia);
  const info = new ammo.btRigidBodyConstructionInfo(mass, motionState, shape, inertia);
  const body = new ammo.btRigidBody(info);
  ammo.destroy(info);
  ammo.destroy(inertia);
  return { body, motionState };
}

/** RigidBodyWrapper's members (RNFRigidBodyWrapper.cpp:72-122). */
function wrapBody(
  ammo: Ammo,
  body: AmmoModule.btRigidBody,
  motionState: AmmoModule.btMotionState,
  initialId: string,
  initialCallback: CollisionCallback | undefined,
) {
  let id = initialId;
  let callback = initialCallback;
  // ammojs-typed binds setActivationState but not getActivationState: the README's differences.
  let setState: string | undefined;
  const pose = new ammo.btTransform();
  const wrapper: object = hostObject('RigidBodyWrapper', {
    [BULLET_BODY]: body,
    [BODY_CALLBACK]: () => callback,
    /** TransformManagerImpl.cpp:97-103 reads the motion state's transform: rotation and origin. */
    [BODY_POSE]: (): number[] => {
      motionState.getWorldTransform(pose);
      const q = pose.getRotation();
      const o = pose.getOrigin();
      // Both are the binding's own temporaries ([Value], [Ref] in ammo.idl): not destroyed.
      return [q.x(), q.y(), q.z(), q.w(), o.x(), o.y(), o.z()];
    },
    /** :83-85. */
    setDamping: (linear: number, angular: number) => body.setDamping(linear, angular),
    /** :87-93. */
    get friction(): number {
      return body.getFriction();
    },
    set friction(friction: number) {
      body.setFriction(friction);
    },
    /** :95-100 (the union as RNFActivationStateEnum.h:22-37 reads it). */
    set activationState(state: string) {
      body.setActivationState(activationStateValue(state));
      setState = state;
    },
    /** :102-107: see the README for what differs. */
    get activationState(): string {
      if (setState === 'disable_deactivation' || setState === 'disable_simulation') return setState;
      return body.isActive() ? 'active_state' : 'island_sleeping';
    },
    /** :109-115. */
    get id(): string {
      return id;
    },
    set id(next: string) {
      id = next;
    },
    /** :117-119. */
    setCollisionCallback: (next?: CollisionCallback) => {
      callback = next;
    },
  });
  return wrapper as WebRigidBody;
}

export interface WebRigidBody {
  readonly [BULLET_BODY]: AmmoModule.btRigidBody;
  readonly [BODY_CALLBACK]: () => CollisionCallback | undefined;
  readonly [BODY_POSE]: () => number[];
  setDamping(linear: number, angular: number): void;
  friction: number;
  activationState: string;
  id: string;
  setCollisionCallback(callback?: CollisionCallback): void;
}

/** BulletWrapper's rigid body factories (RNFBulletWrapper.cpp:25-46). */
export function bodyFactories(ammo: Ammo) {
  return {
    /** :25-35 and RigidBodyWrapper::create (RNFRigidBodyWrapper.cpp:28-36): an identity transform at x, y, z. */
    createRigidBody(
      mass: number,
      x: number,
      y: number,
      z: number,
      shape: unknown,
      id: string,
      callback?: CollisionCallback,
    ): WebRigidBody {
      const bullet = shapeOf(shape);
      const start = new ammo.btTransform();
      start.setIdentity();
      const origin = new ammo.btVector3(x, y, z);
      start.setOrigin(origin);
      const { body, motionState } = makeBody(ammo, mass, start, bullet);
      ammo.destroy(origin);
      ammo.destroy(start);
      return wrapBody(ammo, body, motionState, id, callback);
    },
    /**
     * :37-46 and RigidBodyWrapper::create (RNFRigidBodyWrapper.cpp:38-70): Filament's
     * column-major matrix, element by element, is the OpenGL matrix Bullet reads.
     */
    createRigidBodyFromTransform(
      mass: number,
      transform: { readonly data: readonly number[] },
      shape: unknown,
      id: string,
      callback?: CollisionCallback,
    ): WebRigidBody {
      const bullet = shapeOf(shape);
      const start = new ammo.btTransform();
      start.setFromOpenGLMatrix([...transform.data]);
      const { body, motionState } = makeBody(ammo, mass, start, bullet);
      ammo.destroy(start);
      return wrapBody(ammo, body, motionState, id, callback);
    },
  };
}
