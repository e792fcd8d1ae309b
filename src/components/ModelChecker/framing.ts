/**
 * How the live view frames a reader's model: the way an app sees it with a
 * plain `<Camera />` and, when the report advises it, `transformToUnitCube`
 * (the live view runs the library's own `<Camera />`, ./liveScene.ts; these
 * numbers are for its caption, its orbit and its reset). Numbers from
 * node_modules/react-native-filament (cited per constant).
 */
import type { Float3 } from '../../../shared/live-preview/scene';

/**
 * `<Camera />` without props: at [0, 0, 8], looking at the origin, up +y, a
 * 28 mm lens (src/react/Camera.tsx:52-55), with near 0.1 and far 100 (:56-57).
 * Filament's lens has a 24 mm-high
 * sensor (the camera guide), so 28 mm sees about 46° vertically: a view about
 * 6.9 m high at 8 m, of which transformToUnitCube's 2 m model fills under a third.
 */
export const DEFAULT_CAMERA = {
  position: [0, 0, 8] as Float3,
  target: [0, 0, 0] as Float3,
  focalLength: 28,
} as const;
