/**
 * Engine.createOrbitCameraManipulator (cpp/core/RNFEngineWrapper.cpp:121-163) and the
 * ManipulatorWrapper it returns (cpp/core/utils/RNFManipulatorWrapper.cpp:5-41), on the port of
 * Filament's camutils OrbitManipulator (./ports/orbit-manipulator.ts), which the web build
 * lacks. The pixel-density ratio is the page's devicePixelRatio (the canvas is sized in
 * device pixels, ./FilamentView.tsx), and the engine hands each surface resize to the
 * manipulator it made last, as RNFEngineImpl.cpp:141-144 does.
 */
import { hostObject } from './host-object';
import { OrbitCameraManipulator, type OrbitConfigInput } from './ports/orbit-manipulator';
import type { Float3 } from './ports/mat4';

export type WebManipulator = ReturnType<typeof wrapManipulator>;

function wrapManipulator(port: OrbitCameraManipulator) {
  return hostObject('CameraManipulator', {
    port,
    grabBegin: (x: number, y: number, strafe: boolean) => port.grabBegin(x, y, strafe),
    grabUpdate: (x: number, y: number) => port.grabUpdate(x, y),
    grabEnd: () => port.grabEnd(),
    scroll: (x: number, y: number, delta: number) => port.scroll(x, y, delta),
    update: (deltaTime: number) => port.update(deltaTime),
    /** RNFManipulatorWrapper.cpp:33-41: [eye, center, up]. */
    getLookAt: (): [Float3, Float3, Float3] => port.getLookAt(),
  });
}

/** :122-162; `viewport` is the view's current size (0 × 0 before the surface exists, as natively). */
export function createOrbitManipulator(
  config: OrbitConfigInput,
  viewport: [number, number],
): WebManipulator {
  if (config.orbitSpeed && config.orbitSpeed.length !== 2)
    throw new Error('orbitSpeed must have 2 elements');
  return wrapManipulator(
    new OrbitCameraManipulator(config, viewport, window.devicePixelRatio || 1),
  );
}

/** CameraWrapper::lookAtCameraManipulator (cpp/core/RNFCameraWrapper.cpp:12-20). */
export function lookAtManipulator(
  lookAt: (eye: Float3, center: Float3, up: Float3) => void,
  manipulator: WebManipulator | null | undefined,
): void {
  if (!manipulator) throw new Error('CameraManipulator is null');
  const [eye, center, up] = manipulator.getLookAt();
  lookAt(eye, center, up);
}
