// cspell:words filamat
/**
 * MaterialInstance (src/types/MaterialInstance.ts) on the web
 * MaterialInstance, and the RenderableManager members that hand them out,
 * following cpp/core/RNFMaterialInstanceWrapper.cpp and
 * cpp/core/RNFRenderableManagerImpl.cpp:23-84. The web build has no
 * getParameter and no Material.hasParameter, so the getters (and changeAlpha,
 * which reads baseColorFactor back) are not available; a parameter the
 * material lacks is Filament's error, not the wrapper's "Material does not
 * have parameter" check.
 */
import type * as FilamentTypes from 'filament';
import { hostObject, unavailable } from './host-object';
import { rawEntity, type WebEntity } from './entities';
import { jsiToInt } from './ports/jsi-number';
import { unionToEnum } from './ports/enum-mapper';
import { vecToFloat3 } from './ports/converter';
import type { Filament } from './filament';

type RawInstance = FilamentTypes.MaterialInstance;

/** The library's CullingMode union → Filament's enum (cpp/core/RNFCullingModeEnum.h:14-25). */
const CULLING_MODES: Record<string, string> = {
  none: 'NONE',
  back: 'BACK',
  front: 'FRONT',
  frontAndBack: 'FRONT_AND_BACK',
};

/** MaterialInstanceWrapper (RNFMaterialInstanceWrapper.cpp:12-27); `raw` belongs to the renderable (:34). */
export function wrapMaterialInstance(Filament: Filament, raw: RawInstance) {
  const name = (method: string) => `MaterialInstance.${method}`;
  return hostObject('MaterialInstance', {
    raw,
    /** :29-35; an unknown mode throws the library's enum error (RNFCullingModeEnum.h:14-25). */
    setCullingMode: (mode: string) => {
      const modes = Filament.CullingMode as unknown as Record<string, FilamentTypes.CullingMode>;
      raw.setCullingMode(modes[unionToEnum(CULLING_MODES, mode)]!);
    },
    /** :61-71. */
    setFloatParameter: (parameter: string, value: number) =>
      raw.setFloatParameter(parameter, Math.fround(value)),
    /** :84-103. */
    setFloat3Parameter: (parameter: string, vector: number[]) => {
      if (vector.length !== 3)
        throw new Error(
          'MaterialInstanceWrapper::setFloat3Parameter: RGB vector must have 3 elements!',
        );
      raw.setFloat3Parameter(parameter, [vector[0]!, vector[1]!, vector[2]!]);
    },
    /** :105-123. */
    setFloat4Parameter: (parameter: string, vector: number[]) => {
      if (vector.length !== 4)
        throw new Error(
          'MaterialInstanceWrapper::setFloat4Parameter: RGBA vector must have 4 elements!',
        );
      raw.setFloat4Parameter(parameter, [vector[0]!, vector[1]!, vector[2]!, vector[3]!]);
    },
    get getName() {
      return raw.getName();
    },
    changeAlpha: () =>
      unavailable(`${name('changeAlpha')} (the web build cannot read a parameter back)`),
    getFloatParameter: () =>
      unavailable(`${name('getFloatParameter')} (the web build cannot read a parameter back)`),
    getFloat3Parameter: () =>
      unavailable(`${name('getFloat3Parameter')} (the web build cannot read a parameter back)`),
    getFloat4Parameter: () =>
      unavailable(`${name('getFloat4Parameter')} (the web build cannot read a parameter back)`),
  });
}

export type WebMaterialInstance = ReturnType<typeof wrapMaterialInstance>;

/** The RenderableManager's material and box members (RNFRenderableManagerImpl.cpp:23-37, :78-84, :293-301). */
export function renderableMaterialMembers(Filament: Filament, engine: FilamentTypes.Engine) {
  const manager = engine.getRenderableManager();
  const withInstance = <T>(
    entity: WebEntity,
    apply: (instance: FilamentTypes.RenderableManager$Instance) => T,
  ): T => {
    const instance = manager.getInstance(rawEntity(entity));
    try {
      return apply(instance);
    } finally {
      instance.delete();
    }
  };
  return {
    getPrimitiveCount: (entity: WebEntity) =>
      withInstance(entity, (instance) => manager.getPrimitiveCount(instance)),
    getMaterialInstanceAt: (entity: WebEntity, index: number) =>
      wrapMaterialInstance(
        Filament,
        withInstance(entity, (instance) =>
          manager.getMaterialInstanceAt(instance, jsiToInt(index)),
        ),
      ),
    setMaterialInstanceAt: (entity: WebEntity, index: number, material: WebMaterialInstance) =>
      withInstance(entity, (instance) =>
        manager.setMaterialInstanceAt(instance, jsiToInt(index), material.raw),
      ),
    /**
     * RNFRenderableManagerImpl.cpp:293-301 and the Box of cpp/core/RNFBoxWrapper.cpp:15-37:
     * min and max are Filament's Box::getMin/getMax (center ∓ halfExtent, in float).
     */
    getAxisAlignedBoundingBox: (entity: WebEntity) => {
      if (entity == null) throw new Error('Entity is null');
      const box = withInstance(entity, (instance) => manager.getAxisAlignedBoundingBox(instance));
      const center = vecToFloat3(Array.from(box.center));
      const halfExtent = vecToFloat3(Array.from(box.halfExtent));
      const [min, max] = [-1, 1].map(
        (sign) =>
          [0, 1, 2].map((i) => Math.fround(center[i]! + sign * halfExtent[i]!)) as [
            number,
            number,
            number,
          ],
      );
      return hostObject('Box', { center, halfExtent, min, max });
    },
  };
}

/**
 * Engine.createMaterial: natively a .filamat file (RNFEngineImpl.cpp:341). The files the guides
 * compile for react-native-filament 1.11.0 are material version 68; Filament's web build
 * reads version 53 only, so no such file can load here.
 */
export const createMaterialUnavailable = () =>
  unavailable(
    'Engine.createMaterial (.filamat files are compiled for material version 68; the browser build of Filament reads version 53)',
  );
