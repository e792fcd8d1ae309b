/**
 * The engine's singletons (cpp/core/RNFEngineImpl.cpp:80-89 and :170-229):
 * Scene, View, Camera, Renderer and the one swap chain a WebGL canvas has.
 * Their release() is a flag: the engine frees them when it is released.
 */
import type * as FilamentTypes from 'filament';
import { hostObject } from './host-object';
import type { Filament } from './filament';
import { rawEntity, type WebEntity } from './entities';
import type { WebAsset } from './asset';
import { pickEntity } from './picking';
import type { Float3 } from './ports/mat4';
import { CAMERA_EXPOSURE, RENDERER_CLEAR_OPTIONS } from './ports/engine-setup';
import { createViewConfig, withMembers, type ViewConfig } from './view-config';
import { cameraProjections } from './camera';
import { lookAtManipulator, type WebManipulator } from './orbit';

function createScene(raw: FilamentTypes.Scene) {
  return hostObject('Scene', {
    raw,
    addEntity: (entity: WebEntity) => raw.addEntity(rawEntity(entity)),
    removeEntity: (entity: WebEntity) => raw.remove(rawEntity(entity)),
    /** cpp/core/RNFSceneWrapper.cpp:55-64. */
    addAssetEntities: (asset: WebAsset) => raw.addEntities(asset.raw.getEntities()),
    removeAssetEntities: (asset: WebAsset) => raw.removeEntities(asset.raw.getEntities()),
    get entityCount() {
      return (raw as unknown as { getEntityCount(): number }).getEntityCount();
    },
  });
}

function createView(raw: FilamentTypes.View, config: ViewConfig) {
  // The view's own viewport, not the one dynamic resolution scaled (view-config.ts).
  const viewport = config.surface.viewport;
  const members = {
    raw,
    /** Host only: the engine sets the surface's viewport here (RNFEngineImpl.cpp:132-145). */
    setSurfaceViewport: config.surface.setSurface,
    /** cpp/core/RNFViewWrapper.cpp:253-277 (./picking.ts). */
    pickEntity: (x: number, y: number) => pickEntity(raw, x, y),
    /** cpp/core/RNFViewWrapper.cpp:32-43. */
    getAspectRatio: () => {
      const [, , width, height] = viewport();
      return height === 0 || width === 0 ? 0 : width / height;
    },
    getViewport: () => {
      const [left, bottom, width, height] = viewport();
      return { left, bottom, width, height };
    },
  };
  return hostObject('View', withMembers(members, config.members));
}

function createCamera(Filament: Filament, raw: FilamentTypes.Camera) {
  // RNFEngineImpl.cpp:224-227.
  const { aperture, shutterSpeed, sensitivity } = CAMERA_EXPOSURE;
  raw.setExposure(aperture, shutterSpeed, sensitivity);
  return hostObject('Camera', {
    raw,
    setLensProjection: (focalLength: number, aspect: number, near: number, far: number) =>
      raw.setLensProjection(focalLength, aspect, near, far),
    lookAt: (eye: Float3, center: Float3, up: Float3) => raw.lookAt(eye, center, up),
    lookAtCameraManipulator: (manipulator: WebManipulator) =>
      lookAtManipulator((eye, center, up) => raw.lookAt(eye, center, up), manipulator),
    ...cameraProjections(Filament, raw),
  });
}

/**
 * Renderer.setFrameRateOptions (cpp/core/RNFRendererWrapper.cpp:17-32 copies interval, history,
 * scaleRate and headRoomRatio into Filament's Renderer::FrameRateOptions). Filament uses them only
 * for dynamic resolution's frame-time target (Renderer.h:140-157; the library's JSDoc,
 * src/types/Renderer.ts:5-10). The wasm's Renderer has no setFrameRateOptions, and the host's
 * dynamic resolution has no frame timing (it renders at a fixed scale, view-config.ts), so the
 * options would change nothing: they are accepted and ignored, with one warning, as createEngine's
 * backend is (proxy.ts).
 */
export function frameRateOptionsIgnored() {
  let warned = false;
  return (options: object): void => {
    void options; // not read: nothing here could use them
    if (warned) return;
    warned = true;
    console.warn(
      '[react-native-filament] Renderer.setFrameRateOptions is ignored in the browser: it only steers dynamic resolution, which has no frame timing here.',
    );
  };
}

function createRenderer(
  engine: FilamentTypes.Engine,
  raw: FilamentTypes.Renderer,
  canvas: HTMLCanvasElement,
) {
  let frames = 0;
  // RNFEngineImpl.cpp:179: clear = true, Filament's other defaults (transparent black).
  const { clear, clearColor, discard } = RENDERER_CLEAR_OPTIONS;
  raw.setClearOptions({ clear, clearColor: [...clearColor], discard });
  return hostObject('Renderer', {
    raw,
    setClearContent: (clear: boolean) => raw.setClearOptions({ clear }),
    setFrameRateOptions: frameRateOptionsIgnored(),
    beginFrame: (swapChain: { raw: FilamentTypes.SwapChain }) => {
      // Make this engine's context current, in case another engine drew last.
      engine.execute();
      return raw.beginFrame(swapChain.raw);
    },
    render: (view: { raw: FilamentTypes.View }) => raw.renderView(view.raw),
    // RNFRendererWrapper.cpp:16 (Filament's Renderer::setPresentationTime, which the web binding
    // lacks): it times a frame for a recorder's encoder; the host's recorder stamps frames itself.
    setPresentationTime: () => undefined,
    endFrame: () => {
      raw.endFrame();
      // Single-threaded Filament only queues GL commands: run them now, not next frame.
      engine.execute();
      // Lets a reader's tools (and the tests) see frames being drawn, as the previews do.
      canvas.dataset.frames = String(++frames);
    },
  });
}

export type SceneObjects = ReturnType<typeof createSceneObjects>;

export function createSceneObjects(
  Filament: Filament,
  engine: FilamentTypes.Engine,
  canvas: HTMLCanvasElement,
) {
  const rawScene = engine.createScene();
  const rawView = engine.createView();
  const cameraEntity = Filament.EntityManager.get().create();
  const rawCamera = engine.createCamera(cameraEntity);
  const rawRenderer = engine.createRenderer();
  const rawSwapChain = engine.createSwapChain();
  rawView.setScene(rawScene);
  rawView.setCamera(rawCamera);
  return {
    scene: createScene(rawScene),
    view: createView(rawView, createViewConfig(Filament, rawView, canvas)),
    camera: createCamera(Filament, rawCamera),
    renderer: createRenderer(engine, rawRenderer, canvas),
    /** A new wrapper each time: the library releases the one of a destroyed surface. */
    swapChain: () => hostObject('SwapChain', { raw: rawSwapChain }),
    destroy() {
      engine.destroyRenderer(rawRenderer);
      engine.destroyView(rawView);
      engine.destroyScene(rawScene);
      engine.destroySwapChain(rawSwapChain);
      // Natively the entity is freed too (RNFEngineImpl.cpp:216-217); the web
      // EntityManager binding has no destroy, so only its camera component goes.
      engine.destroyCameraComponent(cameraEntity);
    },
  };
}
