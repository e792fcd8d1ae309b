/**
 * The model checker's renderer: Filament's WebAssembly build drawing a
 * reader's model, from the bytes in memory, on a canvas. Loaded with import()
 * only after the reader asks, so it and the Filament glue live in their own
 * chunk. (The live previews once used it too; they now run their JSX on the
 * web host, plugins/web-host. This is what is left to move there: the host
 * would need the reader's files handed to Filament's loader without a request.)
 */
import type * as FilamentTypes from 'filament';
import { kelvinToLinearSrgb } from '../LivePreview/color';
import { cubemapPixels, irradianceSh } from './environment';
import {
  clampOrbit,
  orbitFromPosition,
  positionFromOrbit,
  unitCubeMatrix,
  type Orbit,
} from '../LivePreview/math';
import {
  AMBIENT_INTENSITY,
  lightProps,
  sceneLight,
  type Float3,
  type LightKnobs,
  type SceneState,
} from '../../../shared/live-preview/scene';
import { CLEAR_COLOR, CONTEXT_ATTRIBUTES } from './context';
import { instantiateFilament, type FilamentGlue } from '../../../shared/filament-glue';
import { dataUriBytes, resourceFileName } from './resources';

type Filament = typeof FilamentTypes;
type Engine = FilamentTypes.Engine;
type Entity = FilamentTypes.Entity;
type Asset = FilamentTypes.gltfio$FilamentAsset;
type Animator = FilamentTypes.gltfio$Animator;

/** The Filament helpers its type declarations leave out. */
interface FilamentExtras {
  PixelBuffer(
    data: ArrayBufferView,
    format: number,
    type: number,
  ): FilamentTypes.driver$PixelBufferDescriptor;
}

let runtime: Promise<Filament> | undefined;

/** Compiles filament.wasm once per page (shared/filament-glue.ts says how). */
export function loadFilament(wasmUrl: string): Promise<Filament> {
  runtime ??= instantiateFilament(require('filament') as FilamentGlue, wasmUrl).then(
    (glue) => glue as unknown as Filament,
  );
  // A failed download may succeed on retry.
  runtime.catch(() => {
    runtime = undefined;
  });
  return runtime;
}

/**
 * After an abort (a WebAssembly.RuntimeError, e.g. a model that crashes the
 * engine) every later call into the module throws: the next preview compiles
 * a fresh one.
 */
function forgetRuntimeAfter(error: unknown): void {
  if (error instanceof WebAssembly.RuntimeError) runtime = undefined;
}

/**
 * A reader's own model (the model checker): its bytes and the files it names,
 * handed to Filament directly, so nothing is fetched and nothing is sent.
 */
export interface ReaderModel {
  /** The .glb, or the .gltf's JSON. */
  readonly bytes: Uint8Array;
  /** The other files the reader chose (.bin, images), by file name. */
  readonly files: ReadonlyMap<string, Uint8Array>;
  /** Fit the model the way `<Model transformToUnitCube>` does (see unitCubeMatrix). */
  readonly transformToUnitCube: boolean;
}

export interface PreviewOptions {
  readonly canvas: HTMLCanvasElement;
  readonly wasmUrl: string;
  readonly readerModel: ReaderModel;
  /** Whether the animator's knobs (AnimationControls) drive the model. */
  readonly animated: boolean;
  readonly state: SceneState;
  /** The reader orbited or zoomed: the camera's new position (around the same target). */
  readonly onCameraChange: (position: Float3) => void;
  /** The WebGL context is gone; the preview must be rebuilt. */
  readonly onContextLost: () => void;
}

export interface FrameStats {
  /** Average time spent in Filament's render call, over the last 60 frames. */
  readonly renderMs: number;
  /** Average time between animation frames while the scene is animating (0 if it never did). */
  readonly frameIntervalMs: number;
  readonly frames: number;
  /** Whether FXAA is still on (it goes off when frames are slow). */
  readonly antiAliasing: boolean;
}

export interface PreviewHandle {
  update(state: SceneState): void;
  stats(): FrameStats;
  dispose(): void;
}

/** Render time (ms) above which a frame counts as slow. */
const SLOW_FRAME_MS = 30;

const LIGHT_TYPE: Record<LightKnobs['type'], keyof typeof FilamentTypes.LightManager$Type> = {
  directional: 'DIRECTIONAL',
  sun: 'SUN',
  point: 'POINT',
  spot: 'SPOT',
  focused_point: 'FOCUSED_SPOT',
};

/** The light of `<DefaultLight />` (the reader's model has no light knobs). */
const DEFAULT_LIGHT_SCENE = { customLight: false } as const;

/** Creates the engine and scene on the canvas, renders, and keeps it in step with the knobs. */
export async function createPreview(options: PreviewOptions): Promise<PreviewHandle> {
  const { canvas, readerModel } = options;
  const Filament = await loadFilament(options.wasmUrl);
  const extras = Filament as unknown as FilamentExtras;

  const engine: Engine = Filament.Engine.create(canvas, CONTEXT_ATTRIBUTES);
  const gl = (engine as unknown as { context: WebGL2RenderingContext }).context;
  const scene = engine.createScene();
  const swapChain = engine.createSwapChain();
  const renderer = engine.createRenderer();
  const cameraEntity = Filament.EntityManager.get().create();
  const camera = engine.createCamera(cameraEntity);
  const view = engine.createView();
  view.setCamera(camera);
  view.setScene(scene);
  renderer.setClearOptions({ clearColor: CLEAR_COLOR, clear: true });

  // Indirect light from the generated studio environment.
  const reflections = createReflections(Filament, extras, engine);
  const indirectLight = Filament.IndirectLight.Builder()
    .reflections(reflections)
    .irradianceSh(2, irradianceSh())
    .intensity(AMBIENT_INTENSITY.defaultLight)
    .build(engine);
  scene.setIndirectLight(indirectLight);

  const loader = engine.createAssetLoader();
  const assets: Asset[] = [];
  let model: Asset;
  try {
    model = await loadAsset(Filament, loader, readerModel.bytes, readerModel.files);
    assets.push(model);
  } catch (error) {
    // A model Filament cannot take: free what was made, then let the page say so.
    forgetRuntimeAfter(error);
    try {
      for (const asset of assets) loader.destroyAsset(asset);
      loader.delete();
      Filament.Engine.destroy(engine);
    } catch {
      // An aborted module cannot free anything; losing the context below frees the GPU side.
    }
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    throw error;
  }
  for (const asset of assets) scene.addEntities(asset.getEntities());
  if (readerModel.transformToUnitCube) {
    const transforms = engine.getTransformManager();
    const instance = transforms.getInstance(model.getRoot());
    transforms.setTransform(instance, unitCubeMatrix(model.getBoundingBox()));
    instance.delete();
  }

  const animator: Animator | undefined = options.animated
    ? model.getInstance().getAnimator()
    : undefined;

  let state = options.state;
  let light: Entity | undefined;
  let lightKey = '';
  let orbit: Orbit = orbitFromPosition(state.camera.position, state.camera.target);
  /** The camera values the orbit was last derived from (or reported back). */
  let orbitPosition = state.camera.position;
  let orbitTarget = state.camera.target;
  let width = 0;
  let height = 0;
  let animationTime = 0;
  let animationIndex = -1;
  let lastFrameAt: number | undefined;
  let frameRequest = 0;
  let pacingTimer = 0;
  let visible = true;
  let antiAliasing = true;
  let disposed = false;
  let contextLost = false;
  const renderTimes: number[] = [];
  const frameIntervals: number[] = [];
  let frames = 0;

  function applyLight(knobs: LightKnobs): void {
    const props = lightProps(knobs);
    const key = JSON.stringify(props);
    if (key === lightKey) return;
    lightKey = key;
    if (light) {
      scene.remove(light);
      engine.destroyEntity(light);
    }
    light = Filament.EntityManager.get().create();
    let builder = Filament.LightManager.Builder(Filament.LightManager$Type[LIGHT_TYPE[props.type]])
      .color(kelvinToLinearSrgb(props.colorKelvin))
      .intensity(props.intensity);
    if (props.direction) builder = builder.direction(props.direction);
    if (props.position) builder = builder.position(props.position);
    if (props.falloffRadius !== undefined) builder = builder.falloff(props.falloffRadius);
    if (props.spotLightCone) builder = builder.spotLightCone(...props.spotLightCone);
    builder.build(engine, light);
    scene.addEntity(light);
  }

  function applyCamera(): void {
    const { target, focalLength } = state.camera;
    const position = positionFromOrbit(orbit, target);
    camera.lookAt(position, target, [0, 1, 0]);
    if (width > 0 && height > 0) camera.setLensProjection(focalLength, width / height, 0.1, 100);
  }

  function applyAnimation(deltaSeconds: number): void {
    if (!animator) return;
    const { playing, animationIndex: index } = state.animator;
    if (index !== animationIndex) {
      // Back to the rest pose (every animation starts there) before the next one plays.
      for (let i = 0; i < animator.getAnimationCount(); i++) applyAt(animator, i, 0);
      animationTime = 0;
      animationIndex = index;
    }
    if (playing) animationTime += deltaSeconds;
    const duration = animator.getAnimationDuration(index) || 1;
    applyAt(animator, index, animationTime % duration);
    animator.updateBoneMatrices();
  }

  const animating = () => animator !== undefined && state.animator.playing;

  function frame(now: number): void {
    frameRequest = 0;
    if (disposed || contextLost) return;
    const delta = lastFrameAt === undefined ? 0 : (now - lastFrameAt) / 1000;
    if (lastFrameAt !== undefined && animating()) keep(frameIntervals, now - lastFrameAt);
    lastFrameAt = animating() ? now : undefined;
    applyAnimation(Math.min(delta, 0.1));
    // Make this engine's context current, in case another preview drew last.
    engine.execute();
    const start = performance.now();
    // Filament skips a frame when the GPU is still busy with earlier ones; then try
    // again next time, or a change drawn on demand would never reach the screen.
    if (!renderer.beginFrame(swapChain)) {
      requestFrame();
      return;
    }
    renderer.renderView(view);
    renderer.endFrame();
    // Single-threaded Filament only queues GL commands; run them now, not next frame.
    engine.execute();
    const cost = performance.now() - start;
    keep(renderTimes, cost);
    frames++;
    // Live, unlike the sampled timings: lets a reader (or a test) see frames being drawn.
    canvas.dataset.frames = String(frames);
    // A slow GPU (or a software one) first gives up FXAA, the priciest pass here.
    if (antiAliasing && renderTimes.length >= 3 && average(renderTimes.slice(-3)) > SLOW_FRAME_MS) {
      antiAliasing = false;
      view.setAntiAliasing(Filament.View$AntiAliasing.NONE);
    }
    if (animating() && visible) {
      // Leave the page at least as much time as a slow frame took, so it stays responsive.
      if (cost > SLOW_FRAME_MS) pacingTimer = window.setTimeout(requestFrame, cost);
      else requestFrame();
    }
  }

  function requestFrame(): void {
    pacingTimer = 0;
    if (!frameRequest && !disposed) frameRequest = requestAnimationFrame(frame);
  }

  // Animations stop drawing while the canvas is scrolled out of view.
  const visibility = new IntersectionObserver(([entry]) => {
    visible = entry.isIntersecting;
    if (visible) requestFrame();
    else lastFrameAt = undefined;
  });
  visibility.observe(canvas);

  function resize(
    cssWidth: number,
    cssHeight: number,
    devicePixels?: { width: number; height: number },
  ): void {
    // Cap the pixel ratio: SwiftShader and phones pay for every pixel.
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const w = Math.max(
      1,
      Math.round(
        devicePixels && ratio === window.devicePixelRatio ? devicePixels.width : cssWidth * ratio,
      ),
    );
    const h = Math.max(
      1,
      Math.round(
        devicePixels && ratio === window.devicePixelRatio ? devicePixels.height : cssHeight * ratio,
      ),
    );
    if (w === width && h === height) return;
    width = w;
    height = h;
    canvas.width = w;
    canvas.height = h;
    view.setViewport([0, 0, w, h]);
    applyCamera();
    requestFrame();
  }

  const resizeObserver = new ResizeObserver(([entry]) => {
    const box = entry.devicePixelContentBoxSize?.[0];
    resize(
      entry.contentRect.width,
      entry.contentRect.height,
      box ? { width: box.inlineSize, height: box.blockSize } : undefined,
    );
  });
  resizeObserver.observe(canvas);
  resize(canvas.clientWidth, canvas.clientHeight);

  // Orbit by dragging, zoom by wheel or pinch, and the same from the keyboard.
  const pointers = new Map<number, { x: number; y: number }>();
  let cameraReport = 0;
  function moveOrbit(change: Partial<Orbit>): void {
    orbit = clampOrbit({ ...orbit, ...change });
    applyCamera();
    requestFrame();
    if (!cameraReport) {
      cameraReport = requestAnimationFrame(() => {
        cameraReport = 0;
        orbitPosition = positionFromOrbit(orbit, state.camera.target);
        options.onCameraChange(orbitPosition);
      });
    }
  }
  const onPointerDown = (event: PointerEvent) => {
    canvas.setPointerCapture(event.pointerId);
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent) => {
    const previous = pointers.get(event.pointerId);
    if (!previous) return;
    const current = { x: event.clientX, y: event.clientY };
    if (pointers.size === 1) {
      moveOrbit({
        azimuth: orbit.azimuth - (current.x - previous.x) * 0.01,
        elevation: orbit.elevation + (current.y - previous.y) * 0.01,
      });
    } else if (pointers.size === 2) {
      const [other] = [...pointers.entries()]
        .filter(([id]) => id !== event.pointerId)
        .map(([, p]) => p);
      const before = Math.hypot(previous.x - other.x, previous.y - other.y);
      const after = Math.hypot(current.x - other.x, current.y - other.y);
      if (before > 0 && after > 0) moveOrbit({ radius: (orbit.radius * before) / after });
    }
    pointers.set(event.pointerId, current);
  };
  const onPointerUp = (event: PointerEvent) => {
    pointers.delete(event.pointerId);
  };
  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 16 : event.deltaY;
    moveOrbit({ radius: orbit.radius * Math.exp(pixels * 0.0015) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = Math.PI / 36;
    const changes: Record<string, Partial<Orbit>> = {
      ArrowLeft: { azimuth: orbit.azimuth - step },
      ArrowRight: { azimuth: orbit.azimuth + step },
      ArrowUp: { elevation: orbit.elevation + step },
      ArrowDown: { elevation: orbit.elevation - step },
      '+': { radius: orbit.radius * 0.9 },
      '=': { radius: orbit.radius * 0.9 },
      '-': { radius: orbit.radius / 0.9 },
    };
    const change = changes[event.key];
    if (!change) return;
    event.preventDefault();
    moveOrbit(change);
  };
  const onContextLost = () => {
    contextLost = true;
    options.onContextLost();
  };
  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('pointermove', onPointerMove);
  canvas.addEventListener('pointerup', onPointerUp);
  canvas.addEventListener('pointercancel', onPointerUp);
  canvas.addEventListener('wheel', onWheel, { passive: false });
  canvas.addEventListener('keydown', onKeyDown);
  canvas.addEventListener('webglcontextlost', onContextLost);

  function update(next: SceneState): void {
    state = next;
    applyLight(sceneLight(DEFAULT_LIGHT_SCENE, state));
    // Values that are not the ones the drag reported came from the knobs: orbit from there.
    if (next.camera.position !== orbitPosition || next.camera.target !== orbitTarget) {
      orbit = orbitFromPosition(next.camera.position, next.camera.target);
      orbitPosition = next.camera.position;
      orbitTarget = next.camera.target;
    }
    applyCamera();
    requestFrame();
  }
  update(state);

  return {
    update,
    stats: () => ({
      renderMs: average(renderTimes),
      frameIntervalMs: average(frameIntervals),
      frames,
      antiAliasing,
    }),
    dispose() {
      if (disposed) return;
      disposed = true;
      cancelAnimationFrame(frameRequest);
      cancelAnimationFrame(cameraReport);
      window.clearTimeout(pacingTimer);
      resizeObserver.disconnect();
      visibility.disconnect();
      canvas.removeEventListener('pointerdown', onPointerDown);
      canvas.removeEventListener('pointermove', onPointerMove);
      canvas.removeEventListener('pointerup', onPointerUp);
      canvas.removeEventListener('pointercancel', onPointerUp);
      canvas.removeEventListener('wheel', onWheel);
      canvas.removeEventListener('keydown', onKeyDown);
      canvas.removeEventListener('webglcontextlost', onContextLost);
      try {
        // Filament deletes its GL objects in whatever context is current: make it ours.
        engine.execute();
        if (light) engine.destroyEntity(light);
        for (const asset of assets) {
          scene.removeEntities(asset.getEntities());
          loader.destroyAsset(asset);
        }
        loader.delete();
        engine.destroyIndirectLight(indirectLight);
        engine.destroyTexture(reflections);
        engine.destroyRenderer(renderer);
        engine.destroyView(view);
        engine.destroyScene(scene);
        engine.destroySwapChain(swapChain);
        engine.destroyCameraComponent(cameraEntity);
        Filament.Engine.destroy(engine);
      } finally {
        // Free the GPU side now instead of whenever the canvas is collected.
        gl.getExtension('WEBGL_lose_context')?.loseContext();
      }
    },
  };
}

/** Where a reader's model's files are handed to Filament's loader: a base no request can reach. */
const READER_BASE = 'file:///reader-model/';

/**
 * Parses a model and loads its buffers and textures. A reader's model names its
 * files by URI; their bytes go into `Filament.assets` under the URL the loader
 * would fetch, which it then takes instead of fetching (Filament.fetch in
 * filament.js), so no request is made and none carries the file.
 */
async function loadAsset(
  Filament: Filament,
  assetLoader: FilamentTypes.gltfio$AssetLoader,
  bytes: Uint8Array,
  files: ReadonlyMap<string, Uint8Array>,
): Promise<Asset> {
  const asset = assetLoader.createAsset(bytes);
  if (!asset) throw new Error('Filament could not parse the model.');
  const provided = provideResources(Filament, asset.getResourceUris(), files);
  try {
    await new Promise<void>((resolve) => {
      asset.loadResources(resolve, () => undefined, READER_BASE, null);
    });
  } finally {
    for (const url of provided) delete Filament.assets[url];
  }
  asset.releaseSourceData();
  return asset;
}

/** Puts each file a model names where Filament's loader looks first; returns the keys used. */
function provideResources(
  Filament: Filament,
  uris: readonly string[],
  files: ReadonlyMap<string, Uint8Array>,
): string[] {
  return uris.map((uri) => {
    const url = String(new URL(uri, READER_BASE));
    const bytes = resourceBytes(uri, files);
    if (!bytes) throw new Error(`The model names ${uri}, which was not among the chosen files.`);
    Filament.assets[url] = bytes;
    return url;
  });
}

/** Resolves a URI a model names to the bytes of a chosen file. */
function resourceBytes(
  uri: string,
  files: ReadonlyMap<string, Uint8Array>,
): Uint8Array | undefined {
  if (uri.startsWith('data:')) return dataUriBytes(uri);
  return files.get(resourceFileName(uri));
}

/** The Animator's JS binding takes the time too, unlike its type declaration. */
function applyAt(animator: Animator, index: number, seconds: number): void {
  (animator as unknown as { applyAnimation(index: number, seconds: number): void }).applyAnimation(
    index,
    seconds,
  );
}

function keep(values: number[], value: number): void {
  values.push(value);
  if (values.length > 60) values.shift();
}

function average(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/** The generated environment as a cubemap; every mip level gets the same (already soft) picture. */
function createReflections(
  Filament: Filament,
  extras: FilamentExtras,
  engine: Engine,
): FilamentTypes.Texture {
  const size = 64;
  const levels = Math.log2(size) + 1;
  const texture = Filament.Texture.Builder()
    .width(size)
    .height(size)
    .levels(levels)
    .sampler(Filament.Texture$Sampler.SAMPLER_CUBEMAP)
    .format(Filament.Texture$InternalFormat.RGBA8)
    .build(engine);
  for (let level = 0; level < levels; level++) {
    const pixels = cubemapPixels(size >> level);
    texture.setImageCube(
      engine,
      level,
      extras.PixelBuffer(pixels, Filament.PixelDataFormat.RGBA, Filament.PixelDataType.UBYTE),
    );
  }
  return texture;
}
