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

export type ReadResult =
  | { readonly ok: true; readonly model: ReadModel }
  | { readonly ok: false; readonly problem: InputProblem };

const GLTF_EXTENSIONS = /\.(glb|gltf)$/i;

export function isModelName(name: string): boolean {
  return GLTF_EXTENSIONS.test(name);
}

function problem(kind: InputProblem['kind'], message: string, missing?: string[]): ReadResult {
  return { ok: false, problem: missing ? { kind, message, missing } : { kind, message } };
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
  const parsed = hasGlbMagic(main.bytes) ? readGlb(main) : readGltfJson(main);
  if (!parsed.ok) return parsed;
  const { json, bin, container } = parsed;
  const version = String((json.asset as { version?: unknown } | undefined)?.version ?? '');
  if (!version.startsWith('2.')) {
    return problem(
      'not-gltf',
      `"${main.name}" is ${version ? `glTF ${version}` : 'not a glTF asset (no "asset" version)'}: react-native-filament reads glTF 2.0 files only.`,
    );
  }
  const resources = resolveResources(json, files);
  if (resources.missing.length > 0) {
    return problem(
      'missing-resources',
      `"${main.name}" uses ${resources.missing.length === 1 ? 'a file' : 'files'} that ${resources.missing.length === 1 ? 'was' : 'were'} not dropped with it: ${resources.missing.join(', ')}. Drop or pick ${resources.missing.length === 1 ? 'it' : 'them'} together with the model.`,
      resources.missing,
    );
  }
  if (countOf(json.meshes) === 0) {
    return problem(
      'no-meshes',
      `"${main.name}" has no meshes: there is nothing to draw. Export the objects themselves, not only a scene, camera or animation.`,
    );
  }
  const totalBytes =
    main.bytes.byteLength + [...resources.found.values()].reduce((sum, b) => sum + b.byteLength, 0);
  return {
    ok: true,
    model: { container, main, json, bin, resources: resources.found, totalBytes },
  };
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

function resolveResources(
  json: GltfJson,
  files: readonly InputFile[],
): { found: Map<string, Uint8Array>; missing: string[] } {
  const byName = new Map(files.map((f) => [f.name, f.bytes]));
  const byLowerName = new Map(files.map((f) => [f.name.toLowerCase(), f.bytes]));
  const found = new Map<string, Uint8Array>();
  const missing: string[] = [];
  for (const uri of externalUris(json)) {
    const name = fileNameOf(uri);
    const bytes = byName.get(name) ?? byLowerName.get(name.toLowerCase());
    if (bytes) found.set(uri, bytes);
    else missing.push(name);
  }
  return { found, missing };
}
