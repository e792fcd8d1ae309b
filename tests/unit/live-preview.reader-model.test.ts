/**
 * The live renderer's support for a reader's own model (the model checker's
 * live view): the unit-cube fit (react-native-filament's transformToUnitCube),
 * and how a .gltf's URIs find the files the reader chose.
 */
import { describe, expect, it } from 'vitest';
import { unitCubeMatrix, type Mat4 } from '../../src/components/LivePreview/math';
import { dataUriBytes, resourceFileName } from '../../src/components/ModelChecker/resources';

/** Applies a column-major 4×4 matrix to a point. */
function apply(m: Mat4, [x, y, z]: readonly number[]): number[] {
  return [0, 1, 2].map((row) => m[row] * x + m[4 + row] * y + m[8 + row] * z + m[12 + row]);
}

describe('unitCubeMatrix', () => {
  it('moves the box centre to the origin and scales its largest side to 2, as the library does', () => {
    const box = { min: [10, 0, -4], max: [110, 40, 16] };
    const m = unitCubeMatrix(box);
    expect(apply(m, [60, 20, 6]).map((v) => (Math.abs(v) < 1e-9 ? 0 : v))).toEqual([0, 0, 0]);
    // The largest side (x, 100 m) spans -1 … 1; the others keep their proportions.
    expect(apply(m, box.min)).toEqual([-1, -0.4, -0.2].map((v) => expect.closeTo(v, 9)));
    expect(apply(m, box.max)).toEqual([1, 0.4, 0.2].map((v) => expect.closeTo(v, 9)));
  });

  it('leaves a box without extent where it is instead of scaling it to infinity', () => {
    const m = unitCubeMatrix({ min: [1, 2, 3], max: [1, 2, 3] });
    expect(apply(m, [1, 2, 3])).toEqual([1, 2, 3]);
  });
});

describe('resourceFileName', () => {
  it.each([
    ['scene.bin', 'scene.bin'],
    ['textures/Wood%20Floor.png', 'Wood Floor.png'],
    ['./a/b/c.jpg?v=2#x', 'c.jpg'],
    ['bad%E0name.bin', 'bad%E0name.bin'],
  ])('%s → %s', (uri, name) => {
    expect(resourceFileName(uri)).toBe(name);
  });
});

describe('dataUriBytes', () => {
  it('decodes base64 and percent-encoded data URIs without fetching them', () => {
    expect([...dataUriBytes('data:application/octet-stream;base64,AAEC/w==')]).toEqual([
      0, 1, 2, 255,
    ]);
    expect(new TextDecoder().decode(dataUriBytes('data:text/plain,a%20b'))).toBe('a b');
  });

  it('refuses a data URI without a comma', () => {
    expect(() => dataUriBytes('data:nothing')).toThrow(/comma/);
  });
});
