/**
 * The model checker's analysis on every fixture of tests/fixtures/models
 * (made by tools/models/fixtures.ts): what it reports for each, what it
 * refuses and with which message, and that every fact it prints is cited.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_FILE_BYTES,
  analyzeModel,
  refuseBeforeReading,
} from '../../src/components/ModelChecker/analysis';
import { BUDGETS } from '../../src/components/ModelChecker/analysis/costs';
import type {
  AnalysisResult,
  Citation,
  ModelReport,
} from '../../src/components/ModelChecker/analysis/types';
import { citationHolds, dropped } from './model-checker-helpers';

const SETS = {
  lit: ['lit.glb'],
  unlit: ['unlit.glb'],
  animated: ['animated.glb'],
  huge: ['huge.glb'],
  webp: ['unsupported-ext.glb'],
  separate: ['separate.gltf', 'separate.bin', 'separate-0.png'],
} as const;

const reports: Record<string, ModelReport> = {};

async function reportOf(names: readonly string[]): Promise<ModelReport> {
  const result = await analyzeModel(dropped(...names));
  if (!result.ok) throw new Error(`${names.join()}: ${result.problem.message}`);
  return result.report;
}

async function problemOf(names: readonly string[]) {
  const result: AnalysisResult = await analyzeModel(dropped(...names));
  if (result.ok) throw new Error(`${names.join()} was not refused`);
  return result.problem;
}

beforeAll(async () => {
  for (const [key, names] of Object.entries(SETS)) reports[key] = await reportOf(names);
});

const severities = (report: ModelReport) => report.verdicts.map((v) => v.severity);
const verdictText = (report: ModelReport) => report.verdicts.map((v) => v.text).join('\n');

describe('lit.glb: a valid lit PBR model', () => {
  it('is valid and needs nothing but a light', () => {
    const report = reports.lit;
    expect(report.container).toBe('glb');
    expect(report.validation).toMatchObject({ errors: 0, warnings: 0 });
    expect(report.validation.validatorVersion).toBe('2.0.0-dev.3.10');
    expect(severities(report)).not.toContain('error');
    expect(severities(report)).not.toContain('warning');
    expect(verdictText(report)).toMatch(/^Ready for react-native-filament 1\.11\.0/);
    expect(report.lighting).toMatch(/2 of 2 materials are lit.*render black.*<DefaultLight \/>/);
  });

  it('lists its nodes, materials, texture and counts', () => {
    const { contents } = reports.lit;
    expect(contents.nodes).toEqual(['Car', 'Body', 'Front wheel', 'Rear wheel']);
    expect(contents.materials.map((m) => [m.name, m.unlit])).toEqual([
      ['Paint', false],
      ['Rubber', false],
    ]);
    expect(contents.meshes).toBe(3);
    expect(contents.primitives).toBe(3);
    expect(contents.triangles).toBe(204); // box 12 + two 24-segment cylinders of 96
    expect(contents.textures).toMatchObject([
      { name: 'Decal', mimeType: 'image/png', width: 8, height: 8, support: 'supported' },
    ]);
    // 8 × 8 texels × 4 bytes (RGBA8) × 4/3 (mipmaps)
    expect(contents.textures[0].gpuBytes).toBe(Math.round(8 * 8 * 4 * (4 / 3)));
    expect(contents.attributes).toEqual(['NORMAL', 'POSITION', 'TEXCOORD_0']);
  });

  it('fits the default camera, so transformToUnitCube is not advised', () => {
    const size = reports.lit.size!;
    expect(size.largestExtent).toBeCloseTo(2, 5);
    expect(size.transformToUnitCube.advised).toBe(false);
    expect(size.defaultCamera).toMatch(/shows it whole/);
  });
});

describe('unlit.glb: KHR_materials_unlit', () => {
  it('is supported and needs no light', () => {
    const report = reports.unlit;
    expect(report.extensions).toMatchObject([
      { name: 'KHR_materials_unlit', required: false, support: 'supported' },
    ]);
    expect(report.contents.materials).toMatchObject([{ name: 'Glow', unlit: true }]);
    expect(report.lighting).toMatch(/Every material is unlit/);
    expect(verdictText(report)).not.toMatch(/black/);
  });
});

describe('animated.glb: animations, morph targets, a skin', () => {
  it('lists animations with index and duration, morph target and skin names', () => {
    const { contents } = reports.animated;
    expect(contents.animations).toEqual([
      { index: 0, name: 'Wave', durationSeconds: 2 },
      { index: 1, name: 'Smile', durationSeconds: 0.5 },
    ]);
    expect(contents.morphTargets).toEqual([{ mesh: 'Face', targets: ['Smile', 'Blink'] }]);
    expect(contents.skins).toEqual([{ name: 'Arm rig', joints: 2 }]);
    expect(contents.attributes).toEqual(['JOINTS_0', 'NORMAL', 'POSITION', 'WEIGHTS_0']);
  });

  it('passes on the validator warning in plain words, with its pointer', () => {
    const { validation } = reports.animated;
    expect(validation).toMatchObject({ errors: 0, warnings: 1 });
    expect(validation.messages).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'NODE_SKINNED_MESH_NON_ROOT',
        pointer: '/nodes/3',
        message: expect.stringMatching(/skinned mesh sits under a parent node/),
      }),
    ]);
  });

  it('checks the hard limits it uses: morph targets and joints', () => {
    const costs = Object.fromEntries(reports.animated.costs.map((c) => [c.label, c]));
    expect(costs['Morph targets of one primitive']).toMatchObject({ value: 2, budget: 256 });
    expect(costs['Joints of one skin']).toMatchObject({ value: 2, budget: 255 });
  });
});

describe('huge.glb: 500 m wide', () => {
  it('is not framed by the default camera and gets transformToUnitCube', () => {
    const report = reports.huge;
    const size = report.size!;
    expect(size.largestExtent).toBe(500);
    expect(size.min).toEqual([-250, -10, -150]);
    expect(size.transformToUnitCube.advised).toBe(true);
    expect(size.transformToUnitCube.reason).toMatch(/500 m across.*2 m across its largest side/);
    expect(size.defaultCamera).toMatch(/inside the model/);
    expect(severities(report)[0]).toBe('warning');
    expect(verdictText(report)).toMatch(/Not framed by the default camera.*transformToUnitCube/);
    expect(report.code).toMatch(/^ {8}transformToUnitCube$/m);
  });
});

describe('unsupported-ext.glb: a required WebP texture', () => {
  it('says the texture fails and why, first among the verdicts', () => {
    const report = reports.webp;
    expect(report.extensions).toMatchObject([
      { name: 'EXT_texture_webp', required: true, support: 'fails' },
    ]);
    expect(report.extensions[0].effect).toMatch(/image\/jpeg, image\/png and image\/ktx2 only/);
    expect(report.contents.textures).toMatchObject([
      {
        name: 'Planks',
        mimeType: 'image/webp',
        width: 1,
        height: 1,
        support: 'fails',
        gpuBytes: 0,
      },
    ]);
    expect(report.verdicts[0]).toMatchObject({
      severity: 'error',
      text: expect.stringMatching(/^EXT_texture_webp is not handled/),
    });
  });
});

describe('separate.gltf with its .bin and texture', () => {
  it('is read from the three files, and the report says the app needs one .glb', () => {
    const report = reports.separate;
    expect(report.container).toBe('gltf');
    expect(report.contents.textures[0]).toMatchObject({ mimeType: 'image/png', width: 8 });
    expect(report.fileBytes).toBe(
      dropped(...SETS.separate).reduce((sum, f) => sum + f.bytes.byteLength, 0),
    );
    expect(report.verdicts[0]).toMatchObject({
      severity: 'error',
      text: expect.stringMatching(/^Will not load as is: react-native-filament loads one file/),
    });
    expect(report.code).toContain("require('./assets/separate.glb')");
  });
});

describe('refused input: one clear message each', () => {
  it('corrupt.glb (cut short) is corrupt, naming the lengths', async () => {
    const problem = await problemOf(['corrupt.glb']);
    expect(problem.kind).toBe('corrupt');
    expect(problem.message).toMatch(
      /^"corrupt\.glb" is damaged: its header says \d+ bytes but the file has \d+: it was cut short\./,
    );
  });

  it('missing-buffer.gltf names the .bin that was not dropped', async () => {
    const problem = await problemOf(['missing-buffer.gltf']);
    expect(problem).toMatchObject({ kind: 'missing-resources', missing: ['missing-buffer.bin'] });
    expect(problem.message).toMatch(/not dropped with it: "missing-buffer\.bin"/);
  });

  it('a .gltf without its texture names the texture only', async () => {
    const problem = await problemOf(['separate.gltf', 'separate.bin']);
    expect(problem).toMatchObject({ kind: 'missing-resources', missing: ['separate-0.png'] });
  });

  it('no-mesh.gltf has no meshes', async () => {
    const problem = await problemOf(['no-mesh.gltf']);
    expect(problem.kind).toBe('no-meshes');
    expect(problem.message).toMatch(/has no meshes: there is nothing to draw/);
  });

  it('not-gltf.txt is not a glTF model', async () => {
    expect(await problemOf(['not-gltf.txt'])).toMatchObject({
      kind: 'not-gltf',
      message: expect.stringMatching(/^"not-gltf\.txt" is not a glTF model/),
    });
  });

  it('no files at all', async () => {
    expect((await analyzeModel([])).ok).toBe(false);
    expect(refuseBeforeReading([])?.kind).toBe('no-files');
  });
});

describe('refuseBeforeReading', () => {
  it('refuses a 300 MB file by its size, before reading it', () => {
    const problem = refuseBeforeReading([{ name: 'city.glb', size: 300 * 1024 * 1024 }]);
    expect(problem?.kind).toBe('too-large');
    expect(problem?.message).toMatch(/"city\.glb" is 300 MB; the checker reads up to 100 MB/);
    expect(MAX_FILE_BYTES).toBe(100 * 1024 * 1024);
  });

  it('counts every dropped file towards the limit', () => {
    const half = MAX_FILE_BYTES / 2 + 1;
    expect(
      refuseBeforeReading([
        { name: 'a.gltf', size: half },
        { name: 'a.bin', size: half },
      ])?.kind,
    ).toBe('too-large');
  });

  it('refuses names that are not .glb or .gltf, and lets a model through', () => {
    expect(refuseBeforeReading([{ name: 'notes.txt', size: 10 }])?.kind).toBe('not-gltf');
    expect(refuseBeforeReading([{ name: 'Car.GLB', size: 10 }])).toBeNull();
    expect(
      refuseBeforeReading([
        { name: 'car.gltf', size: 10 },
        { name: 'car.bin', size: 10 },
      ]),
    ).toBeNull();
  });
});

describe('citations and budgets', () => {
  const citationsOf = (report: ModelReport): Citation[] => [
    ...report.extensions.flatMap((e) => e.citations),
    ...report.contents.textures.flatMap((t) => t.citations ?? []),
    ...(report.size?.citations ?? []),
    ...(report.lightingCitations ?? []),
    ...report.costs.flatMap((c) => c.citations ?? []),
  ];

  it('every citation in every report is where it says', () => {
    for (const [key, report] of Object.entries(reports)) {
      const citations = citationsOf(report);
      expect(citations.length, key).toBeGreaterThan(0);
      for (const c of citations) expect(citationHolds(c), `${key}: ${c.path}:${c.line}`).toBe(true);
    }
  });

  it('every supported or failing extension rests on at least one citation', () => {
    for (const report of Object.values(reports)) {
      for (const e of report.extensions) {
        if (e.support !== 'unknown') expect(e.citations.length, e.name).toBeGreaterThan(0);
      }
    }
  });

  it('hard limits cite Filament; soft budgets say they are rules of thumb', () => {
    for (const budget of Object.values(BUDGETS)) {
      if (budget.hard) {
        expect(budget.citations.length, budget.label).toBeGreaterThan(0);
        expect(budget.basis, budget.label).toMatch(/^Hard limit/);
      } else {
        expect(budget.basis, budget.label).toMatch(/rule of thumb/);
      }
    }
    expect(BUDGETS.textureMemory.estimate).toBe(true);
    expect(BUDGETS.textureMemory.basis).toMatch(/^Estimate:/);
  });

  it('each report shows every soft budget', () => {
    const soft = Object.values(BUDGETS)
      .filter((b) => !b.hard)
      .map((b) => b.label);
    for (const report of Object.values(reports)) {
      expect(report.costs.map((c) => c.label)).toEqual(expect.arrayContaining(soft));
    }
  });
});

describe('fixtures', () => {
  it('are what tools/models/fixtures.ts makes today (run `npm run models` after changing it)', async () => {
    const { staleFixtures } = await import('../../tools/models/generate');
    expect(await staleFixtures()).toEqual([]);
  });

  it('are small, and the WebP one is a real WebP', async () => {
    const { FIXTURES } = await import('../../tools/models/fixtures');
    for (const name of Object.keys(FIXTURES)) {
      expect(dropped(name)[0].bytes.byteLength, name).toBeLessThan(20 * 1024);
    }
    const { TINY_WEBP } = await import('../../tools/models/fixtures');
    const { decode } = await import('@cwasm/webp');
    expect(decode(TINY_WEBP)).toMatchObject({ width: 1, height: 1 });
  });
});
