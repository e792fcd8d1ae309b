/** The orbit controls' maths (./orbit.ts): a camera position as angles around its target, and back. */
import type { Float3 } from '../../../shared/live-preview/scene';

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
