/**
 * View.pickEntity (src/types/View.ts:120) on the web View's pick(), following
 * ViewWrapper::pickEntity (cpp/core/RNFViewWrapper.cpp:253-277): the touch
 * point in density-independent pixels times the pixel ratio, y flipped against
 * the viewport (ports/view.ts), and a promise that the query's callback
 * resolves once a later frame has been rendered: the picked renderable, or
 * null where only background was drawn (a null entity, :265-268).
 */
import type * as FilamentTypes from 'filament';
import { pickCoordinates } from './ports/view';
import { wrapEntity, type WebEntity } from './entities';

export function pickEntity(
  view: FilamentTypes.View,
  x: number,
  y: number,
): Promise<WebEntity | null> {
  // The canvas is sized in device pixels (FilamentView.tsx), as a native surface is.
  const ratio = window.devicePixelRatio || 1;
  const [, , , height] = (view as unknown as { getViewport(): number[] }).getViewport();
  const point = pickCoordinates(x, y, ratio, height);
  return new Promise((resolve) => {
    view.pick(point.x, point.y, (result) => {
      // The web binding hands over an Entity, although filament.d.ts says a number.
      const entity = result.renderable as unknown as FilamentTypes.Entity;
      resolve(entity.getId() === 0 ? null : wrapEntity(entity));
    });
  });
}
