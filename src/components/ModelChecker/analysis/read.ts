/**
 * Step 1, read: which dropped file is the model, is it whole, and are the
 * files it names there. Every refusal is one sentence a reader can act on.
 */
import { hasGlbMagic, parseGlb } from './glb';
import type { GltfJson } from './support';
import type { InputFile, InputProblem } from './types';

export interface ReadModel {
  readonly container: 'glb' | 'gltf';
  /** The .glb or .gltf file. */
  readonly main: InputFile;
  readonly json: GltfJson;
  /** The GLB's BIN chunk (buffer 0 without a uri). */
  readonly bin?: Uint8Array;
  /** Files the model names by uri (not data: URIs), by that uri as written in the file. */
  readonly resources: ReadonlyMap<string, Uint8Array>;
  /** Bytes of the model and every file it uses. */
  readonly totalBytes: number;
}

/** What the validator needs of a model the checker refuses: the file, its kind, the files it found. */
export type Readable = Pick<ReadModel, 'container' | 'main' | 'resources'>;

export type ReadResult =
  | { readonly ok: true; readonly model: ReadModel }
  | {
      readonly ok: false;
      readonly problem: InputProblem;
      /** Set when a glTF file was chosen: the validator reads it even though the checker refuses it. */
      readonly readable?: Readable;
    };

const GLTF_EXTENSIONS = /\.(glb|gltf)$/i;

export function isModelName(name: string): boolean {
  return GLTF_EXTENSIONS.test(name);
}

function problem(
  kind: InputProblem['kind'],
  message: string,
  readable?: Readable,
  missing?: string[],
): ReadResult {
  return {
    ok: false,
    problem: missing ? { kind, message, missing } : { kind, message },
    ...(readable ? { readable } : {}),
  };
}

/** The model among the files: a .glb first, then a .gltf, then any file that starts like a GLB. */
function pickMain(files: readonly InputFile[]): InputFile | undefined {
  return (
    files.find((f) => /\.glb$/i.test(f.name)) ??
    files.find((f) => /\.gltf$/i.test(f.name)) ??
    files.find((f) => hasGlbMagic(f.bytes))
  );
}

export function readInput(files: readonly InputFile[]): ReadResult {
  if (files.length === 0)
    return problem(
      'no-files',
      'No file was given: drop a .glb, or a .gltf with its .bin and textures.',
    );
  const main = pickMain(files);
  if (!main) {
    const names = files.map((f) => `"${f.name}"`).join(', ');
    return problem(
      'not-gltf',
      `${names} ${files.length === 1 ? 'is not a glTF model' : 'are not glTF models'}: the checker reads .glb files, or a .gltf with its .bin and textures.`,
    );
  }
  const container = hasGlbMagic(main.bytes) ? 'glb' : 'gltf';
  const parsed = container === 'glb' ? readGlb(main) : readGltfJson(main);
  if (!parsed.ok) {
    const readable = { container, main, resources: new Map() } as const;
    return parsed.problem.kind === 'not-gltf' ? parsed : { ...parsed, readable };
  }
  return checkParsed(main, parsed, files);
}

/** The refusals that need the JSON: not glTF 2.0, files it names that are absent or remote, no meshes. */
function checkParsed(
  main: InputFile,
  { json, bin, container }: Extract<Parsed, { ok: true }>,
  files: readonly InputFile[],
): ReadResult {
  const resources = resolveResources(json, files);
  const readable: Readable = { container, main, resources: resources.found };
  const version = String((json.asset as { version?: unknown } | undefined)?.version ?? '');
  if (!version.startsWith('2.')) {
    return problem(
      'not-gltf',
      `"${main.name}" is ${version ? `glTF ${version}` : 'not a glTF asset (no "asset" version)'}: react-native-filament reads glTF 2.0 files only.`,
      readable,
    );
  }
  if (resources.remote.length > 0) return remoteProblem(main, resources.remote, readable);
  if (resources.invalid.length > 0) {
    return problem(
      'corrupt',
      `"${main.name}" is damaged: it names ${resources.invalid.length === 1 ? 'a buffer or image file' : 'buffer or image files'} by ${resources.invalid.map((u) => `"${u}"`).join(', ')}, ${resources.invalid.length === 1 ? 'which is not a file name' : 'which are not file names'}. Export it again, or as a single .glb.`,
      readable,
    );
  }
  if (resources.missing.length > 0) {
    const one = resources.missing.length === 1;
    const names = resources.missing.map((m) => `"${m}"`).join(', ');
    return problem(
      'missing-resources',
      `"${main.name}" uses ${one ? 'a file' : 'files'} that ${one ? 'was' : 'were'} not dropped with it: ${names}. Drop or pick ${one ? 'it' : 'them'} together with the model.`,
      readable,
      resources.missing,
    );
  }
  if (countOf(json.meshes) === 0) {
    return problem(
      'no-meshes',
      `"${main.name}" has no meshes: there is nothing to draw. Export the objects themselves, not only a scene, camera or animation.`,
      readable,
    );
  }
  const totalBytes =
    main.bytes.byteLength + [...resources.found.values()].reduce((sum, b) => sum + b.byteLength, 0);
  return {
    ok: true,
    model: { container, main, json, bin, resources: resources.found, totalBytes },
  };
}

/** Buffers or images on the web: never downloaded by the checker, never loaded by the library. */
function remoteProblem(main: InputFile, remote: readonly string[], readable: Readable): ReadResult {
  const one = remote.length === 1;
  return problem(
    'remote-resources',
    `"${main.name}" loads ${one ? 'a file' : 'files'} from the web (${remote.join(', ')}). The checker does not download anything, and react-native-filament loads only the one file you give it: download ${one ? 'that file' : 'those files'}, then pack the model into a single .glb (for example \`npx @gltf-transform/cli copy ${main.name} model.glb\`).`,
    readable,
    [...remote],
  );
}

type Parsed =
  | { ok: true; json: GltfJson; bin?: Uint8Array; container: 'glb' | 'gltf' }
  | { ok: false; problem: InputProblem };

function readGlb(file: InputFile): Parsed {
  const result = parseGlb(file.bytes);
  if (!result.ok) {
    return {
      ok: false,
      problem: {
        kind: 'corrupt',
        message: `"${file.name}" is damaged: ${result.reason}. Export or copy it again.`,
        code: result.code,
      },
    };
  }
  if (!isObject(result.parts.json)) {
    return {
      ok: false,
      problem: {
        kind: 'corrupt',
        message: `"${file.name}" is damaged: its JSON chunk is not an object.`,
      },
    };
  }
  return { ok: true, json: result.parts.json, bin: result.parts.bin, container: 'glb' };
}

function readGltfJson(file: InputFile): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(file.bytes));
  } catch {
    const named = /\.gltf$/i.test(file.name);
    return {
      ok: false,
      problem: named
        ? {
            kind: 'corrupt',
            message: `"${file.name}" is damaged: it is not valid JSON, which a .gltf file must be.`,
          }
        : {
            kind: 'not-gltf',
            message: `"${file.name}" is not a glTF model: the checker reads .glb files, or a .gltf with its .bin and textures.`,
          },
    };
  }
  if (!isObject(json)) {
    return {
      ok: false,
      problem: { kind: 'not-gltf', message: `"${file.name}" is JSON but not a glTF model.` },
    };
  }
  return { ok: true, json, container: 'gltf' };
}

export function isObject(value: unknown): value is GltfJson {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function countOf(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

/** The uris of buffers and images that are not data: URIs. */
export function externalUris(json: GltfJson): string[] {
  const uris: string[] = [];
  for (const key of ['buffers', 'images'] as const) {
    const list = Array.isArray(json[key]) ? (json[key] as unknown[]) : [];
    for (const item of list) {
      const uri = isObject(item) ? item.uri : undefined;
      if (typeof uri === 'string' && !uri.startsWith('data:')) uris.push(uri);
    }
  }
  return [...new Set(uris)];
}

/** The last path segment of a uri, percent-decoded (a dropped file has no folder). */
export function fileNameOf(uri: string): string {
  let decoded = uri;
  try {
    decoded = decodeURIComponent(uri);
  } catch {
    // A stray % sign: keep the uri as written.
  }
  return decoded.split(/[\\/]/).pop() ?? decoded;
}

/** A uri with a scheme (http:, https:, file:, …) other than data: points outside the dropped files. */
export function isRemoteUri(uri: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(uri) && !/^data:/i.test(uri);
}

function resolveResources(
  json: GltfJson,
  files: readonly InputFile[],
): { found: Map<string, Uint8Array>; missing: string[]; remote: string[]; invalid: string[] } {
  const byName = new Map(files.map((f) => [f.name, f.bytes]));
  const byLowerName = new Map(files.map((f) => [f.name.toLowerCase(), f.bytes]));
  const found = new Map<string, Uint8Array>();
  const missing: string[] = [];
  const remote: string[] = [];
  const invalid: string[] = [];
  for (const uri of externalUris(json)) {
    const name = fileNameOf(uri);
    if (isRemoteUri(uri)) remote.push(uri);
    // A uri whose last part is no file name (empty, "." or a stray ":"): the validator's INVALID_URI.
    else if (!/[^.:\s]/.test(name)) invalid.push(uri);
    else {
      const bytes = byName.get(name) ?? byLowerName.get(name.toLowerCase());
      if (bytes) found.set(uri, bytes);
      else missing.push(name);
    }
  }
  return { found, missing, remote, invalid };
}
