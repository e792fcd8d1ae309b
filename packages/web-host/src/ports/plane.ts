/**
 * The vertex and index data of `RenderableManager.createPlane`, for the host to upload with the
 * web build's VertexBuffer / IndexBuffer / RenderableManager builders.
 *
 * Follows node_modules/react-native-filament/cpp/core/RNFRenderableManagerImpl.cpp:196-234.
 */

export interface PlaneGeometry {
  /** 4 vertices x FLOAT3 (buffer 0, VertexAttribute::POSITION), on y = 0. */
  readonly positions: Float32Array;
  /** 4 vertices x SHORT4, normalized (buffer 1, VertexAttribute::TANGENTS). */
  readonly tangents: Int16Array;
  /** Two triangles, UINT32 (IndexBuffer default), drawn as TRIANGLES from offset 0, count 6. */
  readonly indices: Uint32Array;
  /** `Box{center, halfExtent}` of :228 with this call's extents (unlike the vertices). */
  readonly boundingBox: {
    readonly center: readonly [number, number, number];
    readonly halfExtent: readonly [number, number, number];
  };
}

/**
 * Returns a `createPlane` with its own copy of the C++ function's `static` arrays.
 *
 * Bug kept: the vertices are `const static` (:203-207), so they are built from the extents of
 * the first call that gets past the material check and reused for every later plane, whatever
 * its extents; only the bounding box follows each call. Natively the statics live for the whole
 * process (every engine shares them), so the host should keep one instance for the page.
 * Also as in C++: `halfExtendY` only reaches the bounding box (the plane is flat), and the
 * "normals" (:209-210) are written to the TANGENTS attribute, which Filament reads as a
 * tangent-frame quaternion; the values are kept as they are.
 */
export function createPlaneFactory(): (
  hasMaterial: boolean,
  halfExtendX: number,
  halfExtendY: number,
  halfExtendZ: number,
) => PlaneGeometry {
  let staticPositions: Float32Array | null = null;
  return (hasMaterial, halfExtendX, halfExtendY, halfExtendZ) => {
    if (!hasMaterial) throw new Error('Material is null');
    const x = halfExtendX;
    const z = halfExtendZ;
    staticPositions ??= new Float32Array([-x, 0, -z, -x, 0, z, x, 0, z, x, 0, -z]);
    return {
      positions: staticPositions.slice(),
      tangents: new Int16Array([0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0]),
      indices: new Uint32Array([0, 1, 2, 2, 3, 0]),
      boundingBox: {
        center: [0, 0, 0],
        halfExtent: [Math.fround(halfExtendX), Math.fround(halfExtendY), Math.fround(halfExtendZ)],
      },
    };
  };
}
