/**
 * What the host's own bundle holds of physics: the object
 * FilamentProxy.createBullet() returns when the library is imported
 * (src/bullet/bulletApi.ts:7 calls it at once, cpp/RNFFilamentProxy.cpp:138-141
 * makes a BulletWrapper), which hands each call to the port (./api.ts) once
 * loadBullet() has loaded it. The port and ammo.js are a bundle of their own
 * (./entry.ts, bundled by build/bullet.ts into web-host/bullet/): a Run
 * loads it only for code that uses physics (`usesBullet`), so no other Run
 * downloads it.
 */
import { hostObject } from '../host-object';
import { transformFromRigidBody } from './body-transform';
import type { WebBulletApi } from './entry';

/** Where the physics bundle is, below the host's folder (build/bullet.ts writes it). */
export const BULLET_DIR = 'bullet';
export const BULLET_ENTRY = 'bullet.js';
export const BULLET_WASM = 'ammo.wasm.wasm';

/** The library's physics hooks and API (src/bullet/index.ts): code naming one needs Bullet. */
const PHYSICS_NAMES =
  /\b(useWorld|useRigidBody|use(Box|Sphere|Cylinder|StaticPlane)Shape|BulletAPI|updateTransformByRigidBody)\b/;

/** Whether a sample's source uses the library's physics. */
export function usesBullet(code: string): boolean {
  return PHYSICS_NAMES.test(code);
}

let api: WebBulletApi | undefined;
let loading: Promise<void> | undefined;

/** Loads the physics bundle from `<hostUrl>bullet/` once per page. */
export function loadBullet(hostUrl: string): Promise<void> {
  loading ??= (async () => {
    const base = new URL(`${BULLET_DIR}/`, hostUrl);
    const entry = new URL(BULLET_ENTRY, base).href;
    const module = (await import(/* webpackIgnore: true */ entry)) as {
      loadBulletApi(wasmUrl: string, twin: boolean): Promise<WebBulletApi>;
    };
    api = await module.loadBulletApi(new URL(BULLET_WASM, base).href, true);
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** For tests and the unit tests' Node: hands the host a loaded port. */
export function setBulletApi(loaded: WebBulletApi | undefined): void {
  api = loaded;
}

function loadedApi(member: string): WebBulletApi {
  // runCode loads it first for code that names the physics hooks (`usesBullet`).
  if (!api) throw new Error(`Bullet physics is not loaded (${member}).`);
  return api;
}

const MEMBERS = [
  'createDiscreteDynamicWorld',
  'createBoxShape',
  'createCylinderShape',
  'createCylinderShapeX',
  'createCylinderShapeZ',
  'createStaticPlaneShape',
  'createSphereShape',
  'createRigidBody',
  'createRigidBodyFromTransform',
] as const;

/** FilamentProxy.createBullet (cpp/RNFFilamentProxy.cpp:138-141): each BulletWrapper member, forwarded. */
export function createBullet() {
  const members = Object.fromEntries(
    MEMBERS.map((member) => [
      member,
      (...args: unknown[]) => (loadedApi(member)[member] as (...a: unknown[]) => unknown)(...args),
    ]),
  );
  return hostObject('BulletWrapper', members);
}

/** The body's pose (rigid-body.ts BODY_POSE), by its registered symbol: the port may be another bundle's. */
const BODY_POSE = Symbol.for('react-native-filament-web-host.bodyPose');

/**
 * TransformManagerImpl::updateTransformByRigidBody (RNFTransformManagerImpl.cpp:91-134):
 * the entity's new transform from the body and its current transform.
 */
export function transformByRigidBody(body: unknown, current: readonly number[]): number[] {
  // :93-95.
  const pose = (body as { [BODY_POSE]?: () => number[] } | null | undefined)?.[BODY_POSE];
  if (!pose) throw new Error('RigidBody is null');
  return transformFromRigidBody(pose(), current);
}
