// cspell:words filamat
/**
 * MaterialInstance (src/types/MaterialInstance.ts) on the web
 * MaterialInstance, and the RenderableManager members that hand them out,
 * following cpp/core/RNFMaterialInstanceWrapper.cpp and
 * cpp/core/RNFRenderableManagerImpl.cpp:23-84. The web build has no
 * getParameter and no Material.hasParameter, so the getters are not available,
 * and changeAlpha reads baseColorFactor from the host's book (./base-colors.ts); a parameter the
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
import { changeAlpha } from './ports/material';
import { createBaseColorBook, type BaseColorBook, type Float4 } from './base-colors';

/** filament.d.ts leaves out setTransparencyMode; the wasm binds it (MaterialInstance in filament.js). */
type RawInstance = FilamentTypes.MaterialInstance & { setTransparencyMode(mode: never): void };

/** The library's CullingMode union → Filament's enum (cpp/core/RNFCullingModeEnum.h:14-25). */
const CULLING_MODES: Record<string, string> = {
  none: 'NONE',
  back: 'BACK',
  front: 'FRONT',
  frontAndBack: 'FRONT_AND_BACK',
};

/** The library's TransparencyMode union → Filament's enum (cpp/core/RNFTransparencyModeEnum.h:14-23). */
const TRANSPARENCY_MODES: Record<string, string> = {
  default: 'DEFAULT',
  twoPassesOneSide: 'TWO_PASSES_ONE_SIDE',
  twoPassesTwoSides: 'TWO_PASSES_TWO_SIDES',
};

function transparencyMode(Filament: Filament, name: string): never {
  const modes = (Filament as unknown as { TransparencyMode: Record<string, unknown> })
    .TransparencyMode;
  return modes[name] as never;
}

/**
 * MaterialInstanceWrapper::changeAlpha (RNFMaterialInstanceWrapper.cpp:45-54): two passes, one
 * side, then baseColorFactor with the clamped alpha; the colour read back comes from the book.
 */
export function applyAlpha(
  Filament: Filament,
  raw: RawInstance,
  book: BaseColorBook,
  alpha: number,
  api: string,
): void {
  const change = changeAlpha(book.colorOf(raw, api), alpha);
  raw.setTransparencyMode(transparencyMode(Filament, change.transparencyMode));
  raw.setFloat4Parameter('baseColorFactor', [...change.baseColorFactor]);
  book.record(raw, [...change.baseColorFactor]);
}

/** MaterialInstanceWrapper (RNFMaterialInstanceWrapper.cpp:12-27); `raw` belongs to the renderable (:34). */
export function wrapMaterialInstance(
  Filament: Filament,
  raw: RawInstance,
  book: BaseColorBook = createBaseColorBook(),
) {
  const name = (method: string) => `MaterialInstance.${method}`;
  return hostObject('MaterialInstance', {
    raw,
    /** :29-35; an unknown mode throws the library's enum error (RNFCullingModeEnum.h:14-25). */
    setCullingMode: (mode: string) => {
      const modes = Filament.CullingMode as unknown as Record<string, FilamentTypes.CullingMode>;
      raw.setCullingMode(modes[unionToEnum(CULLING_MODES, mode)]!);
    },
    /** :37-43 (the wasm binds MaterialInstance.setTransparencyMode and the enum). */
    setTransparencyMode: (mode: string) =>
      raw.setTransparencyMode(transparencyMode(Filament, unionToEnum(TRANSPARENCY_MODES, mode))),
    /** :56-60 → :45-54. */
    changeAlpha: (alpha: number) => applyAlpha(Filament, raw, book, alpha, name('changeAlpha')),
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
      const rgba: Float4 = [vector[0]!, vector[1]!, vector[2]!, vector[3]!];
      raw.setFloat4Parameter(parameter, rgba);
      // What a later changeAlpha reads back (getParameter natively, :52).
      if (parameter === 'baseColorFactor') book.record(raw, rgba.map(Math.fround) as Float4);
    },
    get getName() {
      return raw.getName();
    },
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
export function renderableMaterialMembers(
  Filament: Filament,
  engine: FilamentTypes.Engine,
  book: BaseColorBook = createBaseColorBook(),
) {
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
        ) as RawInstance,
        book,
      ),
    setMaterialInstanceAt: (entity: WebEntity, index: number, material: WebMaterialInstance) =>
      withInstance(entity, (instance) =>
        manager.setMaterialInstanceAt(instance, jsiToInt(index), material.raw),
      ),
    ...opacityMembers(Filament, manager, book),
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

interface OpacityInstance {
  getEntities(): WebEntity[];
}

/**
 * setAssetEntitiesOpacity / setInstanceEntitiesOpacity (RNFRenderableManagerImpl.cpp:39-76): every
 * primitive of every renderable entity of the instance (of every instance of the asset) gets
 * changeAlpha, and its material instance is set back in place.
 */
function opacityMembers(
  Filament: Filament,
  manager: FilamentTypes.RenderableManager,
  book: BaseColorBook,
) {
  const api = 'RenderableManager.setAssetEntitiesOpacity';
  /** :54-76. */
  const setInstanceOpacity = (instance: OpacityInstance, opacity: number, name: string) => {
    for (const entity of instance.getEntities()) {
      const raw = rawEntity(entity);
      if (!manager.hasComponent(raw)) continue; // :63-65
      const renderable = manager.getInstance(raw);
      try {
        const primitiveCount = manager.getPrimitiveCount(renderable);
        for (let j = 0; j < primitiveCount; j++) {
          const material = manager.getMaterialInstanceAt(renderable, j) as RawInstance;
          applyAlpha(Filament, material, book, opacity, name);
          manager.setMaterialInstanceAt(renderable, j, material); // :72-73
        }
      } finally {
        renderable.delete();
      }
    }
  };
  return {
    /** :39-47: each of the asset's instances (the single asset's one instance). */
    setAssetEntitiesOpacity: (
      asset: { getAssetInstances(): OpacityInstance[] },
      opacity: number,
    ) => {
      for (const instance of asset.getAssetInstances()) setInstanceOpacity(instance, opacity, api);
    },
    /** :49-52. */
    setInstanceEntitiesOpacity: (instance: OpacityInstance, opacity: number) =>
      setInstanceOpacity(instance, opacity, 'RenderableManager.setInstanceEntitiesOpacity'),
  };
}

/** Filament's MATERIAL_VERSION in the shipped wasm: every material built into filament.wasm 1.53.4 has a MAT_VERS chunk of 53. */
export const WEB_MATERIAL_VERSION = 53;
/** react-native-filament 1.11.0's: its example app's .filamat files open with a MAT_VERS chunk of 68. */
export const LIBRARY_MATERIAL_VERSION = 68;

/** The version in a .filamat's first chunk ("SREV_TAM", size 4, the version), as Filament's MaterialParser reads it. */
export function filamatVersion(bytes: Uint8Array): number | undefined {
  if (bytes.byteLength < 16) return undefined;
  if (new TextDecoder().decode(bytes.subarray(0, 8)) !== 'SREV_TAM') return undefined;
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(12, true);
}

/**
 * Engine.createMaterial: natively Material::Builder on a .filamat file (RNFEngineImpl.cpp:341).
 * Filament refuses a material of another version than its own (MaterialParser), and the
 * library's files are version 68 while Filament's web build reads 53: the host says so,
 * naming the file a sample required (a `web-host-material:` buffer, ./proxy.ts) or the
 * version read from the bytes.
 */
export function createMaterialUnavailable(buffer?: { material?: string; bytes?: Uint8Array }) {
  const version = buffer?.bytes ? filamatVersion(buffer.bytes) : undefined;
  const file = buffer?.material ?? 'this .filamat';
  const found = version ?? LIBRARY_MATERIAL_VERSION;
  return unavailable(
    `Engine.createMaterial (${file} is material version ${found}, built for react-native-filament's Filament; the browser build of Filament reads version ${WEB_MATERIAL_VERSION} only)`,
  );
}
