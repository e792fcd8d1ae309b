/**
 * The physics port (src/bullet/) on the real ammo.js wasm in Node: a world
 * steps, a body falls under gravity and lands on a static plane, the
 * collision callbacks fire both ways, and updateTransformByRigidBody's
 * arithmetic keeps the entity's scale.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBulletApi, type WebBulletApi } from '../src/bullet/entry';
import { createBullet, setBulletApi, transformByRigidBody, usesBullet } from '../src/bullet/lazy';
import { transformFromRigidBody } from '../src/bullet/body-transform';

let bullet: WebBulletApi;

beforeAll(async () => {
  bullet = await loadBulletApi(require.resolve('ammojs-typed/ammo.wasm.wasm'));
});

/** The body's height, from the pose TransformManager.updateTransformByRigidBody reads. */
const heightOf = (body: unknown) =>
  transformByRigidBody(body, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])[13]!;

function scene(callback?: (a: { id: string }, b: { id: string }) => void) {
  const world = bullet.createDiscreteDynamicWorld(0, -9.81, 0);
  const floor = bullet.createRigidBody(
    0,
    0,
    0,
    0,
    bullet.createStaticPlaneShape(0, 1, 0, 0),
    'floor',
    undefined,
  );
  const ball = bullet.createRigidBody(1, 0, 3, 0, bullet.createSphereShape(0.5), 'ball', callback);
  world.addRigidBody(floor);
  world.addRigidBody(ball);
  return { world, floor, ball };
}

describe('the physics port on ammo.js', () => {
  it('steps a world: a body falls under gravity, as far as ½gt² says', () => {
    const { world, ball } = scene();
    expect(heightOf(ball)).toBeCloseTo(3, 5);
    for (let i = 0; i < 30; i++) world.stepSimulation(1 / 60, 1, 1 / 60);
    // 0.5 s of free fall from 3 m: about 1.77 m (Bullet integrates in fixed steps).
    expect(heightOf(ball)).toBeLessThan(2);
    expect(heightOf(ball)).toBeGreaterThan(1.6);
  });

  it('lands the body on the plane and fires both collision callbacks with the bodies', () => {
    const touches: string[] = [];
    const { world, floor, ball } = scene((self, other) => touches.push(`${self.id}→${other.id}`));
    floor.setCollisionCallback((self, other) => touches.push(`${self.id}→${other.id}`));
    for (let i = 0; i < 120 && touches.length === 0; i++) world.stepSimulation(1 / 60, 1, 1 / 60);
    expect(touches).toContain('ball→floor');
    expect(touches).toContain('floor→ball');
    for (let i = 0; i < 120; i++) world.stepSimulation(1 / 60, 1, 1 / 60);
    // At rest on the floor: the sphere's radius above it.
    expect(heightOf(ball)).toBeCloseTo(0.5, 1);
  });

  it('keeps the members RigidBodyWrapper and ShapeWrapper have', () => {
    const shape = bullet.createBoxShape(0.5, 0.5, 0.5);
    shape.localScaling = [2, 1, 1];
    expect(shape.localScaling).toEqual([2, 1, 1]);
    shape.margin = 0.1;
    expect(shape.margin).toBeCloseTo(0.1, 5);
    const body = bullet.createRigidBody(1, 0, 0, 0, shape, 'box', undefined);
    body.friction = 0.25;
    expect(body.friction).toBeCloseTo(0.25, 5);
    body.activationState = 'disable_deactivation';
    expect(body.activationState).toBe('disable_deactivation');
    expect(() => (body.activationState = 'want_deactivation')).toThrow('Invalid Union value');
    body.id = 'renamed';
    expect(body.id).toBe('renamed');
    expect(() => bullet.createRigidBody(1, 0, 0, 0, null as never, 'x', undefined)).toThrow(
      'Shape is null',
    );
  });

  it('creates a body from a Filament transform (column-major) at its translation', () => {
    const moved = { data: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 4, 5, 6, 1] };
    const body = bullet.createRigidBodyFromTransform(
      1,
      moved,
      bullet.createCylinderShape(1, 1, 1),
      'c',
      undefined,
    );
    expect(transformByRigidBody(body, moved.data).slice(12)).toEqual([4, 5, 6, 1]);
  });
});

describe('updateTransformByRigidBody arithmetic', () => {
  it('puts the rotation and position of the body on the entity, keeping its scale', () => {
    // A quarter turn about Y, at (1, 2, 3), on an entity scaled by 2.
    const s = Math.SQRT1_2;
    const scaled = [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 9, 9, 9, 1];
    const m = transformFromRigidBody([0, s, 0, s, 1, 2, 3], scaled);
    const expected = [0, 0, -2, 0, 0, 2, 0, 0, 2, 0, 0, 0, 1, 2, 3, 1];
    m.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 6));
  });
});

describe('createBullet in the host bundle', () => {
  it('throws a clear error before the port is loaded, and forwards to it after', () => {
    setBulletApi(undefined);
    const proxy = createBullet();
    expect(() => proxy.createSphereShape(1)).toThrow(
      'Bullet physics is not loaded (createSphereShape).',
    );
    setBulletApi(bullet);
    expect((proxy.createSphereShape(1) as { margin: number }).margin).toBeGreaterThan(0);
  });

  it('knows code that uses physics from code that does not', () => {
    expect(usesBullet('const world = useWorld(0, -9, 0)')).toBe(true);
    expect(usesBullet('<FilamentScene><Model source={x} /></FilamentScene>')).toBe(false);
  });
});
