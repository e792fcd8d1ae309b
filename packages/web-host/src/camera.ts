/**
 * The Camera's other projections (src/types/Camera.ts) on the web Camera, following
 * cpp/core/RNFCameraWrapper.cpp:33-44 and the direction names of cpp/core/RNFCameraFovEnum.h.
 */
import type * as FilamentTypes from 'filament';
import type { Filament } from './filament';
import { unionToEnum } from './ports/enum-mapper';

const FOV_DIRECTIONS = { vertical: 'VERTICAL', horizontal: 'HORIZONTAL' } as const;

type Enums = Record<string, Record<string, unknown>>;

export function cameraProjections(Filament: Filament, raw: FilamentTypes.Camera) {
  const enums = Filament as unknown as Enums;
  const f = Math.fround;
  return {
    /**
     * :33-40. The TS declaration leaves out the fifth argument (the direction); natively a call
     * without it reads an argument that is not there. Here it is a string or the enum error.
     */
    setProjection: (fov: number, aspect: number, near: number, far: number, direction: string) => {
      const name = unionToEnum(FOV_DIRECTIONS, direction);
      raw.setProjectionFov(f(fov), f(aspect), f(near), f(far), enums.Camera$Fov[name] as never);
    },
    /** :42-44. */
    setOrthographicProjection: (
      left: number,
      right: number,
      bottom: number,
      top: number,
      near: number,
      far: number,
    ) =>
      raw.setProjection(
        enums.Camera$Projection.ORTHO as never,
        left,
        right,
        bottom,
        top,
        near,
        far,
      ),
  };
}
