/**
 * The render scale of dynamic resolution without GPU frame timing (ports/dynamic-resolution.ts):
 * the shipped Filament enables it only with minScale == maxScale as set (Options.h:71-74;
 * View.cpp's setDynamicResolutionOptions since google/filament#8942), sanitizes the scales,
 * and renders at clamp(1, minScale, maxScale).
 */
import { describe, expect, it } from 'vitest';
import { renderScaleWithoutFrameTiming, scaledSize } from '../src/ports/dynamic-resolution';
import { DYNAMIC_RESOLUTION_DEFAULTS, dynamicResolutionOptions } from '../src/ports/view-options';

const scaleOf = (set: Parameters<typeof dynamicResolutionOptions>[0]) =>
  renderScaleWithoutFrameTiming(dynamicResolutionOptions(set));

describe('renderScaleWithoutFrameTiming', () => {
  it('is 1 while disabled, whatever the scales', () => {
    expect(renderScaleWithoutFrameTiming(DYNAMIC_RESOLUTION_DEFAULTS)).toEqual([1, 1]);
    expect(scaleOf({ enabled: false, minScale: [0.5, 0.5], maxScale: [0.5, 0.5] })).toEqual([1, 1]);
  });

  it('is 1 when enabled with a range: that needs frame timing', () => {
    expect(scaleOf({ enabled: true })).toEqual([1, 1]);
    expect(scaleOf({ enabled: true, minScale: [0.7, 0.7], maxScale: [1, 1] })).toEqual([1, 1]);
  });

  it('is the fixed scale when minScale equals maxScale, per axis', () => {
    expect(scaleOf({ enabled: true, minScale: [0.5, 0.5], maxScale: [0.5, 0.5] })).toEqual([
      0.5, 0.5,
    ]);
    expect(scaleOf({ enabled: true, minScale: [0.8, 0.6], maxScale: [0.8, 0.6] })).toEqual([
      Math.fround(0.8),
      Math.fround(0.6),
    ]);
  });

  it('compares the scales as set, before sanitizing: maxScale below minScale is a range', () => {
    // Filament compares first: 0.8 and 0.5 differ, so without frame timing it stays off.
    expect(scaleOf({ enabled: true, minScale: [0.8, 0.8], maxScale: [0.5, 0.5] })).toEqual([1, 1]);
    expect(scaleOf({ enabled: true, minScale: [2, 2], maxScale: [5, 5] })).toEqual([1, 1]);
    // One axis differing is a range too (float2's == compares both).
    expect(scaleOf({ enabled: true, minScale: [0.5, 0.5], maxScale: [0.5, 0.6] })).toEqual([1, 1]);
  });

  it('then sanitizes: above 2 is cut to 2, below 1/1024 raised to it', () => {
    // maxScale becomes 2, minScale stays 3: clamp(1, 3, 2) is 2.
    expect(scaleOf({ enabled: true, minScale: [3, 3], maxScale: [3, 3] })).toEqual([2, 2]);
    expect(scaleOf({ enabled: true, minScale: [0, 0], maxScale: [0, 0] })).toEqual([
      Math.fround(1 / 1024),
      Math.fround(1 / 1024),
    ]);
  });
});

describe('scaledSize', () => {
  it('rounds to whole pixels and keeps at least one', () => {
    expect(scaledSize(1001, 500, [0.5, 0.5])).toEqual([501, 250]);
    expect(scaledSize(10, 10, [1 / 1024, 1 / 1024])).toEqual([1, 1]);
  });
});
