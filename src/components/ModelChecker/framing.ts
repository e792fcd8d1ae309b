/**
 * How the live view frames a reader's model: the way an app sees it with a
 * plain `<Camera />` and, when the report advises it, `transformToUnitCube`.
 * Numbers from node_modules/react-native-filament (cited per constant).
 */
import type { Float3 } from '../../../shared/live-preview/scene';

/**
 * `<Camera />` without props: at [0, 0, 8], looking at the origin, up +y, a
 * 28 mm lens (src/react/Camera.tsx:52-55); near 0.1 and far 100 (:56-57) are
 * also what the previews' renderer uses.
 */
export const DEFAULT_CAMERA = {
  position: [0, 0, 8] as Float3,
  target: [0, 0, 0] as Float3,
  focalLength: 28,
} as const;

/**
 * The vertical field of view of a focal length, in degrees: Filament's
 * setLensProjection takes a 24 mm-high sensor (35 mm film), so 28 mm sees
 * about 46°. At the default distance of 8 m that is a view about 6.9 m high,
 * and `transformToUnitCube`'s model (2 m across, cpp/core/RNFTransformManagerImpl.cpp:145)
 * fills under a third of it.
 */
export function verticalFieldOfView(focalLengthMm: number): number {
  return (2 * Math.atan(12 / focalLengthMm) * 180) / Math.PI;
}
