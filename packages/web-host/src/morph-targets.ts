/**
 * The morph targets of a loaded model's meshes, read from its glTF JSON (the engine keeps each
 * model's bytes until it is parsed). Natively FilamentAsset::getMorphTargetCountAt and
 * getMorphTargetNameAt (cpp/core/RNFFilamentAssetWrapper.cpp:90-99) ask gltfio, which has
 * them from cgltf: the count of a mesh's targets and the names in its `extras.targetNames`.
 * Filament's web build binds neither, so the host reads the same JSON, per glTF node name
 * (the name gltfio gives the node's entity).
 */
import { gltfJson } from './base-colors';

interface GltfMorphJson {
  readonly nodes?: readonly { readonly name?: string; readonly mesh?: number }[];
  readonly meshes?: readonly {
    readonly primitives?: readonly { readonly targets?: readonly unknown[] }[];
    readonly extras?: { readonly targetNames?: unknown };
  }[];
}

/** Node name → its mesh's target names (length = the target count; "" for an unnamed one). */
export type MorphTargetTable = ReadonlyMap<string, readonly string[]>;

export function gltfMorphTargets(bytes: Uint8Array): MorphTargetTable {
  const json = gltfJson(bytes) as GltfMorphJson | null;
  const table = new Map<string, string[]>();
  for (const node of json?.nodes ?? []) {
    const mesh = node.mesh === undefined ? undefined : json?.meshes?.[node.mesh];
    if (!node.name || !mesh) continue;
    // cgltf requires every primitive of a mesh to have the same number of targets.
    const count = Math.max(0, ...(mesh.primitives ?? []).map((p) => p.targets?.length ?? 0));
    if (count === 0) continue;
    const names: unknown[] = Array.isArray(mesh.extras?.targetNames) ? mesh.extras.targetNames : [];
    const targets = Array.from({ length: count }, (_, i) => {
      const name = names[i];
      return typeof name === 'string' ? name : '';
    });
    // Two nodes of one name with different meshes: the first, as getFirstEntityByName would.
    if (!table.has(node.name)) table.set(node.name, targets);
  }
  return table;
}

/**
 * The asset's two members (RNFFilamentAssetWrapper.cpp:90-99) over a table and the asset's
 * node names: an entity without a named node with a mesh of targets has 0.
 */
export function morphTargetMembers<E>(
  table: MorphTargetTable,
  nameOf: (entity: E) => string | undefined,
  standIn?: string,
) {
  const targetsOf = (entity: E) => table.get(nameOf(entity) ?? '') ?? [];
  return {
    getMorphTargetCountAt: (entity: E) => targetsOf(entity).length,
    getMorphTargetNameAt: (entity: E, index: number) => {
      const name = targetsOf(entity)[index];
      // gltfio returns null past the count, which the C++ would turn into a std::string.
      if (name === undefined)
        throw new Error(`Morph target index ${index} out of range${standIn ? `. ${standIn}` : ''}`);
      return name;
    },
  };
}
