/**
 * The web host's port of LightManager.createLightEntity's parameter handling
 * (cpp/core/RNFLightManagerWrapper.cpp:32-77) and its type map (cpp/core/RNFLightEnum.h:15-28).
 */
import { describe, expect, it } from 'vitest';
import { cct } from '../src/ports/color';
import { describeLight, lightTypeFromString } from '../src/ports/light';

describe('lightTypeFromString (RNFLightEnum.h:15-28)', () => {
  it.each([
    ['directional', 'DIRECTIONAL'],
    ['spot', 'SPOT'],
    ['point', 'POINT'],
    ['focused_sport', 'FOCUSED_SPOT'],
    ['sun', 'SUN'],
  ])('%s -> %s', (text, type) => {
    expect(lightTypeFromString(text)).toBe(type);
  });

  it('keeps the typo: the TS type "focused_point" throws the enum error, as natively', () => {
    expect(() => lightTypeFromString('focused_point')).toThrow(
      'Cannot convert JS Value to Enum: Invalid Union value passed! ("focused_point")',
    );
  });

  it('does not resolve inherited keys such as "toString"', () => {
    expect(() => lightTypeFromString('toString')).toThrow('Invalid Union value passed');
  });
});

describe('describeLight (RNFLightManagerWrapper.cpp:32-77)', () => {
  it("describes DefaultLight's directional light (src/react/DefaultLight.tsx:9)", () => {
    expect(
      describeLight({
        type: 'directional',
        colorKelvin: 6500,
        intensity: 10_000,
        castShadows: true,
      }),
    ).toEqual({ type: 'DIRECTIONAL', color: cct(6500), intensity: 10_000, castShadows: true });
  });

  it('makes no builder call for an absent (undefined or null) argument', () => {
    expect(describeLight({ type: 'point', colorKelvin: null, direction: undefined })).toEqual({
      type: 'POINT',
    });
  });

  it('narrows numbers to float and passes the spot cone through', () => {
    const light = describeLight({
      type: 'spot',
      intensity: 0.1,
      position: [0, 1.5, 0],
      direction: [0, -1, 0],
      falloffRadius: 3.3,
      spotLightCone: [0.2, 0.4],
    });
    expect(light).toEqual({
      type: 'SPOT',
      intensity: Math.fround(0.1),
      position: [0, 1.5, 0],
      direction: [0, -1, 0],
      falloff: Math.fround(3.3),
      spotLightCone: [Math.fround(0.2), Math.fround(0.4)],
    });
  });

  it('throws the C++ messages for malformed vectors and cones', () => {
    expect(() => describeLight({ type: 'sun', direction: [0, -1] })).toThrow(
      'Point must have 3 elements',
    );
    expect(() => describeLight({ type: 'spot', spotLightCone: [0.1] })).toThrow(
      'Spot light cones must have 2 values',
    );
  });

  it('checks the type before anything else, as the C++ order does', () => {
    expect(() => describeLight({ type: 'lamp', direction: [1] })).toThrow('("lamp")');
  });
});
