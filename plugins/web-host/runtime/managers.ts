/**
 * TransformManager, RenderableManager, LightManager and NameComponentManager
 * (src/types/*.ts) on Filament's web managers. Members the getting-started
 * sample does not reach throw "… is not available in the browser" for now.
 */
import { hostObject } from './host-object';
import type { Filament } from './filament';
import type * as FilamentTypes from 'filament';
import { rawEntity, wrapEntity, type AABB, type WebEntity } from './entities';
import { cct, LIGHT_TYPES, unitCubeMatrix, type Float3 } from './pending-ports';

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
        manager.setTransform(instance, unitCubeMatrix(aabb.center, aabb.halfExtent) as never);
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

/** cpp/core/RNFLightManagerWrapper.cpp:32-77 on LightManager.Builder. */
function buildLight(
  Filament: Filament,
  engine: FilamentTypes.Engine,
  args: readonly [string, number?, number?, Float3?, Float3?, boolean?, number?, number[]?],
): WebEntity {
  const [type, kelvin, intensity, direction, position, castShadows, falloff, cone] = args;
  const typeName = LIGHT_TYPES[type];
  if (!typeName) throw new Error(`Invalid union value passed! Received "${type}"`);
  const entity = Filament.EntityManager.get().create();
  const types = Filament.LightManager$Type as unknown as Record<string, FilamentTypes.LightManager$Type>;
  let builder = Filament.LightManager.Builder(types[typeName]);
  if (kelvin != null) builder = builder.color(cct(kelvin));
  if (intensity != null) builder = builder.intensity(intensity);
  if (direction != null) builder = builder.direction(direction);
  if (position != null) builder = builder.position(position);
  if (castShadows != null) builder = builder.castShadows(castShadows);
  if (falloff != null) builder = builder.falloff(falloff);
  if (cone != null) {
    if (cone.length !== 2) throw new Error('Spot light cones must have 2 values');
    builder = builder.spotLightCone(cone[0], cone[1]);
  }
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
    createLightEntity: (
      ...args: [string, number?, number?, Float3?, Float3?, boolean?, number?, number[]?]
    ) => {
      const light = buildLight(Filament, engine, args);
      lights.add(light.raw);
      return light;
    },
    destroy: (entity: WebEntity) => {
      lights.delete(entity.raw);
      engine.destroyEntity(rawEntity(entity));
    },
  });
}

export function createNameComponentManager() {
  return hostObject('NameComponentManager', {});
}
