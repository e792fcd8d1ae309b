// cspell:words Ssct RGSS HALTON reprojection
/**
 * The View options react-native-filament converts before handing them to Filament: ambient
 * occlusion, bloom, dynamic resolution (wrapper objects whose setters convert each field),
 * temporal anti-aliasing (a string -> number record), and the anti-aliasing, dithering and
 * post-processing properties. Each function returns the whole Filament struct the C++ would
 * pass, with enum values as their Filament names (the host maps them to the web build's enums).
 *
 * Follows node_modules/react-native-filament/cpp/core/RNFAmbientOcclusionOptionsWrapper.h:21-149,
 * cpp/core/RNFBloomOptionsWrapper.h:18-181, cpp/core/RNFDynamicResolutionOptions.h:21-89,
 * cpp/core/RNFViewWrapper.cpp:96-211, cpp/core/RNFQualityLevel.h, cpp/core/RNFAntiAliasingEnum.h,
 * cpp/core/RNFDitheringEnum.h, and the defaults of ios/libs/filament/include/filament/Options.h
 * (DynamicResolutionOptions :79-99, BloomOptions :132-166, AmbientOcclusionOptions :391-415,
 * TemporalAntiAliasingOptions :491-528). The AO, bloom and dynamic-resolution defaults equal
 * filament 1.53.4's `set*OptionsDefaults` (node_modules/filament/filament.js:159-283); its TAA
 * defaults (:293-311) differ: `upscaling` is a boolean there, a float factor here.
 */
import { unionToEnum } from './enum-mapper';

export type QualityLevel = 'LOW' | 'MEDIUM' | 'HIGH' | 'ULTRA';

const QUALITY_LEVELS: Readonly<Record<QualityLevel, QualityLevel>> = {
  LOW: 'LOW',
  MEDIUM: 'MEDIUM',
  HIGH: 'HIGH',
  ULTRA: 'ULTRA',
};

/** RNFQualityLevel.h: the upper-case names, anything else throws the enum error. */
export function qualityLevelFromString(value: string): QualityLevel {
  return unionToEnum(QUALITY_LEVELS, value);
}

/**
 * `static_cast<uintN_t>(double)` as the wrappers' setters do (RNFBloomOptionsWrapper.h:74, :81,
 * :145). Out of range is undefined behavior in C++; here, as arm64's conversion gives:
 * negatives and NaN saturate to 0, then the value is cut to its low bits.
 */
function toUint(value: number, bits: 8 | 32): number {
  const saturated = !(value > 0) ? 0 : Math.min(Math.trunc(value), 0xffffffff);
  return bits === 8 ? saturated & 0xff : saturated;
}

const f = Math.fround;

/**
 * What the library's TS can assign to a wrapper: every field optional, enum fields as any
 * string (an unknown one throws, as the C++ setter does). `null` counts as not set, as the
 * library's helpers skip it.
 */
export type OptionsInput<T> = {
  readonly [K in keyof T]?: (T[K] extends string ? string : T[K]) | null;
};

export interface AmbientOcclusionOptions {
  radius: number;
  power: number;
  bias: number;
  resolution: number;
  intensity: number;
  bilateralThreshold: number;
  quality: QualityLevel;
  lowPassFilter: QualityLevel;
  upsampling: QualityLevel;
  enabled: boolean;
  bentNormals: boolean;
  minHorizonAngleRad: number;
}

/** Options.h:398-415 (aoType SAO and the Ssct block stay at their defaults; no setter reaches them). */
export const AMBIENT_OCCLUSION_DEFAULTS: Readonly<AmbientOcclusionOptions> = {
  radius: f(0.3),
  power: 1,
  bias: f(0.0005),
  resolution: 0.5,
  intensity: 1,
  bilateralThreshold: f(0.05),
  quality: 'LOW',
  lowPassFilter: 'MEDIUM',
  upsampling: 'LOW',
  enabled: false,
  bentNormals: false,
  minHorizonAngleRad: 0,
};

/**
 * RNFAmbientOcclusionOptionsWrapper.h:49-149: defaults, then each field set; numbers as
 * `float`, quality levels checked. (The library's TS helper that fills the wrapper,
 * src/utilities/makeAmbientOcclusionHostObject.ts, never copies `power`: that TS runs
 * unchanged in the browser, so `power` stays 1 there too.)
 */
export function ambientOcclusionOptions(
  set: OptionsInput<AmbientOcclusionOptions>,
): AmbientOcclusionOptions {
  const out = { ...AMBIENT_OCCLUSION_DEFAULTS };
  for (const key of ['radius', 'power', 'bias', 'resolution', 'intensity'] as const) {
    if (set[key] != null) out[key] = f(set[key]);
  }
  if (set.bilateralThreshold != null) out.bilateralThreshold = f(set.bilateralThreshold);
  if (set.minHorizonAngleRad != null) out.minHorizonAngleRad = f(set.minHorizonAngleRad);
  for (const key of ['quality', 'lowPassFilter', 'upsampling'] as const) {
    if (set[key] != null) out[key] = qualityLevelFromString(set[key]);
  }
  if (set.enabled != null) out.enabled = set.enabled;
  if (set.bentNormals != null) out.bentNormals = set.bentNormals;
  return out;
}

export interface BloomOptions {
  strength: number;
  resolution: number;
  levels: number;
  blendMode: 'ADD' | 'INTERPOLATE';
  threshold: boolean;
  enabled: boolean;
  highlight: number;
  quality: QualityLevel;
  lensFlare: boolean;
  starburst: boolean;
  chromaticAberration: number;
  ghostCount: number;
  ghostSpacing: number;
  ghostThreshold: number;
  haloThickness: number;
  haloRadius: number;
  haloThreshold: number;
}

/** Options.h:139-166 (the dirt texture and its strength have no setter). */
export const BLOOM_DEFAULTS: Readonly<BloomOptions> = {
  strength: f(0.1),
  resolution: 384,
  levels: 6,
  blendMode: 'ADD',
  threshold: true,
  enabled: false,
  highlight: 1000,
  quality: 'LOW',
  lensFlare: false,
  starburst: true,
  chromaticAberration: f(0.005),
  ghostCount: 4,
  ghostSpacing: f(0.6),
  ghostThreshold: 10,
  haloThickness: f(0.1),
  haloRadius: f(0.4),
  haloThreshold: 10,
};

const BLOOM_FLOATS = [
  'strength',
  'highlight',
  'chromaticAberration',
  'ghostSpacing',
  'ghostThreshold',
  'haloThickness',
  'haloRadius',
  'haloThreshold',
] as const;

/**
 * RNFBloomOptionsWrapper.h:56-181: `resolution` is cast to uint32, `levels` and `ghostCount`
 * to uint8 (so 2.9 levels is 2, 300 is 44); `blendMode` accepts "ADD" or "INTERPOLATE" only.
 */
export function bloomOptions(set: OptionsInput<BloomOptions>): BloomOptions {
  const out = { ...BLOOM_DEFAULTS };
  for (const key of BLOOM_FLOATS) if (set[key] != null) out[key] = f(set[key]);
  if (set.resolution != null) out.resolution = toUint(set.resolution, 32);
  if (set.levels != null) out.levels = toUint(set.levels, 8);
  if (set.ghostCount != null) out.ghostCount = toUint(set.ghostCount, 8);
  if (set.blendMode != null) {
    if (set.blendMode !== 'ADD' && set.blendMode !== 'INTERPOLATE') {
      throw new Error('Invalid blendMode value');
    }
    out.blendMode = set.blendMode;
  }
  if (set.quality != null) out.quality = qualityLevelFromString(set.quality);
  for (const key of ['threshold', 'enabled', 'lensFlare', 'starburst'] as const) {
    if (set[key] != null) out[key] = set[key];
  }
  return out;
}

export interface DynamicResolutionOptions {
  minScale: [number, number];
  maxScale: [number, number];
  sharpness: number;
  enabled: boolean;
  homogeneousScaling: boolean;
  quality: QualityLevel;
}

/** Options.h:80-99. */
export const DYNAMIC_RESOLUTION_DEFAULTS: Readonly<DynamicResolutionOptions> = {
  minScale: [0.5, 0.5],
  maxScale: [1, 1],
  sharpness: f(0.9),
  enabled: false,
  homogeneousScaling: false,
  quality: 'LOW',
};

/** RNFDynamicResolutionOptions.h:37-89: the scales must have exactly two values. */
export function dynamicResolutionOptions(
  set: OptionsInput<DynamicResolutionOptions>,
): DynamicResolutionOptions {
  const out = { ...DYNAMIC_RESOLUTION_DEFAULTS };
  const pair = (scale: readonly number[]): [number, number] => {
    if (scale.length !== 2) throw new Error('Expected exactly two values for scale.');
    return [f(scale[0]), f(scale[1])];
  };
  if (set.minScale != null) out.minScale = pair(set.minScale);
  if (set.maxScale != null) out.maxScale = pair(set.maxScale);
  if (set.sharpness != null) out.sharpness = f(set.sharpness);
  if (set.enabled != null) out.enabled = set.enabled;
  if (set.homogeneousScaling != null) out.homogeneousScaling = set.homogeneousScaling;
  if (set.quality != null) out.quality = qualityLevelFromString(set.quality);
  return out;
}

export type BoxClipping = 'ACCURATE' | 'CLAMP' | 'NONE';
export type JitterPattern =
  'RGSS_X4' | 'UNIFORM_HELIX_X4' | 'HALTON_23_X8' | 'HALTON_23_X16' | 'HALTON_23_X32';

export interface TemporalAntiAliasingOptions {
  filterWidth: number;
  feedback: number;
  lodBias: number;
  sharpness: number;
  enabled: boolean;
  upscaling: number;
  filterHistory: boolean;
  filterInput: boolean;
  useYCoCg: boolean;
  hdr: boolean;
  boxType: 'AABB' | 'AABB_VARIANCE';
  boxClipping: BoxClipping;
  jitterPattern: JitterPattern;
  varianceGamma: number;
  preventFlickering: boolean;
  historyReprojection: boolean;
}

/** Options.h:491-528. `upscaling` is a float factor in this Filament, not a flag. */
export const TEMPORAL_ANTI_ALIASING_DEFAULTS: Readonly<TemporalAntiAliasingOptions> = {
  filterWidth: 1,
  feedback: f(0.12),
  lodBias: -1,
  sharpness: 0,
  enabled: false,
  upscaling: 1,
  filterHistory: true,
  filterInput: true,
  useYCoCg: false,
  hdr: true,
  boxType: 'AABB',
  boxClipping: 'ACCURATE',
  jitterPattern: 'HALTON_23_X16',
  varianceGamma: 1,
  preventFlickering: false,
  historyReprojection: true,
};

const BOX_CLIPPINGS: readonly BoxClipping[] = ['ACCURATE', 'CLAMP', 'NONE'];
const JITTER_PATTERNS: readonly JitterPattern[] = [
  'RGSS_X4',
  'UNIFORM_HELIX_X4',
  'HALTON_23_X8',
  'HALTON_23_X16',
  'HALTON_23_X32',
];

/**
 * RNFViewWrapper.cpp:96-163, on the record src/types/Options.ts:300-317 (`optionsToJSI`) makes:
 * booleans as 1/0, `boxClipping` 0-2 and `jitterPattern` 0-4. Each call starts from the
 * defaults, so a field not given is reset, not kept. Bugs kept:
 * - `upscaling` is written twice (:101-103 as `== 1.0`, then :150-152 raw), so the raw number
 *   wins: `upscaling: false` sets Filament's upscaling factor to 0, `true` to 1;
 * - `varianceGamma` is compared `== 1.0` (:156-158), so any value other than 1 becomes 0;
 * - a bad `jitterPattern` throws "Invalid boxClipping value" (:136-139);
 * - `filterWidth` is never read (deprecated in Filament anyway).
 */
export function temporalAntiAliasingOptions(
  record: Readonly<Record<string, number>>,
): TemporalAntiAliasingOptions {
  const out = { ...TEMPORAL_ANTI_ALIASING_DEFAULTS };
  const has = (key: string) => Object.prototype.hasOwnProperty.call(record, key);
  const flags = ['enabled', 'filterInput', 'filterHistory', 'useYCoCg'] as const;
  for (const key of flags) if (has(key)) out[key] = record[key] === 1;
  if (has('upscaling')) out.upscaling = record.upscaling === 1 ? 1 : 0;
  if (has('boxClipping')) out.boxClipping = codeToName(BOX_CLIPPINGS, record.boxClipping);
  if (has('jitterPattern')) out.jitterPattern = codeToName(JITTER_PATTERNS, record.jitterPattern);
  for (const key of ['feedback', 'lodBias', 'sharpness'] as const) {
    if (has(key)) out[key] = f(record[key]);
  }
  if (has('upscaling')) out.upscaling = f(record.upscaling);
  if (has('preventFlickering')) out.preventFlickering = record.preventFlickering === 1;
  if (has('varianceGamma')) out.varianceGamma = record.varianceGamma === 1 ? 1 : 0;
  if (has('historyReprojection')) out.historyReprojection = record.historyReprojection === 1;
  return out;
}

/** Both numeric enums throw the boxClipping message (:122 and, copied, :138). */
function codeToName<T extends string>(names: readonly T[], code: number): T {
  const name = Number.isInteger(code) ? names[code] : undefined;
  if (name == null) throw new Error('Invalid boxClipping value');
  return name;
}

/** cpp/core/RNFAntiAliasingEnum.h: "none" and "FXAA" (as spelled; "fxaa" throws). */
export function antiAliasingFromString(value: string): 'NONE' | 'FXAA' {
  return unionToEnum({ none: 'NONE', FXAA: 'FXAA' } as const, value);
}

/** cpp/core/RNFDitheringEnum.h: "none" and "temporal". */
export function ditheringFromString(value: string): 'NONE' | 'TEMPORAL' {
  return unionToEnum({ none: 'NONE', temporal: 'TEMPORAL' } as const, value);
}

/**
 * The plain View properties the library assigns (src/react/Configurator.tsx:67-71), converted
 * as RNFViewWrapper.cpp:165-211 does; booleans pass through unchanged.
 */
export interface ViewPropertiesInput {
  readonly antiAliasing?: string | null;
  readonly dithering?: string | null;
  readonly postProcessing?: boolean | null;
  readonly screenSpaceRefraction?: boolean | null;
  readonly shadowing?: boolean | null;
}

export interface ViewProperties {
  readonly antiAliasing?: 'NONE' | 'FXAA';
  readonly dithering?: 'NONE' | 'TEMPORAL';
  readonly postProcessing?: boolean;
  readonly screenSpaceRefraction?: boolean;
  readonly shadowing?: boolean;
}

export function viewProperties(input: ViewPropertiesInput): ViewProperties {
  return {
    ...(input.antiAliasing != null && {
      antiAliasing: antiAliasingFromString(input.antiAliasing),
    }),
    ...(input.dithering != null && { dithering: ditheringFromString(input.dithering) }),
    ...(input.postProcessing != null && { postProcessing: input.postProcessing }),
    ...(input.screenSpaceRefraction != null && {
      screenSpaceRefraction: input.screenSpaceRefraction,
    }),
    ...(input.shadowing != null && { shadowing: input.shadowing }),
  };
}
