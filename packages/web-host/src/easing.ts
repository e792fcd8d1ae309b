/**
 * Reanimated's Easing and interpolate for the host's shim (./reanimated.ts), after
 * react-native-reanimated 3.19's src/Easing.ts and src/interpolation.ts: the same curves and
 * the same extrapolation rules, written for the page.
 */
type Curve = (t: number) => number;

/** A cubic Bézier easing through (0,0), (x1,y1), (x2,y2), (1,1), solved for x by bisection. */
function bezier(x1: number, y1: number, x2: number, y2: number): Curve {
  const at = (a: number, b: number, s: number) =>
    3 * a * s * (1 - s) ** 2 + 3 * b * s * s * (1 - s) + s ** 3;
  return (t) => {
    if (t <= 0 || t >= 1) return t;
    let [low, high] = [0, 1];
    for (let i = 0; i < 30; i++) {
      const mid = (low + high) / 2;
      if (at(x1, x2, mid) < t) low = mid;
      else high = mid;
    }
    return at(y1, y2, (low + high) / 2);
  };
}

export const Easing = {
  linear: (t: number) => t,
  ease: bezier(0.42, 0, 1, 1),
  quad: (t: number) => t * t,
  cubic: (t: number) => t * t * t,
  poly: (n: number) => (t: number) => t ** n,
  sin: (t: number) => 1 - Math.cos((t * Math.PI) / 2),
  circle: (t: number) => 1 - Math.sqrt(1 - t * t),
  exp: (t: number) => 2 ** (10 * (t - 1)),
  bezier: (x1: number, y1: number, x2: number, y2: number) => bezier(x1, y1, x2, y2),
  bezierFn: bezier,
  in: (curve: Curve) => curve,
  out: (curve: Curve) => (t: number) => 1 - curve(1 - t),
  inOut: (curve: Curve) => (t: number) => (t < 0.5 ? curve(t * 2) / 2 : 1 - curve((1 - t) * 2) / 2),
};

export const Extrapolation = { IDENTITY: 'identity', CLAMP: 'clamp', EXTEND: 'extend' } as const;
type Extrapolate = (typeof Extrapolation)[keyof typeof Extrapolation];

/** interpolate(x, input, output, extrapolation = 'extend'): piecewise linear over ascending input. */
export function interpolate(
  x: number,
  input: readonly number[],
  output: readonly number[],
  extrapolation:
    Extrapolate | { extrapolateLeft?: Extrapolate; extrapolateRight?: Extrapolate } = 'extend',
): number {
  if (input.length < 2 || input.length !== output.length)
    throw new Error('interpolate: input and output ranges must have the same length, at least 2.');
  const [left, right] =
    typeof extrapolation === 'string'
      ? [extrapolation, extrapolation]
      : [extrapolation.extrapolateLeft ?? 'extend', extrapolation.extrapolateRight ?? 'extend'];
  let i = 1;
  while (i < input.length - 1 && x > input[i]!) i++;
  const [x0, x1, y0, y1] = [input[i - 1]!, input[i]!, output[i - 1]!, output[i]!];
  const outside = x < input[0]! ? left : x > input.at(-1)! ? right : undefined;
  if (outside === 'clamp') return x < input[0]! ? output[0]! : output.at(-1)!;
  if (outside === 'identity') return x;
  return x1 === x0 ? y0 : y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
}
