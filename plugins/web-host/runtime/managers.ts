/**
 * TransformManager, RenderableManager, LightManager and NameComponentManager
 * (src/types/*.ts) on Filament's web managers. Members the getting-started
 * sample does not reach throw "… is not available in the browser" for now.
 */
import { hostObject } from './host-object';
import type { Filament } from './filament';
import type * as FilamentTypes from 'filament';
import { rawEntity, wrapEntity, type AABB, type WebEntity } from './entities';
import { describeLight } from './ports/light';
import { lightMembers } from './light-manager';
import { transformToUnitCube } from './ports/transform';
import type { Float3 } from './ports/mat4';

export function createTransformManager(engine: FilamentTypes.Engine) {
  const manager = engine.getTransformManager();
  return hostObject('TransformManager', {
    /** cpp/core/RNFTransformManagerImpl.cpp:139-150 (with its instance check, :152-165). */
    transformToUnitCube(entity: WebEntity, aabb: AABB) {
      // The web Instance has no isValid(): hasComponent is the same check.
      if (!manager.hasComponent(rawEntity(entity)))
        throw new Error('Entity is not valid / has no transform!');
      const instance = manager.getInstance(rawEntity(entity));
      try {
        manager.setTransform(instance, transformToUnitCube(aabb) as never);
      } finally {
        instance.delete();
      }
    },
  });
}

export function createRenderableManager(engine: FilamentTypes.Engine) {
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

export function createNameComponentManager() {
  return hostObject('NameComponentManager', {});
}
