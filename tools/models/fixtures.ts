/**
 * The model checker's test files (tests/fixtures/models/, committed): one per
 * case the checker must tell apart, made here from code so nothing is
 * downloaded. `npm run models` writes them with the preview models;
 * `npm run models -- --check` fails when a committed one differs.
 *
 * Extensions gltf-transform's core does not write (KHR_materials_unlit,
 * EXT_texture_webp) are added by editing the JSON of a written file.
 */
import path from 'node:path';
import { Document, NodeIO, type Material, type Mesh } from '@gltf-transform/core';
import {
  EXTMeshoptCompression,
  KHRDracoMeshCompression,
  KHRMeshQuantization,
} from '@gltf-transform/extensions';
import draco3d from 'draco3dgltf';
import { MeshoptEncoder } from 'meshoptimizer/encoder';
import { packGlb, parseGlb } from '../../src/components/ModelChecker/analysis/glb';
import { encodePng } from '../../shared/png';
import { box, cylinder, sphere, type MeshData } from './geometry';
import { meshWithMaterial } from './mesh';

export const FIXTURES_DIR = path.resolve(__dirname, '../../tests/fixtures/models');

type Json = Record<string, unknown> & {
  materials?: Record<string, unknown>[];
  textures?: Record<string, unknown>[];
  images?: Record<string, unknown>[];
  buffers?: Record<string, unknown>[];
};

// ---------------------------------------------------------------- PNG

/** An RGBA PNG of `size` × `size` pixels, two colors in a checker pattern. */
export function checkerPng(size: number, a: number[], b: number[]): Uint8Array {
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) rgba.set((x + y) % 2 === 0 ? a : b, (y * size + x) * 4);
  }
  return new Uint8Array(encodePng(size, size, rgba));
}

/**
 * A 1 × 1 lossless WebP (RIFF, "WEBP", a VP8L chunk of 13 bytes): the smallest
 * valid WebP, enough for the validator to read its size. The fixture test
 * decodes it with @cwasm/webp to prove it is a real WebP.
 */
export const TINY_WEBP = Uint8Array.from(
  Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
);

// ---------------------------------------------------------------- documents

/** Planar UVs from x and z, so a texture can be mapped onto any of the meshes. */
function planarUvs(data: MeshData): Float32Array {
  const uvs = new Float32Array((data.positions.length / 3) * 2);
  for (let i = 0; i < uvs.length / 2; i++) {
    uvs[i * 2] = data.positions[i * 3] * 0.5 + 0.5;
    uvs[i * 2 + 1] = data.positions[i * 3 + 2] * 0.5 + 0.5;
  }
  return uvs;
}

/** One mesh of one primitive; `uv` adds TEXCOORD_0 (planarUvs) for a textured material. */
function meshOf(doc: Document, name: string, data: MeshData, material: Material, uv = false): Mesh {
  return meshWithMaterial(doc, name, data, material, uv ? planarUvs(data) : undefined);
}

/** The file's one scene, set as its default (`scene: 0`), as exporters write it. */
function sceneOf(doc: Document) {
  const scene = doc.createScene('Scene');
  doc.getRoot().setDefaultScene(scene);
  return scene;
}

function pbr(doc: Document, name: string, color: [number, number, number], metallic = 0) {
  return doc
    .createMaterial(name)
    .setBaseColorFactor([...color, 1])
    .setMetallicFactor(metallic)
    .setRoughnessFactor(0.5);
}

/** A small car: textured body, two wheels; lit PBR, about 2 m long. */
function litDocument(): Document {
  const doc = new Document();
  doc.createBuffer();
  const scene = doc.createScene('Scene');
  doc.getRoot().setDefaultScene(scene);
  const decal = doc
    .createTexture('Decal')
    .setMimeType('image/png')
    .setImage(checkerPng(8, [230, 40, 30, 255], [250, 250, 250, 255]));
  const paint = pbr(doc, 'Paint', [0.8, 0.1, 0.05]).setBaseColorTexture(decal);
  const rubber = pbr(doc, 'Rubber', [0.05, 0.05, 0.05]);
  const car = doc.createNode('Car');
  const body = doc
    .createNode('Body')
    .setMesh(meshOf(doc, 'Body', box(2, 0.6, 1), paint, true))
    .setTranslation([0, 0.5, 0]);
  const wheel = cylinder(0.3, 0.2, 24);
  for (const [name, x] of [
    ['Front wheel', 0.6],
    ['Rear wheel', -0.6],
  ] as const) {
    car.addChild(
      doc
        .createNode(name)
        .setMesh(meshOf(doc, name, wheel, rubber))
        .setTranslation([x, 0.3, 0.5])
        .setRotation([Math.SQRT1_2, 0, 0, Math.SQRT1_2]),
    );
  }
  scene.addChild(car.addChild(body));
  return doc;
}

/** One sphere whose material is marked KHR_materials_unlit after writing. */
function unlitDocument(): Document {
  const doc = new Document();
  doc.createBuffer();
  const glow = pbr(doc, 'Glow', [1, 0.8, 0.2]);
  sceneOf(doc).addChild(
    doc.createNode('Lamp').setMesh(meshOf(doc, 'Lamp', sphere(0.5, 24, 12), glow)),
  );
  return doc;
}

/** A face with two named morph targets, an arm on a two-joint skin, two animations. */
function animatedDocument(): Document {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const floats = (type: 'SCALAR' | 'VEC3' | 'VEC4' | 'MAT4', values: number[]) =>
    doc.createAccessor().setType(type).setArray(new Float32Array(values)).setBuffer(buffer);

  const faceData = sphere(0.4, 16, 8);
  const face = meshOf(doc, 'Face', faceData, pbr(doc, 'Skin', [0.9, 0.7, 0.6]));
  const offsets = (dy: number) =>
    Array.from({ length: faceData.positions.length / 3 }, () => [0, dy, 0]).flat();
  const [primitive] = face.listPrimitives();
  for (const [name, dy] of [
    ['Smile', 0.05],
    ['Blink', -0.03],
  ] as const) {
    primitive.addTarget(
      doc.createPrimitiveTarget(name).setAttribute('POSITION', floats('VEC3', offsets(dy))),
    );
  }
  face.setWeights([0, 0]).setExtras({ targetNames: ['Smile', 'Blink'] });

  const shoulder = doc.createNode('Shoulder').setTranslation([0.5, 0, 0]);
  const elbow = doc.createNode('Elbow').setTranslation([0.4, 0, 0]);
  shoulder.addChild(elbow);
  const armData = box(0.8, 0.15, 0.15);
  const arm = meshOf(doc, 'Arm', armData, pbr(doc, 'Sleeve', [0.2, 0.3, 0.8]));
  const vertices = armData.positions.length / 3;
  const [armPrimitive] = arm.listPrimitives();
  armPrimitive
    .setAttribute(
      'JOINTS_0',
      doc
        .createAccessor()
        .setType('VEC4')
        .setArray(new Uint16Array(vertices * 4))
        .setBuffer(buffer),
    )
    .setAttribute(
      'WEIGHTS_0',
      floats('VEC4', Array.from({ length: vertices }, () => [1, 0, 0, 0]).flat()),
    );
  const identity = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
  const skin = doc
    .createSkin('Arm rig')
    .addJoint(shoulder)
    .addJoint(elbow)
    .setInverseBindMatrices(floats('MAT4', [...identity, ...identity]));

  const head = doc.createNode('Head').setMesh(face).setTranslation([0, 0.9, 0]);
  const armNode = doc.createNode('Arm').setMesh(arm).setSkin(skin);
  const robot = doc.createNode('Robot').addChild(head).addChild(shoulder).addChild(armNode);
  sceneOf(doc).addChild(robot);

  const sampler = (times: number[], type: 'VEC4' | 'SCALAR', values: number[]) =>
    doc
      .createAnimationSampler()
      .setInput(floats('SCALAR', times))
      .setOutput(floats(type, values))
      .setInterpolation('LINEAR');
  const wave = sampler([0, 1, 2], 'VEC4', [0, 0, 0, 1, 0, 0, 0.38268343, 0.9238795, 0, 0, 0, 1]);
  doc
    .createAnimation('Wave')
    .addSampler(wave)
    .addChannel(
      doc
        .createAnimationChannel()
        .setTargetNode(shoulder)
        .setTargetPath('rotation')
        .setSampler(wave),
    );
  const smile = sampler([0, 0.25, 0.5], 'SCALAR', [0, 0, 1, 0, 0, 0]);
  doc
    .createAnimation('Smile')
    .addSampler(smile)
    .addChannel(
      doc.createAnimationChannel().setTargetNode(head).setTargetPath('weights').setSampler(smile),
    );
  return doc;
}

/** A 500 m × 20 m × 300 m block: far larger than the default camera's view. */
function hugeDocument(): Document {
  const doc = new Document();
  doc.createBuffer();
  sceneOf(doc).addChild(
    doc
      .createNode('Stadium')
      .setMesh(meshOf(doc, 'Stadium', box(500, 20, 300), pbr(doc, 'Concrete', [0.6, 0.6, 0.6]))),
  );
  return doc;
}

/**
 * Three 1 m crates: at the origin, at (-40, -40, 0) and at (80, 80, 0). The
 * box around them has its corners and its centre out of the default camera's
 * view, yet the crate at the origin is in it: framing needs the vertices.
 */
function scatteredDocument(): Document {
  const doc = new Document();
  doc.createBuffer();
  const scene = sceneOf(doc);
  const wood = pbr(doc, 'Wood', [0.6, 0.4, 0.2]);
  for (const [name, at] of [
    ['Near crate', [0, 0, 0]],
    ['Far crate left', [-40, -40, 0]],
    ['Far crate right', [80, 80, 0]],
  ] as const) {
    scene.addChild(
      doc
        .createNode(name)
        .setMesh(meshOf(doc, name, box(1, 1, 1), wood))
        .setTranslation([...at]),
    );
  }
  return doc;
}

/** A crate; its texture is replaced by a WebP-only one after writing. */
function webpDocument(): Document {
  const doc = new Document();
  doc.createBuffer();
  sceneOf(doc).addChild(
    doc
      .createNode('Crate')
      .setMesh(meshOf(doc, 'Crate', box(1, 1, 1), pbr(doc, 'Wood', [0.6, 0.4, 0.2]), true)),
  );
  return doc;
}

// ---------------------------------------------------------------- JSON edits

async function glbOf(
  doc: Document,
  extensions: Parameters<NodeIO['registerExtensions']>[0] = [],
): Promise<Uint8Array> {
  return new NodeIO().registerExtensions(extensions).writeBinary(doc);
}

/** Re-packs a GLB after `edit` changed its JSON (and optionally appended bytes to BIN). */
function editGlb(
  bytes: Uint8Array,
  edit: (json: Json, bin: Uint8Array) => Uint8Array | void,
): Uint8Array {
  const parsed = parseGlb(bytes);
  if (!parsed.ok) throw new Error(parsed.reason);
  const json = structuredClone(parsed.parts.json) as Json;
  const bin = parsed.parts.bin ?? new Uint8Array(0);
  return packGlb(json, edit(json, bin) ?? bin);
}

function addUsed(json: Json, name: string, required: boolean): void {
  const used = (json.extensionsUsed as string[] | undefined) ?? [];
  json.extensionsUsed = [...used, name];
  if (required) json.extensionsRequired = [...((json.extensionsRequired as string[]) ?? []), name];
}

function markUnlit(bytes: Uint8Array): Uint8Array {
  return editGlb(bytes, (json) => {
    addUsed(json, 'KHR_materials_unlit', false);
    for (const material of json.materials ?? []) {
      material.extensions = { KHR_materials_unlit: {} };
    }
  });
}

/**
 * lit.glb with its first node pointing at camera 3 of a file without cameras. gltf-transform
 * reads it (the checker's report lists the validator's UNRESOLVED_REFERENCE), but cgltf, which
 * Filament's glTF loader parses with, refuses a dangling index, so the loader gives no asset:
 * the model checker's test of the "Filament said:" failure. (Triangle fans, valid glTF, were
 * tried first: Filament's loader drops them without an error and the stage stays empty.)
 */
function danglingCamera(bytes: Uint8Array): Uint8Array {
  return editGlb(bytes, (json) => {
    (json.nodes as Record<string, unknown>[])[0].camera = 3;
  });
}

/** Appends the WebP to BIN as a new buffer view and makes the crate's texture WebP-only. */
function webpOnly(bytes: Uint8Array): Uint8Array {
  return editGlb(bytes, (json, bin) => {
    const offset = (bin.byteLength + 3) & ~3;
    const grown = new Uint8Array(offset + TINY_WEBP.byteLength);
    grown.set(bin);
    grown.set(TINY_WEBP, offset);
    const views = json.bufferViews as Record<string, unknown>[];
    views.push({ buffer: 0, byteOffset: offset, byteLength: TINY_WEBP.byteLength });
    (json.buffers as Record<string, unknown>[])[0].byteLength = grown.byteLength;
    json.images = [{ name: 'Planks', mimeType: 'image/webp', bufferView: views.length - 1 }];
    json.textures = [{ name: 'Planks', extensions: { EXT_texture_webp: { source: 0 } } }];
    json.materials![0].pbrMetallicRoughness = {
      ...(json.materials![0].pbrMetallicRoughness as object),
      baseColorTexture: { index: 0 },
    };
    addUsed(json, 'EXT_texture_webp', true);
    return grown;
  });
}

/** The crate's PNG texture also given a WebP image (EXT_texture_webp, optional): the PNG is the fallback. */
async function webpWithFallback(): Promise<Uint8Array> {
  const doc = webpDocument();
  const material = doc.getRoot().listMaterials()[0];
  material.setBaseColorTexture(
    doc
      .createTexture('Planks')
      .setMimeType('image/png')
      .setImage(checkerPng(4, [150, 100, 50, 255], [90, 60, 30, 255])),
  );
  return editGlb(await glbOf(doc), (json, bin) => {
    const offset = (bin.byteLength + 3) & ~3;
    const grown = new Uint8Array(offset + TINY_WEBP.byteLength);
    grown.set(bin);
    grown.set(TINY_WEBP, offset);
    const views = json.bufferViews as Record<string, unknown>[];
    views.push({ buffer: 0, byteOffset: offset, byteLength: TINY_WEBP.byteLength });
    (json.buffers as Record<string, unknown>[])[0].byteLength = grown.byteLength;
    json.images!.push({
      name: 'Planks (WebP)',
      mimeType: 'image/webp',
      bufferView: views.length - 1,
    });
    json.textures![0].extensions = { EXT_texture_webp: { source: json.images!.length - 1 } };
    addUsed(json, 'EXT_texture_webp', false);
    return grown;
  });
}

/** The unlit lamp's sphere as a lit, blended (alphaMode BLEND) material with sheen: velvet glass. */
async function sheenBlend(): Promise<Uint8Array> {
  return editGlb(await glbOf(unlitDocument()), (json) => {
    addUsed(json, 'KHR_materials_sheen', false);
    const material = json.materials![0];
    material.alphaMode = 'BLEND';
    material.extensions = {
      KHR_materials_sheen: { sheenColorFactor: [1, 0.9, 0.8], sheenRoughnessFactor: 0.5 },
    };
  });
}

/** lit.glb whose body also carries TEXCOORD_1 and TEXCOORD_2 that no texture uses. */
function unusedUvDocument(): Document {
  const doc = litDocument();
  const body = doc
    .getRoot()
    .listMeshes()
    .find((m) => m.getName() === 'Body')!;
  const [primitive] = body.listPrimitives();
  const uv0 = primitive.getAttribute('TEXCOORD_0')!;
  primitive.setAttribute('TEXCOORD_1', uv0.clone()).setAttribute('TEXCOORD_2', uv0.clone());
  return doc;
}

/**
 * Shaped like Khronos' DamagedHelmet, the model readers try first: one node,
 * one mesh, one material with five textures (base color, metal-roughness,
 * normal, occlusion, emissive); small images, so the file stays small. The
 * report's height on a phone is measured on it (tests/e2e/model-checker.spec.ts).
 */
function helmetLikeDocument(): Document {
  const doc = new Document();
  doc.createBuffer();
  const texture = (name: string, a: number[], b: number[]) =>
    doc
      .createTexture(name)
      .setMimeType('image/png')
      .setImage(checkerPng(8, a, b));
  const material = pbr(doc, 'Material_MR', [1, 1, 1], 1)
    .setBaseColorTexture(texture('Albedo', [200, 180, 150, 255], [90, 80, 70, 255]))
    .setMetallicRoughnessTexture(texture('MetalRoughness', [0, 120, 255, 255], [0, 200, 0, 255]))
    .setNormalTexture(texture('Normal', [128, 128, 255, 255], [120, 136, 250, 255]))
    .setOcclusionTexture(texture('Occlusion', [255, 255, 255, 255], [180, 180, 180, 255]))
    .setEmissiveTexture(texture('Emissive', [0, 0, 0, 255], [255, 120, 0, 255]))
    .setEmissiveFactor([1, 1, 1]);
  sceneOf(doc).addChild(
    doc
      .createNode('node_damagedHelmet_-6514')
      .setMesh(meshOf(doc, 'mesh_helmet_LP_13930damagedHelmet', sphere(1, 16, 8), material, true)),
  );
  return doc;
}

/** A .gltf with its resources, as gltf-transform writes them: `<name>.bin`, `<name>-<i>.png`. */
async function gltfSet(
  doc: Document,
  name: string,
): Promise<{ json: Json; resources: Record<string, Uint8Array> }> {
  doc.getRoot().listBuffers()[0].setURI(`${name}.bin`);
  doc
    .getRoot()
    .listTextures()
    .forEach((texture, i) => texture.setURI(`${name}-${i}.png`));
  const { json, resources } = await new NodeIO().writeJSON(doc);
  return { json: json as unknown as Json, resources };
}

/** lit.glb's 12-byte header alone, declaring 12 bytes: no room for the JSON chunk (GLB_LENGTH_TOO_SMALL). */
async function headerOnly(): Promise<Uint8Array> {
  const header = (await glbOf(litDocument())).slice(0, 12);
  new DataView(header.buffer).setUint32(8, 12, true);
  return header;
}

/**
 * lit.glb whole, its JSON chunk declaring twice the file's length: the file is
 * not cut short, a length field is wrong (the validator's GLB_CHUNK_TOO_BIG).
 */
async function chunkTooLong(): Promise<Uint8Array> {
  const bytes = (await glbOf(litDocument())).slice();
  new DataView(bytes.buffer).setUint32(12, bytes.byteLength * 2, true);
  return bytes;
}

/** The huge block as a .gltf whose buffer is a web address (never downloaded: the address is made up). */
async function webBuffer(): Promise<Json> {
  const { json } = await gltfSet(hugeDocument(), 'web-buffer');
  json.buffers![0].uri = 'http://example.com/models/web-buffer.bin';
  return json;
}

/**
 * lit.glb with its geometry compressed as `gltf-transform optimize` does by
 * default (EXT_meshopt_compression, required): readable only with a decoder.
 */
async function meshoptLit(): Promise<Uint8Array> {
  await MeshoptEncoder.ready;
  const doc = litDocument();
  doc
    .createExtension(EXTMeshoptCompression)
    .setRequired(true)
    .setEncoderOptions({ method: EXTMeshoptCompression.EncoderMethod.QUANTIZE });
  const io = new NodeIO()
    .registerExtensions([EXTMeshoptCompression])
    .registerDependencies({ 'meshopt.encoder': MeshoptEncoder });
  return io.writeBinary(doc);
}

/**
 * meshopt.glb under the name of meshopt's Khronos successor,
 * KHR_meshopt_compression (gltfpack writes it on request): the same
 * compressed bytes, a name the shipped loader does not know.
 */
async function khrMeshoptLit(): Promise<Uint8Array> {
  const rename = (value: unknown) =>
    JSON.parse(
      JSON.stringify(value).replaceAll('EXT_meshopt_compression', 'KHR_meshopt_compression'),
    );
  return editGlb(await meshoptLit(), (json) => {
    for (const key of Object.keys(json)) json[key] = rename(json[key]);
  });
}

/** lit.glb with its meshes Draco-compressed (KHR_draco_mesh_compression, required). */
async function dracoLit(): Promise<Uint8Array> {
  const doc = litDocument();
  doc.createExtension(KHRDracoMeshCompression).setRequired(true);
  const io = new NodeIO().registerExtensions([KHRDracoMeshCompression]).registerDependencies({
    'draco3d.encoder': await draco3d.createEncoderModule(),
  });
  return io.writeBinary(doc);
}

/**
 * One block of `width` × `height` × `depth` metres whose positions are stored
 * as KHR_mesh_quantization writes them with normalized shorts (as
 * `gltf-transform quantize` does): integers in [-32767, 32767], read as
 * [-1, 1], and a node scale of half the block's size that puts the metres
 * back. The accessor's min/max are the stored integers, as the spec wants.
 */
async function quantizedBlock(name: string, size: [number, number, number]): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  doc.createExtension(KHRMeshQuantization).setRequired(true);
  const data = box(2, 2, 2); // -1 … 1 on each axis, the normalized range
  const shorts = Int16Array.from(data.positions, (v) => Math.round(v * 32767));
  const positions = doc
    .createAccessor()
    .setType('VEC3')
    .setArray(shorts)
    .setNormalized(true)
    .setBuffer(buffer);
  const primitive = doc
    .createPrimitive()
    .setAttribute('POSITION', positions)
    .setAttribute(
      'NORMAL',
      doc.createAccessor().setType('VEC3').setArray(data.normals).setBuffer(buffer),
    )
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(data.indices).setBuffer(buffer))
    .setMaterial(pbr(doc, 'Stone', [0.5, 0.5, 0.55]));
  const half = size.map((v) => v / 2) as [number, number, number];
  sceneOf(doc).addChild(
    doc.createNode(name).setMesh(doc.createMesh(name).addPrimitive(primitive)).setScale(half),
  );
  return glbOf(doc, [KHRMeshQuantization]);
}

const text = (value: unknown): Uint8Array =>
  new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

// ---------------------------------------------------------------- the set

/** Every fixture by file name; each makes the file's bytes. */
export const FIXTURES: Readonly<Record<string, () => Promise<Uint8Array>>> = {
  'lit.glb': () => glbOf(litDocument()),
  'unlit.glb': async () => markUnlit(await glbOf(unlitDocument())),
  'animated.glb': () => glbOf(animatedDocument()),
  'huge.glb': () => glbOf(hugeDocument()),
  'unsupported-ext.glb': async () => webpOnly(await glbOf(webpDocument())),
  'dangling-camera.glb': async () => danglingCamera(await glbOf(litDocument())),
  // The first 60 % of lit.glb: what an interrupted download or copy leaves.
  'corrupt.glb': async () => {
    const whole = await glbOf(litDocument());
    return whole.slice(0, Math.floor(whole.byteLength * 0.6));
  },
  // Its .bin is deliberately not written: the reader drops the .gltf alone.
  'missing-buffer.gltf': async () => text((await gltfSet(hugeDocument(), 'missing-buffer')).json),
  // A valid .gltf with its .bin and texture: the checker reads the three together.
  'separate.gltf': async () => text((await gltfSet(litDocument(), 'separate')).json),
  'separate.bin': async () => (await gltfSet(litDocument(), 'separate')).resources['separate.bin'],
  'separate-0.png': async () =>
    (await gltfSet(litDocument(), 'separate')).resources['separate-0.png'],
  'no-mesh.gltf': async () =>
    text({
      asset: { version: '2.0', generator: 'react-native-filament docs fixtures' },
      scene: 0,
      scenes: [{ name: 'Scene', nodes: [0] }],
      nodes: [{ name: 'Empty' }],
    }),
  'webp-fallback.glb': webpWithFallback,
  'sheen-blend.glb': sheenBlend,
  'unused-uv.glb': () => glbOf(unusedUvDocument()),
  'scattered.glb': () => glbOf(scatteredDocument()),
  'helmet-like.glb': () => glbOf(helmetLikeDocument()),
  'meshopt.glb': meshoptLit,
  'draco.glb': dracoLit,
  'khr-meshopt.glb': khrMeshoptLit,
  // 40 m and 1 m blocks with normalized positions: the loader's box is 32,767 times too big.
  'quantized-big.glb': () => quantizedBlock('Quantized hall', [40, 10, 30]),
  'quantized-small.glb': () => quantizedBlock('Quantized crate', [1, 1, 1]),
  'header-only.glb': headerOnly,
  'chunk-too-long.glb': chunkTooLong,
  'web-buffer.gltf': async () => text(await webBuffer()),
  // No meshes, and a node naming mesh 2 and a child 5 that do not exist: two validator errors.
  'no-mesh-invalid.gltf': async () =>
    text({
      asset: { version: '2.0', generator: 'react-native-filament docs fixtures' },
      scene: 0,
      scenes: [{ name: 'Scene', nodes: [0] }],
      nodes: [{ name: 'Broken', mesh: 2, children: [5] }],
    }),
  'not-gltf.txt': async () => new TextEncoder().encode('This is a text file, not a 3D model.\n'),
};
