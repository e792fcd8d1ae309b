/**
 * What a live preview shows, as plain data: the knob state, the presets, and
 * the derived values the JSX snippet (./jsx.ts) is written from. That JSX is
 * what the web host runs, so the picture and the code say the same thing.
 * No browser or engine code.
 */

import { POSTER_ALT } from './poster';

export type Float3 = [number, number, number];

/** The `type` values of react-native-filament's `<Light>`. */
export const LIGHT_TYPES = ['directional', 'sun', 'point', 'spot', 'focused_point'] as const;
export type LightType = (typeof LIGHT_TYPES)[number];

export interface LightKnobs {
  readonly type: LightType;
  /** Lux for directional and sun lights, lumen for the others. */
  readonly intensity: number;
  readonly colorKelvin: number;
  /** Where the light points, as compass and elevation angles (degrees) to keep it a unit vector. */
  readonly azimuth: number;
  readonly elevation: number;
  /** Point and spot lights only. */
  readonly position: Float3;
  readonly falloffRadius: number;
  /** Spot lights only: inner and outer half-angles in degrees. */
  readonly coneDegrees: readonly [number, number];
}

export interface CameraKnobs {
  readonly position: Float3;
  readonly target: Float3;
  readonly focalLength: number;
}

export interface TransformKnobs {
  readonly translate: Float3;
  /** Degrees in the UI; the library takes radians. */
  readonly rotateDegrees: Float3;
  readonly scale: Float3;
}

export interface AnimatorKnobs {
  readonly playing: boolean;
  readonly animationIndex: number;
}

export interface SceneState {
  readonly light: LightKnobs;
  readonly camera: CameraKnobs;
  readonly transform: TransformKnobs;
  readonly animator: AnimatorKnobs;
}

/** Generated models in static/models/ (see tools/models). */
export type ModelFile = 'showcase' | 'beacon' | 'floor';

/** Animations of beacon.glb, in file order; a unit test checks the file agrees. */
export const BEACON_ANIMATION_NAMES = ['Spin', 'Bounce', 'Pulse'] as const;

export type KnobGroup = 'light' | 'camera' | 'transformation' | 'animator';
export const PRESET_NAMES = ['home', 'light', 'camera', 'transformation', 'animator'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

export function isPresetName(value: string): value is PresetName {
  return (PRESET_NAMES as readonly string[]).includes(value);
}

export interface Preset {
  readonly name: PresetName;
  /** Names the scene for screen readers and in the poster's alt text. */
  readonly description: string;
  readonly model: Exclude<ModelFile, 'floor'>;
  /** Which knobs sit next to the canvas; none on the home page. */
  readonly knobs: KnobGroup | null;
  /** Whether the scene uses its own `<Light>` (the light guide) or `<DefaultLight />`. */
  readonly customLight: boolean;
  /** Component name in the JSX snippet. */
  readonly componentName: string;
  readonly initial: SceneState;
}

/**
 * What `<DefaultLight />` adds: a directional light (and an environment light).
 * It also casts shadows on the device; the web build's glTF materials draw
 * none, so the previews leave shadows out of the picture and the code.
 */
const DEFAULT_LIGHT: LightKnobs = {
  type: 'directional',
  intensity: 10_000,
  colorKelvin: 6_500,
  azimuth: 0,
  elevation: -90,
  position: [0, 0, 0],
  falloffRadius: 1,
  coneDegrees: [20, 35],
};

const CAMERA: CameraKnobs = { position: [2.1, 1.6, 3.3], target: [0, 0.45, 0], focalLength: 28 };

const BASE: SceneState = {
  light: DEFAULT_LIGHT,
  camera: CAMERA,
  transform: { translate: [0, 0, 0], rotateDegrees: [0, 0, 0], scale: [1, 1, 1] },
  animator: { playing: true, animationIndex: 0 },
};

/** Sensible starting values when the reader switches the light type. */
export function lightDefaultsFor(type: LightType): Pick<LightKnobs, 'intensity'> {
  return { intensity: type === 'directional' || type === 'sun' ? 60_000 : 4_000_000 };
}

/** Slider ranges of the intensity knob, per light type. */
export function intensityRange(type: LightType): { min: number; max: number; step: number } {
  return type === 'directional' || type === 'sun'
    ? { min: 0, max: 150_000, step: 1_000 }
    : { min: 0, max: 10_000_000, step: 100_000 };
}

export const PRESETS: Record<PresetName, Preset> = {
  home: {
    name: 'home',
    description: POSTER_ALT.home,
    model: 'showcase',
    knobs: null,
    customLight: false,
    componentName: 'ShowcaseScene',
    initial: BASE,
  },
  light: {
    name: 'light',
    description: POSTER_ALT.light,
    model: 'showcase',
    knobs: 'light',
    customLight: true,
    componentName: 'LightScene',
    initial: {
      ...BASE,
      light: {
        ...DEFAULT_LIGHT,
        intensity: 60_000,
        colorKelvin: 5_500,
        azimuth: 35,
        elevation: -50,
        position: [1.5, 2.5, 1.5],
        falloffRadius: 10,
      },
    },
  },
  camera: {
    name: 'camera',
    description: POSTER_ALT.camera,
    model: 'showcase',
    knobs: 'camera',
    customLight: false,
    componentName: 'CameraScene',
    initial: BASE,
  },
  transformation: {
    name: 'transformation',
    description: POSTER_ALT.transformation,
    model: 'beacon',
    knobs: 'transformation',
    customLight: false,
    componentName: 'TransformationScene',
    initial: {
      ...BASE,
      transform: { translate: [0, 0, 0], rotateDegrees: [0, -30, 0], scale: [1, 1, 1] },
    },
  },
  animator: {
    name: 'animator',
    description: POSTER_ALT.animator,
    model: 'beacon',
    knobs: 'animator',
    customLight: false,
    componentName: 'AnimatorScene',
    initial: BASE,
  },
};

export const round = (value: number, digits = 2): number => {
  const factor = 10 ** digits;
  const result = Math.round(value * factor) / factor;
  return Object.is(result, -0) ? 0 : result;
};

/** Unit vector for compass (azimuth, around +y from +z) and elevation angles in degrees, rounded as shown. */
export function directionFromAngles(azimuth: number, elevation: number): Float3 {
  const az = (azimuth * Math.PI) / 180;
  const el = (elevation * Math.PI) / 180;
  return [
    round(Math.cos(el) * Math.sin(az)),
    round(Math.sin(el)),
    round(Math.cos(el) * Math.cos(az)),
  ];
}

export const degreesToRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** The light as react-native-filament's `<Light>` receives it (only the props that type uses). */
export interface LightProps {
  readonly type: LightType;
  readonly intensity: number;
  readonly colorKelvin: number;
  readonly direction?: Float3;
  readonly position?: Float3;
  readonly falloffRadius?: number;
  readonly spotLightCone?: [number, number];
}

export function lightProps(light: LightKnobs): LightProps {
  const directional = light.type === 'directional' || light.type === 'sun';
  const spot = light.type === 'spot' || light.type === 'focused_point';
  return {
    type: light.type,
    intensity: light.intensity,
    colorKelvin: light.colorKelvin,
    // A point light shines every way, so its direction is left out.
    direction:
      light.type === 'point' ? undefined : directionFromAngles(light.azimuth, light.elevation),
    position: directional ? undefined : (light.position.map((v) => round(v)) as Float3),
    falloffRadius: directional ? undefined : light.falloffRadius,
    spotLightCone: spot
      ? [
          round(degreesToRadians(light.coneDegrees[0])),
          round(degreesToRadians(light.coneDegrees[1])),
        ]
      : undefined,
  };
}

/** Camera values as shown in the JSX, which is what runs (two decimals). */
export function cameraProps(camera: CameraKnobs): CameraKnobs {
  return {
    position: camera.position.map((v) => round(v)) as Float3,
    target: camera.target.map((v) => round(v)) as Float3,
    focalLength: round(camera.focalLength, 0),
  };
}
