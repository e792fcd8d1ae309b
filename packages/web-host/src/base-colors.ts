/**
 * What the host knows of each material instance's `baseColorFactor`. Natively changeAlpha reads
 * it back with getParameter (cpp/core/RNFMaterialInstanceWrapper.cpp:52); Filament's web build
 * has no getParameter, so the host answers from, in order: what it wrote itself (the library's
 * setFloat4Parameter, an earlier opacity change), then the glTF material of the same name
 * (gltfio names each instance after its glTF material). A material it cannot tell apart, an
 * unnamed one or two of one name with different colors, gets the "not available" error.
 */
import type * as FilamentTypes from 'filament';
import { unavailable } from './host-object';

export type Float4 = [number, number, number, number];

/** glTF 2.0's default baseColorFactor (pbrMetallicRoughness). */
const WHITE: Float4 = [1, 1, 1, 1];
const GLB_MAGIC = 0x46546c67;
const JSON_CHUNK = 0x4e4f534a;

interface GltfMaterial {
  readonly name?: string;
  readonly pbrMetallicRoughness?: { readonly baseColorFactor?: number[] };
}

/** The JSON of a .glb (its first chunk) or of a .gltf file; null if it is neither. */
export function gltfJson(bytes: Uint8Array): { materials?: GltfMaterial[] } | null {
  try {
    const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes.byteLength >= 20 && data.getUint32(0, true) === GLB_MAGIC) {
      if (data.getUint32(16, true) !== JSON_CHUNK) return null;
      const length = data.getUint32(12, true);
      return JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + length))) as never;
    }
    return JSON.parse(new TextDecoder().decode(bytes)) as never;
  } catch {
    return null;
  }
}

/** Material name → its baseColorFactor; null for a name two materials share with different colors. */
export function gltfBaseColors(bytes: Uint8Array): Map<string, Float4 | null> {
  const colors = new Map<string, Float4 | null>();
  for (const material of gltfJson(bytes)?.materials ?? []) {
    if (!material.name) continue;
    const factor = material.pbrMetallicRoughness?.baseColorFactor;
    const color = (factor?.length === 4 ? [...factor] : [...WHITE]) as Float4;
    const known = colors.get(material.name);
    const same = known?.every((value, i) => value === color[i]);
    colors.set(material.name, known === undefined || same ? color : null);
  }
  return colors;
}

/** The embind handle of a C++ object: every JS handle of one instance has the same pointer. */
function pointerOf(raw: FilamentTypes.MaterialInstance): number | undefined {
  return (raw as unknown as { $$?: { ptr?: number } }).$$?.ptr;
}

export type BaseColorBook = ReturnType<typeof createBaseColorBook>;

/** One per engine: its assets' glTF colors and what the host wrote. */
export function createBaseColorBook() {
  const written = new Map<number, Float4>();
  const byName = new Map<string, Float4 | null>();
  return {
    /** A loaded model's materials; a later model's name that clashes makes that name unknown. */
    addModel(bytes: Uint8Array) {
      for (const [name, color] of gltfBaseColors(bytes)) {
        const known = byName.get(name);
        const same = color && known?.every((value, i) => value === color[i]);
        byName.set(name, known === undefined || same ? color : null);
      }
    },
    record(raw: FilamentTypes.MaterialInstance, color: Float4) {
      const pointer = pointerOf(raw);
      if (pointer !== undefined) written.set(pointer, [...color] as Float4);
    },
    colorOf(raw: FilamentTypes.MaterialInstance, api: string): Float4 {
      const pointer = pointerOf(raw);
      const mine = pointer === undefined ? undefined : written.get(pointer);
      if (mine) return mine;
      const name = raw.getName();
      const fromGltf = name ? byName.get(name) : undefined;
      if (fromGltf) return fromGltf;
      return unavailable(
        `${api} (the web build cannot read baseColorFactor back, and the material "${name}" is not one the host can tell from the glTF)`,
      );
    },
  };
}
