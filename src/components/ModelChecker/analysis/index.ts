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
import { readInput, type ReadModel } from './read';
import { sceneSize } from './size';
import { extensionFindings } from './support';
import type { AnalysisResult, InputFile, InputProblem, ModelReport } from './types';
import { validateModel } from './validate';
import { verdictsOf } from './verdicts';

export type * from './types';

// The size and name checks run in the page's first load, before any file is read: a module of their own.
export { MAX_FILE_BYTES, refuseBeforeReading } from './refuse';

/** A .gltf whose buffers or images are separate files (react-native-filament loads only one file). */
function needsPacking(model: ReadModel): boolean {
  return model.resources.size > 0;
}

async function inspectOrExplain(model: ReadModel): Promise<Inspection | InputProblem> {
  try {
    return await inspectModel(model);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      kind: 'corrupt',
      message: `"${model.main.name}" could not be read as a model (${reason}). The Khronos glTF validator can point at the broken part: run it on the file in your 3D tool or at the command line.`,
    };
  }
}

export async function analyzeModel(files: readonly InputFile[]): Promise<AnalysisResult> {
  const read = readInput(files);
  if (!read.ok) return read;
  const model = read.model;
  const validation = await validateModel(model);
  const inspection = await inspectOrExplain(model);
  if ('kind' in inspection) return { ok: false, problem: inspection };
  const extensions = extensionFindings(model.json);
  const { bounds } = inspection;
  const size = bounds
    ? sceneSize(
        [bounds.min[0], bounds.min[1], bounds.min[2]],
        [bounds.max[0], bounds.max[1], bounds.max[2]],
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
  });
  const code = writeCode({
    fileName: model.main.name,
    needsLight: lighting.needsLight,
    transformToUnitCube: size?.transformToUnitCube.advised ?? false,
    animations: inspection.contents.animations,
    renderables: inspection.renderables,
    needsPacking: packing,
  });
  const report: ModelReport = {
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
  return { ok: true, report };
}
