/**
 * The text the model checker's live view runs on the web host
 * (src/components/ModelChecker/liveScene.ts): what it says for each state of
 * the view, and that it type-checks against react-native-filament 1.11.0
 * with the sample checker's set-up, as the checker's written code does.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveScene } from '../../src/components/ModelChecker/liveScene';
import { typecheckSources } from '../../tools/samples/typecheck';

const SITE = path.resolve(__dirname, '../..');

const STATES = {
  plain: liveScene({ fileName: 'lit.glb', transformToUnitCube: false }),
  fitted: liveScene({ fileName: 'huge.glb', transformToUnitCube: true }),
  playing: liveScene({
    fileName: 'animated.glb',
    transformToUnitCube: false,
    animator: { playing: true, animationIndex: 1 },
    cameraPosition: [1.23456, 2, 7],
  }),
  paused: liveScene({
    fileName: 'animated.glb',
    transformToUnitCube: false,
    animator: { playing: false, animationIndex: 1 },
  }),
  odd: liveScene({ fileName: "it's a \\ model.gltf", transformToUnitCube: true }),
};

describe('the live view scene', () => {
  it("is a plain <Camera /> and <DefaultLight /> with the reader's file", () => {
    expect(STATES.plain).toContain('<DefaultLight />');
    expect(STATES.plain).toContain('<Camera />');
    expect(STATES.plain).toContain("<Model source={require('./assets/lit.glb')} />");
    expect(STATES.plain).not.toContain('Animator');
  });

  it('fits the model with transformToUnitCube when asked', () => {
    expect(STATES.fitted).toContain(
      "<Model source={require('./assets/huge.glb')} transformToUnitCube />",
    );
  });

  it('plays an animation with <Animator>, and pauses by leaving it out', () => {
    expect(STATES.playing).toContain('<Animator animationIndex={1} />');
    expect(STATES.playing).toMatch(/^import \{ Animator, Camera, /);
    expect(STATES.paused).not.toContain('<Animator animationIndex');
    expect(STATES.paused).toContain('Paused');
  });

  it('writes where the orbit took the camera', () => {
    expect(STATES.playing).toContain('<Camera cameraPosition={[1.235, 2, 7]} />');
    expect(
      liveScene({ fileName: 'a.glb', transformToUnitCube: false, cameraPosition: [0, 0, 8] }),
    ).toContain('<Camera />');
  });

  it('escapes a file name the string literal could not hold', () => {
    expect(STATES.odd).toContain("require('./assets/it\\'s a \\\\ model.gltf')");
  });

  it('type-checks against the library in every state', () => {
    const sources = Object.entries(STATES).map(([label, code]) => ({
      label,
      code,
      extension: 'tsx' as const,
      firstLine: 0,
    }));
    expect(typecheckSources(SITE, sources)).toEqual([]);
  });

  it('a mistake would be caught by the same check', () => {
    const broken = STATES.playing.replace('animationIndex={1}', 'animationIndex="1"');
    expect(
      typecheckSources(SITE, [{ label: 'broken', code: broken, extension: 'tsx', firstLine: 0 }]),
    ).not.toEqual([]);
  });
});
