/**
 * The render scale Filament's View uses for a set of dynamic-resolution options on a platform
 * that cannot time GPU frames, which is the web host's case (WebGL gives the host no frame
 * timing, and filament 1.53.4's wasm has no setter for the options at all).
 *
 * Follows the note of node_modules/react-native-filament/ios/libs/filament/include/filament/Options.h:71-73
 * ("On platforms where this is not supported, Dynamic Resolution can't be enabled unless
 * minScale == maxScale") and Filament's FView::setDynamicResolutionOptions, which sanitizes the
 * scales when enabled (minScale at least 1/1024, maxScale at least minScale and at most 2), and
 * FView::updateScale, which without valid frame timing uses clamp(1, minScale, maxScale)
 * (google/filament filament/src/details/View.cpp).
 */
import type { DynamicResolutionOptions } from './view-options';

export type Scale = readonly [x: number, y: number];

const f = Math.fround;

/** Per axis: the sanitized [min, max] of an enabled set of options. */
function sanitize(min: number, max: number): [number, number] {
  const lo = f(Math.max(min, 1 / 1024));
  return [lo, f(Math.min(Math.max(max, lo), 2))];
}

/**
 * [1, 1] unless the options are enabled with minScale equal to maxScale (after sanitizing),
 * then that fixed scale. `homogeneousScaling`, `quality` and `sharpness` do not change it.
 */
export function renderScaleWithoutFrameTiming(options: DynamicResolutionOptions): Scale {
  if (!options.enabled) return [1, 1];
  const [minX, maxX] = sanitize(options.minScale[0], options.maxScale[0]);
  const [minY, maxY] = sanitize(options.minScale[1], options.maxScale[1]);
  if (minX !== maxX || minY !== maxY) return [1, 1];
  return [minX, minY];
}

/** The scaled viewport's size in whole pixels, at least 1 × 1. */
export function scaledSize(width: number, height: number, scale: Scale): [number, number] {
  return [Math.max(1, Math.round(width * scale[0])), Math.max(1, Math.round(height * scale[1]))];
}
