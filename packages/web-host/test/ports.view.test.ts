/**
 * The web host's ports of react-native-filament's View arithmetic
 * (cpp/core/RNFViewWrapper.cpp:32-43, :213-277) and of its Mat4 object
 * (cpp/core/math/RNFTMat44Wrapper.cpp:16-61).
 */
import { describe, expect, it } from 'vitest';
import { mat4Identity } from '../src/ports/mat4';
import { createIdentityMatrix, Mat4Wrapper } from '../src/ports/mat4-wrapper';
import { getAspectRatio, pickCoordinates, projectWorldToScreen } from '../src/ports/view';

function expectClose(actual: readonly number[], expected: readonly number[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i], 5));
}

describe('getAspectRatio (RNFViewWrapper.cpp:32-43)', () => {
  it('divides width by height', () => {
    expect(getAspectRatio({ width: 1920, height: 1080 })).toBeCloseTo(16 / 9, 12);
  });

  it('is 0 before the viewport has a size', () => {
    expect(getAspectRatio({ width: 0, height: 1080 })).toBe(0);
    expect(getAspectRatio({ width: 1920, height: 0 })).toBe(0);
  });
});

describe('pickCoordinates (RNFViewWrapper.cpp:253-277)', () => {
  it('multiplies by the pixel ratio and flips y against the viewport height', () => {
    expect(pickCoordinates(100, 50, 2, 800)).toEqual({ x: 200, y: 700 });
  });

  it('truncates to whole pixels, as View::pick(uint32_t, uint32_t) does', () => {
    expect(pickCoordinates(10.4, 10.4, 1.5, 600)).toEqual({ x: 15, y: 584 });
  });

  it('keeps the off-by-one: the top edge maps to y = height', () => {
    expect(pickCoordinates(0, 0, 3, 900).y).toBe(900);
  });

  it('saturates below the bottom edge to 0', () => {
    expect(pickCoordinates(-5, 400, 3, 900)).toEqual({ x: 0, y: 0 });
  });
});

describe('projectWorldToScreen (RNFViewWrapper.cpp:213-251)', () => {
  it('maps NDC (0,0) to the centre and NDC (1,1) to the top right, in dp', () => {
    const viewport = { width: 800, height: 600 };
    expectClose(
      projectWorldToScreen([0, 0, 0], mat4Identity(), mat4Identity(), viewport, 2),
      [200, 150],
    );
    expectClose(
      projectWorldToScreen([1, 1, 0], mat4Identity(), mat4Identity(), viewport, 2),
      [400, 0],
    );
  });

  it('throws the C++ message for a point of another length', () => {
    expect(() =>
      projectWorldToScreen([0, 0], mat4Identity(), mat4Identity(), { width: 1, height: 1 }, 1),
    ).toThrow('worldCoordinates must be an array of 3 elements');
  });
});

describe('Mat4 (RNFTMat44Wrapper.cpp:16-61)', () => {
  it('starts as the identity', () => {
    expect(createIdentityMatrix().data).toEqual(mat4Identity());
  });

  it('pre-multiplies: translate then scaling scales the translation', () => {
    const m = createIdentityMatrix().translate([1, 2, 3]).scaling([2, 2, 2]);
    expect(m.translation).toEqual([2, 4, 6]);
    expect(m.scale).toEqual([2, 2, 2]);
  });

  it('scaling then translate leaves the translation as given', () => {
    const m = createIdentityMatrix().scaling([2, 2, 2]).translate([1, 2, 3]);
    expect(m.translation).toEqual([1, 2, 3]);
  });

  it('rotates the translation about the origin (world axes)', () => {
    const m = createIdentityMatrix()
      .translate([1, 0, 0])
      .rotate(Math.PI / 2, [0, 0, 1]);
    expectClose(m.translation, [0, 1, 0]);
  });

  it('reads a mirrored scale as positive (column lengths)', () => {
    expect(createIdentityMatrix().scaling([-2, 1, 1]).scale).toEqual([2, 1, 1]);
  });

  it('stores 32-bit floats', () => {
    expect(createIdentityMatrix().translate([0.1, 0, 0]).translation[0]).toBe(Math.fround(0.1));
  });

  it('is immutable', () => {
    const a = new Mat4Wrapper();
    a.translate([5, 5, 5]);
    expect(a.translation).toEqual([0, 0, 0]);
  });

  it('throws the C++ messages for a zero axis and a short vector', () => {
    expect(() => createIdentityMatrix().rotate(1, [0, 0, 0])).toThrow('Axis cannot be zero');
    expect(() => createIdentityMatrix().scaling([1, 1])).toThrow('Point must have 3 elements');
  });
});
