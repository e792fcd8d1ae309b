/**
 * What react-native-filament's `EngineImpl` sets up once per engine, as typed constants, and the
 * two small decisions it makes later (the viewport on a surface resize, the indirect light's
 * builder calls). The host replays these on the web build's objects.
 *
 * Follows node_modules/react-native-filament/cpp/core/RNFEngineImpl.cpp:36-90 (constructor),
 * :132-145 (surfaceSizeChanged), :170-182 (renderer), :213-229 (camera), :276-314
 * (setIndirectLight), and the defaults of ios/libs/filament/include/filament/Renderer.h:78-84
 * (DisplayInfo) and :162-199 (ClearOptions).
 */

/** RNFEngineImpl.cpp:179 sets only `clear`; the other fields keep Renderer.h:162-199's defaults. */
export const RENDERER_CLEAR_OPTIONS = {
  clearColor: [0, 0, 0, 0],
  clearStencil: 0,
  clear: true,
  discard: true,
} as const;

/** RNFEngineImpl.cpp:224-227: f/16, 1/125 s, ISO 100, Filament's own default (Camera.h:481-485). */
export const CAMERA_EXPOSURE = {
  aperture: 16,
  shutterSpeed: Math.fround(1 / 125),
  sensitivity: 100,
} as const;

/** RNFEngineImpl.cpp:63: ResourceConfiguration{ .normalizeSkinningWeights = true }. */
export const RESOURCE_LOADER_CONFIG = { normalizeSkinningWeights: true } as const;

/** RNFEngineImpl.cpp:66-70: the texture decoders the resource loader registers, by MIME type. */
export const TEXTURE_PROVIDERS = {
  'image/jpeg': 'stb',
  'image/png': 'stb',
  'image/ktx2': 'ktx2',
} as const;

/** RNFEngineImpl.cpp:40-41, 51-52: the ubershader material provider, and asset names kept. */
export const ASSET_LOADER = { materials: 'ubershader', names: true } as const;

export interface EngineSetup {
  readonly renderer: {
    readonly clearOptions: typeof RENDERER_CLEAR_OPTIONS;
    readonly displayInfo: { readonly refreshRate: number };
  };
  readonly camera: { readonly exposure: typeof CAMERA_EXPOSURE };
  readonly assetLoader: typeof ASSET_LOADER;
  readonly resourceLoader: typeof RESOURCE_LOADER_CONFIG;
  readonly textureProviders: typeof TEXTURE_PROVIDERS;
  /** RNFEngineImpl.cpp:88-89: the one view shows the one scene through the one camera. */
  readonly viewUses: { readonly scene: true; readonly camera: true };
}

/**
 * The constructor's set-up (RNFEngineImpl.cpp:36-90) for a display refresh rate. Natively the
 * rate is the screen's maximum (ios/src/RNFAppleFilamentProxy.mm:121-124); the browser has no
 * such query, so the host passes its own estimate (e.g. 60).
 */
export function describeEngineSetup(displayRefreshRate: number): EngineSetup {
  return {
    renderer: {
      clearOptions: RENDERER_CLEAR_OPTIONS,
      displayInfo: { refreshRate: Math.fround(displayRefreshRate) },
    },
    camera: { exposure: CAMERA_EXPOSURE },
    assetLoader: ASSET_LOADER,
    resourceLoader: RESOURCE_LOADER_CONFIG,
    textureProviders: TEXTURE_PROVIDERS,
    viewUses: { scene: true, camera: true },
  };
}

/** Filament's `Viewport` as the web build's `View.setViewport` takes it: [left, bottom, w, h]. */
export type Viewport = readonly [left: number, bottom: number, width: number, height: number];

/**
 * RNFEngineImpl.cpp:132-145: a surface of a positive size sets the viewport to the whole
 * surface (and the camera manipulator's viewport); any other size is ignored (null here) and
 * the previous viewport stays. Sizes are surface pixels, already multiplied by the pixel ratio.
 */
export function viewportForSurface(width: number, height: number): Viewport | null {
  if (width <= 0 || height <= 0) return null;
  return [0, 0, Math.trunc(width), Math.trunc(height)];
}

export interface IndirectLightDescription {
  readonly intensity?: number;
  /** Spherical-harmonics bands read from the KTX bundle: 3 unless given (:305-309). */
  readonly irradianceBands: number;
}

/**
 * RNFEngineImpl.cpp:276-314 minus the texture work: the errors checked first, then the
 * builder calls. The bands are cast to `uint8_t` (:306), so 259 becomes 3.
 */
export function describeIndirectLight(
  bufferByteLength: number,
  intensity?: number | null,
  irradianceBands?: number | null,
): IndirectLightDescription {
  if (bufferByteLength === 0) {
    throw new Error('IBL buffer is empty');
  }
  const bands = irradianceBands == null ? 3 : Math.trunc(irradianceBands) & 0xff;
  return intensity == null
    ? { irradianceBands: bands }
    : { intensity: Math.fround(intensity), irradianceBands: bands };
}
