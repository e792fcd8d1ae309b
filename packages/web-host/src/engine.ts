/**
 * Engine (src/types/Engine.ts) on Filament's web Engine. As the C++ engine
 * does (cpp/core/RNFEngineImpl.cpp:36-90), one renderer, scene, view and
 * camera are made with the engine and handed out as singletons. The WebGL
 * context is bound when the engine is made, before any FilamentView exists,
 * so the engine draws on a canvas of its own that setSurfaceProvider moves
 * into the view.
 */
import type * as FilamentTypes from 'filament';
import { hostObject, unavailable } from './host-object';
import { filament, type Filament } from './filament';
import { wrapAsset, type WebAsset } from './asset';
import { createMaterialUnavailable } from './materials';
import { createBaseColorBook, type BaseColorBook } from './base-colors';
import { gltfMorphTargets } from './morph-targets';
import { loadResourcesFromMemory } from './memory-files';
import type { WebSurfaceProvider } from './FilamentView';
import type { Listener } from './choreographer';
import type { WebBuffer } from './proxy';
import { describeIndirectLight, viewportForSurface } from './ports/engine-setup';
import { jsiToInt } from './ports/jsi-number';
import { createSceneObjects, type SceneObjects } from './scene-objects';
import { setAlertStage } from './alert';
import type { WebRecorder } from './recorder';
import { createOrbitManipulator, type WebManipulator } from './orbit';
import { createSkyboxes } from './skybox';
import { addLiveScene, noteAssetSource, type Float4 } from './scene-pick';
import { rawEntity, type WebEntity } from './entities';
import { createKtxTexture, type FilamentBuffers, type KtxBundle } from './ktx';
import {
  createLightManager,
  createNameComponentManager,
  createRenderableManager,
  createTransformManager,
} from './managers';

/** Alpha, so that the page shows through where nothing is drawn (enableTransparentRendering). */
const CONTEXT_ATTRIBUTES: WebGLContextAttributes = { alpha: true, antialias: false, depth: true };

export interface EngineState {
  readonly Filament: Filament;
  readonly canvas: HTMLCanvasElement;
  readonly raw: FilamentTypes.Engine;
  readonly objects: SceneObjects;
  readonly loader: FilamentTypes.gltfio$AssetLoader;
  readonly assets: Set<WebAsset>;
  surface?: WebSurfaceProvider;
  sizeListener?: Listener;
  readonly lights: Set<FilamentTypes.Entity>;
  indirectLight?: FilamentTypes.IndirectLight;
  cubemap?: FilamentTypes.Texture;
  /** The cubemap's pixels stay in the bundle until the upload ran: freed with the light. */
  ktx?: KtxBundle;
  readonly skyboxes: ReturnType<typeof createSkyboxes>;
  /** The orbit manipulator made last: it follows the surface's size (RNFEngineImpl.cpp:141-144). */
  manipulator?: WebManipulator;
  /** The base colors changeAlpha and the opacity members read back (./base-colors.ts). */
  readonly baseColors: BaseColorBook;
}

/** The canvas follows its view's size in device pixels; so does the viewport (RNFEngineImpl.cpp:132-145). */
function setSurfaceProvider(state: EngineState, provider: WebSurfaceProvider): void {
  if (state.surface && state.surface !== provider)
    unavailable('A second FilamentView on one FilamentScene');
  state.surface = provider;
  setAlertStage(provider.element);
  const { canvas } = state;
  Object.assign(canvas.style, { width: '100%', height: '100%', display: 'block' });
  provider.element.appendChild(canvas);
  const resize = ({ width, height }: { width: number; height: number }) => {
    const viewport = viewportForSurface(width, height);
    if (!viewport) return;
    // The canvas and viewport, at dynamic resolution's scale (view-config.ts).
    state.objects.view.setSurfaceViewport(viewport);
    state.manipulator?.port.setViewport(viewport[2], viewport[3]);
  };
  const surface = provider.getSurface();
  if (surface) resize(surface);
  state.sizeListener = provider.onSizeChanged(resize);
}

/** EngineImpl::setIndirectLight (RNFEngineImpl.cpp:276-314): KTX1 cubemap plus its "sh" metadata. */
function setIndirectLight(
  state: EngineState,
  buffer: WebBuffer,
  intensity?: number,
  bands?: number,
) {
  const { Filament, raw } = state;
  const light = describeIndirectLight(buffer.bytes.byteLength, intensity, bands);
  const { texture: cubemap, ktx } = createKtxTexture(Filament, raw, buffer.bytes);
  const harmonics = ktx.getMetadata('sh').split(/\s+/).filter(Boolean).slice(0, 27).map(Number);
  let builder = Filament.IndirectLight.Builder().reflections(cubemap);
  if (light.intensity != null) builder = builder.intensity(light.intensity);
  builder = builder.irradianceSh(light.irradianceBands, harmonics);
  destroyIndirectLight(state);
  state.indirectLight = builder.build(raw);
  state.cubemap = cubemap;
  // The previous bundle's upload ran long ago (frames were drawn since).
  state.ktx?.delete();
  state.ktx = ktx;
  state.objects.scene.raw.setIndirectLight(state.indirectLight);
}

function destroyIndirectLight(state: EngineState): void {
  if (state.indirectLight) state.raw.destroyIndirectLight(state.indirectLight);
  if (state.cubemap) state.raw.destroyTexture(state.cubemap);
  state.indirectLight = undefined;
  state.cubemap = undefined;
}

/**
 * EngineImpl::makeAssetWrapper (RNFEngineImpl.cpp:248-273): parse, then load
 * the resources. A model handed over in memory reports its failure to the
 * page too (./memory-files.ts): the library's runAsync has no catch.
 */
function loadAsset(state: EngineState, buffer: WebBuffer): WebAsset {
  try {
    const raw = state.loader.createAsset(buffer.bytes);
    if (!raw) throw new Error('Failed to load asset');
    return finishAsset(state, raw, buffer);
  } catch (error) {
    buffer.memory?.onError?.(error);
    throw error;
  }
}

/** The resources of a parsed asset: from memory, or fetched by filament.js next to the page. */
function loadResources(
  state: EngineState,
  raw: FilamentTypes.gltfio$FilamentAsset,
  buffer: WebBuffer,
): () => void {
  if (buffer.memory) {
    try {
      return loadResourcesFromMemory(state.Filament, raw, buffer.memory.siblings);
    } catch (error) {
      state.loader.destroyAsset(raw);
      throw error;
    }
  }
  // The web loader finishes textures asynchronously; the meshes are there at once.
  raw.loadResources(
    () => undefined,
    () => undefined,
    null,
    null,
  );
  return () => undefined;
}

/** makeAssetWrapper's second half (RNFEngineImpl.cpp:254-273): resources, and the release that destroys it. */
function finishAsset(
  state: EngineState,
  raw: FilamentTypes.gltfio$FilamentAsset,
  buffer: WebBuffer,
  instances?: FilamentTypes.gltfio$FilamentInstance[],
): WebAsset {
  const stopLoading = loadResources(state, raw, buffer);
  state.baseColors.addModel(buffer.bytes);
  const asset: WebAsset = wrapAsset(
    raw,
    () => {
      stopLoading();
      state.assets.delete(asset);
      state.objects.scene.raw.removeEntities(raw.getEntities());
      state.loader.destroyAsset(raw);
    },
    instances,
    gltfMorphTargets(buffer.bytes),
    buffer.standIn,
  );
  state.assets.add(asset);
  noteAssetSource(asset, buffer.uri);
  return asset;
}

interface InstancingLoader {
  _createInstancedAsset(buffer: unknown, count: number): FilamentTypes.gltfio$FilamentAsset | null;
}

/**
 * EngineImpl::loadInstancedAsset (RNFEngineImpl.cpp:239-246). The web
 * binding's createInstancedAsset reads its instances back with
 * _getAssetInstances, which cannot be called in this wasm (unbound vector
 * type), so the asset is made with one instance and the others are added with
 * AssetLoader::createInstance (gltfio/AssetLoader.h:207-221), before the
 * resources load as in C++; the host keeps the list, in index order.
 */
function loadInstancedAsset(
  state: EngineState,
  buffer: WebBuffer,
  instanceCount: number,
): WebAsset {
  const count = jsiToInt(instanceCount);
  const descriptor = (state.Filament as unknown as FilamentBuffers).Buffer(buffer.bytes);
  const loader = state.loader as unknown as InstancingLoader;
  const raw = loader._createInstancedAsset(descriptor, 1);
  descriptor.delete();
  if (!raw) throw new Error('Failed to load asset');
  const instances = [raw.getInstance()];
  while (instances.length < count) {
    const instance = state.loader.createInstance(raw);
    if (!instance) throw new Error('Failed to load asset');
    instances.push(instance);
  }
  return finishAsset(state, raw, buffer, instances);
}

/** Frees what the engine made, then the engine, then the WebGL context. */
function releaseEngine(state: EngineState): void {
  const { raw, canvas } = state;
  state.sizeListener?.remove();
  try {
    raw.execute();
    for (const asset of [...state.assets]) asset.release();
    state.loader.delete();
    for (const light of state.lights) raw.destroyEntity(light);
    destroyIndirectLight(state);
    state.skyboxes.destroy();
    state.objects.destroy();
    state.Filament.Engine.destroy(raw);
    // After the engine flushed its commands, which may still read the cubemap's pixels.
    state.ktx?.delete();
  } finally {
    canvas.getContext('webgl2')?.getExtension('WEBGL_lose_context')?.loseContext();
    canvas.remove();
  }
}

/** The first material's baseColorFactor of a renderable, from the host's book; undefined when unknown. */
function baseColorOf(state: EngineState, entity: WebEntity): Float4 | undefined {
  const manager = state.raw.getRenderableManager();
  const instance = manager.getInstance(rawEntity(entity));
  try {
    return state.baseColors.colorOf(manager.getMaterialInstanceAt(instance, 0), 'baseColorFactor');
  } catch {
    return undefined;
  } finally {
    instance.delete();
  }
}

/** The engine as a page's picks see it (./scene-pick.ts), until it is released. */
function addSceneForPicks(state: EngineState): () => void {
  return addLiveScene({
    element: () => state.surface?.element,
    pickEntity: (x, y) => state.objects.view.pickEntity(x, y),
    assets: state.assets,
    baseColorOf: (entity) => baseColorOf(state, entity),
  });
}

export function createEngine() {
  const Filament = filament();
  const canvas = document.createElement('canvas');
  const raw = Filament.Engine.create(canvas, CONTEXT_ATTRIBUTES);
  const objects = createSceneObjects(Filament, raw, canvas);
  const state: EngineState = {
    Filament,
    canvas,
    raw,
    objects,
    skyboxes: createSkyboxes(Filament, raw, objects.scene.raw),
    loader: raw.createAssetLoader(),
    assets: new Set(),
    lights: new Set(),
    baseColors: createBaseColorBook(),
  };
  const forgetScene = addSceneForPicks(state);
  return hostObject(
    'Engine',
    {
      getScene: () => objects.scene,
      getView: () => objects.view,
      getCamera: () => objects.camera,
      createRenderer: () => objects.renderer,
      createTransformManager: () => createTransformManager(raw),
      createRenderableManager: () => createRenderableManager(raw, Filament, state.baseColors),
      createLightManager: () => createLightManager(Filament, raw, state.lights),
      createNameComponentManager: () => createNameComponentManager(state.assets),
      setSurfaceProvider: (provider: WebSurfaceProvider) => setSurfaceProvider(state, provider),
      createSwapChainForSurface: (_provider: WebSurfaceProvider, transparent: boolean) => {
        // Natively SwapChain::CONFIG_TRANSPARENT (RNFEngineWrapper.cpp:71) keeps the alpha
        // channel; the web binding's createSwapChain() takes no flags, and a translucent
        // view keeps it the same way (the context was made with alpha: true).
        const modes = Filament.View$BlendMode;
        objects.view.raw.setBlendMode(transparent ? modes.TRANSLUCENT : modes.OPAQUE);
        return objects.swapChain();
      },
      // RNFEngineWrapper.cpp:76-93, in ./recorder.ts (a chunk only code that records loads).
      createSwapChainForRecorder: (recorder: WebRecorder) => recorder.attach(state),
      setSwapChain: () => undefined,
      /** RNFEngineImpl.cpp:390-392. Single-threaded Filament: running its queued commands is the wait. */
      flushAndWait: () => raw.execute(),
      loadAsset: (buffer: WebBuffer) => loadAsset(state, buffer),
      createMaterial: (buffer?: WebBuffer) => createMaterialUnavailable(buffer),
      createOrbitCameraManipulator: (config: object) => {
        // View.getViewport is bound though filament.d.ts leaves it out.
        const { getViewport } = objects.view.raw as unknown as { getViewport(): number[] };
        const [, , width, height] = getViewport.call(objects.view.raw);
        state.manipulator = createOrbitManipulator(config, [width ?? 0, height ?? 0]);
        return state.manipulator;
      },
      loadInstancedAsset: (buffer: WebBuffer, count: number) =>
        loadInstancedAsset(state, buffer, count),
      setIndirectLight: (buffer: WebBuffer, intensity?: number, bands?: number) =>
        setIndirectLight(state, buffer, intensity, bands),
      ...state.skyboxes.members,
    },
    () => {
      forgetScene();
      releaseEngine(state);
    },
  );
}
