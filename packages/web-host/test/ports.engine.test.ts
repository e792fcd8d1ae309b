/**
 * The web host's ports of react-native-filament's engine set-up (cpp/core/RNFEngineImpl.cpp)
 * and of its frame info (cpp/RNFChoreographerWrapper.cpp:49-66).
 */
import { describe, expect, it } from 'vitest';
import { createFrameInfoClock, rafTimestampToNanos } from '../src/ports/choreographer';
import {
  CAMERA_EXPOSURE,
  describeEngineSetup,
  describeIndirectLight,
  RENDERER_CLEAR_OPTIONS,
  viewportForSurface,
} from '../src/ports/engine-setup';

describe('engine set-up (RNFEngineImpl.cpp:36-90, :179-180, :224-227)', () => {
  it('clears the swap chain every frame, other clear options at their defaults', () => {
    expect(RENDERER_CLEAR_OPTIONS).toEqual({
      clearColor: [0, 0, 0, 0],
      clearStencil: 0,
      clear: true,
      discard: true,
    });
  });

  it('sets the camera exposure to f/16, 1/125 s, ISO 100', () => {
    expect(CAMERA_EXPOSURE).toEqual({
      aperture: 16,
      shutterSpeed: Math.fround(0.008),
      sensitivity: 100,
    });
  });

  it('passes the display refresh rate to the renderer as a float', () => {
    const setup = describeEngineSetup(59.94);
    expect(setup.renderer.displayInfo.refreshRate).toBe(Math.fround(59.94));
    expect(setup.resourceLoader.normalizeSkinningWeights).toBe(true);
    expect(Object.keys(setup.textureProviders)).toEqual(['image/jpeg', 'image/png', 'image/ktx2']);
  });
});

describe('viewportForSurface (RNFEngineImpl.cpp:132-145)', () => {
  it('covers the whole surface', () => {
    expect(viewportForSurface(1080, 1920)).toEqual([0, 0, 1080, 1920]);
  });

  it.each([
    [0, 100],
    [100, 0],
    [-1, 100],
  ])('ignores %i x %i', (w, h) => {
    expect(viewportForSurface(w, h)).toBeNull();
  });
});

describe('describeIndirectLight (RNFEngineImpl.cpp:276-314)', () => {
  it('defaults to 3 irradiance bands and no intensity call', () => {
    expect(describeIndirectLight(10)).toEqual({ irradianceBands: 3 });
  });

  it('passes intensity as float and casts bands to uint8', () => {
    expect(describeIndirectLight(10, 30_000.5, 2)).toEqual({
      intensity: 30_000.5,
      irradianceBands: 2,
    });
    expect(describeIndirectLight(10, null, 259).irradianceBands).toBe(3);
  });

  it('throws "IBL buffer is empty" for an empty buffer', () => {
    expect(() => describeIndirectLight(0, 1)).toThrow('IBL buffer is empty');
  });
});

describe('frame info (RNFChoreographerWrapper.cpp:49-66)', () => {
  it('reports nanosecond timestamps and seconds since the first frame', () => {
    const clock = createFrameInfoClock();
    clock(2e9);
    const second = clock(2.5e9);
    expect(second).toEqual({
      timestamp: 2.5e9,
      startTime: 2e9,
      passedSeconds: 0.5,
      timeSinceLastFrame: 0.5,
    });
  });

  it('keeps the first-frame bug: timeSinceLastFrame is the whole timestamp in seconds', () => {
    const first = createFrameInfoClock()(rafTimestampToNanos(16_000));
    expect(first.passedSeconds).toBe(0);
    expect(first.timeSinceLastFrame).toBe(16);
  });

  it('never resets: a pause counts in passedSeconds and in the next frame delta', () => {
    const clock = createFrameInfoClock();
    clock(1e9);
    clock(1.1e9);
    const afterPause = clock(6e9);
    expect(afterPause.passedSeconds).toBe(5);
    expect(afterPause.timeSinceLastFrame).toBeCloseTo(4.9, 9);
  });

  it('treats a timestamp of 0 as not started', () => {
    const clock = createFrameInfoClock();
    clock(0);
    expect(clock(1e9).startTime).toBe(1e9);
  });

  it('converts rAF milliseconds to nanoseconds', () => {
    expect(rafTimestampToNanos(16.5)).toBe(16_500_000);
  });
});
