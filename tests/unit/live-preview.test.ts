/**
 * The live preview's pure parts: the JSX generator (and that its output
 * compiles against react-native-filament), the orbit maths, the colour
 * helper, the Filament version pin, and the posters.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FilamentPackageError,
  resolveFilament,
} from '../../plugins/filament-wasm/filament-package';
import { kelvinToLinearSrgb } from '../../src/components/LivePreview/color';
import { formatNumber, formatRadians, toJsx } from '../../shared/live-preview/jsx';
import { orbitFromPosition, positionFromOrbit } from '../../src/components/LivePreview/math';
import {
  formatDownload,
  posterPath,
  POSTER_SIZE,
  POSTER_WIDTHS,
} from '../../shared/live-preview/poster';
import {
  directionFromAngles,
  lightProps,
  PRESET_NAMES,
  PRESETS,
  type LightKnobs,
  type Preset,
  type SceneState,
} from '../../shared/live-preview/scene';
import { typecheckSources } from '../../tools/samples/typecheck';
import { testDir } from './temp-dir';

const SITE = path.resolve(__dirname, '../..');

/** The docs' sample checker, on generated snippets: the files with problems. */
function filesWithProblems(files: Record<string, string>): string[] {
  const problems = typecheckSources(
    SITE,
    Object.entries(files).map(([label, code]) => ({ label, code, extension: 'tsx', firstLine: 1 })),
  );
  return [...new Set(problems.map((p) => p.label))].sort();
}

const ROOT = path.resolve(__dirname, '../..');

const withLight = (change: Partial<LightKnobs>): SceneState => ({
  ...PRESETS.light.initial,
  light: { ...PRESETS.light.initial.light, ...change },
});

/** The presets in their starting state and in the knob states that change the JSX's shape. */
const SAMPLES: [string, Preset, SceneState][] = [
  ...PRESET_NAMES.map((name): [string, Preset, SceneState] => [
    name,
    PRESETS[name],
    PRESETS[name].initial,
  ]),
  ['light-sun', PRESETS.light, withLight({ type: 'sun', intensity: 110_000, colorKelvin: 3_000 })],
  ['light-point', PRESETS.light, withLight({ type: 'point', intensity: 4_000_000 })],
  ['light-spot', PRESETS.light, withLight({ type: 'spot', coneDegrees: [10, 40] })],
  [
    'camera-moved',
    PRESETS.camera,
    {
      ...PRESETS.camera.initial,
      camera: { position: [-3.456, 0.5, 7.1], target: [0, 1, 0], focalLength: 85 },
    },
  ],
  [
    'transformation-all',
    PRESETS.transformation,
    {
      ...PRESETS.transformation.initial,
      transform: {
        translate: [0.5, -0.25, 1],
        rotateDegrees: [-90, 135, 180],
        scale: [2, 0.5, 1.25],
      },
    },
  ],
  [
    'animator-paused',
    PRESETS.animator,
    { ...PRESETS.animator.initial, animator: { playing: false, animationIndex: 2 } },
  ],
];

describe('JSX snippets', () => {
  it('compile against react-native-filament for every preset and knob state', () => {
    const files = Object.fromEntries(
      SAMPLES.map(([name, preset, state]) => [`${name}.tsx`, toJsx(preset, state)]),
    );
    expect(filesWithProblems(files)).toEqual([]);
  }, 60_000);

  it('the checker can fail: a wrong light type and an unknown prop are errors', () => {
    const light = toJsx(PRESETS.light, PRESETS.light.initial);
    const files = filesWithProblems({
      'wrong-type.tsx': light.replace('type="directional"', 'type="laser"'),
      'unknown-prop.tsx': light.replace('<Light', '<Light brightness={3}'),
    });
    expect(files).toEqual(['unknown-prop.tsx', 'wrong-type.tsx']);
  }, 60_000);

  it('the light snippet has only the props its type uses', () => {
    const props = (state: SceneState) => toJsx(PRESETS.light, state);
    const directional = props(withLight({ type: 'directional' }));
    expect(directional).toContain('type="directional"');
    expect(directional).toContain('intensity={60_000}');
    expect(directional).toContain('colorKelvin={5500}');
    expect(directional).toMatch(/direction=\{\[0\.37, -0\.77, 0\.53\]\}/);
    expect(directional).not.toContain('position=');
    const point = props(withLight({ type: 'point' }));
    expect(point).not.toContain('direction=');
    expect(point).toContain('position={[1.5, 2.5, 1.5]}');
    expect(point).toContain('falloffRadius={10}');
    expect(point).not.toContain('spotLightCone');
    const spot = props(withLight({ type: 'spot', coneDegrees: [30, 45] }));
    expect(spot).toContain('spotLightCone={[0.52, 0.79]}');
  });

  it('other guides use <DefaultLight /> and import only what they use', () => {
    const camera = toJsx(PRESETS.camera, PRESETS.camera.initial);
    expect(camera).toContain('<DefaultLight />');
    expect(camera).not.toMatch(/\bLight\b(?!\s*\/>)/);
    expect(camera.split('\n')[0]).toBe(
      "import { Camera, DefaultLight, FilamentScene, FilamentView, Model } from 'react-native-filament';",
    );
  });

  it('the transformation snippet passes radians and the animator snippet the index', () => {
    const transformation = toJsx(
      PRESETS.transformation,
      SAMPLES.find(([n]) => n === 'transformation-all')![2],
    );
    expect(transformation).toContain('rotate={[-Math.PI / 2, (3 * Math.PI) / 4, Math.PI]}');
    expect(transformation).toContain('translate={[0.5, -0.25, 1]}');
    expect(transformation).toContain('scale={[2, 0.5, 1.25]}');
    const playing = toJsx(PRESETS.animator, {
      ...PRESETS.animator.initial,
      animator: { playing: true, animationIndex: 2 },
    });
    expect(playing).toContain('<Animator animationIndex={2} />');
    expect(playing).toContain('"Pulse"');
    const paused = toJsx(PRESETS.animator, SAMPLES.find(([n]) => n === 'animator-paused')![2]);
    expect(paused).not.toContain('<Animator animationIndex');
    expect(paused).not.toMatch(/import \{ Animator/);
  });

  it('formats numbers and angles the way people write them', () => {
    expect(formatNumber(100000)).toBe('100_000');
    expect(formatNumber(6500)).toBe('6500');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(-0.0001)).toBe('0');
    expect(formatRadians(0)).toBe('0');
    expect(formatRadians(180)).toBe('Math.PI');
    expect(formatRadians(-30)).toBe('-Math.PI / 6');
    expect(formatRadians(135)).toBe('(3 * Math.PI) / 4');
    expect(formatRadians(7)).toBe('0.122');
  });
});

describe('scene maths', () => {
  it('orbits round-trip between position and angles', () => {
    const target: [number, number, number] = [0, 0.5, 0];
    const position: [number, number, number] = [2.1, 1.6, 3.3];
    const back = positionFromOrbit(orbitFromPosition(position, target), target);
    back.forEach((v, i) => expect(v).toBeCloseTo(position[i], 9));
  });

  it('light directions are unit vectors (rounded for the JSX)', () => {
    for (const [azimuth, elevation] of [
      [0, -90],
      [35, -50],
      [-180, 0],
      [90, -45],
    ]) {
      const d = directionFromAngles(azimuth, elevation);
      expect(Math.hypot(...d)).toBeCloseTo(1, 1);
    }
    expect(directionFromAngles(0, -90)).toEqual([0, -1, 0]);
    expect(lightProps(PRESETS.home.initial.light).direction).toEqual([0, -1, 0]);
  });
});

describe('colour', () => {
  it('colour temperature: 6500 K is near white, lower is warmer, higher is bluer', () => {
    const [r, g, b] = kelvinToLinearSrgb(6500);
    expect(Math.min(r, g, b)).toBeGreaterThan(0.9);
    const warm = kelvinToLinearSrgb(2700);
    expect(warm[0]).toBeGreaterThan(warm[1]);
    expect(warm[1]).toBeGreaterThan(warm[2]);
    const cold = kelvinToLinearSrgb(10_000);
    expect(cold[2]).toBeGreaterThan(cold[0]);
  });
});

describe('Filament package pin', () => {
  const fakeSite = (spec: string | undefined, installed?: string) => {
    const dir = testDir('rnf-filament-');
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ devDependencies: spec ? { filament: spec } : {} }),
    );
    if (installed) {
      const root = path.join(dir, 'node_modules/filament');
      fs.mkdirSync(root, { recursive: true });
      fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ version: installed }));
      fs.writeFileSync(path.join(root, 'filament.wasm'), '');
    }
    return dir;
  };

  it('reads the exact version from package.json and puts it in the wasm path', () => {
    const filament = resolveFilament(ROOT);
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(filament.version).toBe(pkg.dependencies.filament);
    expect(filament.wasmPath).toBe(`filament/${filament.version}/filament.wasm`);
  });

  it('refuses a range, a missing pin or a different installed version', () => {
    expect(() => resolveFilament(fakeSite('^1.53.4', '1.53.4'))).toThrow(FilamentPackageError);
    expect(() => resolveFilament(fakeSite(undefined))).toThrow(/exact version/);
    expect(() => resolveFilament(fakeSite('1.53.4', '1.52.0'))).toThrow(
      /node_modules holds 1\.52\.0/,
    );
    expect(resolveFilament(fakeSite('1.53.4', '1.53.4')).version).toBe('1.53.4');
  });

  it('download figures round to half megabytes', () => {
    expect(formatDownload(2_600_000)).toBe('≈ 2.5 MB');
    expect(formatDownload(100_000)).toBe('≈ 0.5 MB');
  });
});

describe('posters', () => {
  const posters = PRESET_NAMES.flatMap((name) =>
    POSTER_WIDTHS.map((width) => [name, width] as const),
  );
  it.each(posters)('%s has a small WebP poster %i px wide, for its srcset', (name, width) => {
    const file = path.join(ROOT, 'static', posterPath(name, width));
    const bytes = fs.readFileSync(file);
    expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
    expect(bytes.toString('ascii', 8, 12)).toBe('WEBP');
    // Light enough for the home page hero.
    expect(bytes.byteLength).toBeLessThan(30 * 1024);
    // VP8 (lossy, opaque) keeps the size in 14 bits each at byte 26; VP8X (with
    // alpha, as the renders have) the canvas size less one in 24 bits each at byte 24.
    const chunk = bytes.toString('ascii', 12, 16);
    expect(['VP8 ', 'VP8X']).toContain(chunk);
    const size =
      chunk === 'VP8 '
        ? [bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff]
        : [bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1];
    expect(size).toEqual([width, Math.round((POSTER_SIZE.height * width) / POSTER_SIZE.width)]);
  });
});
