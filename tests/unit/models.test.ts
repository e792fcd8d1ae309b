/** The generated preview models: valid glTF, PBR materials, the animation, small, in sync with the code. */
import fs from 'node:fs';
import path from 'node:path';
import { NodeIO, type Document } from '@gltf-transform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  box,
  cylinder,
  sphere,
  torus,
  torusKnot,
  type MeshData,
} from '../../tools/models/geometry';
import { MODELS_DIR, staleModels } from '../../tools/models/generate';
import { BEACON_ANIMATIONS, MODELS } from '../../tools/models/models';
import { BEACON_ANIMATION_NAMES, PRESETS } from '../../shared/live-preview/scene';

const MAX_BYTES = 300 * 1024;
const names = Object.keys(MODELS);
const documents = new Map<string, Document>();

beforeAll(async () => {
  const io = new NodeIO();
  for (const name of names) {
    documents.set(name, await io.readBinary(fs.readFileSync(path.join(MODELS_DIR, `${name}.glb`))));
  }
});

describe('committed GLB files', () => {
  it.each(names)('%s.glb is a glTF 2.0 binary under 300 KB', (name) => {
    const bytes = fs.readFileSync(path.join(MODELS_DIR, `${name}.glb`));
    expect(bytes.byteLength).toBeLessThan(MAX_BYTES);
    // GLB header: magic "glTF", version 2, total length; then the JSON chunk.
    expect(bytes.toString('ascii', 0, 4)).toBe('glTF');
    expect(bytes.readUInt32LE(4)).toBe(2);
    expect(bytes.readUInt32LE(8)).toBe(bytes.byteLength);
    const json = JSON.parse(bytes.toString('utf8', 20, 20 + bytes.readUInt32LE(12)));
    expect(json.asset.version).toBe('2.0');
    expect(documents.get(name)!.getRoot().listMeshes().length).toBeGreaterThan(0);
  });

  it('are what the generator makes today (run `npm run models` after changing it)', async () => {
    expect(await staleModels()).toEqual([]);
  });

  it('every mesh has positions, normals and indices, and every primitive a PBR material', () => {
    for (const [name, doc] of documents) {
      for (const mesh of doc.getRoot().listMeshes()) {
        for (const primitive of mesh.listPrimitives()) {
          const where = `${name}/${mesh.getName()}`;
          expect(primitive.getAttribute('POSITION'), where).not.toBeNull();
          expect(primitive.getAttribute('NORMAL'), where).not.toBeNull();
          expect(primitive.getIndices(), where).not.toBeNull();
          const material = primitive.getMaterial();
          expect(material, where).not.toBeNull();
          expect(material!.getRoughnessFactor(), where).toBeGreaterThan(0);
        }
      }
    }
  });

  it('the showcase is lit PBR: metals and dielectrics of several colours', () => {
    const materials = documents.get('showcase')!.getRoot().listMaterials();
    expect(materials.some((m) => m.getMetallicFactor() === 1)).toBe(true);
    expect(materials.some((m) => m.getMetallicFactor() === 0)).toBe(true);
    const colours = new Set(materials.map((m) => m.getBaseColorFactor().join()));
    expect(colours.size).toBeGreaterThanOrEqual(4);
  });

  it('the beacon has the animations the animator preset lists, each with keyframes', () => {
    const animations = documents.get('beacon')!.getRoot().listAnimations();
    expect(animations.map((a) => a.getName())).toEqual([...BEACON_ANIMATION_NAMES]);
    expect([...BEACON_ANIMATIONS]).toEqual([...BEACON_ANIMATION_NAMES]);
    for (const animation of animations) {
      expect(animation.listChannels().length).toBeGreaterThan(0);
      for (const sampler of animation.listSamplers()) {
        const times = sampler.getInput()!.getArray()!;
        expect(times.length).toBeGreaterThan(1);
        expect(times[times.length - 1]).toBeGreaterThan(times[0]);
      }
    }
  });

  it('each preset uses a model that exists', () => {
    for (const preset of Object.values(PRESETS)) expect(names).toContain(preset.model);
    expect(names).toContain('floor');
  });
});

describe('geometry', () => {
  const shapes: Record<string, MeshData> = {
    sphere: sphere(1, 16, 8),
    torus: torus(1, 0.2, 24, 8),
    torusKnot: torusKnot(0.5, 0.1, 2, 3, 64, 8),
    box: box(1, 2, 3),
    cylinder: cylinder(0.5, 1, 16),
  };

  it.each(Object.keys(shapes))('%s: every triangle faces the way its normals point', (name) => {
    const { positions, normals, indices } = shapes[name];
    expect(indices.length % 3).toBe(0);
    expect(indices.length).toBeGreaterThan(0);
    const at = (array: Float32Array, i: number) => [
      array[i * 3],
      array[i * 3 + 1],
      array[i * 3 + 2],
    ];
    for (let t = 0; t < indices.length; t += 3) {
      const [a, b, c] = [indices[t], indices[t + 1], indices[t + 2]].map((i) => at(positions, i));
      const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
      const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
      const face = [
        u[1] * v[2] - u[2] * v[1],
        u[2] * v[0] - u[0] * v[2],
        u[0] * v[1] - u[1] * v[0],
      ];
      const n = [indices[t], indices[t + 1], indices[t + 2]]
        .map((i) => at(normals, i))
        .reduce((sum, x) => [sum[0] + x[0], sum[1] + x[1], sum[2] + x[2]]);
      expect(face[0] * n[0] + face[1] * n[1] + face[2] * n[2]).toBeGreaterThan(0);
    }
  });

  it('normals are unit length', () => {
    for (const { normals } of Object.values(shapes)) {
      for (let i = 0; i < normals.length; i += 3) {
        expect(Math.hypot(normals[i], normals[i + 1], normals[i + 2])).toBeCloseTo(1, 5);
      }
    }
  });
});
