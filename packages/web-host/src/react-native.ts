/**
 * `react-native` for the library in the browser: react-native-web, plus the
 * four things it lacks that the library calls (see plugins/web-host/README.md):
 * - TurboModuleRegistry.getEnforcing('FilamentModule') (src/native/specs/NativeFilamentModule.ts:12);
 * - codegenNativeComponent('FilamentView') (src/native/specs/FilamentViewNativeComponent.ts:22);
 * - findNodeHandle, which react-native-web throws on (src/react/FilamentView.tsx:62);
 * - Image.resolveAssetSource for `require('./x.glb')` ids (src/hooks/useBuffer.ts:42).
 * And one thing it does differently: InteractionManager's timing (below).
 */
import WebImage from 'react-native-web/dist/exports/Image';
import InteractionManager from 'react-native-web/dist/exports/InteractionManager';
import { resolveAssetSource } from './assets';
import { FilamentNativeView, viewTagOf } from './FilamentView';
import { filamentModule } from './proxy';

// react-native-web's members, each by its own file (./rnw-members.ts says why).
export * from './rnw-members';
export { InteractionManager };
/** react-native-web's Alert does nothing; the host's shows a dialog on the stage (./alert.ts). */
export { Alert } from './alert';

function unavailable(api: string): never {
  throw new Error(`${api} is not available in the browser.`);
}

export const TurboModuleRegistry = {
  get: (name: string) => (name === 'FilamentModule' ? filamentModule : null),
  getEnforcing: (name: string) =>
    name === 'FilamentModule' ? filamentModule : unavailable(`The native module ${name}`),
};

export function codegenNativeComponent(name: string): typeof FilamentNativeView {
  return name === 'FilamentView' ? FilamentNativeView : unavailable(`The native component ${name}`);
}

/** The tag the web FilamentView registered itself under (FilamentProxy.findFilamentView takes it). */
export function findNodeHandle(instance: unknown): number | null {
  return viewTagOf(instance);
}

export const Image = Object.assign(WebImage, { resolveAssetSource });

/*
 * The library frees every engine, view, asset and buffer through
 * InteractionManager.runAfterInteractions (src/utilities/withCleanupScope.ts).
 * React Native runs those tasks in one setImmediate batch as soon as no
 * interaction is open (Libraries/Interaction/InteractionManager.js,
 * _scheduleUpdate); react-native-web waits for the browser's idle time
 * (requestIdleCallback with no timeout), which a busy page may not get for a
 * minute, all that time holding the WebGL context and the wasm memory. With a
 * deadline, react-native-web schedules with setTimeout instead, and one that is
 * never reached runs the whole queue in that one batch, as a phone does.
 * tests/e2e/web-host.spec.ts stops samples on a page with no idle time.
 */
InteractionManager.setDeadline(Number.POSITIVE_INFINITY);
