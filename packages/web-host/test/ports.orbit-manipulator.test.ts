/**
 * The web host's port of the orbit camera manipulator: the library's config parse and pixel
 * scaling (cpp/core/RNFEngineWrapper.cpp:121-163, cpp/core/utils/RNFManipulatorWrapper.cpp:13-41)
 * over Filament's camutils OrbitManipulator (google/filament libs/camutils/src, see the audit).
 * The default config is the one src/hooks/useCameraManipulator.ts builds.
 */
import { describe, expect, it } from 'vitest';
import { OrbitCameraManipulator, resolveOrbitProps } from '../src/ports/orbit-manipulator';

const HOOK_DEFAULTS = {
  orbitHomePosition: [0, 0, 8],
  targetPosition: [0, 0, 0],
  upVector: [0, 1, 0],
};

function expectClose(actual: readonly number[], expected: readonly number[], digits = 5): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i], digits));
}

describe('resolveOrbitProps (RNFEngineWrapper.cpp:122-149 + camutils defaults)', () => {
  it('fills camutils defaults: zoom and orbit speed 0.01, fov 33, far plane 5000', () => {
    const props = resolveOrbitProps(HOOK_DEFAULTS, [800, 600]);
    expect(props.zoomSpeed).toBe(0.01);
    expect(props.orbitSpeed).toEqual([0.01, 0.01]);
    expect([props.fovDegrees, props.farPlane]).toEqual([33, 5000]);
    expectClose(props.groundPlane, [0, 0, 1, 0]);
  });

  it('defaults to Z up and a home of (0, 0, 1) when nothing is given', () => {
    const props = resolveOrbitProps({}, [1, 1]);
    expect(props.upVector).toEqual([0, 0, 1]);
    expect(props.orbitHomePosition).toEqual([0, 0, 1]);
  });

  it('reads zoomSpeed as a one-element array, as float', () => {
    expect(resolveOrbitProps({ zoomSpeed: [0.3] }, [1, 1]).zoomSpeed).toBe(Math.fround(0.3));
  });

  it('throws the C++ messages for malformed vectors', () => {
    expect(() => resolveOrbitProps({ orbitSpeed: [1] }, [1, 1])).toThrow(
      'orbitSpeed must have 2 elements',
    );
    expect(() => resolveOrbitProps({ upVector: [0, 1] }, [1, 1])).toThrow(
      'Point must have 3 elements',
    );
  });
});

describe('OrbitCameraManipulator', () => {
  it('starts at the home position looking at the target, Y up', () => {
    const m = new OrbitCameraManipulator(HOOK_DEFAULTS, [800, 600], 1);
    const [eye, center, up] = m.getLookAt();
    expect([eye, center]).toEqual([
      [0, 0, 8],
      [0, 0, 0],
    ]);
    expectClose(up, [0, 1, 0]);
  });

  it('orbits by (pixels x orbitSpeed) radians: 157 px left is a quarter turn', () => {
    const m = new OrbitCameraManipulator(HOOK_DEFAULTS, [800, 600], 1);
    m.grabBegin(200, 100, false);
    m.grabUpdate(43, 100);
    const [eye, center] = m.getLookAt();
    expectClose(eye, [8 * Math.sin(1.57), 0, 8 * Math.cos(1.57)]);
    // camutils keeps the target one unit in front of the eye, not at the pivot.
    expectClose(center, [7 * Math.sin(1.57), 0, 7 * Math.cos(1.57)]);
  });

  it('multiplies by the pixel ratio and truncates to int pixels', () => {
    const m = new OrbitCameraManipulator(HOOK_DEFAULTS, [800, 600], 2);
    m.grabBegin(0, 0, false);
    m.grabUpdate(0.4, 0); // 0.8 px -> 0: no move
    expect(m.getLookAt()[0]).toEqual([0, 0, 8]);
    m.grabUpdate(-50, 0); // -100 px -> theta = 1 rad
    expectClose(m.getLookAt()[0], [8 * Math.sin(1), 0, 8 * Math.cos(1)]);
  });

  it('clamps the elevation just short of the poles', () => {
    const m = new OrbitCameraManipulator(HOOK_DEFAULTS, [800, 600], 1);
    m.grabBegin(0, 0, false);
    m.grabUpdate(0, 1000); // dragging down: y is not flipped, so the eye goes below
    expect(m.getLookAt()[0][1]).toBeCloseTo(-8 * Math.sin(Math.PI / 2 - 0.001), 5);
  });

  it('does nothing after grabEnd or before grabBegin', () => {
    const m = new OrbitCameraManipulator(HOOK_DEFAULTS, [800, 600], 1);
    m.grabUpdate(100, 100);
    m.grabBegin(0, 0, false);
    m.grabEnd();
    m.grabUpdate(100, 100);
    expect(m.getLookAt()[0]).toEqual([0, 0, 8]);
  });

  it('scrolls along the gaze by zoomSpeed x -delta, eye and target together', () => {
    const m = new OrbitCameraManipulator({ ...HOOK_DEFAULTS, zoomSpeed: [1] }, [800, 600], 1);
    m.scroll(0, 0, -3);
    expect(m.getLookAt().slice(0, 2)).toEqual([
      [0, 0, 5],
      [0, 0, -3],
    ]);
  });

  it('pans with strafe: a drag right moves the camera left, a drag down moves it down', () => {
    const m = new OrbitCameraManipulator(HOOK_DEFAULTS, [800, 600], 1);
    m.grabBegin(400, 300, true);
    m.grabUpdate(500, 400);
    const [eye, center] = m.getLookAt();
    // 100 px at depth 8 with a 33-degree vertical fov over 600 px: 100 * 2 tan(16.5deg) * 8 / 600
    // = 0.79 world units on both axes (x scaled by the aspect over 800 px gives the same).
    expect(eye[0]).toBeCloseTo(-0.79, 2);
    expect(eye[1]).toBeCloseTo(-0.79, 2);
    expect(eye[2]).toBeCloseTo(8, 5);
    expectClose([center[0] - eye[0], center[1] - eye[1], center[2] - eye[2]], [0, 0, -8]);
  });
});
