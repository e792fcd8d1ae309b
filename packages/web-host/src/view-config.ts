/**
 * The View's rendering options (src/types/View.ts, set by src/react/Configurator.tsx:54-80) on
 * Filament's web View, following cpp/core/RNFViewWrapper.cpp:6-26 (what is registered) and
 * :96-211, through the conversions of ports/view-options.ts. Dynamic resolution has no web
 * setter: the host renders at the scale Filament would use without GPU frame timing
 * (ports/dynamic-resolution.ts) into a smaller canvas backing store, which the browser
 * stretches to the view with bilinear filtering, as Filament's LOW upscaling quality does.
 */
import type * as FilamentTypes from 'filament';
import { unavailable } from './host-object';
import type { Filament } from './filament';
import type { Viewport } from './ports/engine-setup';
import {
  ambientOcclusionOptions,
  AMBIENT_OCCLUSION_DEFAULTS,
  bloomOptions,
  BLOOM_DEFAULTS,
  dynamicResolutionOptions,
  DYNAMIC_RESOLUTION_DEFAULTS,
  temporalAntiAliasingOptions,
  viewProperties,
  type OptionsInput,
} from './ports/view-options';
import { renderScaleWithoutFrameTiming, scaledSize, type Scale } from './ports/dynamic-resolution';

type Enums = Record<string, Record<string, unknown>>;

/** Filament's enum names (the ports' output) to the web build's enum values. */
function toWebEnums<T extends object>(
  Filament: Filament,
  options: T,
  enums: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const all = Filament as unknown as Enums;
  const out: Record<string, unknown> = { ...(options as Record<string, unknown>) };
  for (const [key, enumName] of Object.entries(enums)) {
    if (key in out) out[key] = all[enumName][out[key] as string];
  }
  return out;
}

const QUALITY = 'View$QualityLevel';

/**
 * The wrapper objects of createAmbientOcclusionOptions & co. (RNF*OptionsWrapper.h): each
 * assignment is converted at once, so a bad value throws where the library assigns it, as the
 * C++ setters do; reading a field gives the converted value.
 */
function optionsWrapper<T extends object>(
  defaults: Readonly<T>,
  convert: (set: OptionsInput<T>) => T,
  initial: OptionsInput<T> = {},
): T & { readonly converted: () => T } {
  const set: Record<string, unknown> = { ...initial };
  const wrapper = { converted: () => convert(set as OptionsInput<T>) };
  for (const key of Object.keys(defaults)) {
    Object.defineProperty(wrapper, key, {
      enumerable: true,
      get: () => (convert(set as OptionsInput<T>) as Record<string, unknown>)[key],
      set: (value: unknown) => {
        set[key] = value;
        convert(set as OptionsInput<T>);
      },
    });
  }
  return wrapper as T & { readonly converted: () => T };
}

/** The canvas and the viewport at the scale dynamic resolution asks for. */
function createSurfaceScale(raw: FilamentTypes.View, canvas: HTMLCanvasElement) {
  let surface: Viewport | undefined;
  let scale: Scale = [1, 1];
  const apply = () => {
    if (!surface) return;
    const [width, height] = scaledSize(surface[2], surface[3], scale);
    canvas.width = width;
    canvas.height = height;
    raw.setViewport([0, 0, width, height]);
  };
  return {
    /** The view's own viewport, as the library reads it (RNFViewWrapper.cpp:32-43, :279-287). */
    viewport: (): readonly number[] =>
      surface ?? (raw as unknown as { getViewport(): number[] }).getViewport(),
    setSurface(viewport: Viewport) {
      surface = viewport;
      apply();
    },
    setScale(next: Scale) {
      scale = next;
      apply();
    },
  };
}

export type ViewConfig = ReturnType<typeof createViewConfig>;

/** Adds `extra`'s members to `target` with their accessors (a spread would call the getters). */
export function withMembers<T extends object, U extends object>(target: T, extra: U): T & U {
  return Object.defineProperties(target, Object.getOwnPropertyDescriptors(extra)) as T & U;
}

/** The options structs (RNFViewWrapper.cpp:46-94): wrappers made, then set as a whole. */
function optionsMembers(
  Filament: Filament,
  raw: FilamentTypes.View,
  surface: ReturnType<typeof createSurfaceScale>,
) {
  let ambientOcclusion = ambientOcclusionOptions({});
  let bloom = bloomOptions({});
  let dynamicResolution = dynamicResolutionOptions({});
  return {
    createAmbientOcclusionOptions: () =>
      optionsWrapper(AMBIENT_OCCLUSION_DEFAULTS, ambientOcclusionOptions),
    getAmbientOcclusionOptions: () =>
      optionsWrapper(AMBIENT_OCCLUSION_DEFAULTS, ambientOcclusionOptions, ambientOcclusion),
    setAmbientOcclusionOptions: (wrapper: { converted(): typeof ambientOcclusion }) => {
      ambientOcclusion = wrapper.converted();
      const enums = { quality: QUALITY, lowPassFilter: QUALITY, upsampling: QUALITY };
      raw.setAmbientOcclusionOptions(toWebEnums(Filament, ambientOcclusion, enums) as never);
    },
    createBloomOptions: () => optionsWrapper(BLOOM_DEFAULTS, bloomOptions),
    getBloomOptions: () => optionsWrapper(BLOOM_DEFAULTS, bloomOptions, bloom),
    setBloomOptions: (wrapper: { converted(): typeof bloom }) => {
      bloom = wrapper.converted();
      const enums = { quality: QUALITY, blendMode: 'View$BloomOptions$BlendMode' };
      raw.setBloomOptions(toWebEnums(Filament, bloom, enums) as never);
    },
    createDynamicResolutionOptions: () =>
      optionsWrapper(DYNAMIC_RESOLUTION_DEFAULTS, dynamicResolutionOptions),
    getDynamicResolutionOptions: () =>
      optionsWrapper(DYNAMIC_RESOLUTION_DEFAULTS, dynamicResolutionOptions, dynamicResolution),
    /** No web setter: the scale Filament would use without frame timing, on the canvas. */
    setDynamicResolutionOptions: (wrapper: { converted(): typeof dynamicResolution }) => {
      dynamicResolution = wrapper.converted();
      surface.setScale(renderScaleWithoutFrameTiming(dynamicResolution));
    },
    /** :96-163 on the library's optionsToJSI record. */
    set temporalAntiAliasingOptions(record: Record<string, number>) {
      const options = temporalAntiAliasingOptions(record);
      const enums = {
        boxType: 'View$TemporalAntiAliasingOptions$BoxType',
        boxClipping: 'View$TemporalAntiAliasingOptions$BoxClipping',
        jitterPattern: 'View$TemporalAntiAliasingOptions$JitterPattern',
      };
      const web = toWebEnums(Filament, options, enums);
      // This wasm's upscaling is a flag (2× upscaling when set), the library's Filament's a
      // factor whose 1 means none: only a factor above 1 asks for upscaling.
      web.upscaling = options.upscaling > 1;
      delete web.hdr;
      raw.setTemporalAntiAliasingOptions(web as never);
    },
  };
}

/** The plain properties (RNFViewWrapper.cpp:165-211). */
function propertyMembers(Filament: Filament, raw: FilamentTypes.View) {
  let antiAliasing: 'none' | 'FXAA' = 'FXAA';
  let postProcessing = true;
  const antiAliasingEnum = (Filament as unknown as Enums).View$AntiAliasing;
  return {
    get antiAliasing() {
      return antiAliasing;
    },
    set antiAliasing(value: string) {
      const name = viewProperties({ antiAliasing: value }).antiAliasing!;
      raw.setAntiAliasing(antiAliasingEnum[name] as never);
      antiAliasing = name === 'NONE' ? 'none' : 'FXAA';
    },
    get postProcessing() {
      return postProcessing;
    },
    set postProcessing(enabled: boolean) {
      raw.setPostProcessingEnabled(enabled);
      postProcessing = enabled;
    },
    // filament 1.53.4's wasm binds no setDithering, setShadowingEnabled or
    // setScreenSpaceRefractionEnabled (:173-193 call them natively).
    get dithering(): string {
      return unavailable('View.dithering');
    },
    set dithering(_value: string) {
      unavailable('View.dithering');
    },
    get shadowing(): boolean {
      return unavailable('View.shadowing');
    },
    set shadowing(_value: boolean) {
      unavailable('View.shadowing');
    },
    get screenSpaceRefraction(): boolean {
      return unavailable('View.screenSpaceRefraction');
    },
    set screenSpaceRefraction(_value: boolean) {
      unavailable('View.screenSpaceRefraction');
    },
  };
}

export function createViewConfig(
  Filament: Filament,
  raw: FilamentTypes.View,
  canvas: HTMLCanvasElement,
) {
  const surface = createSurfaceScale(raw, canvas);
  const members = withMembers(
    optionsMembers(Filament, raw, surface),
    propertyMembers(Filament, raw),
  );
  return { members, surface };
}
