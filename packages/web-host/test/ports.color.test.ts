/**
 * The web host's ports of the color conversions in react-native-filament's C++: Filament's
 * `Color::cct` (google/filament filament/src/Color.cpp) and `Converter::hexColorToSRGBLinear`
 * (cpp/core/utils/RNFConverter.h:29-47). The cct values were computed in double precision from
 * the same formula (CIE 1960 u, v -> xyY -> XYZ_to_sRGB, normalized by the largest channel).
 */
import { describe, expect, it } from 'vitest';
import convertKelvinToLinearSRGB from 'react-native-filament/src/utilities/convertKelvinToLinearSRGB';
import { cct, hexColorToSRGBLinear, stoiHex } from '../src/ports/color';

function expectClose(actual: readonly number[], expected: readonly number[], digits = 4): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i], digits));
}

describe('Color::cct (filament/src/Color.cpp)', () => {
  it.each([
    [1000, [1, 0.008643, 0]],
    [2700, [1, 0.415921, 0.098379]],
    [6500, [1, 0.94186, 0.992291]],
    [10000, [0.60945, 0.696632, 1]],
  ])('%i K gives the hand-computed linear sRGB', (kelvin, expected) => {
    expectClose(cct(kelvin), expected);
  });

  it('is normalized: the largest channel is exactly 1 in the visible range', () => {
    for (const kelvin of [1500, 4000, 6500, 12000]) {
      expect(Math.max(...cct(kelvin))).toBe(1);
    }
  });

  it('differs from the library TS conversion used when a light color is updated', () => {
    // Creation goes through cct (RNFLightManagerWrapper.cpp:47-49); updates through
    // src/utilities/convertKelvinToLinearSRGB.ts (useLightEntity.ts), so 2700 K changes
    // color when the same value is set again.
    const created = cct(2700);
    const updated = convertKelvinToLinearSRGB(2700);
    expect(Math.abs(created[1] - updated[1])).toBeGreaterThan(0.1);
  });
});

describe('hexColorToSRGBLinear (RNFConverter.h:29-47)', () => {
  it('divides by 255 and does not linearize (the bug is kept)', () => {
    const [r, g, b, a] = hexColorToSRGBLinear('#FF8000');
    expect([r, g, b, a]).toEqual([1, Math.fround(128 / 255), 0, 1]);
    // A linearized mid grey would be about 0.2158, not 0.5020.
    expect(hexColorToSRGBLinear('#808080')[0]).toBeCloseTo(0.502, 3);
  });

  it('reads an alpha pair when there are 9 characters', () => {
    expect(hexColorToSRGBLinear('#00000080')[3]).toBe(Math.fround(128 / 255));
  });

  it('accepts lower case', () => {
    expect(hexColorToSRGBLinear('#ff0000')).toEqual([1, 0, 0, 1]);
  });

  it.each(['FF0000', '#FFF', '#FF00000', '', '#FF0000000'])(
    'throws the C++ format message for %j',
    (text) => {
      expect(() => hexColorToSRGBLinear(text)).toThrow(
        'Invalid hex color format. Expected format: #RRGGBB or #RRGGBBAA',
      );
    },
  );

  it('keeps std::stoi prefix parsing: "1z" reads 1, "zz" throws', () => {
    expect(hexColorToSRGBLinear('#1z0000')[0]).toBe(Math.fround(1 / 255));
    expect(() => hexColorToSRGBLinear('#zz0000')).toThrow('stoi: no conversion');
  });
});

describe('stoiHex (std::stoi with base 16)', () => {
  it.each([
    ['ff', 255],
    [' f', 15],
    ['+f', 15],
    ['-1', -1],
    ['0x', 0],
    ['7g', 7],
  ])('%j -> %i', (text, value) => {
    expect(stoiHex(text)).toBe(value);
  });
});
