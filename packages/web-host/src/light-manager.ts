/**
 * LightManager's per-light members (src/types/LightManager.ts) on the web LightManager, following
 * cpp/core/RNFLightManagerWrapper.cpp:78-173: each looks the light up first and throws "Entity is
 * not a light!" for an entity without a light component (:83-90), then converts as the C++ does
 * (vectors through VecToFloat3, numbers to float).
 */
import type * as FilamentTypes from 'filament';
import { unavailable } from './host-object';
import { rawEntity, type WebEntity } from './entities';
import { vecToFloat3 } from './ports/converter';

type Instance = FilamentTypes.LightManager$Instance;

export function lightMembers(engine: FilamentTypes.Engine) {
  const manager = engine.getLightManager();
  /** :83-90. The web Instance has no isValid(): hasComponent is the same check. */
  const withLight = <T>(entity: WebEntity, apply: (instance: Instance) => T): T => {
    if (!manager.hasComponent(rawEntity(entity))) throw new Error('Entity is not a light!');
    const instance = manager.getInstance(rawEntity(entity));
    try {
      return apply(instance);
    } finally {
      instance.delete();
    }
  };
  const vector = (value: ArrayLike<number>) => Array.from(value);
  return {
    /** :92-104. */
    setPosition: (entity: WebEntity, position: number[]) =>
      withLight(entity, (light) => manager.setPosition(light, vecToFloat3(position))),
    getPosition: (entity: WebEntity) =>
      withLight(entity, (light) => vector(manager.getPosition(light))),
    /** :105-116. */
    setDirection: (entity: WebEntity, direction: number[]) =>
      withLight(entity, (light) => manager.setDirection(light, vecToFloat3(direction))),
    getDirection: (entity: WebEntity) =>
      withLight(entity, (light) => vector(manager.getDirection(light))),
    /** :117-128. */
    setColor: (entity: WebEntity, color: number[]) =>
      withLight(entity, (light) => manager.setColor(light, vecToFloat3(color))),
    getColor: (entity: WebEntity) => withLight(entity, (light) => vector(manager.getColor(light))),
    /** :129-139. */
    setIntensity: (entity: WebEntity, intensity: number) =>
      withLight(entity, (light) => manager.setIntensity(light, Math.fround(intensity))),
    getIntensity: (entity: WebEntity) => withLight(entity, (light) => manager.getIntensity(light)),
    /** :140-150. */
    setFalloff: (entity: WebEntity, radius: number) =>
      withLight(entity, (light) => manager.setFalloff(light, Math.fround(radius))),
    getFalloff: (entity: WebEntity) => withLight(entity, (light) => manager.getFalloff(light)),
    /** :151-162: the size is checked after the light. */
    setSpotLightCone: (entity: WebEntity, cone: number[]) =>
      withLight(entity, (light) => {
        if (cone.length !== 2) throw new Error('Spot light cones must have 2 values');
        manager.setSpotLightCone(light, cone[0], cone[1]);
      }),
    /** :163-170 reads getSpotLightInnerCone/OuterCone, which the 1.53.4 wasm does not bind. */
    getSpotLightCone: (entity: WebEntity): number[] =>
      withLight(entity, () => unavailable('LightManager.getSpotLightCone')),
  };
}
