// cspell:words jsbindings
/**
 * The builder calls of react-native-filament's skybox set-up, for the host to replay on the
 * web build's `Skybox.Builder`.
 *
 * Follows node_modules/react-native-filament/cpp/core/RNFEngineImpl.Skybox.cpp:16-34 (color),
 * :36-72 (texture) and :74-77 (clear).
 */
import { hexColorToSRGBLinear } from './color';

export interface SkyboxDescription {
  readonly showSun?: boolean;
  /**
   * Skybox::Builder::intensity. filament 1.53.4's web builder declares no `intensity`
   * (node_modules/filament/filament.d.ts:270-275; the issue 22 survey found none in
   * google/filament web/filament-js/jsbindings.cpp either), so the host may not be able to apply
   * it; the description still carries it.
   */
  readonly intensity?: number;
  /** From hexColorToSRGBLinear: divided by 255, not linearized (bug kept). */
  readonly color?: readonly [number, number, number, number];
  /** A KTX1 cubemap to decode (the texture variant). */
  readonly environmentByteLength?: number;
}

/** RNFEngineImpl.Skybox.cpp:16-34: showSun and intensity only when given, then the color. */
export function describeColorSkybox(
  hexColor: string,
  showSun?: boolean | null,
  envIntensity?: number | null,
): SkyboxDescription {
  return {
    ...(showSun != null && { showSun }),
    ...(envIntensity != null && { intensity: Math.fround(envIntensity) }),
    color: hexColorToSRGBLinear(hexColor),
  };
}

/**
 * RNFEngineImpl.Skybox.cpp:36-72: the same options, then "Texture buffer is empty" for an
 * empty buffer. A null buffer ("Texture buffer is null") is the host's to check.
 */
export function describeTextureSkybox(
  byteLength: number,
  showSun?: boolean | null,
  envIntensity?: number | null,
): SkyboxDescription {
  if (byteLength === 0) throw new Error('Texture buffer is empty');
  return {
    ...(showSun != null && { showSun }),
    ...(envIntensity != null && { intensity: Math.fround(envIntensity) }),
    environmentByteLength: byteLength,
  };
}
