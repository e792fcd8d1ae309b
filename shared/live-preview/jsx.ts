/**
 * Knob state → the react-native-filament component that renders the same
 * scene. Pure, so unit tests can compare strings and type-check the output
 * against the library.
 */
import {
  BEACON_ANIMATION_NAMES,
  cameraProps,
  lightProps,
  round,
  type Float3,
  type Preset,
  type SceneState,
} from './scene';

const INDENT = '  ';

/** `[1, 0.5, -2]` */
function formatFloat3(values: readonly number[]): string {
  return `[${values.map((v) => formatNumber(v)).join(', ')}]`;
}

/** Numbers as a person would type them: 100000 becomes 100_000, no trailing zeros. */
export function formatNumber(value: number): string {
  const rounded = round(value, 3);
  if (Number.isInteger(rounded) && Math.abs(rounded) >= 10_000) {
    return rounded.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '_');
  }
  return rounded.toString();
}

/**
 * An angle in degrees as a radians expression: 45 becomes `Math.PI / 4`,
 * 135 becomes `(3 * Math.PI) / 4`; angles that are no simple fraction of π
 * become a decimal.
 */
export function formatRadians(degrees: number): string {
  if (degrees === 0) return '0';
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  if (!Number.isInteger(degrees)) return formatNumber((degrees * Math.PI) / 180);
  const divisor = gcd(Math.abs(degrees), 180);
  const numerator = degrees / divisor;
  const denominator = 180 / divisor;
  if (denominator > 12) return formatNumber((degrees * Math.PI) / 180);
  const sign = numerator < 0 ? '-' : '';
  const n = Math.abs(numerator);
  const times = n === 1 ? 'Math.PI' : `${n} * Math.PI`;
  if (denominator === 1) return `${sign}${times}`;
  return n === 1 ? `${sign}Math.PI / ${denominator}` : `${sign}(${times}) / ${denominator}`;
}

type Prop = readonly [name: string, value: string | true | undefined];

/** One element, on one line if short, else one prop per line. */
function element(
  name: string,
  props: readonly Prop[],
  depth: number,
  children?: string[],
): string[] {
  const pad = INDENT.repeat(depth);
  const parts = props
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => (value === true ? key : `${key}=${value}`));
  const open = parts.length > 0 ? `<${name} ${parts.join(' ')}` : `<${name}`;
  const oneLine = `${pad}${open}${children ? '>' : ' />'}`;
  const lines =
    oneLine.length <= 90
      ? [oneLine]
      : [
          `${pad}<${name}`,
          ...parts.map((part) => `${pad}${INDENT}${part}`),
          `${pad}${children ? '>' : '/>'}`,
        ];
  if (!children) return lines;
  return [...lines, ...children, `${pad}</${name}>`];
}

const braces = (code: string) => `{${code}}`;
const float3 = (values: Float3) => braces(formatFloat3(values));

/** The snippet's scene, as the lines inside `<FilamentView>`; also tells which components it imports. */
function sceneLines(
  preset: Preset,
  state: SceneState,
  depth: number,
): { lines: string[]; uses: Set<string> } {
  const uses = new Set(['Camera', 'FilamentScene', 'FilamentView', 'Model']);
  const lines = [
    ...cameraLines(state, depth),
    ...lightLines(preset, state, depth, uses),
    ...element('Model', [['source', "{require('./floor.glb')}"]], depth),
    ...modelLines(preset, state, depth, uses),
  ];
  return { lines, uses };
}

function cameraLines(state: SceneState, depth: number): string[] {
  const camera = cameraProps(state.camera);
  return element(
    'Camera',
    [
      ['cameraPosition', float3(camera.position)],
      ['cameraTarget', float3(camera.target)],
      ['focalLengthInMillimeters', braces(formatNumber(camera.focalLength))],
    ],
    depth,
  );
}

/** The knobs' `<Light>`, or `<DefaultLight>` for a preset without light knobs. */
function lightLines(preset: Preset, state: SceneState, depth: number, uses: Set<string>): string[] {
  if (!preset.customLight) {
    uses.add('DefaultLight');
    return element('DefaultLight', [], depth);
  }
  uses.add('Light');
  const light = lightProps(state.light);
  return element(
    'Light',
    [
      ['type', `"${light.type}"`],
      ['intensity', braces(formatNumber(light.intensity))],
      ['colorKelvin', braces(formatNumber(light.colorKelvin))],
      ['direction', light.direction && float3(light.direction)],
      ['position', light.position && float3(light.position)],
      [
        'falloffRadius',
        light.falloffRadius === undefined ? undefined : braces(formatNumber(light.falloffRadius)),
      ],
      ['spotLightCone', light.spotLightCone && braces(formatFloat3(light.spotLightCone))],
    ],
    depth,
  );
}

/** The preset's model, with the transform or the animator its knobs set. */
function modelLines(preset: Preset, state: SceneState, depth: number, uses: Set<string>): string[] {
  const source: Prop = ['source', `{require('./${preset.model}.glb')}`];
  if (preset.knobs === 'transformation') {
    const { translate, rotateDegrees, scale } = state.transform;
    return element(
      'Model',
      [
        source,
        ['translate', float3(translate.map((v) => round(v)) as Float3)],
        ['rotate', braces(`[${rotateDegrees.map(formatRadians).join(', ')}]`)],
        ['scale', float3(scale.map((v) => round(v)) as Float3)],
      ],
      depth,
    );
  }
  if (preset.knobs !== 'animator') return element('Model', [source], depth);
  const { playing, animationIndex } = state.animator;
  if (!playing) {
    return [
      `${INDENT.repeat(depth)}{/* Paused: without an <Animator> the model keeps its pose. */}`,
      ...element('Model', [source], depth),
    ];
  }
  uses.add('Animator');
  const name = BEACON_ANIMATION_NAMES[animationIndex] ?? `#${animationIndex}`;
  return element('Model', [source], depth, [
    `${INDENT.repeat(depth + 1)}{/* ${animationIndex} is "${name}" */}`,
    ...element('Animator', [['animationIndex', braces(String(animationIndex))]], depth + 1),
  ]);
}

/** The whole, copyable component for a preset in a given knob state. */
export function toJsx(preset: Preset, state: SceneState): string {
  const { lines, uses } = sceneLines(preset, state, 4);
  const imports = [...uses].sort().join(', ');
  return [
    `import { ${imports} } from 'react-native-filament';`,
    '',
    `export function ${preset.componentName}() {`,
    `${INDENT}return (`,
    `${INDENT.repeat(2)}<FilamentScene>`,
    `${INDENT.repeat(3)}<FilamentView style={{ flex: 1 }}>`,
    ...lines,
    `${INDENT.repeat(3)}</FilamentView>`,
    `${INDENT.repeat(2)}</FilamentScene>`,
    `${INDENT});`,
    '}',
    '',
  ].join('\n');
}
