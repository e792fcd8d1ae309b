/** FilamentAsset (src/types/FilamentAsset.ts) over gltfio's web FilamentAsset. */
import type * as FilamentTypes from 'filament';
import { hostObject } from './host-object';
import { toAabb, wrapEntity } from './entities';

type RawAsset = FilamentTypes.gltfio$FilamentAsset;
type RawInstance = FilamentTypes.gltfio$FilamentInstance;

function wrapInstance(raw: RawInstance) {
  return hostObject('FilamentInstance', {
    raw,
    getRoot: () => wrapEntity(raw.getRoot()),
  });
}

export type WebAsset = ReturnType<typeof wrapAsset>;

/** `destroy` frees the asset when it is released, as the C++ does (RNFEngineImpl.cpp:258-264). */
export function wrapAsset(raw: RawAsset, destroy: () => void) {
  return hostObject(
    'FilamentAsset',
    {
      raw,
      getRoot: () => wrapEntity(raw.getRoot()),
      getBoundingBox: () => toAabb(raw.getBoundingBox()),
      releaseSourceData: () => raw.releaseSourceData(),
      getRenderableEntities: () => raw.getRenderableEntities().map(wrapEntity),
      getEntities: () => raw.getEntities().map(wrapEntity),
      /**
       * The wasm's _getAssetInstances cannot be called (its vector type is not
       * bound: UnboundTypeError), so a single asset's one instance is returned.
       * TODO: instanced assets (loadInstancedAsset) need another way.
       */
      getAssetInstances: () => [wrapInstance(raw.getInstance())],
      get entityCount() {
        return raw.getEntities().length;
      },
    },
    destroy,
  );
}
