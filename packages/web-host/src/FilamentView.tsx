/**
 * The `FilamentView` native component on the web (what
 * codegenNativeComponent('FilamentView') returns): a react-native-web View
 * with an element the engine's canvas moves into. It registers a view object
 * (FilamentProxy.findFilamentView, src/react/FilamentView.tsx:199) under a
 * tag that findNodeHandle reads from its ref, then fires onViewReady.
 */
import React, {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  type PropsWithChildren,
} from 'react';
import View from 'react-native-web/dist/exports/View';
import type { Listener } from './choreographer';
import { hostObject } from './host-object';

const TAG = Symbol('filament view tag');

export interface Surface {
  readonly width: number;
  readonly height: number;
}

/** The view object the library gets from findFilamentView. */
export interface WebFilamentView {
  readonly element: HTMLElement;
  getSurfaceProvider(): WebSurfaceProvider;
  setChoreographer(choreographer?: { stop(): void }): void;
}

export interface WebSurfaceProvider {
  readonly element: HTMLElement;
  getSurface(): Surface | undefined;
  addOnSurfaceCreatedListener(listener: (surface: Surface) => void): Listener;
  addOnSurfaceDestroyedListener(listener: () => void): Listener;
  /** Host only: the engine follows the element's size in device pixels. */
  onSizeChanged(listener: (surface: Surface) => void): Listener;
}

const views = new Map<number, WebFilamentView>();
let nextTag = 1;

export function findView(tag: number): WebFilamentView | undefined {
  return views.get(tag);
}

export function viewTagOf(instance: unknown): number | null {
  const tag = (instance as { [TAG]?: number } | null)?.[TAG];
  return typeof tag === 'number' ? tag : null;
}

function listenerSet<A extends unknown[]>() {
  const set = new Set<(...args: A) => void>();
  return {
    add(listener: (...args: A) => void): Listener {
      set.add(listener);
      return hostObject('Listener', { remove: () => void set.delete(listener) });
    },
    fire: (...args: A) => [...set].forEach((listener) => listener(...args)),
  };
}

/** The surface is the element's box in device pixels (the canvas's backing store). */
function measure(element: HTMLElement): Surface | undefined {
  const { width, height } = element.getBoundingClientRect();
  const ratio = window.devicePixelRatio || 1;
  if (width <= 0 || height <= 0) return undefined;
  return { width: Math.round(width * ratio), height: Math.round(height * ratio) };
}

/** Registers the view object for an element; the returned function destroys its surface. */
function registerView(tag: number, element: HTMLElement): () => void {
  const created = listenerSet<[Surface]>();
  const destroyed = listenerSet<[]>();
  const resized = listenerSet<[Surface]>();
  let choreographer: { stop(): void } | undefined;
  const observer = new ResizeObserver(() => {
    const surface = measure(element);
    if (surface) resized.fire(surface);
  });
  observer.observe(element);
  const provider: WebSurfaceProvider = hostObject('SurfaceProvider', {
    element,
    getSurface: () => measure(element),
    addOnSurfaceCreatedListener: created.add,
    addOnSurfaceDestroyedListener: destroyed.add,
    onSizeChanged: resized.add,
  });
  views.set(
    tag,
    hostObject('FilamentView', {
      element,
      getSurfaceProvider: () => provider,
      setChoreographer: (next?: { stop(): void }) => {
        choreographer = next;
      },
    }),
  );
  return () => {
    observer.disconnect();
    views.delete(tag);
    // As a native view does when it leaves the window: the choreographer stops.
    choreographer?.stop();
    destroyed.fire();
  };
}

/**
 * The fields of React Native's touch event (NativeTouchEvent of react-native's
 * types) a pointer gives: the point in density-independent pixels from the
 * view's top left (`locationX/Y`, what pickEntity takes, src/react/Model.tsx:83-85)
 * and from the page's (`pageX/Y`), the pointer as the touch.
 */
interface TouchStartEvent {
  readonly locationX: number;
  readonly locationY: number;
  readonly pageX: number;
  readonly pageY: number;
  readonly timestamp: number;
  readonly identifier: string;
  readonly touches: readonly TouchStartEvent[];
  readonly changedTouches: readonly TouchStartEvent[];
}

function touchStartEvent(event: React.PointerEvent<HTMLElement>): TouchStartEvent {
  const box = event.currentTarget.getBoundingClientRect();
  const touch = {
    locationX: event.clientX - box.left,
    locationY: event.clientY - box.top,
    pageX: event.pageX,
    pageY: event.pageY,
    timestamp: event.timeStamp,
    identifier: String(event.pointerId),
  };
  const only = { ...touch, touches: [], changedTouches: [] };
  return { ...touch, touches: [only], changedTouches: [only] };
}

interface NativeProps {
  readonly onViewReady?: (event: { nativeEvent: null }) => void;
  readonly enableTransparentRendering?: boolean;
  readonly onTouchStart?: (event: { nativeEvent: TouchStartEvent }) => void;
  readonly style?: unknown;
}

export const FilamentNativeView = forwardRef<unknown, PropsWithChildren<NativeProps>>(
  function FilamentNativeView(props, ref) {
    // enableTransparentRendering is read by the engine (createSwapChainForSurface), not a DOM attribute.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { onViewReady, onTouchStart, enableTransparentRendering, children, ...rest } = props;
    const tag = useMemo(() => nextTag++, []);
    const host = useRef<HTMLDivElement>(null);
    useImperativeHandle(ref, () => ({ [TAG]: tag }), [tag]);
    const ready = useRef(onViewReady);
    ready.current = onViewReady;
    useEffect(() => {
      const destroy = registerView(tag, host.current!);
      ready.current?.({ nativeEvent: null });
      return destroy;
    }, [tag]);
    // react-native-web forwards only real touches; a click should pick too (Model onPress).
    const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
      // A finger, a pen or the primary mouse button: what a tap on a phone is.
      if (event.button !== 0) return;
      onTouchStart?.({ nativeEvent: touchStartEvent(event) });
    };
    return (
      <View {...(rest as object)}>
        <div
          ref={host}
          data-filament-view={tag}
          onPointerDown={onPointerDown}
          style={{ position: 'absolute', inset: 0 }}
        />
        {children}
      </View>
    );
  },
);
