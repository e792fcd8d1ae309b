/**
 * The bounding box react-native-filament gives a loaded model (useModel's
 * `asset.getBoundingBox()`), which `transformToUnitCube` scales by. The
 * shipped loader builds it from each POSITION accessor's `min`/`max` as the
 * file writes them, moved by the node's world matrix (gltfio's
 * `createPrimitive` and `createPrimitives`: audit/model-checker.md,
 * "Quantized bounds"). For normalized positions (KHR_mesh_quantization) those
 * are the stored integers, not the values drawn: a box up to 32,767 times too
 * big, which `transformToUnitCube` then shrinks the model by.
 */
import { isObject } from './read';
import type { GltfJson } from './support';

type Vec3 = [number, number, number];
export interface Box {
  readonly min: Vec3;
  readonly max: Vec3;
}

const objects = (value: unknown): GltfJson[] =>
  Array.isArray(value) ? value.filter(isObject) : [];
const vec3 = (value: unknown): Vec3 | undefined =>
  Array.isArray(value) && value.length >= 3 && value.slice(0, 3).every(Number.isFinite)
    ? [value[0], value[1], value[2]]
    : undefined;

/** The POSITION accessors of a mesh's primitives. */
function positionAccessors(json: GltfJson, mesh: GltfJson): GltfJson[] {
  const accessors = objects(json.accessors);
  return objects(mesh.primitives).flatMap((primitive) => {
    const index = isObject(primitive.attributes) ? primitive.attributes.POSITION : undefined;
    const accessor = typeof index === 'number' ? accessors[index] : undefined;
    return accessor ? [accessor] : [];
  });
}

/** Whether any mesh stores its positions as normalized integers (the case where the box is wrong). */
export function hasNormalizedPositions(json: GltfJson): boolean {
  return objects(json.meshes).some((mesh) =>
    positionAccessors(json, mesh).some((accessor) => accessor.normalized === true),
  );
}

/** A box moved by a column-major 4 × 4 matrix: the box around its eight moved corners. */
function transformBox(box: Box, m: readonly number[]): Box {
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  for (const x of [box.min[0], box.max[0]])
    for (const y of [box.min[1], box.max[1]])
      for (const z of [box.min[2], box.max[2]])
        for (let axis = 0; axis < 3; axis++) {
          const v = m[axis] * x + m[axis + 4] * y + m[axis + 8] * z + m[axis + 12];
          min[axis] = Math.min(min[axis], v);
          max[axis] = Math.max(max[axis], v);
        }
  return { min, max };
}

/**
 * The loader's box for a file with normalized positions, or undefined when it
 * has none (then the loader's box is the true one). `worldMatrices[i]` is
 * node i's world matrix (column-major, as gltf-transform gives it).
 */
export function loaderBox(
  json: GltfJson,
  worldMatrices: readonly (readonly number[])[],
): Box | undefined {
  if (!hasNormalizedPositions(json)) return undefined;
  const meshes = objects(json.meshes);
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  objects(json.nodes).forEach((node, i) => {
    const mesh = typeof node.mesh === 'number' ? meshes[node.mesh] : undefined;
    const matrix = worldMatrices[i];
    if (!mesh || !matrix) return;
    for (const accessor of positionAccessors(json, mesh)) {
      const [lo, hi] = [vec3(accessor.min), vec3(accessor.max)];
      if (!lo || !hi) continue;
      const moved = transformBox({ min: lo, max: hi }, matrix);
      for (let axis = 0; axis < 3; axis++) {
        min[axis] = Math.min(min[axis], moved.min[axis]);
        max[axis] = Math.max(max[axis], moved.max[axis]);
      }
    }
  });
  return [...min, ...max].every(Number.isFinite) ? { min, max } : undefined;
}
