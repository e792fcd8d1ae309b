/**
 * Step 5, size: how big the model is, where it sits, and whether the default
 * `<Camera />` sees it. The camera's defaults are the library's
 * (src/react/Camera.tsx:52-57): at (0, 0, 8) looking at the origin, a 28 mm
 * lens, near 0.1, far 100. Filament's lens projection models a 35 mm camera,
 * whose frame is 24 mm tall, so the vertical field of view is
 * 2·atan(12 / 28) ≈ 46°; the horizontal one follows from the view's aspect.
 * Filament clips geometry at the near plane only: the far plane is taken to be
 * at infinity for rendering and only culls objects lying wholly beyond it
 * (ios/libs/filament/include/filament/Camera.h:98-101).
 */
import { FACTS } from './citations';
import type { SceneSize } from './types';

type Vec3 = readonly [number, number, number];

export const CAMERA = {
  position: [0, 0, 8] as Vec3,
  focalLengthMm: 28,
  near: 0.1,
  far: 100,
  /** Half the 24 mm frame height over the focal length: tan of half the vertical field of view. */
  tanHalfFovY: 12 / 28,
} as const;

/** The view the checker assumes: a portrait phone, 390 × 844 points (aspect = width / height). */
export const PHONE_ASPECT = 390 / 844;

/** Below this share of the view's height or width, a model counts as too small to see well. */
const TINY_SHARE = 0.05;

/** What transformToUnitCube makes of any model: largest side 2 m, centred on the origin. */
export const UNIT_CUBE_EXTENT = 2;

export type Framing = 'fits' | 'tiny' | 'partly' | 'out' | 'camera-inside';

const round = (value: number, digits = 2): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** Metres, readably: 500 m, 2.4 m, 0.035 m. */
export function metres(value: number): string {
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 1 ? 2 : 3;
  return `${Number(value.toFixed(digits)).toLocaleString('en-US')} m`;
}

function cornersOf(min: Vec3, max: Vec3): Vec3[] {
  const corners: Vec3[] = [];
  for (const x of [min[0], max[0]])
    for (const y of [min[1], max[1]]) for (const z of [min[2], max[2]]) corners.push([x, y, z]);
  return corners;
}

/**
 * Whether a point is inside the default camera's view (portrait phone). The far
 * plane does not count here: Filament does not clip at it (see `framing`).
 */
export function inView([x, y, z]: Vec3, aspect = PHONE_ASPECT): boolean {
  const depth = CAMERA.position[2] - z;
  if (depth < CAMERA.near) return false;
  const halfHeight = depth * CAMERA.tanHalfFovY;
  return Math.abs(y - CAMERA.position[1]) <= halfHeight && Math.abs(x) <= halfHeight * aspect;
}

/**
 * How the default camera frames the model's bounds. The box's corners and
 * centre decide, except that a model they put out of view is in view after
 * all when one of its vertices is (`points`: a sample of them, in world
 * space): a box whose corners all lie outside the view can still cross it.
 */
export function framing(
  min: Vec3,
  max: Vec3,
  aspect = PHONE_ASPECT,
  points: readonly Vec3[] = [],
): Framing {
  const [cx, cy, cz] = CAMERA.position;
  if (
    cx >= min[0] &&
    cx <= max[0] &&
    cy >= min[1] &&
    cy <= max[1] &&
    cz >= min[2] &&
    cz <= max[2]
  ) {
    return 'camera-inside';
  }
  // Wholly beyond the far plane: Filament culls it (it never cuts geometry there).
  if (CAMERA.position[2] - max[2] > CAMERA.far) return 'out';
  const corners = cornersOf(min, max);
  const visible = corners.filter((c) => inView(c, aspect)).length;
  const center: Vec3 = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
  if (visible === corners.length) {
    const depth = CAMERA.position[2] - center[2];
    const viewHeight = 2 * depth * CAMERA.tanHalfFovY;
    const share = Math.max(
      (max[1] - min[1]) / viewHeight,
      (max[0] - min[0]) / (viewHeight * aspect),
    );
    return share < TINY_SHARE ? 'tiny' : 'fits';
  }
  if (visible > 0 || inView(center, aspect)) return 'partly';
  return points.some((p) => inView(p, aspect)) ? 'partly' : 'out';
}

const VIEW_AT_TARGET = (() => {
  const height = 2 * CAMERA.position[2] * CAMERA.tanHalfFovY;
  return `${metres(height * PHONE_ASPECT)} wide and ${metres(height)} tall`;
})();

const CAMERA_SENTENCE: Record<Framing, string> = {
  fits: 'The default <Camera /> shows it whole as it is.',
  tiny: 'The default <Camera /> sees it, but as a speck: it is less than a twentieth of the view.',
  partly:
    'The default <Camera /> sees only part of it: the rest lies beyond the edges of the view or behind the camera.',
  out: `The default <Camera /> does not see it at all: it is outside the view, ${FACTS.culledBeyondFar.says}.`,
  'camera-inside':
    'The default <Camera /> is inside the model, so you would see it from within, or nothing.',
};

/** What transformToUnitCube would do to a model that fits already: scale it, or (at 2 m) only centre it. */
function unitCubeEffect(largest: number): string {
  if (Math.abs(largest - UNIT_CUBE_EXTENT) <= UNIT_CUBE_EXTENT * 0.005) {
    return `transformToUnitCube would keep it ${UNIT_CUBE_EXTENT} m across and only move its centre to the origin`;
  }
  const change = largest > UNIT_CUBE_EXTENT ? 'smaller' : 'larger';
  return `transformToUnitCube would make it ${UNIT_CUBE_EXTENT} m across (${change})`;
}

const largestSide = (min: readonly number[], max: readonly number[]): number =>
  Math.max(max[0] - min[0], max[1] - min[1], max[2] - min[2]);

/** Above this ratio of the loader's box to the true one, transformToUnitCube is called unsafe. */
const WRONG_BOX_RATIO = 1.5;

/** A number for a sentence or a prop: four significant digits, no exponent for everyday sizes. */
export function short(value: number): string {
  return Number(value.toPrecision(4)).toLocaleString('en-US', { maximumSignificantDigits: 4 });
}

/** A length that may be far below a centimetre: in millimetres then, so it never reads "0 m". */
export function length(value: number): string {
  return Math.abs(value) >= 0.01 ? metres(value) : `${short(value * 1000)} mm`;
}

/** How many times too big: whole above 100 ("32,767"), else to two digits. */
export const times = (factor: number): string =>
  factor >= 100 ? Math.round(factor).toLocaleString('en-US') : short(factor);

/**
 * The loader's box is wrong (normalized positions): transformToUnitCube would
 * scale by it, so the advice is scale and translate props with the true box.
 */
function quantizedAdvice(
  where: string,
  center: Vec3,
  largest: number,
  loaderLargest: number,
  frame: Framing,
) {
  const factor = loaderLargest / largest;
  const unitCubeLeaves = (UNIT_CUBE_EXTENT * largest) / loaderLargest;
  const scale = UNIT_CUBE_EXTENT / largest;
  const translate = center.map((v) => (v === 0 ? 0 : -v * scale)) as [number, number, number];
  const needsFit = frame !== 'fits';
  const byHand = `scale={[${short(scale)}, ${short(scale)}, ${short(scale)}]}${translate.some((v) => v !== 0) ? ` with translate={[${translate.map(short).join(', ')}]}` : ''}`;
  const reason = `It is ${where}. Do not use transformToUnitCube on it: its positions are stored as normalized integers (KHR_mesh_quantization) and ${FACTS.quantizedBox.says}, ${times(factor)} times too big, so transformToUnitCube would leave it ${length(unitCubeLeaves)} across, too small to see. ${needsFit ? `Scale it by hand instead: ${byHand} makes it ${UNIT_CUBE_EXTENT} m across and centred, where the default camera shows it whole.` : 'The default camera already shows it whole as it is.'}`;
  return {
    advised: false,
    reason,
    quantizedBox: { factor, unitCubeLeaves },
    scaleByHand: needsFit ? { scale, translate } : undefined,
  };
}

export function sceneSize(
  min: Vec3,
  max: Vec3,
  points: readonly Vec3[] = [],
  loaderBounds?: { readonly min: readonly number[]; readonly max: readonly number[] },
): SceneSize {
  const center: Vec3 = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
  const largest = largestSide(min, max);
  const frame = framing(min, max, PHONE_ASPECT, points);
  const where = `${metres(largest)} across its largest side, centred at (${center.map((v) => round(v)).join(', ')})`;
  const loaderLargest = loaderBounds ? largestSide(loaderBounds.min, loaderBounds.max) : largest;
  const quantized =
    largest > 0 && loaderLargest > largest * WRONG_BOX_RATIO
      ? quantizedAdvice(where, center, largest, loaderLargest, frame)
      : undefined;
  const advised = !quantized && frame !== 'fits';
  const reason =
    quantized?.reason ??
    (advised
      ? `It is ${where}. ${FACTS.unitCube.says}, where the default camera shows it whole.`
      : `It is ${where}, which the default camera already shows whole; ${unitCubeEffect(largest)}, so use it only for a uniform size.`);
  return {
    ...(quantized && { quantizedBox: quantized.quantizedBox }),
    ...(quantized?.scaleByHand && { scaleByHand: quantized.scaleByHand }),
    min: [min[0], min[1], min[2]],
    max: [max[0], max[1], max[2]],
    center,
    largestExtent: largest,
    transformToUnitCube: { advised, reason },
    defaultCamera: `${CAMERA_SENTENCE[frame]} (${FACTS.defaultCamera.says}; at the origin a portrait phone shows about ${VIEW_AT_TARGET}; ${FACTS.clipping.says}.)`,
    citations: [
      ...new Set([
        ...FACTS.defaultCamera.citations,
        ...FACTS.clipping.citations,
        ...FACTS.culledBeyondFar.citations,
        ...FACTS.unitCube.citations,
        ...(quantized ? FACTS.quantizedBox.citations : []),
      ]),
    ],
  };
}
