/**
 * Stand-ins that keep the screen working (issue 45): a model the site does not have, used with
 * <Animator>/useAnimator or morph targets, gets a stand-in that has clips (or targets); asking
 * for more than the stand-in has fails with one message naming the model and what it lacks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  describeStandIn,
  MODEL_FEATURES,
  modelNeedsOf,
  siteModelNamed,
  standInNote,
} from '../src/site-models';
import { gltfJson } from '../src/base-colors';
import { checkClipIndex } from '../src/animator';
import { registerAsset, resolveAssetSource, setSiteBase, standInNoteOf } from '../src/assets';
import { morphTargetMembers } from '../src/morph-targets';

const MODELS_DIR = path.resolve(__dirname, '../../../static/models');
const SITE_MODELS = fs.readdirSync(MODELS_DIR).filter((name) => name.endsWith('.glb'));

interface Json {
  animations?: { name: string }[];
  meshes?: { extras?: { targetNames?: string[] } }[];
}
const json = (file: string) =>
  gltfJson(new Uint8Array(fs.readFileSync(path.join(MODELS_DIR, file)))) as unknown as Json;

const ANIMATES = `<Model source={require('./assets/robot_arm.glb')}><Animator animationIndex={0} /></Model>`;
const MORPHS = `const model = useModel(require('./assets/avatar.glb'));\nrenderableManager.setMorphWeights(entity, [1], 0);\nconst a = useAnimator(model);`;

describe('what each site model has (MODEL_FEATURES against static/models)', () => {
  it.each(SITE_MODELS)('%s: its clips and morph targets are the table’s', (file) => {
    const model = json(file);
    const clips = (model.animations ?? []).map((clip) => clip.name);
    const targets = (model.meshes ?? []).flatMap((mesh) => mesh.extras?.targetNames ?? []);
    expect({ clips, targets }).toEqual(MODEL_FEATURES[file] ?? { clips: [], targets: [] });
  });
});

describe('stand-ins for screens that animate (site-models.ts)', () => {
  it('reads what a screen asks of its models from its text', () => {
    expect(modelNeedsOf(ANIMATES)).toEqual({ animation: true, morphTargets: false });
    expect(modelNeedsOf('const animator = useAnimator(asset)')).toMatchObject({ animation: true });
    expect(modelNeedsOf(MORPHS)).toEqual({ animation: true, morphTargets: true });
    expect(modelNeedsOf("<Model source={require('./x.glb')} />")).toEqual({
      animation: false,
      morphTargets: false,
    });
  });

  it('gives an animated screen’s unknown model a stand-in with clips, and says which', () => {
    const needs = modelNeedsOf(ANIMATES);
    expect(siteModelNamed('robot_arm.glb', SITE_MODELS)).toBe('showcase.glb');
    expect(siteModelNamed('robot_arm.glb', SITE_MODELS, needs)).toBe('beacon.glb');
    expect(describeStandIn('robot_arm.glb', SITE_MODELS, needs)).toBe(
      'robot_arm.glb → beacon.glb (clips Spin, Bounce, Pulse)',
    );
    // A role stand-in without clips (the coin) gives way to one with clips.
    expect(siteModelNamed('coin.glb', SITE_MODELS, needs)).toBe('beacon.glb');
    // A role stand-in with clips keeps its role.
    expect(siteModelNamed('buster_drone.glb', SITE_MODELS, needs)).toBe('drone.glb');
  });

  it('gives a screen that sets morph targets the face, which has clips too', () => {
    const needs = modelNeedsOf(MORPHS);
    expect(siteModelNamed('avatar.glb', SITE_MODELS, needs)).toBe('face.glb');
    expect(describeStandIn('avatar.glb', SITE_MODELS, needs)).toBe(
      'avatar.glb → face.glb (clips Nod, Turn; morph targets eyesClosed, mouthOpen)',
    );
  });
});

describe('one message when a screen asks a stand-in for more than it has', () => {
  const note = standInNote('robot_arm.glb', 'beacon.glb')!;

  it('names the model, the stand-in and what it has', () => {
    expect(note).toBe(
      'robot_arm.glb runs in the browser as the stand-in beacon.glb, which has 3 clips (Spin, Bounce, Pulse) and no morph targets.',
    );
    expect(standInNote('showcase.glb', 'showcase.glb')).toBeUndefined();
  });

  it('adds it to the library’s animation index error', () => {
    expect(() => checkClipIndex(5, 3, note)).toThrow(
      `Animation index out of range! Expected <3, received 5 ${note}`,
    );
    expect(() => checkClipIndex(5, 3)).toThrow(
      /^Animation index out of range! Expected <3, received 5$/,
    );
    expect(checkClipIndex(2, 3, note)).toBe(2);
  });

  it('adds it to a morph target index past the stand-in’s targets', () => {
    const members = morphTargetMembers(new Map([['Features', ['a']]]), () => 'Features', note);
    expect(() => members.getMorphTargetNameAt(0, 3)).toThrow(
      `Morph target index 3 out of range. ${note}`,
    );
  });

  describe('carried by the asset id to the loaded file (assets.ts)', () => {
    beforeAll(() => {
      vi.stubGlobal('location', new URL('https://example.org/site/'));
      setSiteBase('/site/');
    });
    afterAll(() => vi.unstubAllGlobals());

    it('keeps the note with the id and finds it by the URI the library loads', () => {
      const id = registerAsset('models/beacon.glb', note);
      const { uri } = resolveAssetSource(id)!;
      expect(standInNoteOf(uri)).toBe(note);
      expect(registerAsset('models/beacon.glb')).not.toBe(id);
    });
  });
});
