/**
 * Drag to orbit, wheel or pinch to zoom, arrow keys and + / - on a live
 * preview's stage. The engine does not move the camera itself: each gesture
 * becomes a new `cameraPosition` in the knob state, so the code beside the
 * preview shows it, and that code is what then runs (LiveCanvas).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { clampOrbit, orbitFromPosition, positionFromOrbit, type Orbit } from './math';
import type { CameraKnobs, Float3 } from '../../../shared/live-preview/scene';

/** Radians per pixel dragged, and the wheel's zoom per pixel scrolled. */
const DRAG_SPEED = 0.01;
const WHEEL_SPEED = 0.0015;
const KEY_STEP = Math.PI / 36;

const KEY_CHANGES: Record<string, (orbit: Orbit) => Partial<Orbit>> = {
  ArrowLeft: (o) => ({ azimuth: o.azimuth - KEY_STEP }),
  ArrowRight: (o) => ({ azimuth: o.azimuth + KEY_STEP }),
  ArrowUp: (o) => ({ elevation: o.elevation + KEY_STEP }),
  ArrowDown: (o) => ({ elevation: o.elevation - KEY_STEP }),
  '+': (o) => ({ radius: o.radius * 0.9 }),
  '=': (o) => ({ radius: o.radius * 0.9 }),
  '-': (o) => ({ radius: o.radius / 0.9 }),
};

type Point = { x: number; y: number };

/** The change a pointer's move makes: one pointer turns, two pinch. */
function pointerChange(
  orbit: Orbit,
  pointers: ReadonlyMap<number, Point>,
  id: number,
  previous: Point,
  current: Point,
): Partial<Orbit> | undefined {
  if (pointers.size === 1) {
    return {
      azimuth: orbit.azimuth - (current.x - previous.x) * DRAG_SPEED,
      elevation: orbit.elevation + (current.y - previous.y) * DRAG_SPEED,
    };
  }
  const other = [...pointers].find(([key]) => key !== id)?.[1];
  if (pointers.size !== 2 || !other) return undefined;
  const before = Math.hypot(previous.x - other.x, previous.y - other.y);
  const after = Math.hypot(current.x - other.x, current.y - other.y);
  return before > 0 && after > 0 ? { radius: (orbit.radius * before) / after } : undefined;
}

/**
 * Orbit gestures on `stage` while `enabled`: each frame with a change calls
 * `onChange` once with the camera's new position around the same target.
 */
export function useOrbit(
  stage: RefObject<HTMLElement | null>,
  enabled: boolean,
  camera: CameraKnobs,
  onChange: (position: Float3) => void,
): void {
  const latest = useRef({ camera, onChange });
  latest.current = { camera, onChange };

  useEffect(() => {
    const element = stage.current;
    if (!enabled || !element) return undefined;
    const pointers = new Map<number, Point>();
    // The orbit moved since the last report: gestures build on it, not on the older state.
    let pending: Orbit | undefined;
    let report = 0;
    const current = () =>
      pending ?? orbitFromPosition(latest.current.camera.position, latest.current.camera.target);
    const move = (change: Partial<Orbit> | undefined) => {
      if (!change) return;
      pending = clampOrbit({ ...current(), ...change });
      report ||= requestAnimationFrame(() => {
        report = 0;
        const orbit = pending!;
        pending = undefined;
        latest.current.onChange(positionFromOrbit(orbit, latest.current.camera.target));
      });
    };
    const listeners = {
      pointerdown: (event: PointerEvent) => {
        element.setPointerCapture(event.pointerId);
        pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      },
      pointermove: (event: PointerEvent) => {
        const previous = pointers.get(event.pointerId);
        if (!previous) return;
        const point = { x: event.clientX, y: event.clientY };
        move(pointerChange(current(), pointers, event.pointerId, previous, point));
        pointers.set(event.pointerId, point);
      },
      pointerup: (event: PointerEvent) => pointers.delete(event.pointerId),
      pointercancel: (event: PointerEvent) => pointers.delete(event.pointerId),
      wheel: (event: WheelEvent) => {
        event.preventDefault();
        const pixels =
          event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 16 : event.deltaY;
        move({ radius: current().radius * Math.exp(pixels * WHEEL_SPEED) });
      },
      keydown: (event: KeyboardEvent) => {
        const change = KEY_CHANGES[event.key];
        if (!change) return;
        event.preventDefault();
        move(change(current()));
      },
    };
    const entries = Object.entries(listeners) as [string, EventListener][];
    // Not passive: the wheel and the keys must not scroll the page as well.
    for (const [type, listener] of entries)
      element.addEventListener(type, listener, { passive: false });
    return () => {
      cancelAnimationFrame(report);
      for (const [type, listener] of entries) element.removeEventListener(type, listener);
    };
  }, [stage, enabled]);
}
