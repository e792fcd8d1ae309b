// cspell:words camutils ulen vlen
/**
 * The orbit camera manipulator of `useCameraManipulator`: the library's config parse and
 * pixel-ratio scaling, and Filament's camutils OrbitManipulator, which the web build does not
 * include (only its header ships with the library).
 *
 * Follows node_modules/react-native-filament/cpp/core/RNFEngineWrapper.cpp:121-163 (config,
 * viewport), cpp/core/utils/RNFManipulatorWrapper.cpp:13-41 (× pixel ratio, getLookAt), the
 * header ios/libs/filament/include/camutils/Manipulator.h (Config :90-113, `int` coordinates
 * :198-253, `Fov` :32), and google/filament libs/camutils/src/OrbitManipulator.h read at commit
 * ee3cae38 (it has `scroll` and `panning`, as the shipped header does) with
 * libs/camutils/src/Manipulator.cpp read at commit 20c7ff0a (defaults, getLookAt,
 * raycastFarPlane, raycast). Neither commit is known to be the library's build. Filament
 * computes in `float`; this port computes in double (differences in the last bits).
 */
import { vecToFloat3 } from './converter';
import type { Float3 } from './mat4';
import { add, cross, distance, dot, isZero, length, normalize, scale, sub } from './vec3';

/** src/types/CameraManipulator.ts:61-87 (`zoomSpeed` is a one-element array). */
export interface OrbitConfigInput {
  readonly orbitHomePosition?: readonly number[];
  readonly targetPosition?: readonly number[];
  readonly upVector?: readonly number[];
  readonly zoomSpeed?: readonly number[];
  readonly orbitSpeed?: readonly number[];
}

export interface OrbitProps {
  viewport: [number, number];
  targetPosition: Float3;
  upVector: Float3;
  zoomSpeed: number;
  orbitHomePosition: Float3;
  orbitSpeed: [number, number];
  fovDegrees: number;
  farPlane: number;
  /** [a, b, c, d] with the plane through n * d (Manipulator.cpp raycastPlane). */
  groundPlane: [number, number, number, number];
  panning: boolean;
}

/**
 * RNFEngineWrapper.cpp:122-149, then the defaults of OrbitManipulator::setProperties and
 * Manipulator::setProperties: a zero home is (0,0,1), a zero orbit speed 0.01, zero zoom
 * speed 0.01, a zero up vector (0,0,1) (Z up, while the orbit maths is Y up), fov 33°, far
 * plane 5000, vertical fov. The default ground plane has normal (home - target) and passes
 * through -|target| * normal, which is the target only when the target is the origin or lies on
 * that axis (kept). An empty `zoomSpeed` is read out of bounds in C++; here it gives NaN.
 */
export function resolveOrbitProps(
  config: OrbitConfigInput,
  viewport: [number, number],
): OrbitProps {
  const home = config.orbitHomePosition ? vecToFloat3(config.orbitHomePosition) : null;
  const target = config.targetPosition ? vecToFloat3(config.targetPosition) : null;
  const up = config.upVector ? vecToFloat3(config.upVector) : null;
  const zoomSpeed = config.zoomSpeed ? Math.fround(config.zoomSpeed[0] ?? NaN) : 0;
  let orbitSpeed: [number, number] = [0, 0];
  if (config.orbitSpeed) {
    if (config.orbitSpeed.length !== 2) throw new Error('orbitSpeed must have 2 elements');
    orbitSpeed = [Math.fround(config.orbitSpeed[0]), Math.fround(config.orbitSpeed[1])];
  }
  const orbitHomePosition: Float3 = home && !isZero(home) ? home : [0, 0, 1];
  const targetPosition: Float3 = target ?? [0, 0, 0];
  const n = normalize(sub(orbitHomePosition, targetPosition));
  return {
    viewport,
    targetPosition,
    upVector: up && !isZero(up) ? up : [0, 0, 1],
    zoomSpeed: zoomSpeed === 0 ? 0.01 : zoomSpeed,
    orbitHomePosition,
    orbitSpeed: isZero(orbitSpeed) ? [0.01, 0.01] : orbitSpeed,
    fovDegrees: 33,
    farPlane: 5000,
    groundPlane: [n[0], n[1], n[2], -length(targetPosition)],
    panning: true,
  };
}

const MAX_PHI = Math.PI / 2 - 0.001;

interface Orbit {
  phi: number;
  theta: number;
  distance: number;
  pivot: Float3;
}

/**
 * OrbitManipulator<float> behind the library's ManipulatorWrapper. Touch coordinates arrive in
 * density-independent pixels from the top left; they are multiplied by the pixel ratio and
 * truncated to `int` (the camutils signatures), and **not** flipped, unlike pickEntity: so a
 * vertical drag orbits and pans the other way from Filament's own samples (kept).
 */
export class OrbitCameraManipulator {
  private props: OrbitProps;
  private eye: Float3;
  private target: Float3;
  private pivot: Float3;
  private flipped = false;
  private grab: {
    panning: boolean;
    pivot: Float3;
    eye: Float3;
    target: Float3;
    orbit: Orbit;
    x: number;
    y: number;
    far: Float3;
    scene: Float3;
  } | null = null;
  /** The last raycast hit; C++ leaves it uninitialized until a ray hits (0 here). */
  private lastScene: Float3 = [0, 0, 0];

  constructor(
    config: OrbitConfigInput,
    viewport: [number, number],
    private readonly densityPixelRatio: number,
  ) {
    this.props = resolveOrbitProps(config, viewport);
    this.eye = this.props.orbitHomePosition;
    this.pivot = this.target = this.props.targetPosition;
  }

  /** RNFEngineImpl.cpp:141-144 calls this on every surface resize. */
  setViewport(width: number, height: number): void {
    this.props = { ...this.props, viewport: [Math.trunc(width), Math.trunc(height)] };
  }

  /** RNFManipulatorWrapper.cpp:13-15; OrbitManipulator::grabBegin. */
  grabBegin(x: number, y: number, strafe: boolean): void {
    const [ix, iy] = this.toInt(x, y);
    const scene = this.raycast(ix, iy);
    if (scene) this.lastScene = scene;
    this.grab = {
      panning: strafe && this.props.panning,
      pivot: this.pivot,
      eye: this.eye,
      target: this.target,
      orbit: this.currentOrbit(),
      x: ix,
      y: iy,
      far: this.raycastFarPlane(ix, iy),
      scene: this.lastScene,
    };
  }

  /** RNFManipulatorWrapper.cpp:17-19; OrbitManipulator::grabUpdate (nothing after grabEnd). */
  grabUpdate(x: number, y: number): void {
    const grab = this.grab;
    if (grab == null) return;
    const [ix, iy] = this.toInt(x, y);
    if (!grab.panning) {
      const theta = (grab.x - ix) * this.props.orbitSpeed[0];
      const phi = (grab.y - iy) * this.props.orbitSpeed[1];
      this.jumpTo({
        ...this.currentOrbit(),
        phi: Math.min(Math.max(grab.orbit.phi + phi, -MAX_PHI), MAX_PHI),
        theta: grab.orbit.theta + theta,
      });
      return;
    }
    const ulen = distance(grab.scene, grab.eye);
    const vlen = distance(grab.far, grab.scene);
    const translation = scale(sub(grab.far, this.raycastFarPlane(ix, iy)), ulen / vlen);
    this.pivot = add(grab.pivot, translation);
    this.eye = add(grab.eye, translation);
    this.target = add(grab.target, translation);
  }

  grabEnd(): void {
    this.grab = null;
  }

  /** RNFManipulatorWrapper.cpp:25-27; OrbitManipulator::scroll: a dolly along the gaze. */
  scroll(x: number, y: number, delta: number): void {
    this.toInt(x, y); // the position is unused by the orbit mode
    const movement = scale(normalize(sub(this.target, this.eye)), this.props.zoomSpeed * -delta);
    const v0 = sub(this.pivot, this.eye);
    this.eye = add(this.eye, movement);
    this.target = add(this.target, movement);
    if (dot(v0, sub(this.pivot, this.eye)) < 0) this.flipped = !this.flipped;
  }

  /** Manipulator::update is empty for the orbit mode. */
  update(deltaTime: number): void {
    void deltaTime;
  }

  /**
   * Manipulator::getLookAt: `up` is cross(cross(gaze, up), gaze), not normalized: its length is
   * the sine of the angle between the gaze and the configured up vector (kept).
   */
  getLookAt(): [eye: Float3, center: Float3, up: Float3] {
    const gaze = normalize(sub(this.target, this.eye));
    const right = cross(gaze, this.props.upVector);
    return [this.eye, this.target, cross(right, gaze)];
  }

  private toInt(x: number, y: number): [number, number] {
    const r = Math.fround(this.densityPixelRatio);
    return [Math.trunc(Math.fround(x) * r), Math.trunc(Math.fround(y) * r)];
  }

  private currentOrbit(): Orbit {
    const pivotToEye = sub(this.eye, this.pivot);
    const d = length(pivotToEye);
    return {
      phi: Math.asin(pivotToEye[1] / d),
      theta: Math.atan2(pivotToEye[0] / d, pivotToEye[2] / d),
      distance: this.flipped ? -d : d,
      pivot: this.pivot,
    };
  }

  private jumpTo(orbit: Orbit): void {
    this.pivot = orbit.pivot;
    const dir: Float3 = [
      Math.sin(orbit.theta) * Math.cos(orbit.phi),
      Math.sin(orbit.phi),
      Math.cos(orbit.theta) * Math.cos(orbit.phi),
    ];
    this.eye = add(this.pivot, scale(dir, Math.abs(orbit.distance)));
    this.flipped = orbit.distance < 0;
    this.target = add(this.eye, scale(dir, this.flipped ? 1 : -1));
  }

  /**
   * Manipulator.cpp getRay / raycastFarPlane: the gaze bent through pixel (x, y), for the
   * vertical fov the library always gets. getRay normalizes `right`, raycastFarPlane does not.
   */
  private pixelDirection(x: number, y: number, normalizeRight: boolean): Float3 {
    const gaze = normalize(sub(this.target, this.eye));
    const rawRight = cross(gaze, this.props.upVector);
    const right = normalizeRight ? normalize(rawRight) : rawRight;
    const upward = cross(right, gaze);
    const [width, height] = this.props.viewport;
    const u = (2 * (0.5 + x)) / width - 1;
    const v = (2 * (0.5 + y)) / height - 1;
    const tangent = Math.tan((this.props.fovDegrees * Math.PI) / 180 / 2);
    const aspect = width / height;
    return add(add(gaze, scale(right, tangent * u * aspect)), scale(upward, tangent * v));
  }

  private raycastFarPlane(x: number, y: number): Float3 {
    return add(this.eye, scale(this.pixelDirection(x, y, false), this.props.farPlane));
  }

  /** Manipulator.cpp raycast, with the ground-plane intersection (no scene callback is set). */
  private raycast(x: number, y: number): Float3 | null {
    const dir = normalize(this.pixelDirection(x, y, true));
    const [a, b, c, d] = this.props.groundPlane;
    const n: Float3 = [a, b, c];
    const denom = -dot(n, dir);
    if (!(denom > 1e-6)) return null;
    const t = dot(sub(scale(n, d), this.eye), n) / -denom;
    return t >= 0 ? add(this.eye, scale(dir, t)) : null;
  }
}
