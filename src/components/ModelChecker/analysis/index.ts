/**
 * The model checker's analysis: files in, a report (or one clear problem)
 * out. Pure TypeScript without the DOM, so it runs in the browser page and in
 * the unit tests alike. The steps run in this order:
 *
 *   read → validate → inspect → support → size → costs → verdicts → code
 */
import { costsOf } from './costs';
import { writeCode } from './code';
import { inspectModel, type Inspection } from './inspect';
import { lightingOf } from './lighting';
import { readInput, type Readable, type ReadModel, type ReadResult } from './read';
import { sceneSize } from './size';
import { UNLOADABLE_COMPRESSION, extensionFindings } from './support';
import { C, FACTS, type Fact } from './citations';
import type {
  AnalysisResult,
  ExtensionFinding,
  InputFile,
  InputProblem,
  ModelReport,
  PartialFindings,
  ValidationResult,
} from './types';
import { validateModel } from './validate';
import { version as validatorVersion } from 'gltf-validator';
import { verdictsOf } from './verdicts';

export type * from './types';

// The size and name checks run in the page's first load, before any file is read: a module of their own.
export { MAX_FILE_BYTES, refuseBeforeReading } from './refuse';

/** A .gltf whose buffers or images are separate files (react-native-filament loads only one file). */
function needsPacking(model: ReadModel): boolean {
  return model.resources.size > 0;
}

/** The parts of the analysis, as a reader would name them when one fails. */
const STEP_NAMES = {
  extensions: "listing the file's extensions",
  inspect: "reading the file's meshes, materials, textures and animations (with glTF-Transform)",
  report: 'computing the size, costs, verdicts and code from what was read',
} as const;

/**
 * A step of the checker failed on this file: said as the checker's fault, naming
 * the step, never with the exception's text (that goes to the console).
 */
function stepFailed(
  step: keyof typeof STEP_NAMES,
  fileName: string,
  error: unknown,
  found: PartialFindings,
): AnalysisResult {
  console.error(`[ModelChecker] ${fileName}: ${STEP_NAMES[step]} failed.`, error);
  const validator = found.validation && !found.validation.unavailable;
  return {
    ok: false,
    problem: {
      kind: 'checker-failed',
      message: `The checker stopped while ${STEP_NAMES[step]} of "${fileName}". This is a fault of the checker, not necessarily of the model${validator ? "; what it found before that is below, with the Khronos validator's findings" : ''}.`,
    },
    ...found,
  };
}

/** The validator's report, or a placeholder saying it stopped (the rest of the analysis goes on). */
async function validationOf(model: Readable): Promise<ValidationResult> {
  return (
    (await validateModel(model)) ?? {
      validatorVersion: validatorVersion(),
      unavailable: true,
      errors: 0,
      warnings: 0,
      messages: [],
    }
  );
}

/** A refusal, with the validator's findings when it could read the file, and its code for the fault. */
/**
 * The facts a refusal of ./read states about the library, by kind. read.ts
 * words them itself (the page's first load includes it, never this module's
 * data); tests/unit/model-checker-sentences.test.ts checks that each message
 * holds its fact's wording and comes with its citations.
 */
const REFUSAL_FACTS: Partial<Record<InputProblem['kind'], readonly Fact[]>> = {
  'remote-resources': [FACTS.loadsOnlyGivenFile],
  'not-gltf': [FACTS.gltf2Only],
};

function withCitations(problem: InputProblem): InputProblem {
  const facts = (REFUSAL_FACTS[problem.kind] ?? []).filter((f) => problem.message.includes(f.says));
  return facts.length ? { ...problem, citations: facts.flatMap((f) => f.citations) } : problem;
}

async function refused(read: Extract<ReadResult, { ok: false }>): Promise<AnalysisResult> {
  const cited = { ...read, problem: withCitations(read.problem) };
  if (!cited.readable) return cited;
  const validation = await validateModel(cited.readable);
  if (!validation) return cited;
  const code = cited.problem.kind === 'corrupt' ? firstErrorCode(validation) : undefined;
  const problem = code ? { ...cited.problem, code } : cited.problem;
  return { ok: false, problem, validation };
}

/** The validator's code for a damaged container: its first error (GLB_…, INVALID_JSON). */
function firstErrorCode(validation: ValidationResult): string | undefined {
  return validation.messages.find((m) => m.severity === 'error')?.code;
}

/** A file whose geometry is compressed in a way the library's loader does not know: it cannot load it. */
function cannotLoad(
  fileName: string,
  extensions: readonly ExtensionFinding[],
): InputProblem | undefined {
  const found = extensions.find((e) => UNLOADABLE_COMPRESSION.has(e.name));
  if (!found) return undefined;
  return {
    kind: 'cannot-load',
    message: `react-native-filament 1.11.0 cannot load "${fileName}": its meshes are compressed with ${found.name}, ${FACTS.compressionKnown.says}, so its geometry is never decoded and the loader would upload the file's empty fallback buffer in its place: expect a crash rather than the model. Re-export it with EXT_meshopt_compression (gltf-transform's meshopt command), with Draco, or uncompressed. The extensions and the validator's findings are below.`,
    citations: [...FACTS.compressionKnown.citations, C.loadsResources],
  };
}

export async function analyzeModel(files: readonly InputFile[]): Promise<AnalysisResult> {
  const read = readInput(files);
  if (!read.ok) return refused(read);
  const model = read.model;
  const validation = await validationOf(model);
  let extensions: ExtensionFinding[];
  try {
    extensions = extensionFindings(model.json);
  } catch (error) {
    return stepFailed('extensions', model.main.name, error, { validation });
  }
  const unloadable = cannotLoad(model.main.name, extensions);
  if (unloadable) return { ok: false, problem: unloadable, validation, extensions };
  let inspection: Inspection;
  try {
    inspection = await inspectModel(model);
  } catch (error) {
    return stepFailed('inspect', model.main.name, error, { validation, extensions });
  }
  try {
    return { ok: true, report: reportOf(model, validation, extensions, inspection) };
  } catch (error) {
    return stepFailed('report', model.main.name, error, { validation, extensions });
  }
}

function reportOf(
  model: ReadModel,
  validation: ValidationResult,
  extensions: readonly ExtensionFinding[],
  inspection: Inspection,
): ModelReport {
  const { bounds } = inspection;
  const size = bounds
    ? sceneSize(
        [bounds.min[0], bounds.min[1], bounds.min[2]],
        [bounds.max[0], bounds.max[1], bounds.max[2]],
        inspection.points,
        inspection.loaderBounds,
      )
    : null;
  const costs = costsOf(inspection, model.totalBytes);
  const lighting = lightingOf(inspection);
  const packing = needsPacking(model);
  const verdicts = verdictsOf({
    fileName: model.main.name,
    needsPacking: packing,
    validation,
    extensions,
    textures: inspection.contents.textures,
    size,
    needsLight: lighting.needsLight,
    costs,
    animations: inspection.contents.animations.length,
    attributes: inspection.contents.attributes,
    materials: inspection.contents.materials,
  });
  const code = writeCode({
    fileName: model.main.name,
    needsLight: lighting.needsLight,
    transformToUnitCube: size?.transformToUnitCube.advised ?? false,
    scaleByHand: size?.scaleByHand,
    animations: inspection.contents.animations,
    renderables: inspection.renderables,
    needsPacking: packing,
  });
  return {
    fileName: model.main.name,
    fileBytes: model.totalBytes,
    container: model.container,
    validation,
    extensions,
    contents: inspection.contents,
    size,
    lighting: lighting.text,
    lightingCitations: lighting.citations,
    costs,
    verdicts,
    code,
  };
}
