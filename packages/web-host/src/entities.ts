/** Entities and bounding boxes as the library sees them (src/types/Entity.ts, src/types/Boxes.ts). */
import type * as FilamentTypes from 'filament';
import { hostObject } from './host-object';
import { aabbFromMinMax, type AabbBox } from './ports/transform';
import { vecToFloat3 } from './ports/converter';

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

export type AABB = AabbBox;

/** Filament's web Aabb has only min and max; the library's AABB also has center and halfExtent. */
export function toAabb(box: FilamentTypes.Aabb): AABB {
  return aabbFromMinMax(vecToFloat3(Array.from(box.min)), vecToFloat3(Array.from(box.max)));
}
