/**
 * TransformManager, RenderableManager, LightManager and NameComponentManager
 * (src/types/*.ts) on Filament's web managers. Members the getting-started
 * sample does not reach throw "… is not available in the browser" for now.
 */
import { hostObject } from './host-object';
import type { Filament } from './filament';
import type * as FilamentTypes from 'filament';
import { rawEntity, wrapEntity, type WebEntity } from './entities';
import { describeLight } from './ports/light';
import { lightMembers } from './light-manager';
import type { Float3 } from './ports/mat4';
import type { WebAsset } from './asset';
import { renderableMaterialMembers } from './materials';
import { renderableExtras } from './renderable-extras';
import type { BaseColorBook } from './base-colors';
import { applyMorphWeights } from './ports/morph';
import { jsiToInt } from './ports/jsi-number';

/** Now in ./transform-manager.ts (the whole TransformManager). */
export { createTransformManager } from './transform-manager';

/**
 * RenderableManagerImpl::setMorphWeights (RNFRenderableManagerImpl.cpp:312-317) hands Filament
 * `weights.data(), weights.size(), offset`. The wasm's setMorphWeights(instance, weights) takes
 * the whole array from index 0 and has no getMorphTargetCount, so the host keeps the weights it
 * wrote for each entity, grown to `offset + count`, and sends them all: the weights below the
 * offset are the ones the host wrote before, or 0. Filament itself rejects a slice past
 * CONFIG_MAX_MORPH_TARGET_COUNT, as natively.
 */
function morphWeightsSetter(manager: FilamentTypes.RenderableManager) {
  const written = new Map<number, Float32Array>();
  return (entity: WebEntity, weights: number[], offset: number) => {
    const raw = rawEntity(entity);
    const start = jsiToInt(offset);
    const known = written.get(raw.getId()) ?? new Float32Array(0);
    const size = Math.max(known.length, start + weights.length);
    const current = new Float32Array(Math.max(size, 0));
    current.set(known);
    const next = applyMorphWeights(current, weights, start);
    const instance = manager.getInstance(raw);
    try {
      (manager.setMorphWeights as unknown as (i: unknown, w: number[]) => void)(
        instance,
        Array.from(next),
      );
    } finally {
      instance.delete();
    }
    written.set(raw.getId(), next);
  };
}

export function createRenderableManager(
  engine: FilamentTypes.Engine,
  Filament: Filament,
  book?: BaseColorBook,
) {
  const manager = engine.getRenderableManager();
  const withInstance = (entity: WebEntity, apply: (instance: never) => void) => {
    const instance = manager.getInstance(rawEntity(entity));
    try {
      apply(instance as never);
    } finally {
      instance.delete();
    }
  };
  return hostObject('RenderableManager', {
    ...renderableMaterialMembers(Filament, engine, book),
    ...renderableExtras(Filament, engine),
    setMorphWeights: morphWeightsSetter(manager),
    setCastShadow: (entity: WebEntity, cast: boolean) =>
      withInstance(entity, (instance) => manager.setCastShadows(instance, cast)),
    setReceiveShadow: (entity: WebEntity, receive: boolean) =>
      withInstance(entity, (instance) => manager.setReceiveShadows(instance, receive)),
  });
}

type LightArgs = [string, number?, number?, Float3?, Float3?, boolean?, number?, number[]?];

/** LightManagerWrapper::createLightEntity (cpp/core/RNFLightManagerWrapper.cpp:32-77) on LightManager.Builder. */
function buildLight(Filament: Filament, engine: FilamentTypes.Engine, args: LightArgs): WebEntity {
  const [type, colorKelvin, intensity, direction, position, castShadows, falloffRadius, cone] =
    args;
  const light = describeLight({
    type,
    colorKelvin,
    intensity,
    direction,
    position,
    castShadows,
    falloffRadius,
    spotLightCone: cone,
  });
  const entity = Filament.EntityManager.get().create();
  const types = Filament.LightManager$Type as unknown as Record<
    string,
    FilamentTypes.LightManager$Type
  >;
  let builder = Filament.LightManager.Builder(types[light.type]);
  if (light.color) builder = builder.color(light.color);
  if (light.intensity != null) builder = builder.intensity(light.intensity);
  if (light.direction) builder = builder.direction(light.direction);
  if (light.position) builder = builder.position(light.position);
  if (light.castShadows != null) builder = builder.castShadows(light.castShadows);
  if (light.falloff != null) builder = builder.falloff(light.falloff);
  if (light.spotLightCone) builder = builder.spotLightCone(...light.spotLightCone);
  builder.build(engine, entity);
  return wrapEntity(entity);
}

/** `lights`: the engine's list of light entities, destroyed with it. */
export function createLightManager(
  Filament: Filament,
  engine: FilamentTypes.Engine,
  lights: Set<FilamentTypes.Entity>,
) {
  return hostObject('LightManager', {
    createLightEntity: (...args: LightArgs) => {
      const light = buildLight(Filament, engine, args);
      lights.add(light.raw);
      return light;
    },
    destroy: (entity: WebEntity) => {
      lights.delete(entity.raw);
      engine.destroyEntity(rawEntity(entity));
    },
    ...lightMembers(engine),
  });
}

/**
 * NameComponentManagerWrapper::getEntityName (cpp/core/RNFNameComponentManagerWrapper.cpp:13-31):
 * the glTF node name, or undefined. Natively the engine's one NameComponentManager, which its
 * asset loader fills (RNFEngineImpl.cpp:50-53); here the web loader's, read through an asset.
 */
export function createNameComponentManager(assets: ReadonlySet<WebAsset>) {
  return hostObject('NameComponentManager', {
    getEntityName: (entity: WebEntity) => {
      if (!entity) throw new Error('EntityWrapper is null');
      const [asset] = assets;
      return asset?.nameOf(rawEntity(entity));
    },
  });
}
