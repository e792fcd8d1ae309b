// cspell:words diandiandevelop
/**
 * The render scale Filament's View uses for a set of dynamic-resolution options on a platform
 * that cannot time GPU frames, which is the web host's case (WebGL gives the host no frame
 * timing, and filament 1.53.4's wasm has no setter for the options at all).
 *
 * The Filament react-native-filament 1.11.0 ships is google/filament 85ebd67a (the package's
 * `filament` submodule since margelo/react-native-filament 2f7a8486; its headers are the ones in
 * node_modules/react-native-filament/{ios,android}/libs/filament/include). Its header says so in
 * Options.h:71-74 ("On platforms where this is not supported, Dynamic Resolution can't be
 * enabled unless minScale == maxScale"), and its FView follows it since google/filament#8942
 * (July 2025; the shipped View.h:550 has getLastDynamicResolutionScale, from the later #9419):
 * - setDynamicResolutionOptions: `enabled && (mIsDynamicResolutionSupported || minScale ==
 *   maxScale)`, the scales compared as set (float2 ==: both axes), then, if enabled, sanitized:
 *   minScale at least 1/1024, maxScale at least minScale and at most 2;
 * - updateScale: without valid frame info (always, without timer queries), the scale is
 *   clamp(1, minScale, maxScale) per axis (TVecHelpers.h:565-570: min(max, max(min, 1))).
 * Read in filament/src/details/View.cpp at diandiandevelop/filament 57c2a150 (a fork of that
 * era; google/filament at 85ebd67a could not be read here). Before #8942 (google/filament
 * 02b802d6, 55e0a82c) Filament disabled the options outright without timing.
 */
import type { DynamicResolutionOptions } from './view-options';

export type Scale = readonly [x: number, y: number];

const f = Math.fround;

/** Per axis: the sanitized [min, max] of an enabled set of options. */
function sanitize(min: number, max: number): [number, number] {
  const lo = f(Math.max(min, 1 / 1024));
  return [lo, f(Math.min(Math.max(max, lo), 2))];
}

/** One axis of updateScale without frame info: clamp(1, min, max) as Filament's math does it. */
function scaleOfAxis(min: number, max: number): number {
  const [lo, hi] = sanitize(min, max);
  return Math.min(hi, Math.max(lo, 1));
}

/**
 * [1, 1] unless the options are enabled with minScale equal to maxScale as set (both axes;
 * a range needs frame timing), then clamp(1, minScale, maxScale) of the sanitized scales: the
 * fixed scale, or 2 for a fixed scale above 2. `homogeneousScaling`, `quality` and `sharpness`
 * do not change it.
 */
export function renderScaleWithoutFrameTiming(options: DynamicResolutionOptions): Scale {
  const [min, max] = [options.minScale, options.maxScale];
  const fixed = f(min[0]) === f(max[0]) && f(min[1]) === f(max[1]);
  if (!options.enabled || !fixed) return [1, 1];
  return [scaleOfAxis(min[0], max[0]), scaleOfAxis(min[1], max[1])];
}

/** The scaled viewport's size in whole pixels, at least 1 × 1. */
export function scaledSize(width: number, height: number, scale: Scale): [number, number] {
  return [Math.max(1, Math.round(width * scale[0])), Math.max(1, Math.round(height * scale[1]))];
}
