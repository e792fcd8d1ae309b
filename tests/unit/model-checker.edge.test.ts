/**
 * Cases between the fixtures, made by editing a fixture's JSON in the test:
 * extensions this Filament build does not know, embedded (data: URI) files,
 * a file gltf-transform cannot read, and a model the default camera misses.
 */
import { describe, expect, it } from 'vitest';
import { analyzeModel } from '../../src/components/ModelChecker/analysis';
import { packGlb, parseGlb } from '../../src/components/ModelChecker/analysis/glb';
import { framing } from '../../src/components/ModelChecker/analysis/size';
import type { ModelReport } from '../../src/components/ModelChecker/analysis/types';
import { dropped } from './model-checker-helpers';

type Json = Record<string, unknown> & { [key: string]: unknown };

/** lit.glb with its JSON changed by `edit`. */
function editedLit(edit: (json: Json) => void): Uint8Array {
  const parsed = parseGlb(dropped('lit.glb')[0].bytes);
  if (!parsed.ok) throw new Error(parsed.reason);
  const json = structuredClone(parsed.parts.json) as Json;
  edit(json);
  return packGlb(json, parsed.parts.bin);
}

async function reportOf(name: string, bytes: Uint8Array): Promise<ModelReport> {
  const result = await analyzeModel([{ name, bytes }]);
  if (!result.ok) throw new Error(result.problem.message);
  return result.report;
}

describe('extensions this Filament build does not know', () => {
  it('a required unknown extension is "unknown", said honestly, and a warning', async () => {
    const report = await reportOf(
      'made-up.glb',
      editedLit((json) => {
        json.extensionsUsed = ['EXT_made_up'];
        json.extensionsRequired = ['EXT_made_up'];
      }),
    );
    expect(report.extensions).toMatchObject([
      { name: 'EXT_made_up', required: true, support: 'unknown', citations: [] },
    ]);
    expect(report.extensions[0].effect).toMatch(/^Not known to this Filament build.*cannot prove/);
    expect(report.verdicts).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        text: expect.stringMatching(/EXT_made_up is required/),
      }),
    );
    // gltf-transform refuses unknown required extensions; the checker still reads the file.
    expect(report.contents.nodes).toContain('Body');
  });

  it('an optional unknown one is left out, the rest loads', async () => {
    const report = await reportOf(
      'optional.glb',
      editedLit((json) => {
        json.extensionsUsed = ['KHR_animation_pointer'];
      }),
    );
    expect(report.extensions[0]).toMatchObject({ required: false, support: 'unknown' });
    expect(report.extensions[0].effect).toMatch(/the rest of the file still loads/);
    expect(report.verdicts.map((v) => v.severity)).not.toContain('warning');
  });

  it('a material extension without an ubershader flag is "ignored", with its sources', async () => {
    const report = await reportOf(
      'anisotropy.glb',
      editedLit((json) => {
        json.extensionsUsed = ['KHR_materials_anisotropy'];
        (json.materials as Json[])[0].extensions = { KHR_materials_anisotropy: {} };
      }),
    );
    expect(report.extensions[0]).toMatchObject({ support: 'ignored' });
    expect(report.extensions[0].citations.length).toBeGreaterThan(1);
    expect(report.contents.materials[0].extensions).toEqual(['KHR_materials_anisotropy']);
  });
});

describe('skinning', () => {
  it('more than 4 bone influences a vertex: says the loader keeps the first 4', async () => {
    const parsed = parseGlb(dropped('animated.glb')[0].bytes);
    if (!parsed.ok) throw new Error(parsed.reason);
    const json = structuredClone(parsed.parts.json) as Json;
    for (const mesh of json.meshes as { primitives: { attributes: Json }[] }[]) {
      for (const { attributes } of mesh.primitives) {
        if (attributes.JOINTS_0 === undefined) continue;
        attributes.JOINTS_1 = attributes.JOINTS_0;
        attributes.WEIGHTS_1 = attributes.WEIGHTS_0;
      }
    }
    const report = await reportOf('eight-bones.glb', packGlb(json, parsed.parts.bin));
    expect(report.contents.attributes).toContain('JOINTS_1');
    expect(report.verdicts).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        text: expect.stringMatching(/more than 4 bone influences/),
      }),
    );
  });
});

describe('embedded files', () => {
  it('a .gltf with its buffer as a data: URI is one file: nothing to pack', async () => {
    const parsed = parseGlb(dropped('huge.glb')[0].bytes);
    if (!parsed.ok) throw new Error(parsed.reason);
    const json = structuredClone(parsed.parts.json) as Json;
    const bin = parsed.parts.bin!;
    (json.buffers as Json[])[0].uri =
      `data:application/octet-stream;base64,${Buffer.from(bin).toString('base64')}`;
    const report = await reportOf('embedded.gltf', new TextEncoder().encode(JSON.stringify(json)));
    expect(report.container).toBe('gltf');
    expect(report.size?.largestExtent).toBe(500);
    expect(report.verdicts.map((v) => v.text).join()).not.toMatch(/Will not load as is/);
  });
});

describe('the default camera', () => {
  it('sees a 1 m box at the origin whole, a 1 mm one as a speck, and misses one far to the side', () => {
    expect(framing([-0.5, -0.5, -0.5], [0.5, 0.5, 0.5])).toBe('fits');
    expect(framing([-0.0005, -0.0005, -0.0005], [0.0005, 0.0005, 0.0005])).toBe('tiny');
    expect(framing([40, 0, 0], [41, 1, 1])).toBe('out');
    expect(framing([-3, -0.5, -0.5], [3, 0.5, 0.5])).toBe('partly'); // wider than a portrait view
    expect(framing([-1, -1, 150], [1, 1, 151])).toBe('out'); // behind the camera
    // Filament never cuts at the far plane (Camera.h:98-101): a box reaching past 100 m is whole,
    // one lying wholly beyond it is culled.
    expect(framing([-1.5, -3, -200], [1.5, 3, 0])).toBe('fits');
    expect(framing([-1, -1, -200], [1, 1, -150])).toBe('out');
  });
});
