/**
 * The messages left off the explained list, each with the reason shown on the
 * page and a verdict: unreachable (the proof shows what stops it first or why
 * its condition never holds), or reachable but needing nothing from the reader.
 */
import { cite, type Citation } from '../../../shared/citations';
import { reachable, unreachable, type InternalOnly, type Reach } from './types';

const CONVERTER = 'cpp/jsi/RNFJSIConverter.h';

const internal =
  (reason: string, reach: Reach) =>
  (message: string): InternalOnly => ({
    message,
    reason,
    reach,
  });

const REGISTRATION = internal(
  'Unreachable: raised only while the library registers its own native methods and properties, under names written in its code; app code registers none, so it cannot cause a clash.',
  unreachable(
    cite(
      'cpp/jsi/RNFHybridObject.h:114',
      'void registerHybridMethod(std::string name, ReturnType (Derived::*method)(Args...), Derived* derivedInstance, bool override = false) {',
    ),
  ),
);

/**
 * A null check on a pointer that JavaScript cannot make null: the library's
 * converter turns a JavaScript object into a non-null pointer or (debug
 * builds) throws "Cannot convert …" first; the rest are set by the library.
 */
const OWN_POINTER = internal(
  'Unreachable from app code: a null check on a pointer the library sets itself or converts from a JavaScript argument. JavaScript cannot pass a null pointer: a debug build stops a missing or wrong argument first with "Cannot convert … to HostObject" (explained above), and a release build turns any object into a pointer without checking it.',
  unreachable(
    cite(`${CONVERTER}:325`, 'if (arg.isUndefined()) {'),
    cite(`${CONVERTER}:343`, 'return object.getHostObject<TPointee>(runtime);'),
  ),
);

const NATIVE_STATE = internal(
  "Unreachable through the public API: the argument check of the library's internal dispatcher objects (the only native state it converts), which app code never passes.",
  unreachable(
    cite('cpp/threading/RNFDispatcher.h:16', 'class Dispatcher : public jsi::NativeState {'),
    cite(`${CONVERTER}:383`, 'static T fromJSI(jsi::Runtime& runtime, const jsi::Value& arg) {'),
  ),
);

const RECORDER_INTERNAL = internal(
  "iOS recorder plumbing (AVFoundation buffers and writer state) that the library sets up itself from the recorder's width, height, frame rate and bit rate; a reader meets it only when the system refuses those settings (when the recorder is made) or fails while recording, and its text says what the system reported.",
  reachable(cite('ios/src/RNFAppleFilamentRecorder.mm:52', 'Failed to create AVAssetWriter at ')),
);

const diagnostic = (proof: Citation) =>
  internal(
    "A diagnostic log line of the library's own bookkeeping, followed by a safe fallback; a reader may see it in the native log, with nothing to do.",
    reachable(proof),
  );

const TEARDOWN = internal(
  "Raised only while the app's JavaScript runtime is being torn down (a reload), after the library's native proxy is gone; the reload replaces the scene anyway.",
  reachable(cite('cpp/RNFFilamentProxy.cpp:75', 'auto sharedThis = weakThis.lock();')),
);

const findViewNeverNull: Citation[] = [
  cite(
    'ios/src/RNFAppleFilamentProxy.mm:149',
    'return std::make_shared<AppleFilamentView>(filamentMetalView);',
  ),
  cite('ios/src/RNFAppleFilamentProxy.mm:158', 'return std::make_shared<AppleFilamentView>(view);'),
  cite(
    'android/src/main/java/com/margelo/filament/FilamentProxy.java:187',
    'throw new RuntimeException("Filament View with id " + id + " cannot be found!");',
  ),
  cite(
    'android/src/main/cpp/java-bindings/RNFJFilamentProxy.cpp:36',
    'JNISharedPtr::make_shared_from_jni<JFilamentView>(globalRef)',
  ),
];

/** The animator wrapper takes its pointers from Filament once and never clears them; it has no release(). */
const animatorNeverCleared: Citation[] = [
  cite('cpp/core/RNFAnimatorWrapper.h:20', 'class AnimatorWrapper : public HybridObject {'),
  cite(
    'cpp/core/RNFAnimatorWrapper.h:23',
    'HybridObject("AnimatorWrapper"), _animator(animator), _instance(instance)',
  ),
  cite(
    'cpp/core/RNFFilamentAssetWrapper.cpp:41',
    'FilamentInstance* instance = pointee()->getInstance();',
  ),
];

export const INTERNAL_ONLY: readonly InternalOnly[] = [
  ...[
    'Cannot add Hybrid Method "{name}" - a property with that name already exists!',
    'Cannot add Hybrid Method "{name}" - a method with that name already exists!',
    'Cannot add Hybrid Property Getter "{name}" - a getter with that name already exists!',
    'Cannot add Hybrid Property Getter "{name}" - a method with that name already exists!',
    'Cannot add Hybrid Property Setter "{name}" - a setter with that name already exists!',
    'Cannot add Hybrid Property Setter "{name}" - a method with that name already exists!',
  ].map(REGISTRATION),
  ...[
    'Shape is null',
    'RigidBody is null',
    'Instance must not be null',
    'CameraManipulator is null',
    'Texture buffer is null',
    'SurfaceProvider cannot be null!',
    'Scene not initialized',
    'IBL buffer is null',
    'Recorder is null',
    'EntityWrapper is null',
    'Entity is null!',
    'texture is null!',
    'Entity is null',
    'Material is null',
    'Asset is null',
    'Filament asset is null',
    'Transform is null',
    'AABB is null',
    'AmbientOcclusionOptions is null',
    'DynamicResolutionOptions is null',
    'BloomOptions is null',
    'JSI Runtime was null!',
  ].map(OWN_POINTER),
  ...[
    'Cannot convert "undefined" to NativeState<{getFriendlyTypename}>! It is undefined!',
    'Cannot convert "{stringRepresentation}" to NativeState<{getFriendlyTypename}>! It is not an object!',
    'Cannot convert "{stringRepresentation}" to NativeState<{getFriendlyTypename}>! It is a different NativeState<T>!',
  ].map(NATIVE_STATE),
  {
    message: 'Cannot convert nullptr to HostObject<{getFriendlyTypename}>!',
    reason:
      'Debug builds only: a native method returned no object where its type promises one. Every method of the public API returns a made object or throws, so a reader would meet it only through a bug of the library; report it.',
    reach: reachable(cite(`${CONVERTER}:347`, 'if (arg == nullptr) {')),
  },
  {
    message: 'Function expected {sizeof...(Args)} arguments, but received {count}!',
    reason:
      "Unreachable through the public API: only a C++ function handed to JavaScript checks its argument count, and no public method returns one (only the library's self-test object does). Native methods do not check the count at all.",
    reach: unreachable(
      cite(`${CONVERTER}:234`, 'if (count != sizeof...(Args)) {'),
      cite(
        `${CONVERTER}:231`,
        'static jsi::Value toJSI(jsi::Runtime& runtime, const std::function<ReturnType(Args...)>& function) {',
      ),
      cite('cpp/test/RNFTestHybridObject.h:49', 'std::function<int()> getIntGetter() {'),
      cite('cpp/jsi/RNFHybridObject.h:91', 'fromJSI(runtime, args[Is])...'),
    ),
  },
  {
    message: 'Promise cannot be converted to a native type - it needs to be awaited first!',
    reason:
      'Unreachable: a guard of the argument converter for a Promise argument; no native method of the library takes one.',
    reach: unreachable(
      cite(
        `${CONVERTER}:150`,
        'throw std::runtime_error("Promise cannot be converted to a native type',
      ),
    ),
  },
  {
    message: 'Cannot convert Enum to JS Value: Invalid Enum passed! (Value #{passedEnum})',
    reason:
      'Unreachable from app code: native code converting one of its own enum values back to text; an unknown value would be a bug of the library.',
    reach: unreachable(
      cite('cpp/jsi/RNFEnumMapper.h:21', 'static std::runtime_error invalidEnum(T passedEnum) {'),
    ),
  },
  {
    message: 'Failed to format string!',
    reason:
      "Unreachable from app code: the native logger's own `snprintf` failed on a log line of the library.",
    reach: unreachable(
      cite('cpp/RNFLogger.h:17', 'std::snprintf(nullptr, 0, format.c_str(), args...)'),
    ),
  },
  {
    message: 'Failed to install react-native-filament: jsi::Runtime* was null!',
    reason:
      'Unreachable: the installer\'s own null check on a runtime the iOS module has checked already (on the New Architecture it logs "jsi::Runtime is nil" first; on the old one it reads the same bridge property twice and logs "RCTBridge is not a RCTCxxBridge!" when it is missing).',
    reach: unreachable(
      cite('ios/src/RNFFilamentModule.mm:61', 'if (jsiRuntime == nullptr) {'),
      cite('ios/src/RNFFilamentModule.mm:92', 'if (!cxxBridge.runtime) {'),
      cite(
        'ios/src/RNFFilamentModule.mm:97',
        'jsi::Runtime* runtime = (jsi::Runtime*)cxxBridge.runtime;',
      ),
    ),
  },
  {
    message:
      'Failed to initialize react-native-filament - Worklets are not available (HAS_WORKLETS=false), did you install react-native-worklets-core?',
    reason:
      'Unreachable: no build compiles the library without worklets. Android always defines `HAS_WORKLETS=1` and needs the package to build; the pod depends on react-native-worklets-core and its check prints "found" and sets `HAS_WORKLETS=true` even when Node resolves nothing (`File.dirname` of empty output is `.`, which exists); and the library\'s JavaScript imports the package, so a bundle without it does not build. A missing react-native-worklets-core fails `pod install`, the build or the bundle instead.',
    reach: unreachable(
      cite('android/CMakeLists.txt:152', 'add_definitions(-DHAS_WORKLETS=1)'),
      cite('android/build.gradle:192', 'implementation project(":react-native-worklets-core")'),
      cite('react-native-filament.podspec:7', 'hasWorklets = File.exist?(workletsPath)'),
      cite('react-native-filament.podspec:164', 's.dependency "react-native-worklets-core"'),
      cite(
        'src/native/FilamentProxy.ts:11',
        "import { Worklets } from 'react-native-worklets-core'",
      ),
    ),
  },
  TEARDOWN('Failed to load asset, FilamentProxy has already been destroyed!'),
  TEARDOWN('Failed to find Filament View, FilamentProxy has already been destroyed!'),
  {
    message: 'No instances found for the parent Model component. This is a bug.',
    reason:
      'Unreachable: `<Model>` renders its children only once its model has loaded, and a loaded model has at least one instance.',
    reach: unreachable(
      cite('src/react/Model.tsx:133', 'if (asset == null) {'),
      cite('src/react/Model.tsx:123', 'return asset.getAssetInstances()'),
    ),
  },
  {
    message:
      '[react-native-filament] SwapChain is invalid, cannot render frame. This should never happen, please report an issue with reproduction steps.',
    reason:
      'An assertion of the render loop (the frame listener is removed before the swap chain goes); the message itself asks for a bug report.',
    reach: reachable(cite('src/react/FilamentView.tsx:96', 'if (!swapChain.isValid) {')),
  },
  {
    message:
      "The package 'react-native-filament' doesn't seem to be linked. Make sure: {Platform.select(…)}- You rebuilt the app after installing the package - You are not using Expo Go",
    reason:
      "Unreachable: the library looks its native module up with React Native's `TurboModuleRegistry.getEnforcing`, which throws its own message when the module is missing (explained above, under its text) before this fallback can run.",
    reach: unreachable(
      cite(
        'src/native/specs/NativeFilamentModule.ts:12',
        "TurboModuleRegistry.getEnforcing<Spec>('FilamentModule')",
      ),
      cite('react-native/Libraries/TurboModule/TurboModuleRegistry.js:41', 'invariant('),
    ),
  },
  {
    message: 'Failed to find FilamentView #{handle}!',
    reason:
      'Unreachable: the native lookup it checks never returns nothing. It returns a view or throws, and readers see the native message instead ("Filament View with id … cannot be found!" on Android, or React Native\'s own "Trying to resolve view with tag …" on its old architecture; "Could not find view with given tag" on iOS; all explained above). On iOS\'s old architecture it returns a wrapper even for a missing view, so neither message shows there.',
    reach: unreachable(
      cite('src/react/FilamentView.tsx:200', 'if (this.view == null) {'),
      ...findViewNeverNull,
      cite(
        'react-native/ReactAndroid/src/main/java/com/facebook/react/uimanager/NativeViewHierarchyManager.java:111',
        'Trying to resolve view with tag',
      ),
    ),
  },
  ...[
    'Failed to call animator method, as the internal animator was null. You probably tried to access the animator after calling .release()',
    'Failed to call animator method, as the internal instance was null. You probably tried to access the animator after calling .release()',
  ].map(
    internal(
      "Unreachable as far as the library's code shows, despite its wording: the animator has no `release()` (it is not one of the library's releasable objects), and it takes its animator and instance from Filament once, when it is created, and never clears them.",
      unreachable(...animatorNeverCleared),
    ),
  ),
  {
    message: 'Ref is not set!',
    reason:
      "Unreachable: a guard of the view's set-up. The ref holds the native view the component renders and is empty only once the component unmounts; the set-up returns just before if the component has unmounted, and nothing between the two checks waits, so the ref cannot empty in between.",
    reach: unreachable(
      cite('src/react/FilamentView.tsx:203', 'if (!this.isComponentMounted) {'),
      cite('src/react/FilamentView.tsx:213', 'if (this.ref.current == null) {'),
    ),
  },
  {
    message: 'Surface cannot be null! Was the Surface even created?',
    reason:
      "Unreachable from app code: Android's texture view reports a size change only for a surface it made available before, which is when the library sets it.",
    reach: unreachable(
      cite(
        'android/src/main/java/com/margelo/filament/FilamentView.java:102',
        'surface = new Surface(surfaceTexture);',
      ),
      cite(
        'android/src/main/java/com/margelo/filament/FilamentView.java:108',
        'if (surface == null) {',
      ),
    ),
  },
  {
    message: 'stopAndRemoveListeners() called but Choreographer is invalid already!',
    reason:
      "A log line of the library's frame scheduler being torn down twice; nothing for app code to do.",
    reach: reachable(
      cite(
        'cpp/RNFChoreographerWrapper.cpp:71',
        'stopAndRemoveListeners() called but Choreographer is invalid already!',
      ),
    ),
  },
  {
    message: '(surfaceSizeChanged) Ignoring invalid surface size: {width} x {height}',
    reason:
      'A log line: the system reported a zero or negative surface size (for example while a view is laid out), and the library ignores it.',
    reach: reachable(cite('cpp/core/RNFEngineImpl.cpp:134', 'Ignoring invalid surface size')),
  },
  {
    message: 'useRenderContext must be used within a RenderContextProvider',
    reason:
      'Unreachable: the context always has its default value, which is never empty, so the check never fails.',
    reach: unreachable(
      cite(
        'src/react/RenderCallbackContext.tsx:20',
        'const RenderContext = createContext<RenderContextType>({',
      ),
      cite('src/react/RenderCallbackContext.tsx:60', 'if (!context) {'),
    ),
  },
  {
    message: 'An unknown Filament error occurred!',
    reason:
      "The fallback prefix when React Native's `ErrorUtils` is missing (outside a React Native app); the real error is printed after it.",
    reach: reachable(cite('src/ErrorUtils.ts:8', 'if (global.ErrorUtils != null) {')),
  },
  {
    message: 'Failed to build wireframe renderable',
    reason:
      'Filament refused a debug wireframe the library builds from fixed geometry; a bug, not an input error.',
    reach: reachable(
      cite(
        'cpp/core/RNFRenderableManagerImpl.DebugHelpers.cpp:97',
        'throw std::runtime_error("Failed to build wireframe renderable");',
      ),
    ),
  },
  diagnostic(
    cite(
      'cpp/bullet/RNFDiscreteDynamicWorldWrapper.cpp:73',
      'Collision object is not a rigid body',
    ),
  )('Collision object is not a rigid body'),
  diagnostic(
    cite(
      'cpp/bullet/RNFDiscreteDynamicWorldWrapper.cpp:89',
      'RigidBodyWrapper not found for collision object',
    ),
  )('RigidBodyWrapper not found for collision object'),
  diagnostic(
    cite(
      'cpp/core/RNFAnimatorWrapper.cpp:166',
      'Transform instanceToSync is for entity named %s is invalid',
    ),
  )('Transform instanceToSync is for entity named {name} is invalid'),
  diagnostic(
    cite(
      'cpp/core/RNFNameComponentManagerWrapper.cpp:21',
      "Entity wasn't found in NameComponentManager",
    ),
  )("Entity wasn't found in NameComponentManager"),
  diagnostic(
    cite(
      'cpp/core/RNFNameComponentManagerWrapper.cpp:27',
      "Instance wasn't found in NameComponentManager",
    ),
  )("Instance wasn't found in NameComponentManager"),
  diagnostic(
    cite('cpp/core/RNFSceneWrapper.cpp:59', "Can't add asset an asset from scene as it was null."),
  )("Can't add asset an asset from scene as it was null."),
  diagnostic(
    cite('cpp/core/RNFSceneWrapper.cpp:70', "Can't remove an asset from scene as it was null."),
  )("Can't remove an asset from scene as it was null."),
  ...[
    'Failed to create input texture CVPixelBuffer!',
    'Failed to create AVAssetWriter at {path}, error: {domain} (Code: {code})',
    'Failed to add AVAssetWriterInput to AVAssetWriter! Settings used: {settingsJson}',
    "AVAssetWriterInputPixelBufferAdaptor's pixel buffer pool was nil! Cannot write Frame.",
    'Failed to get a new CVPixelBuffer from the CVPixelBufferPool!',
    'Failed to lock input buffer for read access!',
    'Failed to lock target buffer for write access!',
    'Failed to append buffer to AVAssetWriter! {errorMessage}',
    'Cannot call stopRecording() when AssetWriter status is {_assetWriter.status}!',
    'Recording finished with error; {status}',
    "AVAssetWriter didn't finish properly, status: {statusString}, error: {errorMessage}",
  ].map(RECORDER_INTERNAL),
];
