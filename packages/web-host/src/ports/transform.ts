// cspell:words RNFAABB
/**
 * The TransformManager routines of react-native-filament's shared C++ that compute a matrix:
 * `transformToUnitCube` and the `setEntityPosition` / `setEntityRotation` / `setEntityScale`
 * family, plus the AABB the library hands to the first.
 *
 * Follows node_modules/react-native-filament/cpp/core/RNFTransformManagerImpl.cpp:59-89 and
 * :139-150, the AABB of cpp/core/RNFAABBWrapper.cpp:9-32 over filament::Aabb
 * (ios/libs/filament/include/filament/Box.h:149-161: center = (max + min) * 0.5,
 * extent = (max - min) * 0.5),
 * and the `BaseBox` shape of src/types/Boxes.ts:3-25.
 */
import { vecToFloat3 } from './converter';
import {
  mat4Multiply,
  mat4Rotation,
  mat4Scaling,
  mat4Translation,
  toFloat32,
  type Float3,
  type Mat4,
} from './mat4';

/** src/types/Boxes.ts:3-25 (`BaseBox`; `_type` is a type-only brand, never set). */
export interface AabbBox {
  readonly center: Float3;
  readonly halfExtent: Float3;
  readonly min: Float3;
  readonly max: Float3;
}

/**
 * The web build's `getBoundingBox()` gives `{min, max}`; the library reads `center` and
 * `halfExtent`: src/hooks/useModel.ts:113-116 gets the box, src/hooks/internal/
 * useApplyTransformations.tsx:35-36 passes it to `transformToUnitCube`. Box.h computes in `float`.
 */
export function aabbFromMinMax(min: Float3, max: Float3): AabbBox {
  const half = (v: number) => Math.fround(Math.fround(v) * 0.5);
  const center = float3((i) => half(min[i] + max[i]));
  const halfExtent = float3((i) => half(max[i] - min[i]));
  return { center, halfExtent, min: float3((i) => min[i]), max: float3((i) => max[i]) };
}

function float3(at: (i: 0 | 1 | 2) => number): Float3 {
  return [at(0), at(1), at(2)];
}

/**
 * RNFTransformManagerImpl.cpp:139-150: scale by 2 / (2 * the largest half-extent), after
 * translating by -center, so the box fits a cube of side 2 (from -1 to 1), not 1 as the name
 * and the doc comment at :136-138 say. A flat box (largest half-extent 0) divides by zero and
 * gives an infinite scale, as in C++ (no check there either).
 */
export function transformToUnitCube(box: Pick<AabbBox, 'center' | 'halfExtent'>): number[] {
  const [hx, hy, hz] = box.halfExtent;
  const maxExtent = Math.fround(Math.max(hx, hy, hz) * 2);
  const scaleFactor = Math.fround(2 / maxExtent);
  const negCenter: Float3 = [-box.center[0], -box.center[1], -box.center[2]];
  return toFloat32(mat4Multiply(mat4Scaling(scaleFactor), mat4Translation(negCenter)));
}

/**
 * RNFTransformManagerImpl.cpp:59-67: with `multiplyCurrent` the new matrix is applied on the
 * left, `new * current`, i.e. after the entity's current transform (in world axes, not the
 * entity's own): a position "adds" to the current one, but a rotation turns the whole
 * placement around the origin. The C++ multiplies a double `mat4` by the stored `mat4f`;
 * Filament stores the result as floats, which the host's Float32Array does too.
 */
export function updateTransform(
  newTransform: Mat4,
  current: Mat4,
  multiplyCurrent: boolean,
): number[] {
  return multiplyCurrent ? mat4Multiply(newTransform, current) : [...newTransform];
}

/** RNFTransformManagerImpl.cpp:69-73. */
export function entityPositionTransform(
  position: readonly number[],
  current: Mat4,
  multiplyCurrent: boolean,
): number[] {
  return updateTransform(mat4Translation(vecToFloat3(position)), current, multiplyCurrent);
}

/** RNFTransformManagerImpl.cpp:75-83: a zero axis throws "Axis cannot be zero" before any change. */
export function entityRotationTransform(
  angleRadians: number,
  axis: readonly number[],
  current: Mat4,
  multiplyCurrent: boolean,
): number[] {
  const about = vecToFloat3(axis);
  if (about[0] === 0 && about[1] === 0 && about[2] === 0) {
    throw new Error('Axis cannot be zero');
  }
  return updateTransform(mat4Rotation(angleRadians, about), current, multiplyCurrent);
}

/** RNFTransformManagerImpl.cpp:85-89. */
export function entityScaleTransform(
  scale: readonly number[],
  current: Mat4,
  multiplyCurrent: boolean,
): number[] {
  return updateTransform(mat4Scaling(vecToFloat3(scale)), current, multiplyCurrent);
}
