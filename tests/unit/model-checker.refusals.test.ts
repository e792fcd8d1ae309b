/**
 * Files the checker refuses: each refusal names its reason in the reader's
 * words with the Khronos validator's code for it, and the validator's report
 * comes with it whenever the validator could read the file. A step of the
 * checker that fails says which step, never a JavaScript exception's text.
 */
import { describe, expect, it } from 'vitest';
import { analyzeModel } from '../../src/components/ModelChecker/analysis';
import { packGlb, parseGlb } from '../../src/components/ModelChecker/analysis/glb';
import type { AnalysisResult } from '../../src/components/ModelChecker/analysis/types';
import { dropped } from './model-checker-helpers';

async function refusalOf(...names: string[]) {
  const result = await analyzeModel(dropped(...names));
  if (result.ok) throw new Error(`${names.join('+')} was expected to be refused`);
  return result;
}

const codes = (result: Extract<AnalysisResult, { ok: false }>) =>
  result.validation?.messages.map((m) => m.code) ?? [];

describe('a damaged .glb: the reason the validator gives, in words, with its code', () => {
  it('header-only.glb: a declared length too small for the JSON chunk (GLB_LENGTH_TOO_SMALL)', async () => {
    const result = await refusalOf('header-only.glb');
    expect(result.problem).toMatchObject({ kind: 'corrupt', code: 'GLB_LENGTH_TOO_SMALL' });
    expect(result.problem.message).toMatch(
      /declares a total length of 12 bytes, which leaves no room for the JSON chunk/,
    );
    expect(result.problem.message).not.toMatch(/first chunk is not the JSON chunk/);
    expect(codes(result)).toEqual(['GLB_LENGTH_TOO_SMALL']);
  });

  it('chunk-too-long.glb: a chunk longer than the file, not a file cut short (GLB_CHUNK_TOO_BIG)', async () => {
    const result = await refusalOf('chunk-too-long.glb');
    expect(result.problem).toMatchObject({ kind: 'corrupt', code: 'GLB_CHUNK_TOO_BIG' });
    expect(result.problem.message).toMatch(
      /its JSON chunk says it is \d+ bytes long, but only \d+/,
    );
    expect(result.problem.message).not.toMatch(/it was cut short/);
    expect(result.validation?.errors).toBeGreaterThan(0);
  });

  it('corrupt.glb: cut short, with the validator code of the same fault', async () => {
    const result = await refusalOf('corrupt.glb');
    expect(result.problem.code).toBe('GLB_UNEXPECTED_END_OF_CHUNK_DATA');
    expect(result.validation?.messages[0].code).toBe('GLB_UNEXPECTED_END_OF_CHUNK_DATA');
  });
});

describe('files the model names', () => {
  it('web-buffer.gltf: a buffer on the web is said to be on the web, not a missing local file', async () => {
    const result = await refusalOf('web-buffer.gltf');
    expect(result.problem.kind).toBe('remote-resources');
    expect(result.problem.message).toMatch(
      /loads a file from the web \(http:\/\/example\.com\/models\/web-buffer\.bin\)\. The checker does not download anything/,
    );
    expect(result.problem.message).not.toMatch(/not dropped/);
    expect(codes(result)).toContain('NON_RELATIVE_URI');
  });

  it('a uri that is no file name is named as written and called damaged, never ": ."', async () => {
    const [file] = dropped('missing-buffer.gltf');
    const json = JSON.parse(new TextDecoder().decode(file.bytes));
    json.buffers[0].uri = ':';
    const result = await analyzeModel([
      { name: 'colon.gltf', bytes: new TextEncoder().encode(JSON.stringify(json)) },
    ]);
    if (result.ok) throw new Error('expected a refusal');
    expect(result.problem).toMatchObject({ kind: 'corrupt', code: 'INVALID_URI' });
    expect(result.problem.message).toMatch(
      /names a buffer or image file by ":", which is not a file name/,
    );
  });

  it('missing-buffer.gltf: the refusal keeps the validator report (its IO_ERROR)', async () => {
    const result = await refusalOf('missing-buffer.gltf');
    expect(result.problem.message).toMatch(/not dropped with it: "missing-buffer\.bin"/);
    expect(codes(result)).toContain('IO_ERROR');
  });
});

describe('the validator report comes with every refusal of a file it can read', () => {
  it('no-mesh-invalid.gltf: "no meshes", and the two errors the validator found', async () => {
    const result = await refusalOf('no-mesh-invalid.gltf');
    expect(result.problem.kind).toBe('no-meshes');
    expect(result.validation).toMatchObject({ errors: 2 });
    expect(codes(result)).toEqual(['UNRESOLVED_REFERENCE', 'UNRESOLVED_REFERENCE']);
  });

  it('not-gltf.txt: nothing the validator can read, so no report', async () => {
    const result = await refusalOf('not-gltf.txt');
    expect(result.validation).toBeUndefined();
  });
});

describe('a step of the checker that fails', () => {
  it('names the step, shows no exception text, and keeps the validator report', async () => {
    const parsed = parseGlb(dropped('lit.glb')[0].bytes);
    if (!parsed.ok) throw new Error(parsed.reason);
    const json = structuredClone(parsed.parts.json) as { accessors: { bufferView: number }[] };
    json.accessors[0].bufferView = 99;
    const result = await analyzeModel([
      { name: 'broken.glb', bytes: packGlb(json, parsed.parts.bin) },
    ]);
    if (result.ok) throw new Error('expected a refusal');
    expect(result.problem.kind).toBe('checker-failed');
    expect(result.problem.message).toMatch(
      /^The checker stopped while reading the file's meshes, materials, textures and animations \(with glTF-Transform\) of "broken\.glb"\. This is a fault of the checker/,
    );
    expect(result.problem.message).not.toMatch(/undefined|reading '|TypeError|Cannot read/);
    expect(result.problem.message).not.toMatch(/run it on the file/);
    expect(codes(result)).toContain('UNRESOLVED_REFERENCE');
    expect(result.extensions).toEqual([]);
  });
});

describe('compressed geometry, decoded as the library decodes it', () => {
  const shape = async (name: string) => {
    const result = await analyzeModel(dropped(name));
    if (!result.ok) throw new Error(`${name}: ${result.problem.message}`);
    const { contents, size, costs } = result.report;
    return {
      triangles: contents.triangles,
      primitives: contents.primitives,
      nodes: contents.nodes,
      largestExtent: size?.largestExtent,
      center: size?.center,
      defaultCamera: size?.defaultCamera,
      fileBytes: result.report.fileBytes,
      fileCost: costs.find((c) => c.label === 'File size')?.value,
    };
  };

  it.each(['meshopt.glb', 'draco.glb'])(
    '%s: the counts, size and framing of the uncompressed lit.glb, its own file size',
    async (name) => {
      const [plain, packed] = [await shape('lit.glb'), await shape(name)];
      const sameShape = (shape: typeof plain) => ({
        triangles: shape.triangles,
        primitives: shape.primitives,
        nodes: shape.nodes,
        largestExtent: Number(shape.largestExtent?.toFixed(3)),
        defaultCamera: shape.defaultCamera,
        center: shape.center?.map((n) => Number(n.toFixed(2))),
      });
      expect(sameShape(packed)).toEqual(sameShape(plain));
      expect(packed.largestExtent).toBeCloseTo(2, 2);
      expect(packed.fileBytes).toBeLessThan(plain.fileBytes);
      expect(packed.fileCost).toBe(packed.fileBytes);
    },
  );

  it('khr-meshopt.glb: refused as a file the library cannot load, with the validator and the extensions', async () => {
    const result = await refusalOf('khr-meshopt.glb');
    expect(result.problem.kind).toBe('cannot-load');
    expect(result.problem.message).toContain('cannot load "khr-meshopt.glb"');
    expect(result.problem.message).toContain('KHR_meshopt_compression');
    expect(result.validation).toBeDefined();
    expect(result.extensions).toContainEqual(
      expect.objectContaining({ name: 'KHR_meshopt_compression', support: 'fails' }),
    );
  });

  it('meshopt.glb and draco.glb say the library decodes their compression', async () => {
    for (const [name, ext] of [
      ['meshopt.glb', 'EXT_meshopt_compression'],
      ['draco.glb', 'KHR_draco_mesh_compression'],
    ] as const) {
      const result = await analyzeModel(dropped(name));
      if (!result.ok) throw new Error(result.problem.message);
      expect(result.report.extensions).toContainEqual(
        expect.objectContaining({ name: ext, required: true, support: 'supported' }),
      );
    }
  });
});

describe('words and units', () => {
  it('one unit for bytes, singular for one, in the cost verdicts and the table', async () => {
    const { amount } = await import('../../src/components/ModelChecker/format');
    expect(amount(1, 'materials')).toBe('1 material');
    expect(amount(2, 'materials')).toBe('2 materials');
    expect(amount(1, 'UV sets')).toBe('1 UV set');
    expect(amount(30 * 1024 * 1024, 'bytes')).toBe('30 MB');
  });

  it('a model already 2 m across is not said to become smaller', async () => {
    const { sceneSize } = await import('../../src/components/ModelChecker/analysis/size');
    const reason = sceneSize([-1, 0, -0.5], [1, 0.8, 0.5]).transformToUnitCube.reason;
    expect(reason).toMatch(/would keep it 2 m across and only move its centre to the origin/);
    expect(reason).not.toMatch(/smaller|larger/);
    expect(sceneSize([-0.5, 0, -0.5], [0.5, 0.8, 0.5]).transformToUnitCube.reason).toMatch(
      /would make it 2 m across \(larger\)/,
    );
  });
});
