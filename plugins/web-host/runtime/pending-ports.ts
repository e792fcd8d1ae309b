/**
 * TODO(wt-ports): stand-ins for the C++ ports that the wt-ports branch writes
 * in runtime/ports/ (transformToUnitCube, Color::cct, the light type map,
 * frame info). Each follows the cited C++ closely enough for the
 * getting-started sample; replace each import of this file with the port
 * once it is committed, then delete this file.
 */
import { kelvinToLinearSrgb } from '../../../src/components/LivePreview/color';

export type Float3 = [number, number, number];

/** Color::cct (Filament's Color.cpp; declared at ios/libs/filament/include/filament/Color.h:126). */
export const cct = (kelvin: number): Float3 => kelvinToLinearSrgb(kelvin);

/** cpp/core/RNFLightEnum.h:15-28, the "focused_sport" typo kept. */
export const LIGHT_TYPES: Readonly<Record<string, string>> = {
  directional: 'DIRECTIONAL',
  spot: 'SPOT',
  point: 'POINT',
  focused_sport: 'FOCUSED_SPOT',
  sun: 'SUN',
};

/**
 * transformToUnitCube, cpp/core/RNFTransformManagerImpl.cpp:139-150:
 * scaling(2 / (2 * max(halfExtent))) * translation(-center), column-major.
 */
export function unitCubeMatrix(center: Float3, halfExtent: Float3): number[] {
  const s = 2 / (Math.max(...halfExtent) * 2);
  return [s, 0, 0, 0, 0, s, 0, 0, 0, 0, s, 0, -center[0] * s, -center[1] * s, -center[2] * s, 1];
}

export interface FrameInfo {
  timestamp: number;
  startTime: number;
  passedSeconds: number;
  timeSinceLastFrame: number;
}

/**
 * cpp/RNFChoreographerWrapper.cpp:49-66: timestamps in nanoseconds; the last
 * frame time starts at 0, so the first timeSinceLastFrame is the whole
 * timestamp (a bug kept).
 */
export function createFrameInfoClock(): (timestampNs: number) => FrameInfo {
  let startTime = 0;
  let lastFrameTime = 0;
  return (timestamp) => {
    if (startTime === 0) startTime = timestamp;
    const info = {
      timestamp,
      passedSeconds: (timestamp - startTime) / 1e9,
      startTime,
      timeSinceLastFrame: (timestamp - lastFrameTime) / 1e9,
    };
    lastFrameTime = timestamp;
    return info;
  };
}
