/**
 * The glTF models the live previews render, built from code so the site
 * ships no downloaded art. Each model is a function returning a document;
 * generate.ts writes them to static/models/ as GLB.
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
import { box, checkerboard, cylinder, sphere, torus, torusKnot, type MeshData } from './geometry';
import { STAND_IN_MODELS } from './stand-ins';

type Rgb = [number, number, number];

interface Pbr {
  readonly name: string;
  /** Linear RGB, as glTF stores it. */
  readonly color: Rgb;
  readonly metallic: number;
  readonly roughness: number;
}

function createMaterial(doc: Document, { name, color, metallic, roughness }: Pbr): Material {
  return doc
    .createMaterial(name)
    .setBaseColorFactor([...color, 1])
    .setMetallicFactor(metallic)
    .setRoughnessFactor(roughness);
}

/** One mesh per material; meshes made from the same data share its buffers. */
function meshFactory(doc: Document) {
  const buffer = doc.createBuffer();
  const shared = new Map<MeshData, ReturnType<typeof accessorsOf>>();
  const accessorsOf = (data: MeshData) => ({
    position: doc.createAccessor().setType('VEC3').setArray(data.positions).setBuffer(buffer),
    normal: doc.createAccessor().setType('VEC3').setArray(data.normals).setBuffer(buffer),
    indices: doc.createAccessor().setType('SCALAR').setArray(data.indices).setBuffer(buffer),
  });
  return (name: string, data: MeshData, material: Material): Mesh => {
    let accessors = shared.get(data);
    if (!accessors) {
      accessors = accessorsOf(data);
      shared.set(data, accessors);
    }
    const primitive = doc
      .createPrimitive()
      .setAttribute('POSITION', accessors.position)
      .setAttribute('NORMAL', accessors.normal)
      .setIndices(accessors.indices)
      .setMaterial(material);
    return doc.createMesh(name).addPrimitive(primitive);
  };
}

/**
 * A gold torus knot with three spheres around it: one glossy plastic, one
 * rough plastic, one brushed metal. The lit PBR model of the previews.
 */
export function showcase(): Document {
  const doc = new Document();
  const mesh = meshFactory(doc);
  const scene = doc.createScene('Showcase');

  const gold = createMaterial(doc, {
    name: 'Gold',
    color: [1.0, 0.71, 0.29],
    metallic: 1,
    roughness: 0.25,
  });
  const knot = doc
    .createNode('Knot')
    .setMesh(mesh('Knot', torusKnot(0.42, 0.12, 2, 3, 160, 20), gold))
    .setTranslation([0, 0.75, 0]);
  scene.addChild(knot);

  const ball = sphere(0.25, 32, 16);
  const spheres: [Pbr, [number, number, number]][] = [
    [
      { name: 'Red plastic', color: [0.8, 0.05, 0.04], metallic: 0, roughness: 0.15 },
      [-1.05, 0.25, 0.25],
    ],
    [
      { name: 'Green plastic', color: [0.08, 0.5, 0.2], metallic: 0, roughness: 0.75 },
      [0.3, 0.25, 1.05],
    ],
    [
      { name: 'Blue metal', color: [0.35, 0.5, 0.95], metallic: 1, roughness: 0.4 },
      [1.1, 0.25, -0.35],
    ],
  ];
  for (const [pbr, translation] of spheres) {
    const node = doc
      .createNode(`${pbr.name} sphere`)
      .setMesh(mesh(pbr.name, ball, createMaterial(doc, pbr)))
      .setTranslation(translation);
    scene.addChild(node);
  }
  return doc;
}

/** Names of the beacon's animations, in file order (the Animator's animationIndex). */
export const BEACON_ANIMATIONS = ['Spin', 'Bounce', 'Pulse'] as const;

/**
 * A teal cube with an amber lamp on its front, inside a brass ring on a grey pedestal, with three looping
 * animations: the cube spins while the ring tumbles, the cube bounces, the
 * cube pulses in size.
 */
export function beacon(): Document {
  const doc = new Document();
  const mesh = meshFactory(doc);
  const scene = doc.createScene('Beacon');
  const buffer = doc.getRoot().listBuffers()[0];
  const { root, cube, ring } = beaconNodes(doc, mesh);
  scene.addChild(root);
  beaconAnimations(doc, buffer, cube, ring);
  return doc;
}

/** The beacon's node tree: pedestal, cube with its lamp, ring. */
function beaconNodes(
  doc: Document,
  mesh: ReturnType<typeof meshFactory>,
): { root: Node; cube: Node; ring: Node } {
  const pedestal = doc.createNode('Pedestal').setMesh(
    mesh(
      'Pedestal',
      cylinder(0.55, 0.12, 48),
      createMaterial(doc, {
        name: 'Stone',
        color: [0.35, 0.36, 0.4],
        metallic: 0,
        roughness: 0.9,
      }),
    ),
  );
  const cube = doc
    .createNode('Cube')
    .setMesh(
      mesh(
        'Cube',
        box(0.6, 0.6, 0.6),
        createMaterial(doc, {
          name: 'Teal',
          color: [0.02, 0.45, 0.5],
          metallic: 0,
          roughness: 0.35,
        }),
      ),
    )
    .setTranslation([0, 0.75, 0]);
  // A lamp on the cube's front face, so which way it faces is easy to see.
  const lamp = doc
    .createNode('Lamp')
    .setMesh(
      mesh(
        'Lamp',
        sphere(0.09, 24, 12),
        createMaterial(doc, {
          name: 'Amber',
          color: [1.0, 0.35, 0.02],
          metallic: 0,
          roughness: 0.3,
        }).setEmissiveFactor([1.0, 0.3, 0.0]),
      ),
    )
    .setTranslation([0, 0.13, 0.3]);
  cube.addChild(lamp);
  const ring = doc
    .createNode('Ring')
    .setMesh(
      mesh(
        'Ring',
        torus(0.62, 0.05, 64, 12),
        createMaterial(doc, {
          name: 'Brass',
          color: [0.95, 0.64, 0.3],
          metallic: 1,
          roughness: 0.3,
        }),
      ),
    )
    .setTranslation([0, 0.75, 0]);
  const root = doc.createNode('Beacon').addChild(pedestal).addChild(cube).addChild(ring);
  return { root, cube, ring };
}

type TrackPath = 'translation' | 'rotation' | 'scale';

/** One animated property of a node: linear keyframes (times in seconds, values per time). */
function animationTrack(
  doc: Document,
  buffer: Buffer,
  node: Node,
  path: TrackPath,
  times: number[],
  values: number[][],
): { sampler: AnimationSampler; channel: AnimationChannel } {
  const sampler = doc
    .createAnimationSampler()
    .setInput(
      doc.createAccessor().setType('SCALAR').setArray(new Float32Array(times)).setBuffer(buffer),
    )
    .setOutput(
      doc
        .createAccessor()
        .setType(path === 'rotation' ? 'VEC4' : 'VEC3')
        .setArray(new Float32Array(values.flat()))
        .setBuffer(buffer),
    )
    .setInterpolation('LINEAR');
  const channel = doc
    .createAnimationChannel()
    .setTargetNode(node)
    .setTargetPath(path)
    .setSampler(sampler);
  return { sampler, channel };
}

/** Spin (cube about Y, ring about X), Bounce and Pulse, in BEACON_ANIMATIONS order. */
function beaconAnimations(doc: Document, buffer: Buffer, cube: Node, ring: Node): void {
  const track = (node: Node, path: TrackPath, times: number[], values: number[][]) =>
    animationTrack(doc, buffer, node, path, times, values);
  const animation = (name: string, tracks: ReturnType<typeof track>[]) => {
    const result = doc.createAnimation(name);
    for (const { sampler, channel } of tracks) result.addSampler(sampler).addChannel(channel);
    return result;
  };
  // Quarter turns: linear interpolation between quaternions more than 180° apart would go the short way.
  const steps = [0, 1, 2, 3, 4];
  const times = steps.map((s) => s * 0.5);
  const aboutY = (turn: number) => [0, Math.sin(turn * Math.PI), 0, Math.cos(turn * Math.PI)];
  const aboutX = (turn: number) => [Math.sin(turn * Math.PI), 0, 0, Math.cos(turn * Math.PI)];
  const [spin, bounce, pulse] = BEACON_ANIMATIONS;
  animation(spin, [
    track(
      cube,
      'rotation',
      times,
      steps.map((s) => aboutY(s / 4)),
    ),
    track(
      ring,
      'rotation',
      times,
      steps.map((s) => aboutX(s / 4)),
    ),
  ]);
  const [low, high] = [
    [0, 0.75, 0],
    [0, 1.35, 0],
  ];
  animation(bounce, [track(cube, 'translation', [0, 0.4, 0.8], [low, high, low])]);
  const [one, big] = [
    [1, 1, 1],
    [1.35, 1.35, 1.35],
  ];
  animation(pulse, [track(cube, 'scale', [0, 0.5, 1], [one, big, one])]);
}

/** A 4 m × 4 m checkerboard floor, so moves and turns read against the ground. */
export function floor(): Document {
  const doc = new Document();
  const mesh = meshFactory(doc);
  const scene = doc.createScene('Floor');
  const [light, dark] = checkerboard(4, 8);
  const node = doc.createNode('Floor');
  const floorMesh = mesh(
    'Floor',
    light,
    createMaterial(doc, {
      name: 'Light tiles',
      color: [0.5, 0.52, 0.56],
      metallic: 0,
      roughness: 0.8,
    }),
  );
  const darkMesh = mesh(
    'Dark tiles',
    dark,
    createMaterial(doc, {
      name: 'Dark tiles',
      color: [0.28, 0.3, 0.34],
      metallic: 0,
      roughness: 0.7,
    }),
  );
  // One mesh, two primitives (one per tile color).
  for (const primitive of darkMesh.listPrimitives()) floorMesh.addPrimitive(primitive);
  darkMesh.dispose();
  scene.addChild(node.setMesh(floorMesh));
  return doc;
}

/**
 * A toy car for the materials guide's sample (ThreeCars): a "Body" node
 * with its own glTF material ("Paint"), which the sample repaints per
 * instance, a cabin and four wheels. Its length runs along X.
 */
export function car(): Document {
  const doc = new Document();
  const mesh = meshFactory(doc);
  const scene = doc.createScene('Car');
  const paint = { name: 'Paint', color: [0.5, 0.5, 0.5], metallic: 0, roughness: 0.5 } as const;
  const glass = { name: 'Glass', color: [0.04, 0.06, 0.09], metallic: 0, roughness: 0.1 } as const;
  const rubber = {
    name: 'Rubber',
    color: [0.03, 0.03, 0.03],
    metallic: 0,
    roughness: 0.9,
  } as const;
  const body = doc
    .createNode('Body')
    .setMesh(
      mesh('Body', box(2.4, 0.5, 1.1), createMaterial(doc, { ...paint, color: [...paint.color] })),
    )
    .setTranslation([0, 0.5, 0]);
  const cabin = doc
    .createNode('Cabin')
    .setMesh(
      mesh(
        'Cabin',
        box(1.2, 0.45, 1.0),
        createMaterial(doc, { ...glass, color: [...glass.color] }),
      ),
    )
    .setTranslation([-0.15, 0.97, 0]);
  const root = doc.createNode('Car').addChild(body).addChild(cabin);
  const wheel = cylinder(0.3, 0.22, 32);
  const tyre = createMaterial(doc, { ...rubber, color: [...rubber.color] });
  // The cylinder stands on y = 0; a quarter turn about X lays it along +Z.
  const quarterTurnX: [number, number, number, number] = [Math.SQRT1_2, 0, 0, Math.SQRT1_2];
  for (const [x, z] of [
    [-0.8, 0.55],
    [0.8, 0.55],
    [-0.8, -0.77],
    [0.8, -0.77],
  ]) {
    const name = `Wheel ${x < 0 ? 'rear' : 'front'} ${z > 0 ? 'left' : 'right'}`;
    root.addChild(
      doc
        .createNode(name)
        .setMesh(mesh(name, wheel, tyre))
        .setRotation(quarterTurnX)
        .setTranslation([x, 0.3, z]),
    );
  }
  scene.addChild(root);
  return doc;
}

/**
 * A small tree for the instancing guide's sample (Orchard, 25 copies): a
 * trunk and a round crown, few triangles, so 25 copies draw quickly even on
 * a software renderer.
 */
export function tree(): Document {
  const doc = new Document();
  const mesh = meshFactory(doc);
  const scene = doc.createScene('Tree');
  const bark = createMaterial(doc, {
    name: 'Bark',
    color: [0.25, 0.13, 0.06],
    metallic: 0,
    roughness: 0.9,
  });
  const leaves = createMaterial(doc, {
    name: 'Leaves',
    color: [0.1, 0.38, 0.08],
    metallic: 0,
    roughness: 0.8,
  });
  const trunk = doc.createNode('Trunk').setMesh(mesh('Trunk', cylinder(0.12, 0.8, 16), bark));
  const crown = doc
    .createNode('Crown')
    .setMesh(mesh('Crown', sphere(0.55, 20, 10), leaves))
    .setTranslation([0, 1.2, 0]);
  scene.addChild(doc.createNode('Tree').addChild(trunk).addChild(crown));
  return doc;
}

/** Every model the previews and the web host's samples use, by file name (without .glb). */
export const MODELS = { showcase, beacon, floor, car, tree, ...STAND_IN_MODELS } as const;
export type ModelName = keyof typeof MODELS;
