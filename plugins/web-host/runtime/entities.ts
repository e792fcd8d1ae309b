/** Entities and bounding boxes as the library sees them (src/types/Entity.ts, src/types/Boxes.ts). */
import type * as FilamentTypes from 'filament';
import { hostObject } from './host-object';
import type { Float3 } from './pending-ports';

export interface WebEntity {
  readonly id: number;
  /** Host only: Filament's entity. */
  readonly raw: FilamentTypes.Entity;
}

export function wrapEntity(raw: FilamentTypes.Entity): WebEntity {
  return hostObject('Entity', { id: raw.getId(), raw });
}

export function rawEntity(entity: WebEntity): FilamentTypes.Entity {
  return entity.raw;
}

export interface AABB {
  readonly center: Float3;
  readonly halfExtent: Float3;
  readonly min: Float3;
  readonly max: Float3;
}

/** Filament's web Aabb has only min and max; the library's AABB also has center and halfExtent. */
export function toAabb(box: FilamentTypes.Aabb): AABB {
  const min = [...box.min] as Float3;
  const max = [...box.max] as Float3;
  return {
    min,
    max,
    center: min.map((value, i) => (value + max[i]) / 2) as Float3,
    halfExtent: min.map((value, i) => (max[i] - value) / 2) as Float3,
  };
}
