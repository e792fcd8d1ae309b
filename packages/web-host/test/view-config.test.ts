/**
 * The View's rendering options in the web host (src/view-config.ts) against a recording
 * stand-in for Filament's web View: what the library's Configurator assigns reaches the web
 * calls converted as the C++ converts it (cpp/core/RNFViewWrapper.cpp, RNF*OptionsWrapper.h),
 * and dynamic resolution becomes a smaller canvas and viewport.
 */
import { describe, expect, it } from 'vitest';
import { createViewConfig } from '../src/view-config';
import type { Filament } from '../src/filament';

const ENUM_ERROR = 'Cannot convert JS Value to Enum: Invalid Union value passed!';

/** The web build's enums as name → a readable stand-in value. */
const enumOf = (name: string, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, `${name}.${key}`]));

const FAKE_FILAMENT = {
  View$QualityLevel: enumOf('Q', ['LOW', 'MEDIUM', 'HIGH', 'ULTRA']),
  View$BloomOptions$BlendMode: enumOf('B', ['ADD', 'INTERPOLATE']),
  View$AntiAliasing: enumOf('AA', ['NONE', 'FXAA']),
  View$TemporalAntiAliasingOptions$BoxType: enumOf('BT', ['AABB', 'AABB_VARIANCE']),
  View$TemporalAntiAliasingOptions$BoxClipping: enumOf('BC', ['ACCURATE', 'CLAMP', 'NONE']),
  View$TemporalAntiAliasingOptions$JitterPattern: enumOf('JP', [
    'RGSS_X4',
    'UNIFORM_HELIX_X4',
    'HALTON_23_X8',
    'HALTON_23_X16',
    'HALTON_23_X32',
  ]),
} as unknown as Filament;

function setUp() {
  const calls: [string, unknown][] = [];
  const record =
    (name: string) =>
    (value: unknown): void => {
      calls.push([name, value]);
    };
  const raw = {
    setAmbientOcclusionOptions: record('ao'),
    setBloomOptions: record('bloom'),
    setTemporalAntiAliasingOptions: record('taa'),
    setAntiAliasing: record('aa'),
    setPostProcessingEnabled: record('post'),
    setViewport: record('viewport'),
    getViewport: () => [0, 0, 1, 1],
  };
  const canvas = { width: 0, height: 0 };
  const config = createViewConfig(FAKE_FILAMENT, raw as never, canvas as HTMLCanvasElement);
  const last = (name: string) => calls.filter(([n]) => n === name).at(-1)?.[1];
  return { config, view: config.members, canvas, last };
}

describe('options wrappers (createBloomOptions & co.)', () => {
  it('convert each assignment at once, so a bad value throws where it is assigned', () => {
    const { view } = setUp();
    const bloom = view.createBloomOptions();
    bloom.levels = 2.9;
    expect(bloom.levels).toBe(2);
    expect(() => (bloom.quality = 'high' as never)).toThrow(ENUM_ERROR);
    expect(() => (bloom.blendMode = 'MULTIPLY' as never)).toThrow('Invalid blendMode value');
  });

  it('reach the web View as whole structs with the web build’s enums', () => {
    const { view, last } = setUp();
    const bloom = view.createBloomOptions();
    bloom.enabled = true;
    bloom.quality = 'MEDIUM';
    view.setBloomOptions(bloom);
    expect(last('bloom')).toMatchObject({
      enabled: true,
      strength: Math.fround(0.1),
      quality: 'Q.MEDIUM',
      blendMode: 'B.ADD',
    });
    const ao = view.createAmbientOcclusionOptions();
    ao.enabled = true;
    view.setAmbientOcclusionOptions(ao);
    expect(last('ao')).toMatchObject({
      enabled: true,
      quality: 'Q.LOW',
      lowPassFilter: 'Q.MEDIUM',
    });
    expect(view.getBloomOptions().quality).toBe('MEDIUM');
  });
});

describe('antiAliasing, postProcessing and the members the wasm lacks', () => {
  it('maps the library’s strings (RNFAntiAliasingEnum.h) and reads them back', () => {
    const { view, last } = setUp();
    expect(view.antiAliasing).toBe('FXAA');
    view.antiAliasing = 'none';
    expect(last('aa')).toBe('AA.NONE');
    expect(view.antiAliasing).toBe('none');
    expect(() => (view.antiAliasing = 'fxaa')).toThrow(ENUM_ERROR);
    view.postProcessing = false;
    expect(last('post')).toBe(false);
    expect(view.postProcessing).toBe(false);
  });

  it('throws the host’s error for dithering, shadowing and screen-space refraction', () => {
    const { view } = setUp();
    expect(() => (view.dithering = 'none')).toThrow(
      'View.dithering is not available in the browser.',
    );
    expect(() => (view.shadowing = false)).toThrow(
      'View.shadowing is not available in the browser.',
    );
    expect(() => view.screenSpaceRefraction).toThrow(
      'View.screenSpaceRefraction is not available in the browser.',
    );
  });

  it('sends TAA with the web build’s flag for upscaling (only a factor above 1 sets it)', () => {
    const { view, last } = setUp();
    view.temporalAntiAliasingOptions = { enabled: 1, jitterPattern: 2, upscaling: 1 };
    expect(last('taa')).toMatchObject({
      enabled: true,
      jitterPattern: 'JP.HALTON_23_X8',
      boxClipping: 'BC.ACCURATE',
      upscaling: false,
    });
    expect(last('taa')).not.toHaveProperty('hdr');
  });
});

describe('dynamic resolution (no web setter)', () => {
  it('renders a fixed scale into a smaller canvas; the library still reads the view’s size', () => {
    const { config, view, canvas, last } = setUp();
    config.surface.setSurface([0, 0, 800, 600]);
    expect([canvas.width, canvas.height]).toEqual([800, 600]);
    const options = view.createDynamicResolutionOptions();
    options.enabled = true;
    options.minScale = [0.5, 0.5];
    options.maxScale = [0.5, 0.5];
    view.setDynamicResolutionOptions(options);
    expect([canvas.width, canvas.height]).toEqual([400, 300]);
    expect(last('viewport')).toEqual([0, 0, 400, 300]);
    expect(config.surface.viewport()).toEqual([0, 0, 800, 600]);
    // A resize keeps the scale; switching it off restores the full size.
    config.surface.setSurface([0, 0, 1000, 500]);
    expect(last('viewport')).toEqual([0, 0, 500, 250]);
    const off = view.createDynamicResolutionOptions();
    off.enabled = false;
    view.setDynamicResolutionOptions(off);
    expect(last('viewport')).toEqual([0, 0, 1000, 500]);
  });

  it('keeps the full size for a range (min ≠ max), as Filament does without frame timing', () => {
    const { config, view, canvas } = setUp();
    config.surface.setSurface([0, 0, 800, 600]);
    const options = view.createDynamicResolutionOptions();
    options.enabled = true;
    view.setDynamicResolutionOptions(options);
    expect([canvas.width, canvas.height]).toEqual([800, 600]);
    expect(() => (options.minScale = [0.5] as never)).toThrow(
      'Expected exactly two values for scale.',
    );
  });
});
