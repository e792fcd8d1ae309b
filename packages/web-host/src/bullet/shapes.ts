// cspell:words RNFShape RNFBox RNFSphere RNFCylinder RNFStatic
/**
 * The library's collision shapes (src/bullet/types/Shapes.ts) on ammo.js:
 * cpp/bullet/RNFShapeWrapper.{h,cpp} and the one-line subclasses beside it.
 * Each wrapper keeps its Bullet shape for the rigid bodies made from it.
 */
import type AmmoModule from 'ammojs-typed/wasm';
import { hostObject } from '../host-object';

type Ammo = typeof AmmoModule;
type Float3 = [number, number, number];

/** Where a shape wrapper keeps its Bullet shape (ShapeWrapper::getShape, RNFShapeWrapper.h:22-24). */
export const BULLET_SHAPE = Symbol.for('react-native-filament-web-host.bulletShape');

export interface ShapeHolder {
  readonly [BULLET_SHAPE]: AmmoModule.btCollisionShape;
}

/** ShapeWrapper (RNFShapeWrapper.cpp:9-31): localScaling and margin, read from and written to the shape. */
export function wrapShape(ammo: Ammo, name: string, shape: AmmoModule.btCollisionShape) {
  return hostObject(name, {
    [BULLET_SHAPE]: shape,
    /** :16-19 getLocalScaling. */
    get localScaling(): Float3 {
      const scaling = shape.getLocalScaling();
      return [scaling.x(), scaling.y(), scaling.z()];
    },
    /** :21-23 setLocalScaling (the vector is copied by Bullet, so it is freed at once). */
    set localScaling(scaling: Float3) {
      const vector = new ammo.btVector3(scaling[0], scaling[1], scaling[2]);
      shape.setLocalScaling(vector);
      ammo.destroy(vector);
    },
    /** :25-27 getMargin. */
    get margin(): number {
      return shape.getMargin();
    },
    /** :29-31 setMargin. */
    set margin(margin: number) {
      shape.setMargin(margin);
    },
  });
}

export type WebShape = ReturnType<typeof wrapShape>;

/** A btVector3 for a constructor that copies it (every shape below). */
function withVector<T>(
  ammo: Ammo,
  x: number,
  y: number,
  z: number,
  make: (v: AmmoModule.btVector3) => T,
): T {
  const vector = new ammo.btVector3(x, y, z);
  try {
    return make(vector);
  } finally {
    ammo.destroy(vector);
  }
}

/** A shape made from its half extents (a box, a cylinder along one axis). */
type ExtentsShape = new (halfExtents: AmmoModule.btVector3) => AmmoModule.btCollisionShape;

/** The factory of a wrapper named `name` around an `ExtentsShape`. */
function byHalfExtents(ammo: Ammo, name: string, Shape: ExtentsShape) {
  return (x: number, y: number, z: number) =>
    wrapShape(
      ammo,
      name,
      withVector(ammo, x, y, z, (v) => new Shape(v)),
    );
}

/** The shape factories of BulletWrapper (RNFBulletWrapper.cpp:48-66). */
export function shapeFactories(ammo: Ammo) {
  return {
    /** :48-50, RNFBoxShapeWrapper.h:13-14: btBoxShape(half extents). */
    createBoxShape: byHalfExtents(ammo, 'BoxShapeWrapper', ammo.btBoxShape),
    /** :51-53, RNFCylinderShapeWrapper.h:13-14: btCylinderShape (axis Y). */
    createCylinderShape: byHalfExtents(ammo, 'CylinderShapeWrapper', ammo.btCylinderShape),
    /** :54-56, RNFCylinderShapeWrapperX.h:13-14: btCylinderShapeX. */
    createCylinderShapeX: byHalfExtents(ammo, 'CylinderShapeWrapperX', ammo.btCylinderShapeX),
    /** :57-59, RNFCylinderShapeWrapperZ.h:13-14: btCylinderShapeZ. */
    createCylinderShapeZ: byHalfExtents(ammo, 'CylinderShapeWrapperZ', ammo.btCylinderShapeZ),
    /** :60-63, RNFStaticPlaneShapeWrapper.h:13-14: btStaticPlaneShape(normal, constant). */
    createStaticPlaneShape: (normalX: number, normalY: number, normalZ: number, constant: number) =>
      wrapShape(
        ammo,
        'StaticPlaneShapeWrapper',
        withVector(
          ammo,
          normalX,
          normalY,
          normalZ,
          (v) => new ammo.btStaticPlaneShape(v, constant),
        ),
      ),
    /** :64-66, RNFSphereShapeWrapper.h:13: btSphereShape(radius). */
    createSphereShape: (radius: number) =>
      wrapShape(ammo, 'SphereShapeWrapper', new ammo.btSphereShape(radius)),
  };
}
