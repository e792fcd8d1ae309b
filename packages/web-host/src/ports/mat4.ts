// cspell:words RNFT
/**
 * Column-major 4x4 matrices as Filament lays them out (`math::mat4f`, `mat4`), plus the
 * three constructors react-native-filament's C++ calls: `translation`, `scaling` and
 * `rotation`. Element `m[col * 4 + row]` is Filament's `m[col][row]`, which is also the
 * order of `mat4f::asArray()` (used by cpp/core/math/RNFTMat44Wrapper.cpp:16-24) and of
 * the web build's `TransformManager.setTransform(instance, Float32Array(16))`.
 *
 * Follows node_modules/react-native-filament/ios/libs/filament/include/math/mat4.h:314-328
 * (translation, scaling) and ios/libs/filament/include/math/TMatHelpers.h:706-741 (rotation),
 * the headers the library ships.
 */

/** Three numbers, as the library's `Float3` (src/types/Math.ts). */
export type Float3 = readonly [number, number, number];

/** Sixteen numbers, column-major. */
export type Mat4 = readonly number[];

export function mat4Identity(): number[] {
  return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
}

/** `a * b` in Filament's (and OpenGL's) convention: `b` is applied first. */
export function mat4Multiply(a: Mat4, b: Mat4): number[] {
  const out = new Array<number>(16).fill(0);
  for (let col = 0; col < 4; col++) {
    for (let row = 0; row < 4; row++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += a[k * 4 + row] * b[col * 4 + k];
      out[col * 4 + row] = sum;
    }
  }
  return out;
}

/** mat4.h:314-318: identity with column 3 = (t, 1). */
export function mat4Translation(t: Float3): number[] {
  const m = mat4Identity();
  m[12] = t[0];
  m[13] = t[1];
  m[14] = t[2];
  return m;
}

/** mat4.h:321-328: a diagonal (s.x, s.y, s.z, 1); a single number scales the three axes. */
export function mat4Scaling(s: Float3 | number): number[] {
  const [x, y, z] = typeof s === 'number' ? [s, s, s] : s;
  const m = mat4Identity();
  m[0] = x;
  m[5] = y;
  m[10] = z;
  return m;
}

/**
 * TMatHelpers.h:706-741. The three unit axes take an exact branch; any other axis is
 * normalized and the 3x3 part is clamped to [-1, 1]. A zero axis would normalize to NaN:
 * the library's callers throw before that ("Axis cannot be zero").
 */
export function mat4Rotation(radians: number, about: Float3): number[] {
  const r = mat4Identity();
  const c = Math.cos(radians);
  const s = Math.sin(radians);
  const set = (col: number, row: number, v: number) => (r[col * 4 + row] = v);
  const [ax, ay, az] = about;
  if (ax === 1 && ay === 0 && az === 0) {
    set(1, 1, c);
    set(2, 2, c);
    set(1, 2, s);
    set(2, 1, -s);
  } else if (ax === 0 && ay === 1 && az === 0) {
    set(0, 0, c);
    set(2, 2, c);
    set(2, 0, s);
    set(0, 2, -s);
  } else if (ax === 0 && ay === 0 && az === 1) {
    set(0, 0, c);
    set(1, 1, c);
    set(0, 1, s);
    set(1, 0, -s);
  } else {
    rotateAboutNormalizedAxis(set, c, s, about);
  }
  return r;
}

function rotateAboutNormalizedAxis(
  set: (col: number, row: number, v: number) => void,
  c: number,
  s: number,
  about: Float3,
): void {
  const length = Math.hypot(about[0], about[1], about[2]);
  const [x, y, z] = about.map((v) => v / length);
  const nc = 1 - c;
  const clamp = (v: number) => Math.min(Math.max(v, -1), 1);
  const cells: [number, number, number][] = [
    [0, 0, x * x * nc + c],
    [1, 0, x * y * nc - z * s],
    [2, 0, z * x * nc + y * s],
    [0, 1, x * y * nc + z * s],
    [1, 1, y * y * nc + c],
    [2, 1, y * z * nc - x * s],
    [0, 2, z * x * nc - y * s],
    [1, 2, y * z * nc + x * s],
    [2, 2, z * z * nc + c],
  ];
  for (const [col, row, v] of cells) set(col, row, clamp(v));
}

/** Rounds every element to a 32-bit float, as storing into `mat4f` / `float3` does. */
export function toFloat32<T extends readonly number[]>(values: T): number[] {
  return values.map((v) => Math.fround(v));
}
