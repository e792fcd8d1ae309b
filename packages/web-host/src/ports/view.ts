/**
 * The View routines of react-native-filament's C++ that are arithmetic on the viewport:
 * `getAspectRatio`, the coordinate change before `pickEntity`, and `projectWorldToScreen`.
 *
 * Follows node_modules/react-native-filament/cpp/core/RNFViewWrapper.cpp:32-43, :213-251 and
 * :253-277, with `View::pick(uint32_t x, uint32_t y, …)` of
 * ios/libs/filament/include/filament/View.h:901.
 */
import type { Mat4 } from './mat4';

export interface ViewportSize {
  readonly width: number;
  readonly height: number;
}

/** RNFViewWrapper.cpp:32-43: 0 while either side is 0 (before the first surface), else w / h. */
export function getAspectRatio(viewport: ViewportSize): number {
  if (viewport.height === 0) return 0;
  if (viewport.width === 0) return 0;
  return viewport.width / viewport.height;
}

/**
 * RNFViewWrapper.cpp:257-261: the touch point (density-independent pixels from the view's top
 * left, `locationX/Y` in src/react/Model.tsx:85) times the pixel ratio, then y flipped against
 * the viewport's height, because Filament's origin is bottom left. `View::pick` takes `uint32_t`,
 * so the doubles are truncated. Kept as in C++: the flip ignores the viewport's `bottom`, and
 * the top row (y = 0) maps to y = height, one past the last pixel row. A negative value is
 * undefined behavior in C++; here it saturates to 0, as arm64's conversion does.
 */
export function pickCoordinates(
  x: number,
  y: number,
  densityPixelRatio: number,
  viewportHeight: number,
): { readonly x: number; readonly y: number } {
  const toUint32 = (v: number) => (v <= 0 ? 0 : Math.min(Math.trunc(v), 0xffffffff));
  const px = x * densityPixelRatio;
  const py = viewportHeight - y * densityPixelRatio;
  return { x: toUint32(px), y: toUint32(py) };
}

/**
 * RNFViewWrapper.cpp:213-251: world point -> view -> clip -> NDC, then to density-independent
 * pixels from the top left of a viewport of `width / ratio` by `height / ratio`. No check that
 * the point is in front of the camera (w <= 0 gives mirrored or infinite values, as in C++).
 */
export function projectWorldToScreen(
  world: readonly number[],
  viewMatrix: Mat4,
  projectionMatrix: Mat4,
  viewport: ViewportSize,
  densityPixelRatio: number,
): [number, number] {
  if (world.length !== 3) {
    throw new Error('worldCoordinates must be an array of 3 elements');
  }
  // The C++ keeps each stage in a float4 / float2 (:229-240) although the matrices are double.
  const apply = (m: Mat4, v: readonly number[]) =>
    [0, 1, 2, 3].map((row) =>
      Math.fround(m[row] * v[0] + m[4 + row] * v[1] + m[8 + row] * v[2] + m[12 + row] * v[3]),
    );
  const point = [Math.fround(world[0]), Math.fround(world[1]), Math.fround(world[2]), 1];
  const clip = apply(projectionMatrix, apply(viewMatrix, point));
  const ndcX = Math.fround(clip[0] / clip[3]);
  const ndcY = Math.fround(clip[1] / clip[3]);
  const screenWidth = Math.fround(viewport.width / densityPixelRatio);
  const screenHeight = Math.fround(viewport.height / densityPixelRatio);
  return [(ndcX + 1) * (screenWidth / 2), screenHeight * (1 - (ndcY + 1) / 2)];
}
