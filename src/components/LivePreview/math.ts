/** Small vector and matrix helpers for the renderer and the orbit controls. */
import type { Float3 } from '../../../shared/live-preview/scene';

/** A 4×4 matrix in column-major order, as Filament takes it. */
export type Mat4 = number[];

function multiply(a: Mat4, b: Mat4): Mat4 {
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

const translation = ([x, y, z]: Float3): Mat4 => [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1];
const scaling = ([x, y, z]: Float3): Mat4 => [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1];

/** Rotation by `angle` radians about the x (0), y (1) or z (2) axis. */
function rotation(axis: 0 | 1 | 2, angle: number): Mat4 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  if (axis === 0) return [1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1];
  if (axis === 1) return [c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1];
  return [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
}

/**
 * The matrix react-native-filament builds from a model's `translate`,
 * `rotate` (radians) and `scale` props on mount: scale first, then turns
 * about x, y and z, then the move, i.e. T · Rz · Ry · Rx · S.
 */
export function transformMatrix(translate: Float3, rotate: Float3, scale: Float3): Mat4 {
  return [
    translation(translate),
    rotation(2, rotate[2]),
    rotation(1, rotate[1]),
    rotation(0, rotate[0]),
    scaling(scale),
  ].reduce(multiply);
}

/** A camera orbiting a target: distance, compass angle and height angle (radians). */
export interface Orbit {
  readonly radius: number;
  readonly azimuth: number;
  readonly elevation: number;
}

const ORBIT_LIMITS = {
  minRadius: 1.2,
  maxRadius: 12,
  minElevation: (-10 * Math.PI) / 180,
  maxElevation: (85 * Math.PI) / 180,
} as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function clampOrbit(orbit: Orbit): Orbit {
  return {
    radius: clamp(orbit.radius, ORBIT_LIMITS.minRadius, ORBIT_LIMITS.maxRadius),
    azimuth: orbit.azimuth,
    elevation: clamp(orbit.elevation, ORBIT_LIMITS.minElevation, ORBIT_LIMITS.maxElevation),
  };
}

export function orbitFromPosition(position: Float3, target: Float3): Orbit {
  const dx = position[0] - target[0];
  const dy = position[1] - target[1];
  const dz = position[2] - target[2];
  const radius = Math.hypot(dx, dy, dz) || ORBIT_LIMITS.minRadius;
  return { radius, azimuth: Math.atan2(dx, dz), elevation: Math.asin(clamp(dy / radius, -1, 1)) };
}

export function positionFromOrbit({ radius, azimuth, elevation }: Orbit, target: Float3): Float3 {
  return [
    target[0] + radius * Math.cos(elevation) * Math.sin(azimuth),
    target[1] + radius * Math.sin(elevation),
    target[2] + radius * Math.cos(elevation) * Math.cos(azimuth),
  ];
}

/**
 * The root transform of react-native-filament's `transformToUnitCube`: the
 * bounding box's centre moved to the origin, then scaled so its largest side
 * is 2 (it spans -1 … 1): `scaling(2 / maxExtent) * translation(-center)` in
 * node_modules/react-native-filament/cpp/core/RNFTransformManagerImpl.cpp:139-146
 * (despite its doc comment, src/types/TransformProps.ts:33, the cube is 2 wide, not 1).
 * A box without extent (a single point) is left as it is instead of scaled to infinity.
 */
export function unitCubeMatrix(box: {
  readonly min: ArrayLike<number>;
  readonly max: ArrayLike<number>;
}): Mat4 {
  const center = [0, 1, 2].map((i) => (box.min[i] + box.max[i]) / 2);
  const maxExtent = Math.max(...[0, 1, 2].map((i) => box.max[i] - box.min[i]));
  if (!(maxExtent > 0) || !Number.isFinite(maxExtent))
    return transformMatrix([0, 0, 0], [0, 0, 0], [1, 1, 1]);
  const s = 2 / maxExtent;
  return transformMatrix(center.map((c) => -c * s) as Float3, [0, 0, 0], [s, s, s]);
}
