/**
 * The render scale Filament's View uses for a set of dynamic-resolution options on a platform
 * that cannot time GPU frames, which is the web host's case (WebGL gives the host no frame
 * timing, and filament 1.53.4's wasm has no setter for the options at all).
 *
 * Follows the note of node_modules/react-native-filament/ios/libs/filament/include/filament/Options.h:71-74
 * ("On platforms where this is not supported, Dynamic Resolution can't be enabled unless
 * minScale == maxScale") and Filament's FView (filament/src/details/View.cpp, read at
 * google/filament 02b802d6, not known to be the shipped version): setDynamicResolutionOptions
 * sanitizes enabled options (minScale at least 1/1024, maxScale at least minScale and at most
 * 2), and updateScale without valid frame timing uses clamp(1, minScale, maxScale), which for
 * minScale == maxScale is that scale. (At that commit setDynamicResolutionOptions disables the
 * options outright without frame timing; the shipped header allows min == max, so that wins.)
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
