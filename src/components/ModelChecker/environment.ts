/**
 * A procedural studio environment for the indirect light: a bright sky, a
 * soft horizon and a darker floor, with two soft boxes that give metals
 * something to reflect. Made here because the filament package ships no
 * environment textures. Pure functions; the renderer uploads the results.
 */

type Rgb = [number, number, number];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const smoothstep = (edge0: number, edge1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

const SKY: Rgb = [0.75, 0.85, 1.0];
const HORIZON: Rgb = [0.9, 0.88, 0.85];
const GROUND: Rgb = [0.22, 0.2, 0.19];

/** Linear radiance arriving from the unit direction (x, y, z), y up; about 0 to 1. */
export function radiance(x: number, y: number, z: number): Rgb {
  const base =
    y >= 0
      ? mix(HORIZON, SKY, smoothstep(0, 0.6, y))
      : mix(HORIZON, GROUND, smoothstep(0, 0.25, -y));
  // Two soft boxes up front-left and back-right.
  const box = (dx: number, dy: number, dz: number) => {
    const dot = x * dx + y * dy + z * dz;
    return smoothstep(0.9, 0.97, dot);
  };
  const glow = box(-0.55, 0.6, 0.58) + box(0.62, 0.45, -0.64) * 0.6;
  return [Math.min(1, base[0] + glow), Math.min(1, base[1] + glow), Math.min(1, base[2] + glow)];
}

/**
 * Direction through texel (u, v) of a cubemap face, both in -1..1, with
 * faces in Filament's order +X, -X, +Y, -Y, +Z, -Z (OpenGL's layout).
 */
function cubemapDirection(face: number, u: number, v: number): Rgb {
  const d: Rgb = (
    [
      [1, -v, -u],
      [-1, -v, u],
      [u, 1, v],
      [u, -1, -v],
      [u, -v, 1],
      [-u, -v, -1],
    ] as Rgb[]
  )[face];
  const length = Math.hypot(d[0], d[1], d[2]);
  return [d[0] / length, d[1] / length, d[2] / length];
}

/** The six faces of a size × size RGBA8 cubemap, one after another, rows from the top. */
export function cubemapPixels(size: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 4 * 6);
  let offset = 0;
  for (let face = 0; face < 6; face++) {
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        const u = ((col + 0.5) / size) * 2 - 1;
        const v = ((row + 0.5) / size) * 2 - 1;
        const [r, g, b] = radiance(...cubemapDirection(face, u, v));
        pixels[offset++] = Math.round(r * 255);
        pixels[offset++] = Math.round(g * 255);
        pixels[offset++] = Math.round(b * 255);
        pixels[offset++] = 255;
      }
    }
  }
  return pixels;
}

/**
 * Irradiance of the environment as Filament wants it for `irradianceSh(2, …)`:
 * four RGB coefficients, already convolved with the cosine lobe, divided by π
 * and scaled by the spherical-harmonics normalization factors.
 */
export function irradianceSh(samples = 4096): number[] {
  // Real SH basis, bands 0 and 1, in Filament's order: 1, y, z, x.
  const K0 = 0.5 * Math.sqrt(1 / Math.PI);
  const K1 = Math.sqrt(3 / (4 * Math.PI));
  const sums = [0, 0, 0, 0].map(() => [0, 0, 0]);
  // Fibonacci points cover the sphere evenly.
  const golden = Math.PI * (3 - Math.sqrt(5));
  for (let i = 0; i < samples; i++) {
    const y = 1 - ((i + 0.5) / samples) * 2;
    const r = Math.sqrt(1 - y * y);
    const x = Math.cos(golden * i) * r;
    const z = Math.sin(golden * i) * r;
    const L = radiance(x, y, z);
    const basis = [K0, K1 * y, K1 * z, K1 * x];
    for (let k = 0; k < 4; k++) for (let c = 0; c < 3; c++) sums[k][c] += L[c] * basis[k];
  }
  const weight = (4 * Math.PI) / samples;
  // Cosine-lobe convolution: A0 = π, A1 = 2π/3; then ÷π and × the basis constant again.
  const band = [1, 2 / 3, 2 / 3, 2 / 3];
  const K = [K0, K1, K1, K1];
  return sums.flatMap((rgb, k) => rgb.map((value) => value * weight * band[k] * K[k]));
}
