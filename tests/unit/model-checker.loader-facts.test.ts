/**
 * What the shipped loader does, as the checker reports it (each fact's proof
 * in audit/model-checker.md): a texture's WebP image is taken before its PNG
 * fallback; sheen is drawn only on opaque materials without IOR; the
 * two-UV-set limit counts the sets a material's textures use.
 */
import { describe, expect, it } from 'vitest';
import { analyzeModel } from '../../src/components/ModelChecker/analysis';
import type { ModelReport } from '../../src/components/ModelChecker/analysis/types';
import { dropped } from './model-checker-helpers';

async function reportOf(name: string): Promise<ModelReport> {
  const result = await analyzeModel(dropped(name));
  if (!result.ok) throw new Error(`${name}: ${result.problem.message}`);
  return result.report;
}

describe('the loader takes a texture’s WebP image first', () => {
  it('webp-fallback.glb: the texture is the WebP one, skipped, not a supported PNG', async () => {
    const report = await reportOf('webp-fallback.glb');
    expect(report.contents.textures).toEqual([
      expect.objectContaining({ mimeType: 'image/webp', support: 'fails', gpuBytes: 0 }),
    ]);
    expect(report.contents.textures[0].effect).toMatch(
      /a fallback image in the same texture does not help/,
    );
    expect(report.extensions).toContainEqual(
      expect.objectContaining({ name: 'EXT_texture_webp', required: false, support: 'fails' }),
    );
    expect(report.verdicts.map((v) => v.text).join('\n')).not.toMatch(/^Ready for/m);
    expect(report.costs.find((c) => c.label === 'Texture memory on the GPU')?.value).toBe(0);
  });
});

describe('sheen only on opaque materials without IOR', () => {
  it('sheen-blend.glb: a blended sheen material gets a warning that names it', async () => {
    const report = await reportOf('sheen-blend.glb');
    const sheen = report.verdicts.find((v) => /Sheen on/.test(v.text));
    expect(sheen).toMatchObject({ severity: 'warning' });
    expect(sheen?.text).toMatch(/^Sheen on "Glow" will not be drawn as authored/);
  });

  it('an opaque sheen material without IOR gets no such warning', async () => {
    const { sheenVerdicts } = await import('../../src/components/ModelChecker/analysis/verdicts');
    const material = {
      index: 0,
      name: 'Velvet',
      unlit: false,
      doubleSided: false,
      extensions: ['KHR_materials_sheen'],
    };
    expect(sheenVerdicts([{ ...material, alphaMode: 'OPAQUE' }])).toEqual([]);
    expect(sheenVerdicts([{ ...material, alphaMode: 'MASK' }])).toHaveLength(1);
    expect(
      sheenVerdicts([
        {
          ...material,
          alphaMode: 'OPAQUE',
          extensions: [...material.extensions, 'KHR_materials_ior'],
        },
      ]),
    ).toHaveLength(1);
  });
});

describe('the two-UV-set limit counts the sets textures use', () => {
  it('unused-uv.glb: three TEXCOORD attributes, one used set, no error', async () => {
    const report = await reportOf('unused-uv.glb');
    expect(report.contents.attributes).toEqual(
      expect.arrayContaining(['TEXCOORD_0', 'TEXCOORD_1', 'TEXCOORD_2']),
    );
    const uv = report.costs.find((c) => c.label === 'Texture coordinate sets one material uses');
    expect(uv).toMatchObject({ value: 1, over: false });
    expect(report.verdicts.filter((v) => v.severity === 'error')).toEqual([]);
  });
});

describe('framing from the vertices, not only the box', () => {
  it('scattered.glb: box corners and centre out of view, a crate in it: "sees only part of it"', async () => {
    const report = await reportOf('scattered.glb');
    expect(report.size?.defaultCamera).toMatch(/^The default <Camera \/> sees only part of it/);
    expect(report.size?.defaultCamera).not.toMatch(/does not see it at all/);
  });

  it('the same box without a vertex in view is out of view', async () => {
    const { framing, PHONE_ASPECT } =
      await import('../../src/components/ModelChecker/analysis/size');
    const min = [-40.5, -40.5, -0.5] as const;
    const max = [80.5, 80.5, 0.5] as const;
    expect(framing(min, max, PHONE_ASPECT, [[-40, -40, 0]])).toBe('out');
    expect(framing(min, max, PHONE_ASPECT, [[0.5, 0.5, 0.5]])).toBe('partly');
  });
});
