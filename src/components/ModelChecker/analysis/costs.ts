/**
 * Step 6, costs: what the model asks of a phone, against budgets. Hard limits
 * come from Filament's shipped headers and loader; soft budgets are this
 * checker's rules of thumb and say so, with what they rest on.
 */
import { C } from './citations';
import type { Inspection } from './inspect';
import type { Citation, Cost } from './types';

export interface Budget {
  readonly label: string;
  readonly unit: string;
  readonly budget: number;
  readonly estimate: boolean;
  /** Hard limits are Filament's; soft ones are rules of thumb (said in `basis`). */
  readonly hard: boolean;
  readonly basis: string;
  readonly citations: readonly Citation[];
}

const MIB = 1024 * 1024;

export const BUDGETS = {
  triangles: {
    label: 'Triangles',
    unit: 'triangles',
    budget: 100_000,
    estimate: false,
    hard: false,
    basis:
      'Soft budget, a rule of thumb of this checker, not a limit of the library: a mid-range phone draws a few hundred thousand triangles a frame at 60 frames per second, and one model should leave room for the rest of the scene and its shadow pass.',
    citations: [],
  },
  drawCalls: {
    label: 'Draw calls (primitives)',
    unit: 'draw calls',
    budget: 50,
    estimate: false,
    hard: false,
    basis:
      "Each primitive is drawn on its own (Filament's renderables are bundles of primitives, each with its own geometry and material), and each costs CPU time every frame. Soft budget, a rule of thumb: join meshes that share a material in your 3D tool.",
    citations: [C.primitivesOwnMaterial],
  },
  materials: {
    label: 'Materials',
    unit: 'materials',
    budget: 10,
    estimate: false,
    hard: false,
    basis:
      'Each glTF material becomes a material instance of the ubershader archive the library loads; changing material between draws costs GPU state changes. Soft budget, a rule of thumb.',
    citations: [C.ubershader],
  },
  textureMemory: {
    label: 'Texture memory on the GPU',
    unit: 'bytes',
    budget: 64 * MIB,
    estimate: true,
    hard: false,
    basis:
      'Estimate: PNG and JPEG are decoded to 8-bit RGBA (4 bytes a texel), KTX2 taken as 1 byte a texel (block-compressed), and mipmaps add a third. Soft budget, a rule of thumb: phones share a few hundred MB of memory between all apps\u2019 graphics.',
    citations: [C.jpeg, C.png, C.ktx2],
  },
  fileSize: {
    label: 'File size',
    unit: 'bytes',
    budget: 20 * MIB,
    estimate: false,
    hard: false,
    basis:
      'The library hands the whole file to the loader as one buffer, so it is memory while loading as well as download and app size. Soft budget, a rule of thumb.',
    citations: [C.oneBuffer],
  },
  morphTargets: {
    label: 'Morph targets of one primitive',
    unit: 'morph targets',
    budget: 256,
    estimate: false,
    hard: true,
    basis:
      'Hard limit of Filament, 256 per primitive: its loader warns \u201cExceeded max morph target count\u201d and drops the rest.',
    citations: [C.maxMorphTargets, C.binMorphLimit],
  },
  joints: {
    label: 'Joints of one skin',
    unit: 'joints',
    budget: 255,
    estimate: false,
    hard: true,
    basis: 'Hard limit of Filament: GPU skinning takes up to 255 bone transforms per renderable.',
    citations: [C.maxBones],
  },
  uvSets: {
    label: 'Texture coordinate sets one material uses',
    unit: 'UV sets',
    budget: 2,
    estimate: false,
    hard: true,
    basis:
      'Hard limit of the ubershader materials: the loader maps the texture coordinate sets a material\u2019s textures use (texCoord) onto two slots. It counts those sets, not the TEXCOORD_n attributes a mesh carries: sets no texture uses are dropped. A texture that would need a third set is left out of the material, without a warning in the log.',
    citations: [C.binConstrainMaterial],
  },
} as const satisfies Record<string, Budget>;

function cost(budget: Budget, value: number): Cost {
  return {
    label: budget.label,
    value,
    unit: budget.unit,
    budget: budget.budget,
    estimate: budget.estimate,
    over: value > budget.budget,
    basis: budget.basis,
    citations: budget.citations,
  };
}

/** Soft budgets always; hard limits when the model uses the feature at all. */
export function costsOf(inspection: Inspection, fileBytes: number): Cost[] {
  const { contents } = inspection;
  const textureBytes = contents.textures.reduce((sum, t) => sum + t.gpuBytes, 0);
  const costs = [
    cost(BUDGETS.triangles, contents.triangles),
    cost(BUDGETS.drawCalls, contents.primitives),
    cost(BUDGETS.materials, contents.materials.length),
    cost(BUDGETS.textureMemory, textureBytes),
    cost(BUDGETS.fileSize, fileBytes),
  ];
  if (inspection.maxMorphTargets > 0)
    costs.push(cost(BUDGETS.morphTargets, inspection.maxMorphTargets));
  if (inspection.maxJoints > 0) costs.push(cost(BUDGETS.joints, inspection.maxJoints));
  if (inspection.maxUvSets > 0) costs.push(cost(BUDGETS.uvSets, inspection.maxUvSets));
  return costs;
}

/** Whether a cost that is over its budget is a hard limit (the page and verdicts weigh it more). */
export function isHardLimit(label: string): boolean {
  return Object.values(BUDGETS).some((b) => b.label === label && b.hard);
}
