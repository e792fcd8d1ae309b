/**
 * Step 2, validate: the Khronos glTF validator (npm gltf-validator, the
 * reference implementation) on the file, served the dropped files as its
 * external resources; its findings said in plain words, with the JSON pointer.
 */
import { validateBytes, version, type ValidatorIssue } from 'gltf-validator';
import { fileNameOf, isRemoteUri, type Readable } from './read';
import type { Severity, ValidationResult, ValidatorMessage } from './types';

/** At most this many findings are listed (the counts stay exact); a broken file can have thousands. */
export const MAX_LISTED_MESSAGES = 100;

/**
 * Our words for the validator codes models meet in practice (the rest keep the
 * validator's own message). Where the loader's behavior matters, it is said.
 */
export const PLAIN_WORDS: Readonly<Record<string, string>> = {
  ACCESSOR_MIN_MISMATCH:
    'The smallest value stored for this data does not match the "min" the file declares. For positions, the bounding box used for culling and transformToUnitCube comes from these values, so the model can vanish or be scaled wrongly.',
  ACCESSOR_MAX_MISMATCH:
    'The largest value stored for this data does not match the "max" the file declares. For positions, the bounding box used for culling and transformToUnitCube comes from these values, so the model can vanish or be scaled wrongly.',
  ACCESSOR_ELEMENT_OUT_OF_MIN_BOUND: 'A value is below the "min" the file declares for it.',
  ACCESSOR_ELEMENT_OUT_OF_MAX_BOUND: 'A value is above the "max" the file declares for it.',
  ACCESSOR_INVALID_FLOAT:
    'The data contains NaN or infinite numbers: those vertices cannot be drawn.',
  ACCESSOR_VECTOR3_NON_UNIT:
    'Some normals or tangents are not of length 1: lighting looks wrong on those vertices.',
  ACCESSOR_INDEX_TRIANGLE_DEGENERATE:
    'Some triangles have no area (two corners in the same place): invisible, only wasted work.',
  ACCESSOR_INDEX_OOB: 'A triangle refers to a vertex that does not exist.',
  ACCESSOR_WEIGHTS_NON_NORMALIZED:
    'Skinning weights of some vertices do not add up to 1: the skin may bend the mesh more or less than intended.',
  ACCESSOR_JOINTS_INDEX_OOB: 'A vertex is bound to a joint the skin does not have.',
  ACCESSOR_ANIMATION_INPUT_NON_INCREASING:
    'Animation key times go backwards: the animation can jump or freeze.',
  ACCESSOR_ANIMATION_SAMPLER_OUTPUT_NON_NORMALIZED_QUATERNION:
    'An animation stores rotations that are not unit quaternions: the part may stretch or skew while it turns.',
  ANIMATION_CHANNEL_TARGET_NODE_WEIGHTS_NO_MORPHS:
    'An animation drives morph weights of a node whose mesh has no morph targets.',
  BUFFER_VIEW_TARGET_MISSING:
    'A block of vertex or index data does not say which kind it is (a hint; loaders cope).',
  GLB_LENGTH_MISMATCH: 'The GLB header states a different length than the file has.',
  GLB_LENGTH_TOO_SMALL:
    'The length the GLB header declares is too small to hold the JSON chunk every GLB must have.',
  GLB_CHUNK_TOO_BIG:
    'A chunk declares a length that goes past the end of the file: the length field is wrong.',
  GLB_UNEXPECTED_END_OF_HEADER: 'The file ends inside its 12-byte GLB header.',
  GLB_UNEXPECTED_END_OF_CHUNK_HEADER: 'The file ends inside the header of a chunk.',
  GLB_UNEXPECTED_FIRST_CHUNK: 'The first chunk is not the JSON chunk, which must come first.',
  GLB_INVALID_MAGIC: 'The file does not start with "glTF", as a GLB must.',
  GLB_UNEXPECTED_END_OF_CHUNK_DATA: 'The file ends in the middle of a chunk: it was cut short.',
  NON_RELATIVE_URI:
    'The file refers to another file by a web address: the checker does not download it, and react-native-filament loads only the one file you give it.',
  IMAGE_NPOT_DIMENSIONS:
    "A texture's width or height is not a power of two (information: phones handle it, at some cost).",
  IMAGE_UNRECOGNIZED_FORMAT: 'An image is in a format the validator cannot read.',
  IO_ERROR: 'A file the model needs could not be read.',
  MESH_PRIMITIVE_GENERATED_TANGENT_SPACE:
    'The mesh has a normal map but no tangents: the loader computes them, and the result can differ from what your 3D tool showed.',
  MESH_PRIMITIVE_NO_POSITION: 'A mesh part has no vertex positions: nothing of it can be drawn.',
  MESH_PRIMITIVE_TOO_FEW_TEXCOORDS:
    'A material uses texture coordinates this mesh does not have: its texture cannot be placed.',
  MESH_PRIMITIVE_UNUSED_TEXCOORD:
    'The mesh has texture coordinates that no material uses (they only take space).',
  MESH_PRIMITIVES_UNEQUAL_TARGETS_COUNT:
    "Parts of one mesh have different numbers of morph targets: Filament's loader refuses such a mesh.",
  NODE_EMPTY: 'A node has no mesh, light, camera or children: it does nothing.',
  NODE_SKINNED_MESH_NON_ROOT:
    "A skinned mesh sits under a parent node. By the glTF rules the parent's transform does not move a skinned mesh; some tools do move it, so it may appear in a different place than in your 3D tool.",
  NODE_SKINNED_MESH_LOCAL_TRANSFORMS:
    'A skinned mesh node has its own transform, which glTF says to ignore for skinned meshes.',
  UNUSED_OBJECT: 'Something in the file is not used by anything: it only adds bytes.',
  UNSUPPORTED_EXTENSION:
    'The validator does not know this extension, so it could not check its data (see "Will it render" for what react-native-filament does with it).',
  UNDECLARED_EXTENSION: 'An extension is used without being listed in extensionsUsed.',
  UNRESOLVED_REFERENCE: 'Something refers to an item (by index) that does not exist.',
  INVALID_JSON: 'The JSON text is broken.',
};

const SEVERITY: readonly Severity[] = ['error', 'warning', 'info', 'info'];

export function toMessage(issue: ValidatorIssue): ValidatorMessage {
  const message = PLAIN_WORDS[issue.code] ?? issue.message;
  return {
    severity: SEVERITY[issue.severity] ?? 'info',
    code: issue.code,
    message,
    ...(issue.pointer ? { pointer: issue.pointer } : {}),
  };
}

/**
 * The validator's report, or undefined when the validator itself stopped (its
 * own fault, logged for whoever reads the console; the rest of the analysis
 * goes on).
 */
export async function validateModel(model: Readable): Promise<ValidationResult | undefined> {
  const serve = async (uri: string): Promise<Uint8Array> => {
    if (isRemoteUri(uri)) throw new Error(`${uri} is on the web: the checker downloads nothing`);
    const bytes = model.resources.get(uri) ?? findByName(model, uri);
    if (!bytes) throw new Error(`${fileNameOf(uri)} was not dropped with the model`);
    return bytes;
  };
  try {
    const report = await validateBytes(model.main.bytes, {
      uri: model.main.name,
      format: model.container,
      externalResourceFunction: serve,
      writeTimestamp: false,
      maxIssues: 0,
    });
    const { issues } = report;
    return {
      validatorVersion: report.validatorVersion ?? version(),
      errors: issues.numErrors,
      warnings: issues.numWarnings,
      messages: issues.messages.slice(0, MAX_LISTED_MESSAGES).map(toMessage),
    };
  } catch (error) {
    console.error('[ModelChecker] The glTF validator stopped.', error);
    return undefined;
  }
}

/** The validator passes uris percent-decoded; match them to what the file wrote. */
function findByName(model: Readable, uri: string): Uint8Array | undefined {
  const wanted = fileNameOf(uri);
  for (const [key, bytes] of model.resources) if (fileNameOf(key) === wanted) return bytes;
  return undefined;
}
