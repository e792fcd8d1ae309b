/**
 * The web host's ports of react-native-filament's View option conversions
 * (cpp/core/RNF*OptionsWrapper.h, cpp/core/RNFDynamicResolutionOptions.h,
 * cpp/core/RNFViewWrapper.cpp:96-211). The TAA cases start from the library's own
 * `optionsToJSI` (src/types/Options.ts:300-317), so the whole path the native code sees is tested.
 */
import { describe, expect, it } from 'vitest';
import { optionsToJSI } from 'react-native-filament/src/types/Options';
import {
  AMBIENT_OCCLUSION_DEFAULTS,
  ambientOcclusionOptions,
  BLOOM_DEFAULTS,
  bloomOptions,
  dynamicResolutionOptions,
  TEMPORAL_ANTI_ALIASING_DEFAULTS,
  temporalAntiAliasingOptions,
  viewProperties,
} from '../src/ports/view-options';

const ENUM_ERROR = 'Cannot convert JS Value to Enum: Invalid Union value passed!';

describe('ambient occlusion (RNFAmbientOcclusionOptionsWrapper.h)', () => {
  it('fills Filament defaults and overrides the fields set', () => {
    const options = ambientOcclusionOptions({ enabled: true, radius: 0.5, quality: 'HIGH' });
    expect(options).toEqual({
      ...AMBIENT_OCCLUSION_DEFAULTS,
      enabled: true,
      radius: 0.5,
      quality: 'HIGH',
    });
    expect(options.lowPassFilter).toBe('MEDIUM');
  });

  it('rejects a lower-case quality level with the enum error', () => {
    expect(() => ambientOcclusionOptions({ upsampling: 'high' })).toThrow(`${ENUM_ERROR} ("high")`);
  });
});

describe('bloom (RNFBloomOptionsWrapper.h)', () => {
  it('casts resolution to uint32 and levels / ghostCount to uint8', () => {
    const options = bloomOptions({ resolution: 360.7, levels: 300, ghostCount: 2.9 });
    expect([options.resolution, options.levels, options.ghostCount]).toEqual([360, 44, 2]);
  });

  it('stores floats and keeps the other defaults', () => {
    const options = bloomOptions({ enabled: true, strength: 0.7 });
    expect(options).toEqual({ ...BLOOM_DEFAULTS, enabled: true, strength: Math.fround(0.7) });
  });

  it('accepts only ADD and INTERPOLATE blend modes', () => {
    expect(bloomOptions({ blendMode: 'INTERPOLATE' }).blendMode).toBe('INTERPOLATE');
    expect(() => bloomOptions({ blendMode: 'add' })).toThrow('Invalid blendMode value');
  });
});

describe('dynamic resolution (RNFDynamicResolutionOptions.h)', () => {
  it('sets scales as float pairs', () => {
    const options = dynamicResolutionOptions({ enabled: true, minScale: [0.3, 0.3] });
    expect(options.minScale).toEqual([Math.fround(0.3), Math.fround(0.3)]);
    expect(options.maxScale).toEqual([1, 1]);
    expect(options.quality).toBe('LOW');
  });

  it('throws for a scale that is not a pair', () => {
    expect(() =>
      dynamicResolutionOptions({ maxScale: [1, 1, 1] as unknown as [number, number] }),
    ).toThrow('Expected exactly two values for scale.');
  });
});

describe('temporal anti-aliasing (RNFViewWrapper.cpp:96-163)', () => {
  it('maps the numeric codes of optionsToJSI back to Filament names', () => {
    const options = temporalAntiAliasingOptions(
      optionsToJSI({ enabled: true, boxClipping: 'CLAMP', jitterPattern: 'RGSS_X4' }),
    );
    expect(options).toEqual({
      ...TEMPORAL_ANTI_ALIASING_DEFAULTS,
      enabled: true,
      boxClipping: 'CLAMP',
      jitterPattern: 'RGSS_X4',
    });
  });

  it('keeps the double write of upscaling: false means a factor of 0', () => {
    expect(
      temporalAntiAliasingOptions(optionsToJSI({ enabled: true, upscaling: false })).upscaling,
    ).toBe(0);
    expect(
      temporalAntiAliasingOptions(optionsToJSI({ enabled: true, upscaling: true })).upscaling,
    ).toBe(1);
  });

  it('keeps the == 1.0 test on varianceGamma: 0.9 becomes 0', () => {
    expect(temporalAntiAliasingOptions({ varianceGamma: 0.9 }).varianceGamma).toBe(0);
    expect(temporalAntiAliasingOptions({ varianceGamma: 1 }).varianceGamma).toBe(1);
  });

  it('ignores filterWidth and resets fields not given', () => {
    const options = temporalAntiAliasingOptions({ filterWidth: 3, feedback: 0.5 });
    expect(options.filterWidth).toBe(1);
    expect(options.feedback).toBe(0.5);
    expect(options.enabled).toBe(false);
  });

  it('throws "Invalid boxClipping value" for a bad jitter pattern (copied message kept)', () => {
    expect(() => temporalAntiAliasingOptions({ jitterPattern: 5 })).toThrow(
      'Invalid boxClipping value',
    );
    expect(() => temporalAntiAliasingOptions({ boxClipping: 1.5 })).toThrow(
      'Invalid boxClipping value',
    );
  });
});

describe('view properties (RNFViewWrapper.cpp:165-211)', () => {
  it('converts the enum strings and passes booleans through', () => {
    expect(
      viewProperties({ antiAliasing: 'FXAA', dithering: 'none', postProcessing: false }),
    ).toEqual({ antiAliasing: 'FXAA', dithering: 'NONE', postProcessing: false });
  });

  it('leaves out what is not set', () => {
    expect(viewProperties({ shadowing: null })).toEqual({});
  });

  it('is case-sensitive, as the C++ maps are', () => {
    expect(() => viewProperties({ antiAliasing: 'fxaa' })).toThrow(`${ENUM_ERROR} ("fxaa")`);
    expect(() => viewProperties({ dithering: 'TEMPORAL' })).toThrow(ENUM_ERROR);
  });
});
