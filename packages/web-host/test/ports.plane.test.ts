/**
 * The web host's port of RenderableManager.createPlane's geometry
 * (cpp/core/RNFRenderableManagerImpl.cpp:196-234), with the C++ `static` bug.
 */
import { describe, expect, it } from 'vitest';
import { createPlaneFactory } from '../src/ports/plane';

describe('createPlane geometry (RNFRenderableManagerImpl.cpp:196-234)', () => {
  it('builds a flat quad on y = 0 from the half-extents, two triangles 0-1-2, 2-3-0', () => {
    const plane = createPlaneFactory()(true, 2, 0.5, 3);
    expect([...plane.positions]).toEqual([-2, 0, -3, -2, 0, 3, 2, 0, 3, 2, 0, -3]);
    expect([...plane.indices]).toEqual([0, 1, 2, 2, 3, 0]);
    expect(plane.boundingBox).toEqual({ center: [0, 0, 0], halfExtent: [2, 0.5, 3] });
  });

  it('winds its triangles counter-clockwise seen from +Y (front face up)', () => {
    const p = createPlaneFactory()(true, 1, 0, 1).positions;
    const e1 = [p[3] - p[0], p[4] - p[1], p[5] - p[2]];
    const e2 = [p[6] - p[0], p[7] - p[1], p[8] - p[2]];
    const normalY = e1[2] * e2[0] - e1[0] * e2[2];
    expect(normalY).toBeGreaterThan(0);
  });

  it('keeps the static bug: a second plane reuses the first vertices, not its own', () => {
    const createPlane = createPlaneFactory();
    createPlane(true, 1, 0, 1);
    const second = createPlane(true, 5, 0, 5);
    expect([...second.positions]).toEqual([-1, 0, -1, -1, 0, 1, 1, 0, 1, 1, 0, -1]);
    // ...while its bounding box follows the second call.
    expect(second.boundingBox.halfExtent).toEqual([5, 0, 5]);
  });

  it('throws "Material is null" before the statics are set', () => {
    const createPlane = createPlaneFactory();
    expect(() => createPlane(false, 9, 9, 9)).toThrow('Material is null');
    expect([...createPlane(true, 1, 0, 2).positions]).toEqual([
      -1, 0, -2, -1, 0, 2, 1, 0, 2, 1, 0, -2,
    ]);
  });

  it('writes (0, 1, 0, 0) as SHORT4 to the tangents of all four vertices', () => {
    const { tangents } = createPlaneFactory()(true, 1, 1, 1);
    expect([...tangents]).toEqual([0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0]);
  });
});
