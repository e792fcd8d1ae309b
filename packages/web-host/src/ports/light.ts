/**
 * `LightManager.createLightEntity` of react-native-filament as a pure "light description":
 * what the C++ hands to `LightManager::Builder`, which the host then replays on the web build's
 * `LightManager.Builder(type)` (filament.d.ts:254-267).
 *
 * Follows node_modules/react-native-filament/cpp/core/RNFLightManagerWrapper.cpp:32-77 and the
 * string map of cpp/core/RNFLightEnum.h:15-28.
 */
import { cct, type LinearRgb } from './color';
import { vecToFloat3 } from './converter';
import { unionToEnum } from './enum-mapper';
import type { Float3 } from './mat4';

/** Filament's `LightManager::Type` names (the web build's `LightManager$Type` keys). */
export type FilamentLightType = 'DIRECTIONAL' | 'SPOT' | 'POINT' | 'FOCUSED_SPOT' | 'SUN';

/**
 * RNFLightEnum.h:15-28. The focused spot light is spelled "focused_sport" (RNFLightEnum.h:22),
 * while the library's TS type offers "focused_point" (src/types/LightConfig.ts): natively that
 * value throws, and so it does here. The typo is kept.
 */
export const LIGHT_TYPES: Readonly<Record<string, FilamentLightType>> = {
  directional: 'DIRECTIONAL',
  spot: 'SPOT',
  point: 'POINT',
  focused_sport: 'FOCUSED_SPOT',
  sun: 'SUN',
};

export function lightTypeFromString(type: string): FilamentLightType {
  return unionToEnum(LIGHT_TYPES, type);
}

/**
 * The builder calls createLightEntity makes; an absent field is a builder call not made. As in
 * the JSI converter (`cpp/jsi/RNFJSIConverter.h:114-122`), `undefined` and `null` both mean absent.
 */
export interface LightDescription {
  readonly type: FilamentLightType;
  readonly color?: LinearRgb;
  readonly intensity?: number;
  readonly direction?: Float3;
  readonly position?: Float3;
  readonly castShadows?: boolean;
  readonly falloff?: number;
  readonly spotLightCone?: readonly [inner: number, outer: number];
}

/** createLightEntity's arguments, in the order of src/types/LightManager.ts:13-22. */
export interface LightArguments {
  readonly type: string;
  readonly colorKelvin?: number | null;
  readonly intensity?: number | null;
  readonly direction?: readonly number[] | null;
  readonly position?: readonly number[] | null;
  readonly castShadows?: boolean | null;
  readonly falloffRadius?: number | null;
  readonly spotLightCone?: readonly number[] | null;
}

/**
 * RNFLightManagerWrapper.cpp:43-73, in its order, so the same argument throws first. The
 * color goes through `Color::cct` (:48); numbers are narrowed to `float`. Natively the entity
 * is created (:40) before the type is checked (:44), so a bad type leaks one entity; a
 * description has no entity to leak. Filament's builder ignores the cone for non-spot lights.
 */
export function describeLight(args: LightArguments): LightDescription {
  const has = <T>(v: T | null | undefined): v is T => v != null;
  const light: { -readonly [K in keyof LightDescription]: LightDescription[K] } = {
    type: lightTypeFromString(args.type),
  };
  if (has(args.colorKelvin)) light.color = cct(args.colorKelvin);
  if (has(args.intensity)) light.intensity = Math.fround(args.intensity);
  if (has(args.direction)) light.direction = vecToFloat3(args.direction);
  if (has(args.position)) light.position = vecToFloat3(args.position);
  if (has(args.castShadows)) light.castShadows = args.castShadows;
  if (has(args.falloffRadius)) light.falloff = Math.fround(args.falloffRadius);
  if (has(args.spotLightCone)) {
    if (args.spotLightCone.length !== 2) {
      throw new Error('Spot light cones must have 2 values');
    }
    light.spotLightCone = [Math.fround(args.spotLightCone[0]), Math.fround(args.spotLightCone[1])];
  }
  return light;
}
