/**
 * Pointer and wheel events → the host's gesture shim (./gesture-handler.tsx): which gesture
 * starts, and the numbers react-native-gesture-handler's events carry.
 */
import type { ComposedGesture, ShimGesture } from './gesture-handler';

type Source = () => ShimGesture | ComposedGesture;
type Point = { x: number; y: number };

function gesturesOf(source: ShimGesture | ComposedGesture) {
  return 'gestures' in source
    ? source
    : { gestures: [source] as readonly ShimGesture[], exclusive: true };
}

/** One detector's pointers and the gestures that are running on them. */
class PointerSession {
  private readonly pointers = new Map<number, Point>();
  private active: ShimGesture[] = [];
  private pan: { start: Point; last: Point } | undefined;
  private pinch: { distance: number; scale: number } | undefined;

  constructor(
    private readonly element: HTMLElement,
    private readonly source: Source,
  ) {}

  private local(event: { clientX: number; clientY: number }): Point {
    const box = this.element.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  /** The gestures of a kind that fit the pointer count; of a Race or Exclusive, the first. */
  private candidates(kind: 'pan' | 'pinch', pointerCount = this.pointers.size): ShimGesture[] {
    const { gestures, exclusive } = gesturesOf(this.source());
    const fitting = gestures.filter(
      (g) =>
        g.isEnabled &&
        g.kind === kind &&
        (kind === 'pinch' ||
          (pointerCount >= g.minPointerCount && pointerCount <= g.maxPointerCount)),
    );
    return exclusive ? fitting.slice(0, 1) : fitting;
  }

  private end(): void {
    const event = { numberOfPointers: this.pointers.size };
    for (const g of this.active) g.emit(['onEnd', 'onFinalize'], event);
    this.active = [];
    this.pan = undefined;
    this.pinch = undefined;
  }

  private panEvent(at: Point, client: PointerEvent) {
    const pan = this.pan!;
    const previous = pan.last;
    pan.last = at;
    return {
      x: at.x,
      y: at.y,
      absoluteX: client.clientX,
      absoluteY: client.clientY,
      translationX: at.x - pan.start.x,
      translationY: at.y - pan.start.y,
      changeX: at.x - previous.x,
      changeY: at.y - previous.y,
      velocityX: 0,
      velocityY: 0,
      numberOfPointers: this.pointers.size,
    };
  }

  private spread() {
    const [a, b] = [...this.pointers.values()] as [Point, Point];
    return {
      distance: Math.hypot(a.x - b.x, a.y - b.y) || 1,
      focalX: (a.x + b.x) / 2,
      focalY: (a.y + b.y) / 2,
    };
  }

  readonly down = (event: PointerEvent): void => {
    this.pointers.set(event.pointerId, this.local(event));
    this.element.setPointerCapture?.(event.pointerId);
    if (this.active.length > 0) this.end();
    if (this.pointers.size === 2) {
      this.active = this.candidates('pinch');
      const { distance, focalX, focalY } = this.spread();
      this.pinch = { distance, scale: 1 };
      for (const g of this.active)
        g.emit(['onBegin', 'onStart'], { scale: 1, focalX, focalY, velocity: 0 });
      if (this.active.length > 0) return;
    }
    this.active = this.candidates('pan');
    const at = this.local(event);
    this.pan = { start: at, last: at };
    const began = this.panEvent(at, event);
    for (const g of this.active) g.emit(['onBegin', 'onStart'], began);
  };

  readonly move = (event: PointerEvent): void => {
    if (!this.pointers.has(event.pointerId)) return;
    this.pointers.set(event.pointerId, this.local(event));
    if (this.pinch && this.pointers.size === 2) {
      const { distance, focalX, focalY } = this.spread();
      const scale = distance / this.pinch.distance;
      const scaleChange = scale / this.pinch.scale;
      this.pinch.scale = scale;
      const pinched = { scale, scaleChange, focalX, focalY, velocity: 0 };
      for (const g of this.active) g.emit(['onUpdate', 'onChange'], pinched);
    } else if (this.pan) {
      const panned = this.panEvent(this.local(event), event);
      for (const g of this.active) g.emit(['onUpdate', 'onChange'], panned);
    }
  };

  readonly up = (event: PointerEvent): void => {
    if (this.pointers.delete(event.pointerId)) this.end();
  };

  /** A wheel step is a whole pinch from 1 by 10 %, at the pointer. */
  readonly wheel = (event: WheelEvent): void => {
    const gestures = this.candidates('pinch');
    if (gestures.length === 0) return;
    event.preventDefault();
    const { x, y } = this.local(event);
    const scale = event.deltaY < 0 ? 1.1 : 1 / 1.1;
    const at = { focalX: x, focalY: y, velocity: 0 };
    for (const g of gestures) {
      g.emit(['onBegin', 'onStart'], { scale: 1, ...at });
      g.emit(['onUpdate', 'onChange'], { scale, scaleChange: scale, ...at });
      g.emit(['onEnd', 'onFinalize'], { scale, ...at });
    }
  };
}

/** Runs the gestures of `source()` on `element`'s pointers; returns the detach. */
export function attachGestures(element: HTMLElement, source: Source): () => void {
  const session = new PointerSession(element, source);
  const listeners: [string, EventListener][] = [
    ['pointerdown', session.down as EventListener],
    ['pointermove', session.move as EventListener],
    ['pointerup', session.up as EventListener],
    ['pointercancel', session.up as EventListener],
  ];
  for (const [type, listener] of listeners) element.addEventListener(type, listener);
  element.addEventListener('wheel', session.wheel, { passive: false });
  return () => {
    for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    element.removeEventListener('wheel', session.wheel);
  };
}
