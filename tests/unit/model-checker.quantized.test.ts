/**
 * KHR_mesh_quantization with normalized positions: the library's loader builds
 * the model's box from the stored integers (audit/model-checker.md, "Quantized
 * bounds"), so transformToUnitCube would shrink the model to nothing. The page
 * says so, never advises transformToUnitCube for such a file, and writes the
 * scale (and translate) that fit it by hand.
 */
import { describe, expect, it } from 'vitest';
import { analyzeModel } from '../../src/components/ModelChecker/analysis';
import {
  hasNormalizedPositions,
  loaderBox,
} from '../../src/components/ModelChecker/analysis/loader-box';
import { sceneSize } from '../../src/components/ModelChecker/analysis/size';
import { liveScene } from '../../src/components/ModelChecker/liveScene';
import { dropped } from './model-checker-helpers';

async function reportOf(name: string) {
  const result = await analyzeModel(dropped(name));
  if (!result.ok) throw new Error(`${name}: ${result.problem.message}`);
  return result.report;
}

const IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

describe("the loader's box (loader-box.ts)", () => {
  const json = {
    meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
    accessors: [{ normalized: true, min: [-32767, -32767, -32767], max: [32767, 32767, 32767] }],
    nodes: [{ mesh: 0 }],
  };

  it('is the stored min/max moved by the node, for normalized positions', () => {
    const scaled = [20, 0, 0, 0, 0, 5, 0, 0, 0, 0, 15, 0, 1, 2, 3, 1];
    expect(loaderBox(json, [scaled])).toEqual({
      min: [-655339, -163833, -491502],
      max: [655341, 163837, 491508],
    });
  });

  it('is not computed for float positions (the loader is right then)', () => {
    const floats = { ...json, accessors: [{ ...json.accessors[0], normalized: false }] };
    expect(hasNormalizedPositions(floats)).toBe(false);
    expect(loaderBox(floats, [IDENTITY])).toBeUndefined();
  });
});

describe('quantized-big.glb (40 m, normalized shorts)', () => {
  it('is 40 m across and not advised transformToUnitCube, which would leave it 32,767 times too small', async () => {
    const { size } = await reportOf('quantized-big.glb');
    expect(size?.largestExtent).toBeCloseTo(40, 3);
    expect(size?.transformToUnitCube.advised).toBe(false);
    expect(size?.quantizedBox?.factor).toBeCloseTo(32767, 0);
    expect(size?.transformToUnitCube.reason).toContain('Do not use transformToUnitCube');
    expect(size?.scaleByHand).toEqual({ scale: 0.05, translate: [0, 0, 0] });
  });

  it('gets a warning naming the hazard, and code that scales by hand', async () => {
    const { verdicts, code } = await reportOf('quantized-big.glb');
    const warning = verdicts.find((v) => v.text.startsWith('transformToUnitCube would shrink'));
    expect(warning?.severity).toBe('warning');
    expect(warning?.text).toContain('32,767 times too big');
    expect(warning?.text).toContain('0.06104 mm');
    expect(verdicts.some((v) => v.text.includes('add transformToUnitCube'))).toBe(false);
    expect(code).toContain('scale={[0.05, 0.05, 0.05]}');
    expect(code).not.toMatch(/^\s+transformToUnitCube$/m);
  });

  it('is shown live scaled by hand too', async () => {
    const { size } = await reportOf('quantized-big.glb');
    const source = liveScene({
      fileName: 'quantized-big.glb',
      transformToUnitCube: size!.transformToUnitCube.advised,
      scaleByHand: size!.scaleByHand,
    });
    expect(source).toContain(
      "<Model source={require('./assets/quantized-big.glb')} scale={[0.05, 0.05, 0.05]} />",
    );
  });
});

describe('quantized-small.glb (1 m, normalized shorts)', () => {
  it('is framed as it is, and warned off transformToUnitCube', async () => {
    const { size, verdicts, code } = await reportOf('quantized-small.glb');
    expect(size?.largestExtent).toBeCloseTo(1, 3);
    expect(size?.scaleByHand).toBeUndefined();
    expect(size?.transformToUnitCube.reason).not.toContain('would make it 2 m across');
    expect(verdicts.map((v) => v.text)).toContainEqual(
      expect.stringContaining('leave transformToUnitCube out'),
    );
    expect(code).not.toContain('scale={');
    expect(code).not.toMatch(/^\s+transformToUnitCube$/m);
  });
});

describe('an off-centre model scaled by hand', () => {
  it('is moved back to the origin after scaling (scale, then translate)', () => {
    const size = sceneSize([9, -1, -1], [11, 1, 1], [], {
      min: [0, -30000, -30000],
      max: [300000, 30000, 30000],
    });
    expect(size.scaleByHand?.scale).toBe(1);
    expect(size.scaleByHand?.translate).toEqual([-10, 0, 0]);
  });

  it('a float model keeps the usual advice', () => {
    const size = sceneSize([-250, -10, -150], [250, 10, 150]);
    expect(size.quantizedBox).toBeUndefined();
    expect(size.transformToUnitCube.advised).toBe(true);
  });
});
