/**
 * Small 3-vector helpers for the camera manipulator port, as Filament's `math::vec3`
 * (ios/libs/filament/include/math/vec3.h) defines them: `cross`, `dot`, `length`, `normalize`.
 */
import type { Float3 } from './mat4';

export const add = (a: Float3, b: Float3): Float3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Float3, b: Float3): Float3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Float3, s: number): Float3 => [a[0] * s, a[1] * s, a[2] * s];
export const dot = (a: Float3, b: Float3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const length = (a: Float3): number => Math.sqrt(dot(a, a));
export const distance = (a: Float3, b: Float3): number => length(sub(a, b));
/** Like Filament's: no guard, a zero vector gives NaNs. */
export const normalize = (a: Float3): Float3 => scale(a, 1 / length(a));
export const cross = (a: Float3, b: Float3): Float3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const isZero = (a: readonly number[]): boolean => a.every((v) => v === 0);
