/**
 * The web host's ports of the smaller asset-side routines of react-native-filament's C++: the
 * animator's index check (cpp/core/RNFAnimatorWrapper.cpp:23-29), changeAlpha
 * (cpp/core/RNFMaterialInstanceWrapper.cpp:45-54), morph weights with an offset
 * (cpp/core/RNFRenderableManagerImpl.cpp:312-317) and the skybox builder calls
 * (cpp/core/RNFEngineImpl.Skybox.cpp:16-72).
 */
import { describe, expect, it } from 'vitest';
import { checkAnimationIndex } from '../src/ports/animator';
import { jsiToInt } from '../src/ports/jsi-number';
import { changeAlpha } from '../src/ports/material';
import { applyMorphWeights } from '../src/ports/morph';
import { describeColorSkybox, describeTextureSkybox } from '../src/ports/skybox';

describe('jsiToInt (RNFJSIConverter.h:45-48)', () => {
  it.each([
    [1.9, 1],
    [-1.9, -1],
    [Number.NaN, 0],
    [1e12, 0x7fffffff],
  ])('%d -> %i', (value, int) => {
    expect(jsiToInt(value)).toBe(int);
  });
});

describe('checkAnimationIndex (RNFAnimatorWrapper.cpp:23-29)', () => {
  it('passes an index in range, truncated as the JSI int conversion does', () => {
    expect(checkAnimationIndex(1.9, 2)).toBe(1);
    expect(checkAnimationIndex(-0.5, 2)).toBe(0);
  });

  it('throws the C++ message, with the truncated index', () => {
    expect(() => checkAnimationIndex(2, 2)).toThrow(
      'Animation index out of range! Expected <2, received 2',
    );
    expect(() => checkAnimationIndex(-1.5, 3)).toThrow(
      'Animation index out of range! Expected <3, received -1',
    );
  });
});

describe('changeAlpha (RNFMaterialInstanceWrapper.cpp:45-54)', () => {
  it('replaces alpha, keeps RGB unpremultiplied, forces two-pass transparency', () => {
    expect(changeAlpha([0.8, 0.4, 0.2, 1], 0.5)).toEqual({
      transparencyMode: 'TWO_PASSES_ONE_SIDE',
      baseColorFactor: [0.8, 0.4, 0.2, 0.5],
    });
  });

  it('clamps to [0, 1] and lets NaN through, as std::clamp does', () => {
    expect(changeAlpha([1, 1, 1, 1], 3).baseColorFactor[3]).toBe(1);
    expect(changeAlpha([1, 1, 1, 1], -3).baseColorFactor[3]).toBe(0);
    expect(changeAlpha([1, 1, 1, 1], Number.NaN).baseColorFactor[3]).toBeNaN();
  });
});

describe('applyMorphWeights (RNFRenderableManagerImpl.cpp:312-317)', () => {
  it('writes the slice at the offset and keeps the other weights', () => {
    const next = applyMorphWeights(new Float32Array([0.1, 0.2, 0.3, 0.4]), [1, 1], 1);
    expect([...next]).toEqual([Math.fround(0.1), 1, 1, Math.fround(0.4)]);
  });

  it('does not change the array it was given', () => {
    const current = new Float32Array([0, 0]);
    applyMorphWeights(current, [1], 0);
    expect([...current]).toEqual([0, 0]);
  });

  it('rejects a slice past the last morph target', () => {
    expect(() => applyMorphWeights(new Float32Array(2), [1, 1], 1)).toThrow('exceed the 2');
  });
});

describe('skybox builder calls (RNFEngineImpl.Skybox.cpp:16-72)', () => {
  it('passes the hex color through hexColorToSRGBLinear (divided by 255, not linearized)', () => {
    expect(describeColorSkybox('#FF0000', null, undefined)).toEqual({ color: [1, 0, 0, 1] });
  });

  it('adds showSun and intensity only when given', () => {
    expect(describeColorSkybox('#000000', false, 0.5)).toEqual({
      showSun: false,
      intensity: 0.5,
      color: [0, 0, 0, 1],
    });
  });

  it('throws "Texture buffer is empty" for an empty texture', () => {
    expect(() => describeTextureSkybox(0, true)).toThrow('Texture buffer is empty');
    expect(describeTextureSkybox(10, true)).toEqual({ showSun: true, environmentByteLength: 10 });
  });

  it('rejects a bad hex color with the converter message', () => {
    expect(() => describeColorSkybox('red')).toThrow('Invalid hex color format');
  });
});
