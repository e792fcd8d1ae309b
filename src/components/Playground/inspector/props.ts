/**
 * What the inspector lets a reader set, per component of the library: props
 * whose value is a literal in the code (a number, three numbers, a boolean,
 * a color string), each with the value the library uses when the prop is
 * absent and the line of the library's source that applies it (path inside
 * the package). Props set from an expression (a shared value, a variable)
 * are shown, not edited: the inspector could not say what to write.
 */

export type PropKind = 'number' | 'float3' | 'boolean' | 'color';

export interface PropSpec {
  readonly name: string;
  readonly kind: PropKind;
  readonly label: string;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  /** The value used when the prop is absent, as the library's source sets it. */
  readonly fallback?: number | boolean | string | readonly number[];
  /** `path:line` of that default in node_modules/react-native-filament. */
  readonly source?: string;
}

const TRANSFORM: readonly PropSpec[] = [
  { name: 'translate', kind: 'float3', label: 'Translate (m)', step: 0.1 },
  { name: 'rotate', kind: 'float3', label: 'Rotate (radians)', step: 0.1 },
  { name: 'scale', kind: 'float3', label: 'Scale', step: 0.1 },
];

export const EDITABLE: Readonly<Record<string, readonly PropSpec[]>> = {
  Light: [
    { name: 'intensity', kind: 'number', label: 'Intensity', min: 0, max: 200_000, step: 500 },
    {
      name: 'colorKelvin',
      kind: 'number',
      label: 'Color (K)',
      min: 1_000,
      max: 12_000,
      step: 100,
    },
    { name: 'castShadows', kind: 'boolean', label: 'Casts shadows' },
  ],
  EnvironmentalLight: [
    {
      name: 'intensity',
      kind: 'number',
      label: 'Intensity',
      min: 0,
      max: 100_000,
      step: 1_000,
      fallback: 25_000,
      source: 'src/react/EnvironmentalLight.tsx:25',
    },
  ],
  Camera: [
    {
      name: 'focalLengthInMillimeters',
      kind: 'number',
      label: 'Focal length (mm)',
      min: 10,
      max: 200,
      step: 1,
      fallback: 28,
      source: 'src/react/Camera.tsx:55',
    },
    {
      name: 'cameraPosition',
      kind: 'float3',
      label: 'Position',
      step: 0.5,
      fallback: [0, 0, 8],
      source: 'src/react/Camera.tsx:52',
    },
    {
      name: 'cameraTarget',
      kind: 'float3',
      label: 'Target',
      step: 0.5,
      fallback: [0, 0, 0],
      source: 'src/react/Camera.tsx:53',
    },
  ],
  Model: [
    ...TRANSFORM,
    { name: 'transformToUnitCube', kind: 'boolean', label: 'Fit in a unit cube' },
  ],
  ModelInstance: TRANSFORM,
  Skybox: [{ name: 'colorInHex', kind: 'color', label: 'Color' }],
};

/** `<DefaultLight />` written out: what its source renders (src/react/DefaultLight.tsx:8-9). */
export const DEFAULT_LIGHT_PARTS = {
  source: 'src/react/DefaultLight.tsx:8',
  imports: ['EnvironmentalLight', 'Light'],
  jsx: [
    "<EnvironmentalLight source={{ uri: 'RNF_default_env_ibl.ktx' }} />",
    '<Light type="directional" intensity={10_000} colorKelvin={6_500} castShadows={true} />',
  ],
} as const;
