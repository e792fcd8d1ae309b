// cspell:words RNFT
/**
 * The library's `Mat4` object (src/types/TransformManager.ts:10-40), as the C++ `TMat44Wrapper` implements it:
 * immutable, 32-bit floats, and every operation multiplies the new matrix on the left
 * (`op * current`), so it applies after what the matrix already does, in world axes.
 *
 * Follows node_modules/react-native-filament/cpp/core/math/RNFTMat44Wrapper.cpp:16-61 and the
 * identity of cpp/core/RNFTransformManagerImpl.cpp:49-51.
 */
import { vecToFloat3 } from './converter';
import {
  mat4Identity,
  mat4Multiply,
  mat4Rotation,
  mat4Scaling,
  mat4Translation,
  toFloat32,
  type Mat4,
} from './mat4';

export class Mat4Wrapper {
  /** Column-major, as `mat4f::asArray()` (RNFTMat44Wrapper.cpp:16-24). */
  readonly data: readonly number[];

  constructor(matrix: Mat4 = mat4Identity()) {
    if (matrix.length !== 16) throw new Error('A Mat4 has 16 elements');
    this.data = toFloat32(matrix);
  }

  /** RNFTMat44Wrapper.cpp:26-31: `scaling(s) * this`. */
  scaling(scale: readonly number[]): Mat4Wrapper {
    return this.premultiply(mat4Scaling(vecToFloat3(scale)));
  }

  /** RNFTMat44Wrapper.cpp:33-38: `translation(t) * this`. */
  translate(translation: readonly number[]): Mat4Wrapper {
    return this.premultiply(mat4Translation(vecToFloat3(translation)));
  }

  /** RNFTMat44Wrapper.cpp:40-49: `rotation(angle, axis) * this`; a zero axis throws. */
  rotate(angleRadians: number, axis: readonly number[]): Mat4Wrapper {
    const about = vecToFloat3(axis);
    if (about[0] === 0 && about[1] === 0 && about[2] === 0) {
      throw new Error('Axis cannot be zero');
    }
    const rotation = toFloat32(mat4Rotation(angleRadians, about));
    return this.premultiply(rotation);
  }

  /**
   * RNFTMat44Wrapper.cpp:51-57: the lengths of the first three columns. Always positive, so a
   * mirrored matrix reads as not mirrored; and after a rotation the scale is mixed in.
   */
  get scale(): [number, number, number] {
    const column = (c: number) =>
      Math.fround(Math.hypot(this.data[c * 4], this.data[c * 4 + 1], this.data[c * 4 + 2]));
    return [column(0), column(1), column(2)];
  }

  /** RNFTMat44Wrapper.cpp:59-61: column 3. */
  get translation(): [number, number, number] {
    return [this.data[12], this.data[13], this.data[14]];
  }

  private premultiply(op: Mat4): Mat4Wrapper {
    return new Mat4Wrapper(mat4Multiply(op, this.data));
  }
}

/** RNFTransformManagerImpl.cpp:49-51: `mat4f::scaling(1)`, the identity. */
export function createIdentityMatrix(): Mat4Wrapper {
  return new Mat4Wrapper();
}
