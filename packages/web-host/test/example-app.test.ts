/**
 * What issue 33 added for the library's example app, on fakes and on the generated files:
 * the stand-in models (tools/models/stand-ins.ts) and their mapping (site-models.ts), the
 * asset's morph targets from the glTF JSON (morph-targets.ts, RNFFilamentAssetWrapper.cpp:90-99),
 * createDebugCubeWireframe and changeMaterialTextureMap (renderable-extras.ts), the .filamat
 * version check (materials.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { describeStandIn, siteAssetNamed, siteModelNamed } from '../src/site-models';
import { gltfMorphTargets, morphTargetMembers } from '../src/morph-targets';
import { gltfJson } from '../src/base-colors';
import { debugCubeVertices, renderableExtras } from '../src/renderable-extras';
import { createMaterialUnavailable, filamatVersion } from '../src/materials';
import { DANCER_CLIPS, DRONE_CLIPS, FACE_TARGETS } from '../../../tools/models/stand-ins';
import type { WebEntity } from '../src/entities';

const MODELS_DIR = path.resolve(__dirname, '../../../static/models');
const SITE_MODELS = fs.readdirSync(MODELS_DIR).filter((name) => name.endsWith('.glb'));
const json = (file: string) =>
  gltfJson(new Uint8Array(fs.readFileSync(path.join(MODELS_DIR, file)))) as unknown as {
    animations?: { name: string }[];
    nodes: { name: string; mesh?: number }[];
    meshes: { primitives: { material: number }[] }[];
    materials: { name: string; alphaMode?: string }[];
  };

describe('stand-ins for the example app (site-models.ts, tools/models/stand-ins.ts)', () => {
  it('maps the example app’s model names to stand-ins of their role, images, .ktx and .filamat', () => {
    expect(siteModelNamed('buster_drone.glb', SITE_MODELS)).toBe('drone.glb');
    expect(siteModelNamed('hiphopgirl.glb', SITE_MODELS)).toBe('dancer.glb');
    expect(siteModelNamed('coin_with_alpha.glb', SITE_MODELS)).toBe('coin-alpha.glb');
    expect(siteModelNamed('morphtargets.glb', SITE_MODELS)).toBe('face.glb');
    expect(siteModelNamed('rocket.glb', SITE_MODELS)).toBe('rocket.glb');
    expect(siteModelNamed('robot.glb', SITE_MODELS)).toBe('beacon.glb');
    expect(siteModelNamed('pengu.glb', SITE_MODELS)).toBe('showcase.glb');
    expect(siteAssetNamed('rocket_BaseColor_Blue.png', SITE_MODELS)).toBe('models/paint.png');
    expect(siteAssetNamed('background.jpg', SITE_MODELS)).toBe('models/paint.png');
    expect(siteAssetNamed('default_env_ibl.ktx', SITE_MODELS)).toBe(
      'web-host/RNF_default_env_ibl.ktx',
    );
    expect(siteAssetNamed('transparent_shadow_material.filamat', SITE_MODELS)).toBe(
      'web-host-material:transparent_shadow_material.filamat',
    );
    expect(siteAssetNamed('notes.txt', SITE_MODELS)).toBeUndefined();
    expect(fs.existsSync(path.join(MODELS_DIR, 'paint.png'))).toBe(true);
  });

  it('describes what differs, for the stand-ins line', () => {
    expect(describeStandIn('buster_drone.glb', SITE_MODELS)).toBe(
      'buster_drone.glb → drone.glb (a generated drone with 3 clips (Hover, Rotors, Roll), about 300 units across)',
    );
    expect(describeStandIn('default_env_ibl.ktx', SITE_MODELS)).toMatch(/default environment/);
    expect(describeStandIn('x.filamat', SITE_MODELS)).toMatch(/cannot be read/);
    expect(describeStandIn('tree.glb', SITE_MODELS)).toBeUndefined();
    expect(describeStandIn('helmet.glb', SITE_MODELS)).toBe('helmet.glb → showcase.glb');
  });

  it('gives each stand-in the clips, names, blend mode and targets its screen asks for', () => {
    expect(json('drone.glb').animations?.map((a) => a.name)).toEqual([...DRONE_CLIPS]);
    expect(json('dancer.glb').animations?.map((a) => a.name)).toEqual([...DANCER_CLIPS]);
    expect(describeStandIn('buster_drone.glb', SITE_MODELS)).toContain(DRONE_CLIPS.join(', '));
    expect(describeStandIn('hiphopgirl.glb', SITE_MODELS)).toContain(DANCER_CLIPS.join(', '));
    expect(json('coin-alpha.glb').materials[0]).toMatchObject({
      name: 'Material.001',
      alphaMode: 'BLEND',
    });
    expect(json('coin.glb').materials[0]!.alphaMode).toBeUndefined();
    const rocket = json('rocket.glb');
    for (const name of ['Tip', 'Wings']) {
      const node = rocket.nodes.find((n) => n.name === name)!;
      const material = rocket.meshes[node.mesh!]!.primitives[0]!.material;
      expect(rocket.materials[material]!.name).toBe('Toy Ship');
    }
    const face = gltfMorphTargets(
      new Uint8Array(fs.readFileSync(path.join(MODELS_DIR, 'face.glb'))),
    );
    expect(face.get('Features')).toEqual([...FACE_TARGETS]);
    expect(face.has('Head')).toBe(false);
  });

  it('keeps each stand-in small (a Run downloads it)', () => {
    for (const file of [
      'drone.glb',
      'dancer.glb',
      'coin.glb',
      'coin-alpha.glb',
      'face.glb',
      'rocket.glb',
    ])
      expect(fs.statSync(path.join(MODELS_DIR, file)).size).toBeLessThan(48 * 1024);
  });
});

describe('morph targets (morph-targets.ts)', () => {
  const table = new Map([['Features', ['eyesClosed', 'mouthOpen']]]);
  const names = new Map<number, string>([
    [1, 'Features'],
    [2, 'Head'],
  ]);
  const members = morphTargetMembers(table, (entity: { id: number }) => names.get(entity.id));

  it('counts and names an entity’s targets by its node, 0 for another', () => {
    expect(members.getMorphTargetCountAt({ id: 1 })).toBe(2);
    expect(members.getMorphTargetNameAt({ id: 1 }, 1)).toBe('mouthOpen');
    expect(members.getMorphTargetCountAt({ id: 2 })).toBe(0);
    expect(members.getMorphTargetCountAt({ id: 3 })).toBe(0);
    expect(() => members.getMorphTargetNameAt({ id: 1 }, 2)).toThrow('out of range');
  });
});

describe('.filamat (materials.ts)', () => {
  it('reads the version chunk and names the file and both versions', () => {
    const header = new Uint8Array(16);
    header.set(new TextEncoder().encode('SREV_TAM'));
    new DataView(header.buffer).setUint32(8, 4, true);
    new DataView(header.buffer).setUint32(12, 68, true);
    expect(filamatVersion(header)).toBe(68);
    expect(filamatVersion(new Uint8Array(4))).toBeUndefined();
    expect(() =>
      createMaterialUnavailable({ material: 'shadow.filamat', bytes: new Uint8Array(0) }),
    ).toThrow(
      'Engine.createMaterial (shadow.filamat is material version 68, built for react-native-filament’s Filament; the browser build of Filament reads version 53 only) is not available in the browser.'.replace(
        '’',
        "'",
      ),
    );
  });
});

const entity = (id: number) => ({ id, raw: { getId: () => id } }) as unknown as WebEntity;

describe('RenderableManager extras (renderable-extras.ts)', () => {
  it('lays out the debug cube’s corners as DebugHelpers.cpp does, color after the position', () => {
    const view = new DataView(debugCubeVertices([1, 2, 3], 0xffffffff).buffer);
    const corner = (i: number) => [0, 4, 8].map((o) => view.getFloat32(i * 16 + o, true));
    expect(corner(0)).toEqual([-1, -2, -3]);
    expect(corner(1)).toEqual([-1, -2, 3]);
    expect(corner(2)).toEqual([-1, 2, -3]);
    expect(corner(7)).toEqual([1, 2, 3]);
    expect(view.getUint32(12, true)).toBe(0xffffffff);
  });

  it('createDebugCubeWireframe builds 24 line indices over 8 vertices, unculled, no shadows', () => {
    const calls: unknown[][] = [];
    const chain = (name: string) =>
      new Proxy({} as Record<string, unknown>, {
        get: (_t, member: string) =>
          member === 'build'
            ? (...args: unknown[]) => (
                calls.push([name, 'build', ...args.slice(0, 0)]),
                chain(`${name}:built`)
              )
            : (...args: unknown[]) => (calls.push([name, member, ...args]), chain(name)),
      });
    const Filament = {
      VertexBuffer: { Builder: () => chain('vb') },
      IndexBuffer: { Builder: () => chain('ib') },
      RenderableManager: { Builder: () => chain('rm') },
      VertexAttribute: { POSITION: 'POSITION', COLOR: 'COLOR' },
      VertexBuffer$AttributeType: { FLOAT3: 'FLOAT3', UBYTE4: 'UBYTE4' },
      IndexBuffer$IndexType: { USHORT: 'USHORT' },
      RenderableManager$PrimitiveType: { LINES: 'LINES' },
      EntityManager: { get: () => ({ create: () => ({ getId: () => 9 }) }) },
    } as never;
    const engine = { getRenderableManager: () => ({}) } as never;
    const made = renderableExtras(Filament, engine).createDebugCubeWireframe([1, 1, 1]);
    expect(made.raw.getId()).toBe(9);
    expect(calls).toContainEqual(['ib', 'indexCount', 24]);
    expect(calls).toContainEqual(['vb', 'vertexCount', 8]);
    expect(calls).toContainEqual(['rm', 'culling', false]);
    expect(calls).toContainEqual(['rm', 'castShadows', false]);
    expect(
      calls.some(([name, member, type]) => name === 'rm' && member === 'geometry' && type === 0),
    ).toBe(true);
    expect(() => renderableExtras(Filament, engine).createDebugCubeWireframe([1, 1])).toThrow(
      'halfExtent must have 3 elements',
    );
  });

  it('changeMaterialTextureMap sets baseColorMap on the primitive of that material name', () => {
    const set = vi.fn();
    const materials = [
      { getName: () => 'Hull' },
      { getName: () => 'Toy Ship', setTextureParameter: set },
    ];
    const manager = {
      getInstance: () => ({ delete: () => undefined }),
      getPrimitiveCount: () => 2,
      getMaterialInstanceAt: (_i: unknown, index: number) => materials[index],
    };
    const createTextureFromPng = vi.fn(() => 'texture');
    const engine = { getRenderableManager: () => manager, createTextureFromPng } as never;
    const Filament = {
      TextureSampler: class {
        constructor(readonly args: unknown) {}
      },
      MinFilter: { LINEAR: 1 },
      MagFilter: { LINEAR: 1 },
      WrapMode: { REPEAT: 2 },
    } as never;
    const extras = renderableExtras(Filament, engine);
    const png = { bytes: new Uint8Array([1]) };
    extras.changeMaterialTextureMap(entity(1), 'Toy Ship', png, 'sRGB');
    expect(createTextureFromPng).toHaveBeenCalledWith(png.bytes, { srgb: true });
    expect(set).toHaveBeenCalledWith('baseColorMap', 'texture', expect.anything());
    expect(() => extras.changeMaterialTextureMap(entity(1), 'Gold', png, 'none')).toThrow(
      'Material not found!',
    );
    expect(() => extras.changeMaterialTextureMap(entity(1), 'Toy Ship', png, 'linear')).toThrow(
      'Invalid Union value passed! ("linear")',
    );
  });
});

describe('the orbit manipulator (orbit.ts)', () => {
  it('follows RNFEngineWrapper.cpp’s config check and gives the camera its look-at', async () => {
    vi.stubGlobal('window', { devicePixelRatio: 2 });
    const { createOrbitManipulator, lookAtManipulator } = await import('../src/orbit');
    expect(() => createOrbitManipulator({ orbitSpeed: [1] }, [100, 100])).toThrow(
      'orbitSpeed must have 2 elements',
    );
    const manipulator = createOrbitManipulator(
      { orbitHomePosition: [0, 0, 8], targetPosition: [0, 0, 0] },
      [200, 100],
    );
    const lookAt = vi.fn();
    lookAtManipulator(lookAt, manipulator);
    expect(lookAt).toHaveBeenCalledWith([0, 0, 8], [0, 0, 0], expect.any(Array));
    manipulator.grabBegin(10, 50, false);
    manipulator.grabUpdate(60, 50);
    manipulator.grabEnd();
    lookAtManipulator(lookAt, manipulator);
    expect(lookAt.mock.calls[1][0]).not.toEqual([0, 0, 8]);
    expect(() => lookAtManipulator(lookAt, null)).toThrow('CameraManipulator is null');
    vi.unstubAllGlobals();
  });
});
