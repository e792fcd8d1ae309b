// cspell:words stoi libc
/**
 * Color conversions the library's C++ does before handing a color to Filament.
 *
 * - `cct(kelvin)`: Filament's `Color::cct`, which react-native-filament calls for a light's
 *   `colorKelvin` at creation (cpp/core/RNFLightManagerWrapper.cpp:47-49). Filament only ships
 *   the declaration (ios/libs/filament/include/filament/Color.h:126); the body follows
 *   google/filament filament/src/Color.cpp (`Color::cct`, read at commit 1aa57fc4) and the
 *   `XYZ_to_sRGB` matrix and `xyY_to_XYZ` of filament/src/ColorSpace.h (read at commit
 *   1a859f0f). Neither commit is known to be the one the library's binaries were built from (the
 *   package does not name its Filament version; its MATERIAL_VERSION is 68, MaterialEnums.h:31).
 * - `hexColorToSRGBLinear(hex)`: cpp/core/utils/RNFConverter.h:29-47, used for a skybox color
 *   (cpp/core/RNFEngineImpl.Skybox.cpp:25-26).
 */

const f = Math.fround;

/** Filament's `LinearColor` / `float3`. */
export type LinearRgb = [r: number, g: number, b: number];

/** ColorSpace.h `XYZ_to_sRGB`, as rows (the header lists it column by column); `float`s. */
const XYZ_TO_SRGB: readonly (readonly number[])[] = [
  [3.2404542, -1.5371385, -0.4985314],
  [-0.969266, 1.8760108, 0.041556],
  [0.0556434, -0.2040259, 1.0572252],
].map((row) => row.map(f));

/** Color.cpp's `float` literals, rounded once as the compiler does. */
const U = [0.860117757, 1.54118254e-4, 1.28641212e-7, 8.42420235e-4, 7.08145163e-7].map(f);
const V = [0.317398726, 4.22806245e-5, 4.20481691e-8, 2.89741816e-5, 1.61456053e-7].map(f);
const MIN_Y = f(1e-5);

/** ColorSpace.h `xyY_to_XYZ`: Y / max(y, 1e-5) scales x and (1 - x - y). */
function xyYToXyz(x: number, y: number, Y: number): LinearRgb {
  const a = f(Y / Math.max(y, MIN_Y));
  return [f(x * a), Y, f(f(f(1 - x) - y) * a)];
}

/** One row of a float mat3 times a float3, each product and sum rounded (no fused multiply-add). */
function dotF(row: readonly number[], v: readonly number[]): number {
  return f(f(f(row[0] * v[0]) + f(row[1] * v[1])) + f(row[2] * v[2]));
}

/**
 * Color.cpp `Color::cct`: the Planckian locus in CIE 1960 (u, v) from a rational approximation,
 * to xyY, to linear sRGB, divided by its largest component and clamped to [0, 1]. Any
 * temperature is accepted; nothing is clamped on the input side. Every step is rounded to a
 * 32-bit float as the C++ computes it (a compiler that fuses multiply-adds may differ in the
 * last bit).
 */
export function cct(kelvin: number): LinearRgb {
  const K = f(kelvin);
  const K2 = f(K * K);
  const u = f(f(f(U[0] + f(U[1] * K)) + f(U[2] * K2)) / f(f(1 + f(U[3] * K)) + f(U[4] * K2)));
  const v = f(f(f(V[0] + f(V[1] * K)) + f(V[2] * K2)) / f(f(1 - f(V[3] * K)) + f(V[4] * K2)));
  const d = f(1 / f(f(f(2 * u) - f(8 * v)) + 4));
  const xyz = xyYToXyz(f(f(3 * u) * d), f(f(2 * v) * d), 1);
  const linear = XYZ_TO_SRGB.map((row) => dotF(row, xyz));
  const scale = Math.max(MIN_Y, ...linear);
  const saturate = (c: number) => Math.min(Math.max(f(c / scale), 0), 1);
  return [saturate(linear[0]), saturate(linear[1]), saturate(linear[2])];
}

/**
 * RNFConverter.h:29-47. Despite its name it does not linearize: it divides each channel by
 * 255 and returns sRGB-encoded values (a bug kept: the native skybox gets the same numbers).
 * Only "#RRGGBB" and "#RRGGBBAA" pass the format check; alpha defaults to 1.
 */
export function hexColorToSRGBLinear(hexColor: string): [number, number, number, number] {
  if (!hexColor.startsWith('#') || (hexColor.length !== 7 && hexColor.length !== 9)) {
    throw new Error('Invalid hex color format. Expected format: #RRGGBB or #RRGGBBAA');
  }
  const channel = (start: number) => stoiHex(hexColor.substring(start, start + 2));
  const alpha = hexColor.length === 9 ? channel(7) : 255;
  return [channel(1), channel(3), channel(5), alpha].map((c) => f(c / 255)) as [
    number,
    number,
    number,
    number,
  ];
}

/**
 * `std::stoi(s, nullptr, 16)` on two characters, as RNFConverter.h:35-42 calls it: leading
 * white space, a sign and a "0x" prefix are accepted and parsing stops at the first non-hex
 * character, so "#1z2233" reads red as 1 and "# f0000" reads red as 15; only a pair with no
 * leading hex digit throws (libc++'s message, the C++ library iOS and Android use).
 */
export function stoiHex(text: string): number {
  const match = /^\s*([+-]?)(?:0[xX](?=[0-9a-fA-F]))?([0-9a-fA-F]+)/.exec(text);
  if (match == null) {
    throw new Error('stoi: no conversion');
  }
  const value = parseInt(match[2], 16);
  return match[1] === '-' ? -value : value;
}
