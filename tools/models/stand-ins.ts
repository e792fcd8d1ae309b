/**
 * Stand-ins for the models of the library's example app (examples/Shared/assets
 * in margelo/react-native-filament), made from code: each plays the role its
 * screen needs (clips, a blended material, morph targets, the node and
 * material names the screen asks for) at about the original's size, so the
 * screen's camera and spacing still frame it. The originals are not shipped.
 * What differs from each original is described for the page by
 * packages/web-host/src/site-models.ts (`describeStandIn`).
 */
import {
  Document,
  type AnimationChannel,
  type AnimationSampler,
  type Buffer,
  type Material,
  type Mesh,
  type Node,
} from '@gltf-transform/core';
import { encodePng } from '../../shared/png';
import { box, cylinder, sphere, torus, type MeshData } from './geometry';
import { meshWithMaterial } from './mesh';

type Rgb = [number, number, number];
type Vec3 = [number, number, number];
type Quat = [number, number, number, number];

function material(doc: Document, name: string, color: Rgb, metallic = 0, roughness = 0.5) {
  return doc
    .createMaterial(name)
    .setBaseColorFactor([...color, 1])
    .setMetallicFactor(metallic)
    .setRoughnessFactor(roughness);
}

/** Planar UVs from X and Y (the rocket's texture wraps its height). */
function uvsOf(data: MeshData): Float32Array {
  const uvs = new Float32Array((data.positions.length / 3) * 2);
  for (let i = 0; i < uvs.length / 2; i++) {
    uvs[i * 2] = data.positions[i * 3]! * 2 + 0.5;
    uvs[i * 2 + 1] = data.positions[i * 3 + 1]! * 2;
  }
  return uvs;
}

/** One mesh of one primitive; `uv` adds TEXCOORD_0 (uvsOf) for a textured material. */
function meshOf(doc: Document, name: string, data: MeshData, material: Material, uv = false): Mesh {
  return meshWithMaterial(doc, name, data, material, uv ? uvsOf(data) : undefined);
}

/** Several meshes as one, each moved by its offset (for one primitive with morph targets). */
function merged(parts: readonly [MeshData, Vec3][]): MeshData {
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  for (const [data, [x, y, z]] of parts) {
    const base = positions.length / 3;
    for (let i = 0; i < data.positions.length; i += 3) {
      positions.push(
        data.positions[i]! + x,
        data.positions[i + 1]! + y,
        data.positions[i + 2]! + z,
      );
    }
    normals.push(...data.normals);
    indices.push(...Array.from(data.indices, (index) => index + base));
  }
  return {
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    indices: new Uint16Array(indices),
  };
}

type TrackPath = 'translation' | 'rotation' | 'scale';
type Track = { sampler: AnimationSampler; channel: AnimationChannel };

/** Adds clips to a document: `clip(name, tracks)`, each track linear keyframes of one node property. */
function clipMaker(doc: Document) {
  const buffer: Buffer = doc.getRoot().listBuffers()[0] ?? doc.createBuffer();
  const track = (node: Node, path: TrackPath, times: number[], values: number[][]): Track => {
    const data = (type: 'SCALAR' | 'VEC3' | 'VEC4', array: number[]) =>
      doc.createAccessor().setType(type).setArray(new Float32Array(array)).setBuffer(buffer);
    const sampler = doc
      .createAnimationSampler()
      .setInput(data('SCALAR', times))
      .setOutput(data(path === 'rotation' ? 'VEC4' : 'VEC3', values.flat()))
      .setInterpolation('LINEAR');
    const channel = doc
      .createAnimationChannel()
      .setTargetNode(node)
      .setTargetPath(path)
      .setSampler(sampler);
    return { sampler, channel };
  };
  const clip = (name: string, tracks: Track[]) => {
    const animation = doc.createAnimation(name);
    for (const { sampler, channel } of tracks) animation.addSampler(sampler).addChannel(channel);
  };
  return { track, clip };
}

/** A rotation of `turn` whole turns about an axis (x, y or z). */
function turnAbout(axis: 0 | 1 | 2, turn: number): Quat {
  const q: Quat = [0, 0, 0, Math.cos(turn * Math.PI)];
  q[axis] = Math.sin(turn * Math.PI);
  return q;
}

/** Five keys, quarter turns apart (linear quaternion keys more than 180° apart go the short way). */
const QUARTERS = [0, 1, 2, 3, 4];

/** Names of the drone's clips, in file order (an Animator's animationIndex). */
export const DRONE_CLIPS = ['Hover', 'Rotors', 'Roll'] as const;

/**
 * Stands in for buster_drone.glb: a body with an eye, four arms and four
 * rotors, three clips. About 300 units across, as the example app's
 * MultipleInstances assumes (a spacing of 300 between instances scaled to
 * the unit cube); every other screen scales it with transformToUnitCube.
 */
export function drone(): Document {
  const doc = new Document();
  doc.createBuffer();
  const scene = doc.createScene('Drone');
  const shell = material(doc, 'Shell', [0.85, 0.86, 0.9], 0, 0.35);
  const dark = material(doc, 'Frame', [0.08, 0.09, 0.1], 0.5, 0.5);
  const eye = material(doc, 'Eye', [0.1, 0.6, 1.0], 0, 0.2).setEmissiveFactor([0.1, 0.6, 1.0]);
  const body = doc.createNode('Body').setMesh(meshOf(doc, 'Body', box(0.5, 0.18, 0.5), shell));
  body.addChild(
    doc
      .createNode('Eye')
      .setMesh(meshOf(doc, 'Eye', sphere(0.07, 20, 10), eye))
      .setTranslation([0, 0, 0.25]),
  );
  const rotorData = cylinder(0.16, 0.02, 24);
  const armData = box(0.5, 0.04, 0.06);
  const rotors: Node[] = [];
  for (const [i, angle] of [45, 135, 225, 315].entries()) {
    const radians = (angle * Math.PI) / 180;
    const [x, z] = [Math.sin(radians) * 0.42, Math.cos(radians) * 0.42];
    const arm = doc
      .createNode(`Arm ${i + 1}`)
      .setMesh(meshOf(doc, `Arm ${i + 1}`, armData, dark))
      .setRotation(turnAbout(1, angle / 360 - 0.25))
      .setTranslation([x / 2, 0, z / 2]);
    const rotor = doc
      .createNode(`Rotor ${i + 1}`)
      .setMesh(meshOf(doc, `Rotor ${i + 1}`, rotorData, dark))
      .setTranslation([x, 0.04, z]);
    body.addChild(arm).addChild(rotor);
    rotors.push(rotor);
  }
  // 300 units across: the body and rotors span about 0.6.
  const root = doc.createNode('Drone').setScale([500, 500, 500]).addChild(body);
  scene.addChild(root);
  const { track, clip } = clipMaker(doc);
  const [hover, spin, roll] = DRONE_CLIPS;
  clip(hover, [
    track(
      body,
      'translation',
      [0, 0.6, 1.2],
      [
        [0, 0, 0],
        [0, 0.08, 0],
        [0, 0, 0],
      ],
    ),
  ]);
  const times = QUARTERS.map((s) => s * 0.1);
  clip(
    spin,
    rotors.map((rotor) =>
      track(
        rotor,
        'rotation',
        times,
        QUARTERS.map((s) => turnAbout(1, s / 4)),
      ),
    ),
  );
  clip(roll, [
    track(
      body,
      'rotation',
      [0, 0.5, 1, 1.5],
      [turnAbout(2, 0), turnAbout(2, 0.04), turnAbout(2, -0.04), turnAbout(2, 0)],
    ),
  ]);
  return doc;
}

/** Names of the dancer's clips, in file order. */
export const DANCER_CLIPS = ['Idle', 'Wave', 'Dance', 'Jump'] as const;

/**
 * Stands in for hiphopgirl.glb: a 1.7 m figure standing on y = 0 (the example
 * app's camera looks at y = 1 from 4 m) with four clips, so an Animator can
 * move between them by index and the screen can list them by name.
 */
export function dancer(): Document {
  const doc = new Document();
  doc.createBuffer();
  const scene = doc.createScene('Dancer');
  const skin = material(doc, 'Skin', [0.8, 0.55, 0.42], 0, 0.6);
  const cloth = material(doc, 'Jacket', [0.75, 0.12, 0.35], 0, 0.7);
  const denim = material(doc, 'Trousers', [0.1, 0.16, 0.35], 0, 0.8);
  const part = (name: string, data: MeshData, mat: Material, at: Vec3) =>
    doc
      .createNode(name)
      .setMesh(meshOf(doc, name, data, mat))
      .setTranslation(at);
  const torso = part('Torso', box(0.42, 0.6, 0.22), cloth, [0, 1.2, 0]);
  torso.addChild(part('Head', sphere(0.14, 24, 12), skin, [0, 0.46, 0]));
  const arms = [-1, 1].map((side) => {
    const shoulder = doc
      .createNode(side < 0 ? 'Right arm' : 'Left arm')
      .setTranslation([side * 0.27, 0.26, 0]);
    shoulder.addChild(
      part(`${shoulder.getName()} mesh`, box(0.11, 0.6, 0.11), cloth, [0, -0.3, 0]),
    );
    torso.addChild(shoulder);
    return shoulder;
  });
  const legs = [-1, 1].map((side) =>
    part(side < 0 ? 'Right leg' : 'Left leg', box(0.16, 0.9, 0.16), denim, [side * 0.11, 0.45, 0]),
  );
  const root = doc.createNode('Dancer').addChild(torso);
  for (const leg of legs) root.addChild(leg);
  scene.addChild(root);
  dancerClips(doc, root, torso, arms as [Node, Node]);
  return doc;
}

/** Idle, Wave, Dance and Jump, in DANCER_CLIPS order. */
function dancerClips(doc: Document, root: Node, torso: Node, [right, left]: [Node, Node]): void {
  const { track, clip } = clipMaker(doc);
  const [idle, wave, dance, jump] = DANCER_CLIPS;
  clip(idle, [
    track(
      torso,
      'translation',
      [0, 1, 2],
      [
        [0, 1.2, 0],
        [0, 1.18, 0],
        [0, 1.2, 0],
      ],
    ),
  ]);
  clip(wave, [
    track(
      left,
      'rotation',
      [0, 0.4, 0.8, 1.2],
      [turnAbout(2, 0), turnAbout(2, 0.4), turnAbout(2, 0.3), turnAbout(2, 0.4)],
    ),
  ]);
  const times = QUARTERS.map((s) => s * 0.4);
  clip(dance, [
    track(
      root,
      'rotation',
      times,
      QUARTERS.map((s) => turnAbout(1, s / 4)),
    ),
    track(
      right,
      'rotation',
      [0, 0.4, 0.8],
      [turnAbout(2, 0), turnAbout(2, -0.35), turnAbout(2, 0)],
    ),
    track(
      left,
      'rotation',
      [0, 0.4, 0.8],
      [turnAbout(2, 0.35), turnAbout(2, 0), turnAbout(2, 0.35)],
    ),
  ]);
  clip(jump, [
    track(
      root,
      'translation',
      [0, 0.3, 0.6, 1],
      [
        [0, 0, 0],
        [0, 0.4, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
    ),
  ]);
}

/**
 * Stands in for coin.glb: a gold disc of the original's size (radius 0.79 and
 * 0.28 thick in its mesh, scaled ×1.27 by its node, lying flat on y = 0) with a
 * raised rim, its material named as the original's ("Material.001").
 */
export function coin(): Document {
  return coinDocument(false);
}

/** Stands in for coin_with_alpha.glb: the same coin with a blended (see-through-capable) material, as the original. */
export function coinWithAlpha(): Document {
  return coinDocument(true);
}

function coinDocument(blend: boolean): Document {
  const doc = new Document();
  doc.createBuffer();
  const scene = doc.createScene('Coin');
  const gold = material(doc, 'Material.001', [0.8, 0.556, 0.068], blend ? 0 : 1, 0.3);
  if (blend) gold.setAlphaMode('BLEND');
  const data = merged([
    [cylinder(0.786, 0.2, 48), [0, 0, 0]],
    [torus(0.7, 0.04, 48, 8), [0, 0.2, 0]],
    [sphere(0.15, 20, 10), [0, 0.13, 0]],
  ]);
  const node = doc
    .createNode('Coin')
    .setMesh(meshOf(doc, 'Coin', data, gold))
    .setScale([1.272, 1.272, 1.272]);
  scene.addChild(node);
  return doc;
}

/** The morph model's targets, in order: what getMorphTargetNameAt gives for the features. */
export const FACE_TARGETS = ['eyesClosed', 'mouthOpen'] as const;

/**
 * The face's clips, in file order: a screen that animates a model the site does not have
 * and sets its morph weights gets the face, so it has clips too (issue 45).
 */
export const FACE_CLIPS = ['Nod', 'Turn'] as const;

/**
 * Stands in for morphtargets.glb (and the guides' face.glb): a head at y = 1
 * with one "Features" primitive (two eyes and a mouth) that has two morph
 * targets, eyesClosed and mouthOpen, named in the mesh's extras.targetNames
 * as exporters write them.
 */
export function face(): Document {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const scene = doc.createScene('Face');
  const skin = material(doc, 'Skin', [0.85, 0.62, 0.48], 0, 0.6);
  const ink = material(doc, 'Features', [0.05, 0.04, 0.05], 0, 0.4);
  const eye = sphere(0.07, 16, 8);
  const mouth = box(0.3, 0.04, 0.06);
  const features = merged([
    [eye, [-0.16, 0.1, 0.42]],
    [eye, [0.16, 0.1, 0.42]],
    [mouth, [0, -0.2, 0.44]],
  ]);
  const eyeVertices = eye.positions.length / 3;
  // eyesClosed flattens the eyes to a line; mouthOpen pulls the mouth's lower edge down.
  const eyesClosed = new Float32Array(features.positions.length);
  const mouthOpen = new Float32Array(features.positions.length);
  for (let v = 0; v < features.positions.length / 3; v++) {
    const y = features.positions[v * 3 + 1]!;
    if (v < eyeVertices * 2) eyesClosed[v * 3 + 1] = (0.1 - y) * 0.85;
    else if (y < -0.2) mouthOpen[v * 3 + 1] = -0.16;
  }
  const mesh = meshOf(doc, 'Features', features, ink);
  const primitive = mesh.listPrimitives()[0]!;
  for (const [name, deltas] of [
    [FACE_TARGETS[0], eyesClosed],
    [FACE_TARGETS[1], mouthOpen],
  ] as const) {
    const target = doc
      .createPrimitiveTarget(name)
      .setAttribute(
        'POSITION',
        doc.createAccessor().setType('VEC3').setArray(deltas).setBuffer(buffer),
      );
    primitive.addTarget(target);
  }
  mesh.setWeights([0, 0]).setExtras({ targetNames: [...FACE_TARGETS] });
  const head = doc
    .createNode('Head')
    .setMesh(meshOf(doc, 'Head', sphere(0.5, 32, 16), skin))
    .setTranslation([0, 1, 0])
    .addChild(doc.createNode('Features').setMesh(mesh));
  scene.addChild(head);
  const { track, clip } = clipMaker(doc);
  const [nod, turn] = FACE_CLIPS;
  clip(nod, [
    track(
      head,
      'rotation',
      [0, 0.4, 0.8, 1.2],
      [turnAbout(0, 0), turnAbout(0, 0.05), turnAbout(0, -0.03), turnAbout(0, 0)],
    ),
  ]);
  clip(turn, [
    track(
      head,
      'rotation',
      [0, 0.6, 1.2, 1.8],
      [turnAbout(1, 0), turnAbout(1, 0.1), turnAbout(1, -0.1), turnAbout(1, 0)],
    ),
  ]);
  return doc;
}

/** Pixels of a small texture: `color` with lighter stripes, so a texture change reads at a glance. */
export function stripesPng(size: number, color: Rgb, stripe: Rgb): Uint8Array {
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const c = Math.floor((x + y) / (size / 4)) % 2 === 0 ? color : stripe;
      rgba.set([...c, 255], (y * size + x) * 4);
    }
  }
  return new Uint8Array(encodePng(size, size, rgba));
}

/** The texture every image a sample requires gets (rocket_BaseColor_Blue.png, background.jpg, …): blue stripes. */
export function paintPng(): Uint8Array {
  return stripesPng(32, [30, 80, 200], [120, 170, 245]);
}

/**
 * Stands in for rocket.glb: 2.2 m tall from y = 0 (the example app moves it
 * down 1 m), nodes "Tip" and "Wings" whose material is "Toy Ship" with a base
 * color texture (cream and red), which ChangeMaterials swaps for a blue one;
 * the body's own material ("Hull") is not shared with them.
 */
export function rocket(): Document {
  const doc = new Document();
  doc.createBuffer();
  const scene = doc.createScene('Rocket');
  const texture = doc
    .createTexture('Toy Ship')
    .setMimeType('image/png')
    .setImage(stripesPng(32, [235, 225, 200], [200, 40, 35]));
  const toyShip = material(doc, 'Toy Ship', [1, 1, 1], 0, 0.45).setBaseColorTexture(texture);
  const hull = material(doc, 'Hull', [0.9, 0.9, 0.92], 0.2, 0.35);
  const body = doc
    .createNode('Body')
    .setMesh(meshOf(doc, 'Body', cylinder(0.3, 1.5, 32), hull))
    .setTranslation([0, 0.25, 0]);
  const tip = doc
    .createNode('Tip')
    .setMesh(meshOf(doc, 'Tip', sphere(0.3, 24, 12), toyShip, true))
    .setScale([1, 1.5, 1])
    .setTranslation([0, 1.75, 0]);
  const wings = doc
    .createNode('Wings')
    .setMesh(
      meshOf(
        doc,
        'Wings',
        merged([
          [box(1.1, 0.5, 0.06), [0, 0, 0]],
          [box(0.06, 0.5, 1.1), [0, 0, 0]],
        ]),
        toyShip,
        true,
      ),
    )
    .setTranslation([0, 0.4, 0]);
  scene.addChild(doc.createNode('Rocket').addChild(body).addChild(tip).addChild(wings));
  return doc;
}

/** The example app's models this file stands in for, by the site's file name (without .glb). */
export const STAND_IN_MODELS = {
  drone,
  dancer,
  coin,
  'coin-alpha': coinWithAlpha,
  face,
  rocket,
} as const;
