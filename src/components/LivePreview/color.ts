/**
 * Color temperature to a linear sRGB light color, the way Filament's
 * Color::cct does it natively (react-native-filament passes colorKelvin there):
 * the Krystek approximation of the Planckian locus, then CIE XYZ to linear sRGB,
 * scaled so the brightest channel is 1.
 */
export function kelvinToLinearSrgb(kelvin: number): [number, number, number] {
  const k = Math.min(40_000, Math.max(1_000, kelvin));
  const k2 = k * k;
  // CIE 1960 UCS chromaticity of a black body at k kelvin.
  const u =
    (0.860117757 + 1.54118254e-4 * k + 1.28641212e-7 * k2) /
    (1 + 8.42420235e-4 * k + 7.08145163e-7 * k2);
  const v =
    (0.317398726 + 4.22806245e-5 * k + 4.20481691e-8 * k2) /
    (1 - 2.89741816e-5 * k + 1.61456053e-7 * k2);
  // To CIE xy, then XYZ with Y = 1.
  const d = 2 * u - 8 * v + 4;
  const x = (3 * u) / d;
  const y = (2 * v) / d;
  const X = x / y;
  const Z = (1 - x - y) / y;
  const rgb: [number, number, number] = [
    3.2404542 * X - 1.5371385 - 0.4985314 * Z,
    -0.969266 * X + 1.8760108 + 0.041556 * Z,
    0.0556434 * X - 0.2040259 + 1.0572252 * Z,
  ].map((c) => Math.max(0, c)) as [number, number, number];
  const max = Math.max(...rgb);
  return rgb.map((c) => c / max) as [number, number, number];
}
