/**
 * The web host's ports of react-native-filament's TransformManager C++
 * (cpp/core/RNFTransformManagerImpl.cpp:59-89, :139-150) and the matrix helpers they use.
 * Expected values are worked out by hand from the C++ (see audit/web-host.ports.md).
 */
import { describe, expect, it } from 'vitest';
import { mat4Identity, mat4Multiply, mat4Rotation, type Mat4 } from '../src/ports/mat4';
import {
  aabbFromMinMax,
  entityPositionTransform,
  entityRotationTransform,
  entityScaleTransform,
  transformToUnitCube,
} from '../src/ports/transform';

/** Applies a column-major matrix to the point (x, y, z, 1). */
function applyToPoint(m: Mat4, [x, y, z]: readonly number[]): number[] {
  return [0, 1, 2].map((row) => m[row] * x + m[4 + row] * y + m[8 + row] * z + m[12 + row]);
}

function expectClose(actual: readonly number[], expected: readonly number[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i], 6));
}

describe('aabbFromMinMax (filament::Aabb center/extent, Box.h:149-161)', () => {
  it('derives center and half-extent from min and max', () => {
    const box = aabbFromMinMax([-1, 1, 2.5], [3, 3, 3.5]);
    expect(box.center).toEqual([1, 2, 3]);
    expect(box.halfExtent).toEqual([2, 1, 0.5]);
    expect(box.min).toEqual([-1, 1, 2.5]);
    expect(box.max).toEqual([3, 3, 3.5]);
  });

  it('computes in 32-bit floats, as the C++ float3 does', () => {
    const box = aabbFromMinMax([0, 0, 0], [0.1, 0.1, 0.1]);
    expect(box.center[0]).toBe(Math.fround(Math.fround(0.1) * 0.5));
    expect(box.center[0]).not.toBe(0.05);
  });
});

describe('transformToUnitCube (RNFTransformManagerImpl.cpp:139-150)', () => {
  const box = { center: [1, 2, 3], halfExtent: [2, 1, 0.5] } as const;

  it('gives scale 0.5 and translation (-0.5, -1, -1.5) for center (1,2,3), halfExtent (2,1,0.5)', () => {
    expect(transformToUnitCube(box)).toEqual([
      0.5, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0.5, 0, -0.5, -1, -1.5, 1,
    ]);
  });

  it('maps the box onto [-1, 1] on its longest axis (a cube of side 2, not 1)', () => {
    const m = transformToUnitCube(box);
    expectClose(applyToPoint(m, [-1, 2, 3]), [-1, 0, 0]);
    expectClose(applyToPoint(m, [3, 3, 3.5]), [1, 0.5, 0.25]);
  });

  it('divides by zero on a flat box, as the C++ does (no check there)', () => {
    const m = transformToUnitCube({ center: [0, 0, 0], halfExtent: [0, 0, 0] });
    expect(m[0]).toBe(Infinity);
  });
});

describe('setEntityPosition / Rotation / Scale (RNFTransformManagerImpl.cpp:59-89)', () => {
  const current = entityPositionTransform([1, 0, 0], mat4Identity(), false);

  it('replaces the transform when multiplyCurrent is false', () => {
    expect(entityScaleTransform([2, 3, 4], current, false)).toEqual([
      2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1,
    ]);
  });

  it('adds positions when multiplying', () => {
    const m = entityPositionTransform([0, 2, 0], current, true);
    expect(m.slice(12)).toEqual([1, 2, 0, 1]);
  });

  it('multiplies new * current: a scale after a translation scales the translation too', () => {
    const m = entityScaleTransform([2, 2, 2], current, true);
    expect(m.slice(12)).toEqual([2, 0, 0, 1]);
    // current * new would have left the translation at (1, 0, 0).
    expect(mat4Multiply(current, m).slice(12)).not.toEqual(m.slice(12));
  });

  it('rotates the whole placement about the world origin when multiplying', () => {
    const m = entityRotationTransform(Math.PI / 2, [0, 1, 0], current, true);
    // (1,0,0) turned 90 degrees about +Y lands on (0,0,-1).
    expectClose(m.slice(12, 15), [0, 0, -1]);
  });

  it('throws "Axis cannot be zero" for a zero rotation axis', () => {
    expect(() => entityRotationTransform(1, [0, 0, 0], current, false)).toThrow(
      'Axis cannot be zero',
    );
  });

  it('throws "Point must have 3 elements" for a vector of another length', () => {
    expect(() => entityPositionTransform([1, 2], current, false)).toThrow(
      'Point must have 3 elements',
    );
    expect(() => entityRotationTransform(1, [0, 1], current, false)).toThrow(
      'Point must have 3 elements',
    );
  });
});

describe('mat4Rotation (ios/libs/filament/include/math/TMatHelpers.h:706-741)', () => {
  it('normalizes a non-unit axis: about (0, 2, 0) equals about (0, 1, 0)', () => {
    expectClose(mat4Rotation(0.7, [0, 2, 0]), mat4Rotation(0.7, [0, 1, 0]));
  });

  it('rotates +X onto +Y about +Z by 90 degrees', () => {
    expectClose(applyToPoint(mat4Rotation(Math.PI / 2, [0, 0, 1]), [1, 0, 0]), [0, 1, 0]);
  });

  it('turns (1,1,1)/|..| cyclically by 120 degrees about the diagonal', () => {
    const m = mat4Rotation((2 * Math.PI) / 3, [1, 1, 1]);
    expectClose(applyToPoint(m, [1, 0, 0]), [0, 1, 0]);
  });
});
