/**
 * What the model checker finds in a reader's glTF file. The analysis
 * (`analyzeModel` in ./index.ts) fills it; the page renders it. Everything here
 * is plain data, so the analysis runs the same in the browser and in unit tests.
 */

/** One file the reader dropped or picked: a .glb, or a .gltf with its .bin and images. */
export interface InputFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** Where a support fact or a budget comes from: a line of a file we ship or depend on. */
export interface Citation {
  /** e.g. "react-native-filament/cpp/core/RNFEngineImpl.cpp:68" or a Filament header under the package. */
  readonly path: string;
  readonly line: number;
  /** The cited line as it reads there (checked by a unit test). */
  readonly quote: string;
}

export type Severity = 'error' | 'warning' | 'info';

/** A finding of the Khronos validator, said in plain words. */
export interface ValidatorMessage {
  readonly severity: Severity;
  /** The validator's code, e.g. "ACCESSOR_MIN_MISMATCH". */
  readonly code: string;
  /** Our plain-words explanation (falls back to the validator's own message). */
  readonly message: string;
  /** JSON pointer into the file, e.g. "/meshes/0/primitives/0/attributes/POSITION". */
  readonly pointer?: string;
}

export interface ValidationResult {
  readonly validatorVersion: string;
  /** The validator itself stopped on the file (its fault, not a finding): no counts to give. */
  readonly unavailable?: boolean;
  readonly errors: number;
  readonly warnings: number;
  readonly messages: readonly ValidatorMessage[];
}

/**
 * Whether react-native-filament 1.11.0 (its Filament build and set-up) handles a feature.
 * 'unknown': not known to the shipped Filament build and not proven either way (said so on the page).
 */
export type Support = 'supported' | 'partial' | 'ignored' | 'fails' | 'unknown';

export interface ExtensionFinding {
  readonly name: string;
  readonly required: boolean;
  readonly support: Support;
  /** What happens in the app, in plain words (e.g. "the texture is skipped: the model shows untextured"). */
  readonly effect: string;
  readonly citations: readonly Citation[];
}

export interface TextureFinding {
  readonly index: number;
  readonly name: string;
  readonly mimeType: string;
  readonly width: number;
  readonly height: number;
  /** Estimated GPU memory with a full mip chain, in bytes (an estimate: labelled so on the page). */
  readonly gpuBytes: number;
  readonly support: Support;
  readonly effect?: string;
  /** Where the support and effect come from (added by the analysis; optional for older callers). */
  readonly citations?: readonly Citation[];
}

export interface AnimationFinding {
  /** The index a reader passes to `<Animator animationIndex>`. */
  readonly index: number;
  readonly name: string;
  readonly durationSeconds: number;
}

export interface MaterialFinding {
  readonly index: number;
  readonly name: string;
  readonly unlit: boolean;
  readonly alphaMode: 'OPAQUE' | 'MASK' | 'BLEND';
  readonly doubleSided: boolean;
  /** KHR_materials_* extensions this material uses. */
  readonly extensions: readonly string[];
}

export interface SceneSize {
  /** Axis-aligned bounds of the default scene in metres (glTF units). */
  readonly min: readonly [number, number, number];
  readonly max: readonly [number, number, number];
  readonly center: readonly [number, number, number];
  /** Largest extent, in metres. */
  readonly largestExtent: number;
  /** Whether `transformToUnitCube` is advised, and why, in plain words. */
  readonly transformToUnitCube: { readonly advised: boolean; readonly reason: string };
  /** Whether the default `<Camera />` would see the model as it is, in plain words. */
  readonly defaultCamera: string;
  /**
   * Set when the library's bounding box is wrong (normalized positions,
   * KHR_mesh_quantization): how many times too big it is, and how big
   * transformToUnitCube would leave the model.
   */
  readonly quantizedBox?: { readonly factor: number; readonly unitCubeLeaves: number };
  /** The scale and translate props that do by hand what transformToUnitCube cannot, when the model needs fitting. */
  readonly scaleByHand?: {
    readonly scale: number;
    readonly translate: readonly [number, number, number];
  };
  /** The library lines behind the advice: what transformToUnitCube does, the camera's defaults. */
  readonly citations?: readonly Citation[];
}

export interface Cost {
  readonly label: string;
  readonly value: number;
  /** Unit shown after the value ("triangles", "bytes", …). */
  readonly unit: string;
  readonly budget: number;
  readonly estimate: boolean;
  readonly over: boolean;
  /** What the budget rests on, in plain words ("hard limit of Filament", "rule of thumb: …"). */
  readonly basis?: string;
  /** The shipped lines behind a hard limit or the estimate's formula. */
  readonly citations?: readonly Citation[];
}

export interface Contents {
  readonly nodes: readonly string[];
  readonly meshes: number;
  readonly primitives: number;
  readonly triangles: number;
  readonly materials: readonly MaterialFinding[];
  readonly textures: readonly TextureFinding[];
  readonly animations: readonly AnimationFinding[];
  /** Morph target names (or "target N") per mesh that has them. */
  readonly morphTargets: readonly { readonly mesh: string; readonly targets: readonly string[] }[];
  readonly skins: readonly { readonly name: string; readonly joints: number }[];
  /** Vertex attributes used by any primitive (POSITION, NORMAL, TEXCOORD_0, …). */
  readonly attributes: readonly string[];
}

/** The whole answer for one file (or file set). */
export interface ModelReport {
  readonly fileName: string;
  readonly fileBytes: number;
  readonly container: 'glb' | 'gltf';
  readonly validation: ValidationResult;
  readonly extensions: readonly ExtensionFinding[];
  readonly contents: Contents;
  readonly size: SceneSize | null;
  /** Whether the model needs a light or an environment to be visible (lit materials), in plain words. */
  readonly lighting: string;
  /** The library lines behind the lighting sentence (<DefaultLight>, the ubershader's unlit key). */
  readonly lightingCitations?: readonly Citation[];
  readonly costs: readonly Cost[];
  /** Short verdicts, most serious first ("Will not render: …", "Shows black without a light", …). */
  readonly verdicts: readonly {
    readonly severity: Severity;
    readonly text: string;
    /** The library lines the verdict rests on (optional: added after the first contract). */
    readonly citations?: readonly Citation[];
  }[];
  /** TSX for this file: `<Model source={require('./assets/<file>')} …>`, animators, a recolor or pick example. */
  readonly code: string;
}

/** Input the checker refuses, with one clear message for the reader. */
export interface InputProblem {
  readonly kind:
    | 'not-gltf'
    | 'too-large'
    | 'corrupt'
    | 'missing-resources'
    | 'remote-resources'
    | 'no-meshes'
    /** Compressed with a scheme the library's loader does not know: react-native-filament cannot load it. */
    | 'cannot-load'
    | 'no-files'
    /** A step of the checker itself failed on this file (not a verdict on the model). */
    | 'checker-failed';
  readonly message: string;
  /** For missing-resources: the files the .gltf names that were not dropped with it; for remote-resources, the web addresses. */
  readonly missing?: readonly string[];
  /** The Khronos validator's code for the same fault, when it has one (GLB_CHUNK_TOO_BIG, …). */
  readonly code?: string;
  /** The library lines behind what the message says about the library (cannot-load). */
  readonly citations?: readonly Citation[];
}

/** What the checker could still find out about a file it refuses. */
export interface PartialFindings {
  /** The validator's report: present whenever the validator could read the file. */
  readonly validation?: ValidationResult;
  /** The extensions it uses, and what the library does with each (when its JSON could be read). */
  readonly extensions?: readonly ExtensionFinding[];
}

export type AnalysisResult =
  | { readonly ok: true; readonly report: ModelReport }
  | ({ readonly ok: false; readonly problem: InputProblem } & PartialFindings);
