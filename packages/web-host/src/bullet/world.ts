// cspell:words RNFDiscrete
/**
 * The library's DiscreteDynamicWorld (src/bullet/types/DiscreteDynamicWorld.ts)
 * on ammo.js: cpp/bullet/RNFDiscreteDynamicWorldWrapper.cpp.
 */
import type AmmoModule from 'ammojs-typed/wasm';
import { hostObject } from '../host-object';
import { BODY_CALLBACK, BULLET_BODY, type WebRigidBody } from './rigid-body';

type Ammo = typeof AmmoModule;

function bulletBody(body: WebRigidBody | null | undefined): AmmoModule.btRigidBody {
  // :27-30 and :36-39: "RigidBody is null".
  const bullet = body?.[BULLET_BODY];
  if (!bullet) throw new Error('RigidBody is null');
  return bullet;
}

/** :53-67: a manifold collides when one of its contact points has a negative distance. */
function isColliding(manifold: AmmoModule.btPersistentManifold): boolean {
  const contacts = manifold.getNumContacts();
  for (let j = 0; j < contacts; j++) {
    if (manifold.getContactPoint(j).getDistance() < 0) return true;
  }
  return false;
}

/** DiscreteDynamicWorldWrapper (RNFDiscreteDynamicWorldWrapper.cpp:8-107). */
export function createDiscreteDynamicWorld(
  ammo: Ammo,
  gravityX: number,
  gravityY: number,
  gravityZ: number,
) {
  // :10-18: the same broadphase, configuration, dispatcher and solver as native.
  const broadphase = new ammo.btDbvtBroadphase();
  const configuration = new ammo.btDefaultCollisionConfiguration();
  const dispatcher = new ammo.btCollisionDispatcher(configuration);
  const solver = new ammo.btSequentialImpulseConstraintSolver();
  const world = new ammo.btDiscreteDynamicsWorld(dispatcher, broadphase, solver, configuration);
  const gravity = new ammo.btVector3(gravityX, gravityY, gravityZ);
  world.setGravity(gravity);
  ammo.destroy(gravity);
  // The wrappers added, by their Bullet body's address (native compares the pointers, :79-86).
  const bodies = new Map<number, WebRigidBody>();

  /** :47-106: after a step, each colliding pair's callbacks, A's first, then B's. */
  const reportCollisions = () => {
    const manifolds = dispatcher.getNumManifolds();
    for (let i = 0; i < manifolds; i++) {
      const manifold = dispatcher.getManifoldByIndexInternal(i);
      if (!isColliding(manifold)) continue;
      const a = bodies.get(ammo.getPointer(manifold.getBody0()));
      const b = bodies.get(ammo.getPointer(manifold.getBody1()));
      // :88-91: a body the world does not know is skipped.
      if (!a || !b) continue;
      a[BODY_CALLBACK]()?.(a, b);
      b[BODY_CALLBACK]()?.(b, a);
    }
  };

  return hostObject('DiscreteDynamicWorldWrapper', {
    /** :27-34. */
    addRigidBody: (body: WebRigidBody) => {
      const bullet = bulletBody(body);
      world.addRigidBody(bullet);
      bodies.set(ammo.getPointer(bullet), body);
    },
    /** :36-43. */
    removeRigidBody: (body: WebRigidBody) => {
      const bullet = bulletBody(body);
      world.removeRigidBody(bullet);
      bodies.delete(ammo.getPointer(bullet));
    },
    /** :45-46, then the collisions. */
    stepSimulation: (timeStep: number, maxSubSteps: number, fixedTimeStep: number) => {
      world.stepSimulation(timeStep, maxSubSteps, fixedTimeStep);
      reportCollisions();
    },
  });
}
