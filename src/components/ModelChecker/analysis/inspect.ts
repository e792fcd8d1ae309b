/**
 * Step 3, inspect: what is in the file, read with gltf-transform (nodes,
 * meshes, triangles, animations, skins, bounds) and from the JSON itself for
 * what gltf-transform's core drops (extension data such as unlit materials,
 * WebP-only textures, morph target names).
 */
import {
  GLB_BUFFER,
  Logger,
  WebIO,
  getBounds,
  type Accessor,
  type Document,
  type Primitive,
  type Scene,
} from '@gltf-transform/core';
import { registerDecoders } from './decoders';
import { imageData, imageSize } from './images';
import { loaderBox, type Box } from './loader-box';
import { isObject, type ReadModel } from './read';
import { texturesFact } from './textures';
import type { GltfJson } from './support';
import type { AnimationFinding, Contents, MaterialFinding, TextureFinding } from './types';

/** A node that draws something, with the name Filament gives its entity. */
export interface Renderable {
  /** The entity's name (node name, else its mesh's name), or undefined when it has none. */
  readonly name?: string;
  readonly primitives: number;
  /** Material name of each primitive (index = primitive index), undefined for unnamed/none. */
  readonly materials: readonly (string | undefined)[];
}

export interface Inspection {
  readonly contents: Contents;
  readonly renderables: readonly Renderable[];
  /** Primitives drawn with no material (Filament's default lit material). */
  readonly primitivesWithoutMaterial: number;
  /** Lights the file brings (KHR_lights_punctual). */
  readonly lights: number;
  /** Axis-aligned bounds of the default scene, or undefined when it has no geometry. */
  readonly bounds?: { readonly min: number[]; readonly max: number[] };
  /** The box the library's loader builds, when it differs from the true one (normalized positions). */
  readonly loaderBounds?: Box;
  /** Up to SAMPLE_POINTS vertex positions of the default scene, in world space (for framing). */
  readonly points: readonly (readonly [number, number, number])[];
  /** Largest morph target count of any primitive and joint count of any skin (hard limits). */
  readonly maxMorphTargets: number;
  readonly maxJoints: number;
  readonly maxUvSets: number;
}

const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const objects = (value: unknown): GltfJson[] => list(value).filter(isObject);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** gltf-transform's types want bytes on an ArrayBuffer (not a SharedArrayBuffer); copy only if not. */
function onArrayBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);
}

/**
 * The file as a glTF-Transform document, its compressed geometry decoded. gltf-transform refuses
 * unknown required extensions; the checker reports them itself. `io` may bring more extensions
 * (the live view's rewrite registers them all).
 */
export async function readDocument(
  model: ReadModel,
  io: WebIO = new WebIO().setLogger(new Logger(Logger.Verbosity.SILENT)),
): Promise<Document> {
  const json = structuredClone(model.json) as Record<string, unknown>;
  delete json.extensionsRequired;
  const resources: Record<string, Uint8Array<ArrayBuffer>> = {};
  for (const [uri, bytes] of model.resources) resources[uri] = onArrayBuffer(bytes);
  if (model.bin) resources[GLB_BUFFER] = onArrayBuffer(model.bin);
  await registerDecoders(io, model.json.extensionsUsed);
  return io.readJSON({ json: json as never, resources });
}

/** Triangles a primitive draws: triangles, strips and fans; points and lines draw none. */
export function trianglesOf(primitive: Primitive): number {
  const count =
    primitive.getIndices()?.getCount() ?? primitive.getAttribute('POSITION')?.getCount() ?? 0;
  switch (primitive.getMode()) {
    case 4:
      return Math.floor(count / 3);
    case 5:
    case 6:
      return Math.max(0, count - 2);
    default:
      return 0;
  }
}

/** The name Filament's loader gives a node's entity: the node's, else its mesh's, light's or camera's. */
export function entityName(json: GltfJson, node: GltfJson): string | undefined {
  const named = (key: string, index: unknown) =>
    typeof index === 'number' ? text(objects(json[key])[index]?.name) : undefined;
  const lights = isObject(json.extensions) ? json.extensions.KHR_lights_punctual : undefined;
  const lightIndex = isObject(node.extensions)
    ? (node.extensions.KHR_lights_punctual as { light?: unknown } | undefined)?.light
    : undefined;
  return (
    text(node.name) ??
    named('meshes', node.mesh) ??
    (isObject(lights) && typeof lightIndex === 'number'
      ? text(objects(lights.lights)[lightIndex]?.name)
      : undefined) ??
    named('cameras', node.camera)
  );
}

export async function inspectModel(model: ReadModel): Promise<Inspection> {
  const doc = await readDocument(model);
  const root = doc.getRoot();
  const json = model.json;
  const jsonNodes = objects(json.nodes);
  const jsonMaterials = objects(json.materials);

  const renderables: Renderable[] = [];
  let primitives = 0;
  let triangles = 0;
  let withoutMaterial = 0;
  root.listNodes().forEach((node, i) => {
    const mesh = node.getMesh();
    if (!mesh) return;
    const prims = mesh.listPrimitives();
    primitives += prims.length;
    for (const prim of prims) {
      triangles += trianglesOf(prim);
      if (!prim.getMaterial()) withoutMaterial++;
    }
    renderables.push({
      name: jsonNodes[i] ? entityName(json, jsonNodes[i]) : text(node.getName()),
      primitives: prims.length,
      materials: prims.map((p) => text(p.getMaterial()?.getName())),
    });
  });

  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const box = scene ? getBounds(scene) : undefined;
  const finite = box && [...box.min, ...box.max].every(Number.isFinite);

  const contents: Contents = {
    nodes: jsonNodes.map((node, i) => entityName(json, node) ?? `(node ${i}, no name)`),
    meshes: root.listMeshes().length,
    primitives,
    triangles,
    materials: jsonMaterials.map(materialFinding),
    textures: textureFindings(model),
    animations: root.listAnimations().map((animation, index): AnimationFinding => ({
      index,
      name: text(animation.getName()) ?? `Animation ${index}`,
      durationSeconds: animationDuration(animation.listSamplers()),
    })),
    morphTargets: morphTargets(doc),
    skins: root.listSkins().map((skin, i) => ({
      name: text(skin.getName()) ?? `Skin ${i}`,
      joints: skin.listJoints().length,
    })),
    attributes: [
      ...new Set(
        root.listMeshes().flatMap((m) => m.listPrimitives().flatMap((p) => p.listSemantics())),
      ),
    ].sort(),
  };
  return {
    contents,
    renderables,
    primitivesWithoutMaterial: withoutMaterial,
    lights: jsonNodes.filter((n) => isObject(n.extensions) && n.extensions.KHR_lights_punctual)
      .length,
    bounds: finite ? { min: [...box.min], max: [...box.max] } : undefined,
    points: scene ? samplePoints(scene) : [],
    // gltf-transform reads the nodes in the file's order, so node i is the JSON's node i.
    loaderBounds: loaderBox(
      json,
      root.listNodes().map((node) => node.getWorldMatrix()),
    ),
    maxMorphTargets: Math.max(
      0,
      ...root.listMeshes().flatMap((m) => m.listPrimitives().map((p) => p.listTargets().length)),
    ),
    maxJoints: Math.max(0, ...contents.skins.map((s) => s.joints)),
    maxUvSets: maxUvSetsOf(doc, jsonMaterials),
  };
}

/** How many vertex positions framing looks at, at most (evenly spread over every primitive). */
export const SAMPLE_POINTS = 4096;

/** An even sample of the scene's vertex positions, moved to world space by each node's matrix. */
function samplePoints(scene: Scene): [number, number, number][] {
  const meshes: { matrix: readonly number[]; positions: Accessor }[] = [];
  scene.traverse((node) => {
    for (const prim of node.getMesh()?.listPrimitives() ?? []) {
      const positions = prim.getAttribute('POSITION');
      if (positions) meshes.push({ matrix: node.getWorldMatrix(), positions });
    }
  });
  const total = meshes.reduce((sum, m) => sum + m.positions.getCount(), 0);
  const step = Math.max(1, Math.ceil(total / SAMPLE_POINTS));
  const points: [number, number, number][] = [];
  const v = [0, 0, 0];
  for (const { matrix: m, positions } of meshes) {
    for (let i = 0; i < positions.getCount(); i += step) {
      positions.getElement(i, v);
      points.push([
        m[0] * v[0] + m[4] * v[1] + m[8] * v[2] + m[12],
        m[1] * v[0] + m[5] * v[1] + m[9] * v[2] + m[13],
        m[2] * v[0] + m[6] * v[1] + m[10] * v[2] + m[14],
      ]);
    }
  }
  return points;
}

/** The most texture coordinate sets one drawn primitive's material uses. */
function maxUvSetsOf(doc: Document, jsonMaterials: readonly GltfJson[]): number {
  // gltf-transform keeps the file's order of materials, so its index is the JSON's.
  const materials = doc.getRoot().listMaterials();
  let max = 0;
  for (const mesh of doc.getRoot().listMeshes()) {
    for (const prim of mesh.listPrimitives()) {
      const material = prim.getMaterial();
      max = Math.max(
        max,
        uvSetsUsed(material ? jsonMaterials[materials.indexOf(material)] : undefined),
      );
    }
  }
  return max;
}

function materialFinding(material: GltfJson, index: number): MaterialFinding {
  const extensions = isObject(material.extensions) ? Object.keys(material.extensions) : [];
  const alpha = material.alphaMode;
  return {
    index,
    name: text(material.name) ?? `Material ${index}`,
    unlit: extensions.includes('KHR_materials_unlit'),
    alphaMode: alpha === 'MASK' || alpha === 'BLEND' ? alpha : 'OPAQUE',
    doubleSided: material.doubleSided === true,
    extensions: extensions.filter((name) => name.startsWith('KHR_materials_')),
  };
}

/**
 * The image a texture shows. Filament's loader takes the texture's WebP image
 * first, then its Basis (KTX2) image, then the core source: the shipped
 * libgltfio_core.a, ResourceLoader::Impl::createTextures, loads cgltf_texture's
 * webp_image, basisu_image and image in that order (audit/model-checker.md).
 * So a WebP texture with a PNG fallback is still the WebP one, which the
 * library cannot decode.
 */
export function textureSource(texture: GltfJson): number | undefined {
  const extensions = isObject(texture.extensions) ? texture.extensions : {};
  const fromExtension = (name: string) => {
    const value = extensions[name];
    return isObject(value) && typeof value.source === 'number' ? value.source : undefined;
  };
  return (
    fromExtension('EXT_texture_webp') ??
    fromExtension('KHR_texture_basisu') ??
    (typeof texture.source === 'number' ? texture.source : undefined)
  );
}

/** Every texture reference of a material (core and KHR_materials_* extensions), at any depth. */
function textureInfos(value: unknown, found: GltfJson[] = []): GltfJson[] {
  if (Array.isArray(value)) value.forEach((v) => textureInfos(v, found));
  else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (isObject(child) && /Texture$/.test(key) && typeof child.index === 'number') {
        found.push(child);
      }
      textureInfos(child, found);
    }
  }
  return found;
}

/**
 * The texture coordinate sets a material's textures use (texCoord, default 0).
 * Filament's two-set limit counts these, not the TEXCOORD_n a mesh carries:
 * the shipped constrainMaterial(MaterialKey*, UvMap*) works on the material's
 * UV map only, and sets no texture uses are left out of it.
 */
export function uvSetsUsed(material: GltfJson | undefined): number {
  if (!material) return 0;
  const sets = new Set(
    textureInfos(material).map((info) => (typeof info.texCoord === 'number' ? info.texCoord : 0)),
  );
  return sets.size;
}

function textureFindings(model: ReadModel): TextureFinding[] {
  return objects(model.json.textures).map((texture, index) => {
    const source = textureSource(texture);
    const image = source === undefined ? undefined : imageData(model, source);
    const [width, height] = image ? imageSize(image) : [0, 0];
    const mimeType = image?.mimeType ?? 'none';
    const fact = texturesFact(mimeType, width, height);
    return {
      index,
      name: text(texture.name) ?? image?.name ?? `Texture ${index}`,
      mimeType,
      width,
      height,
      ...fact,
    };
  });
}

function animationDuration(
  samplers: readonly { getInput(): { getArray(): ArrayLike<number> | null } | null }[],
): number {
  let max = 0;
  for (const sampler of samplers) {
    const times = sampler.getInput()?.getArray() ?? [];
    for (let i = 0; i < times.length; i++) max = Math.max(max, times[i]);
  }
  return max;
}

function morphTargets(doc: Document): Contents['morphTargets'] {
  return doc
    .getRoot()
    .listMeshes()
    .flatMap((mesh, i) => {
      const count = Math.max(0, ...mesh.listPrimitives().map((p) => p.listTargets().length));
      if (count === 0) return [];
      const extras = mesh.getExtras() as { targetNames?: unknown };
      const names = Array.isArray(extras.targetNames) ? extras.targetNames : [];
      return [
        {
          mesh: text(mesh.getName()) ?? `Mesh ${i}`,
          targets: Array.from({ length: count }, (_, t) => text(names[t]) ?? `target ${t}`),
        },
      ];
    });
}
