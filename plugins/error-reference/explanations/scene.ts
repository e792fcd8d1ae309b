/** Scene, view and rendering: the view's set-up, options, lights, transforms, released objects. */
import { cite } from '../../../shared/citations';
import { reachable, type Explanation } from './types';

const VIEW = 'src/react/FilamentView.tsx';
/** `<FilamentView>`'s setup awaits the native view lookup without a catch. */
const findView = cite(`${VIEW}:199`, 'this.view = await FilamentProxy.findFilamentView(handle)');
const viewReadyProp = cite(`${VIEW}:324`, 'onViewReady={this.onViewReady}');

/** The PointerHolder subclasses and the name each passes (cpp/…: PointerHolder("Name", …) or its TAG). */
const POINTER_NAMES = [
  cite('cpp/RNFChoreographerWrapper.h:44', 'static constexpr auto TAG = "ChoreographerWrapper";'),
  cite('cpp/RNFFilamentBuffer.h:10', 'PointerHolder("FilamentBuffer", buffer)'),
  cite('cpp/core/RNFEngineWrapper.h:58', 'PointerHolder("EngineWrapper", engineImpl)'),
  cite('cpp/core/RNFSwapChainWrapper.h:12', 'PointerHolder("SwapChainWrapper", swapChain)'),
  cite('cpp/core/RNFViewWrapper.h:22', 'PointerHolder("ViewWrapper", view)'),
  cite(
    'cpp/core/RNFRenderableManagerWrapper.h:16',
    'PointerHolder("RenderableManagerWrapper", renderableManagerImpl)',
  ),
  cite('cpp/core/RNFRendererWrapper.h:18', 'PointerHolder("RendererWrapper", renderer)'),
  cite('cpp/core/RNFCameraWrapper.h:13', 'PointerHolder("CameraWrapper", camera)'),
  cite('cpp/core/RNFFilamentAssetWrapper.h:20', 'PointerHolder("FilamentAssetWrapper", asset)'),
  cite('cpp/core/RNFSceneWrapper.h:17', 'PointerHolder("SceneWrapper", scene)'),
  cite(
    'cpp/core/RNFTransformManagerWrapper.h:15',
    'PointerHolder("TransformManagerWrapper", transformManager)',
  ),
  cite(
    'cpp/core/RNFNameComponentManagerWrapper.h:27',
    'static auto constexpr TAG = "NameComponentManagerWrapper";',
  ),
  cite('cpp/core/RNFLightManagerWrapper.h:19', 'PointerHolder("LightManager", engine)'),
  cite('cpp/core/RNFMaterialWrapper.h:17', 'PointerHolder("MaterialWrapper", material)'),
  cite(
    'cpp/core/utils/RNFManipulatorWrapper.h:14',
    'PointerHolder("ManipulatorWrapper", manipulator)',
  ),
];

/** The names `{_name}` takes, in the order of POINTER_NAMES: checked against the package by a test. */
export const POINTER_HOLDER_NAMES = [
  'ChoreographerWrapper',
  'FilamentBuffer',
  'EngineWrapper',
  'SwapChainWrapper',
  'ViewWrapper',
  'RenderableManagerWrapper',
  'RendererWrapper',
  'CameraWrapper',
  'FilamentAssetWrapper',
  'SceneWrapper',
  'TransformManagerWrapper',
  'NameComponentManagerWrapper',
  'LightManager',
  'MaterialWrapper',
  'ManipulatorWrapper',
] as const;

const names = POINTER_HOLDER_NAMES.map((n) => `\`${n}\``);

export const SCENE: readonly Explanation[] = [
  {
    message: 'Filament component must be used within a FilamentProvider!',
    group: 'scene',
    cause: '`<FilamentView>` was rendered outside the context `<FilamentScene>` provides.',
    causeProof: [
      cite(`${VIEW}:51`, 'static contextType = FilamentContext'),
      cite(`${VIEW}:143`, 'if (this.context == null) {'),
    ],
    fix: 'Put `<FilamentView>` inside `<FilamentScene>`.',
    fixProof: [cite('src/react/FilamentScene.tsx:107', '<FilamentContext.Provider value={value}>')],
    since: '0.23.0',
    reach: reachable(cite(`${VIEW}:196`, 'const context = this.getContext()'), viewReadyProp),
  },
  {
    message:
      "Could not get the FilamentView's native view tag! Does the FilamentView exist in the native view-tree?",
    group: 'scene',
    cause:
      "React Native's `findNodeHandle` returned no native view for the component when the library asked for it to attach its surface, for example because the view unmounted while it was being set up.",
    causeProof: [
      cite(`${VIEW}:62`, 'const nodeHandle = findNodeHandle(this.ref.current)'),
      cite(`${VIEW}:63`, 'if (nodeHandle == null || nodeHandle === -1) {'),
    ],
    fix: 'Keep `<FilamentView>` mounted while the scene starts; avoid mounting and unmounting it in the same frame.',
    fixProof: [cite(`${VIEW}:197`, 'const handle = this.handle')],
    since: '0.1.0',
    reach: reachable(viewReadyProp),
  },
  {
    message: 'Filament View with id {id} cannot be found!',
    group: 'scene',
    shownInsteadOf: 'Failed to find FilamentView #{handle}!',
    cause:
      "Android: when `<FilamentView>` set itself up, React Native's UI manager was not available, or it had no view with that tag (on the New Architecture; the old one, and the New Architecture when the React Native surface the view was on has stopped, throw React Native's own \"Trying to resolve view with tag …\" error instead), or the view with that tag was not a Filament view: typically the view was removed again while it was being set up. The native lookup throws, and the library's `await` of it has no `catch`, so the error surfaces as a rejected promise of the view's setup. This, not the library's \"Failed to find FilamentView #…\", is what you see: that check after the lookup cannot fire, because the lookup returns a view or throws.",
    causeProof: [
      cite(
        'android/src/main/java/com/margelo/filament/FilamentProxy.java:182',
        'if (manager == null) {',
      ),
      cite(
        'android/src/main/java/com/margelo/filament/FilamentProxy.java:185',
        'View view = manager.resolveView(id);',
      ),
      cite(
        'react-native/ReactAndroid/src/main/java/com/facebook/react/fabric/FabricUIManager.java:1038',
        'return surfaceManager == null ? null : surfaceManager.getView(reactTag);',
      ),
      cite(
        'react-native/ReactAndroid/src/main/java/com/facebook/react/uimanager/NativeViewHierarchyManager.java:111',
        'Trying to resolve view with tag',
      ),
      cite(
        'react-native/ReactAndroid/src/main/java/com/facebook/react/fabric/mounting/SurfaceMountingManager.java:185',
        'if (mTagSetForStoppedSurface != null && mTagSetForStoppedSurface.containsKey(tag)) {',
      ),
      cite(
        'react-native/ReactAndroid/src/main/java/com/facebook/react/fabric/mounting/SurfaceMountingManager.java:1240',
        'Trying to resolve view with tag',
      ),
      cite(
        'android/src/main/java/com/margelo/filament/FilamentProxy.java:186',
        'if (!(view instanceof FilamentView)) {',
      ),
      findView,
      cite(`${VIEW}:200`, 'if (this.view == null) {'),
    ],
    fix: 'Keep `<FilamentView>` mounted while the scene starts; avoid mounting and unmounting it in the same frame (for example, a conditional render that flips twice).',
    fixProof: [cite(`${VIEW}:195`, 'private onViewReady = async () => {')],
    since: '0.1.0',
    reach: reachable(viewReadyProp, findView),
  },
  {
    message: 'Could not find view with given tag',
    group: 'scene',
    shownInsteadOf: 'Failed to find FilamentView #{handle}!',
    cause:
      "iOS, New Architecture: when `<FilamentView>` set itself up, React Native had no component view with that tag, typically because the view was removed again while it was being set up. The library's `await` of the lookup has no `catch`, so it surfaces as a rejected promise.",
    causeProof: [
      cite(
        'ios/src/RNFAppleFilamentProxy.mm:141',
        '[_surfacePresenter findComponentViewWithTag_DO_NOT_USE_DEPRECATED:viewId]',
      ),
      cite('ios/src/RNFAppleFilamentProxy.mm:143', 'if (anonymousView == nil) {'),
      findView,
    ],
    fix: 'Keep `<FilamentView>` mounted while the scene starts; avoid mounting and unmounting it in the same frame.',
    fixProof: [cite(`${VIEW}:195`, 'private onViewReady = async () => {')],
    since: '0.42.0',
    reach: reachable(viewReadyProp, findView),
  },
  {
    message: 'Surface is null',
    group: 'scene',
    cause:
      "The view's drawing surface was already gone when the library created the swap chain for it (a race the library's own comment describes: the surface is destroyed before its listener runs). The library reports it as a non-fatal error and does not render to that surface.",
    causeProof: [
      cite('cpp/core/RNFEngineWrapper.cpp:66', 'if (surface == nullptr) {'),
      cite(`${VIEW}:256`, 'There is the chance of a race condition where the surface is destroyed'),
      cite(`${VIEW}:257`, 'reportWorkletError(error, false)'),
    ],
    fix: "Nothing, when it follows an unmount or the app going to the background: on Android the view's surface can be recreated while the view stays, and the library listens for that.",
    fixProof: [
      cite(
        `${VIEW}:229`,
        'on android a surface can be destroyed and recreated, while the view stays alive',
      ),
    ],
    since: '0.34.0',
    reach: reachable(
      cite(
        `${VIEW}:253`,
        'return engine.createSwapChainForSurface(surfaceProvider, enableTransparentRendering)',
      ),
    ),
  },
  {
    message: 'RenderContextProvider not found',
    group: 'scene',
    cause:
      '`RenderCallbackContext.useRenderCallback` (exported by the library) ran outside `<FilamentScene>`, which provides the render callback context; outside it the context has a default value whose `addRenderCallback` throws this.',
    causeProof: [
      cite('src/react/RenderCallbackContext.tsx:27', 'addRenderCallback: () => {'),
      cite('src/react/RenderCallbackContext.tsx:74', 'const remove = addRenderCallback(callback)'),
    ],
    fix: 'Call `useRenderCallback` in a component rendered inside `<FilamentScene>`.',
    fixProof: [
      cite(
        'src/react/FilamentScene.tsx:109',
        '<RenderCallbackContext.RenderContextProvider>{children}</RenderCallbackContext.RenderContextProvider>',
      ),
    ],
    since: '0.41.0',
    reach: reachable(
      cite(
        'src/react/RenderCallbackContext.tsx:98',
        'export const RenderCallbackContext = makeRenderContext()',
      ),
    ),
  },
  {
    message: 'Invalid hex color format. Expected format: #RRGGBB or #RRGGBBAA',
    group: 'scene',
    cause:
      'The skybox color (`<Skybox colorInHex>`) does not start with `#` or is not 7 or 9 characters long.',
    causeProof: [
      cite(
        'cpp/core/utils/RNFConverter.h:30',
        "hexColor.front() != '#' || (hexColor.length() != 7 && hexColor.length() != 9)",
      ),
      cite('cpp/core/RNFEngineImpl.Skybox.cpp:25', 'Converter::hexColorToSRGBLinear(hexColor)'),
    ],
    fix: 'Write the color as `#RRGGBB` or `#RRGGBBAA`; short forms (`#fff`) and names (`red`) are not accepted.',
    fixProof: [
      cite('cpp/core/utils/RNFConverter.h:30', 'hexColor.length() != 7 && hexColor.length() != 9'),
    ],
    since: '1.3.1',
    reach: reachable(cite('src/react/Skybox.tsx:51', 'color: props.colorInHex')),
  },
  {
    message: 'Invalid resizeMode: {resizeMode}',
    group: 'scene',
    cause:
      '`<BackgroundImage resizeMode>` is not one of `contain` (the default), `cover` or `scale`.',
    causeProof: [
      cite('src/react/BackgroundImage.tsx:48', "if (resizeMode === 'scale') {"),
      cite('src/react/BackgroundImage.tsx:53', "} else if (resizeMode === 'contain') {"),
      cite('src/react/BackgroundImage.tsx:65', "} else if (resizeMode === 'cover') {"),
    ],
    fix: 'Use one of those three values.',
    fixProof: [
      cite('src/react/BackgroundImage.tsx:12', "resizeMode?: 'contain' | 'cover' | 'scale'"),
    ],
    since: '0.43.0',
    reach: reachable(cite('src/react/BackgroundImage.tsx:15', "resizeMode = 'contain'")),
  },
  {
    message: 'Unknown boxClipping: {boxClipping}',
    group: 'scene',
    cause:
      '`temporalAntiAliasingOptions.boxClipping` is not one of the values the type lists; an explicit `undefined`, which the type allows, throws too.',
    causeProof: [
      cite('src/types/Options.ts:271', 'switch (boxClipping) {'),
      cite('src/types/Options.ts:307', "if (key === 'boxClipping') {"),
      cite('src/types/Options.ts:308', 'result[key] = boxClippingToNumber(value)'),
    ],
    fix: 'Use `ACCURATE`, `CLAMP` or `NONE`, or leave the key out.',
    fixProof: [
      cite('src/types/Options.ts:272', "case 'ACCURATE':"),
      cite('src/types/Options.ts:274', "case 'CLAMP':"),
      cite('src/types/Options.ts:276', "case 'NONE':"),
    ],
    since: '0.38.0',
    reach: reachable(
      cite('src/types/Options.ts:308', 'boxClippingToNumber(value)'),
      cite(
        'src/react/Configurator.tsx:72',
        'view.temporalAntiAliasingOptions = optionsToJSI(temporalAntiAliasingOptions)',
      ),
    ),
  },
  {
    message: 'Unknown jitterPattern: {jitterPattern}',
    group: 'scene',
    cause:
      '`temporalAntiAliasingOptions.jitterPattern` is not one of the values the type lists; an explicit `undefined`, which the type allows, throws too.',
    causeProof: [
      cite('src/types/Options.ts:309', "} else if (key === 'jitterPattern') {"),
      cite('src/types/Options.ts:310', 'result[key] = jitterPatternToNumber(value)'),
    ],
    fix: 'Use `RGSS_X4`, `UNIFORM_HELIX_X4`, `HALTON_23_X8`, `HALTON_23_X16` or `HALTON_23_X32`, or leave the key out.',
    fixProof: [
      cite('src/types/Options.ts:283', "case 'RGSS_X4':"),
      cite('src/types/Options.ts:291', "case 'HALTON_23_X32':"),
    ],
    since: '0.38.0',
    reach: reachable(
      cite('src/types/Options.ts:310', 'jitterPatternToNumber(value)'),
      cite(
        'src/react/Configurator.tsx:72',
        'view.temporalAntiAliasingOptions = optionsToJSI(temporalAntiAliasingOptions)',
      ),
    ),
  },
  {
    message: 'Invalid blendMode value',
    group: 'scene',
    cause:
      "`bloomOptions.blendMode` (a `<FilamentScene>` prop) is neither `ADD` nor `INTERPOLATE`: native code compares the text exactly, so lower case (`'add'`) fails too. The types allow only the two values; untyped code can pass others.",
    causeProof: [
      cite('cpp/core/RNFBloomOptionsWrapper.h:89', 'if (value == "ADD")'),
      cite('cpp/core/RNFBloomOptionsWrapper.h:91', 'else if (value == "INTERPOLATE")'),
      cite(
        'src/utilities/makeBloomOptionsHostObject.ts:11',
        'optionsWrapper.blendMode = options.blendMode',
      ),
    ],
    fix: 'Use `ADD` or `INTERPOLATE`, in capitals.',
    fixProof: [cite('src/types/Options.ts:252', "blendMode?: 'ADD' | 'INTERPOLATE'")],
    since: '1.8.0',
    reach: reachable(
      cite('src/react/Configurator.tsx:64', 'makeBloomOptionsHostObject(view, bloomOptions)'),
    ),
  },
  {
    message: 'orbitSpeed must have 2 elements',
    group: 'scene',
    cause:
      "`engine.createOrbitCameraManipulator` got an `orbitSpeed` that is not two numbers. The `useCameraManipulator` hook always passes two (or none), so this comes from calling the engine's method directly.",
    causeProof: [
      cite('cpp/core/RNFEngineWrapper.cpp:146', 'if (orbitSpeedVec.size() != 2) {'),
      cite(
        'src/hooks/useCameraManipulator.ts:41',
        'localConfig.orbitSpeed = [orbitSpeedX, orbitSpeedY]',
      ),
    ],
    fix: 'Pass `orbitSpeed: [x, y]`.',
    fixProof: [cite('src/types/CameraManipulator.ts:86', 'orbitSpeed?: Float2')],
    since: '0.41.0',
    reach: reachable(
      cite(
        'cpp/core/RNFEngineWrapper.cpp:45',
        'registerHybridMethod("createOrbitCameraManipulator"',
      ),
    ),
  },
  {
    message: 'Spot light cones must have 2 values',
    group: 'scene',
    cause:
      'A spot light cone passed to the light manager (`createLightEntity` or `setSpotLightCone`) is not a pair `[inner, outer]`. `<Light>` and `useLightEntity` pass two values or none, so this comes from calling the light manager directly.',
    causeProof: [
      cite('cpp/core/RNFLightManagerWrapper.cpp:69', 'if (spotLightConesVec.size() != 2) {'),
      cite('cpp/core/RNFLightManagerWrapper.cpp:160', 'if (spotLightCone.size() != 2) {'),
      cite(
        'src/hooks/useLightEntity.ts:43',
        'innerSpotLightCone != null && outerSpotLightCone != null ? [innerSpotLightCone, outerSpotLightCone] : undefined',
      ),
    ],
    fix: 'Pass two angles in radians, inner first.',
    fixProof: [
      cite(
        'src/types/LightManager.ts:94',
        'spotLightCone: [innerRadians: number, outerRadians: number]',
      ),
    ],
    since: '0.21.0',
    reach: reachable(
      cite('cpp/core/RNFLightManagerWrapper.cpp:28', 'registerHybridMethod("setSpotLightCone"'),
    ),
  },
  {
    message: 'Entity is not a light!',
    group: 'scene',
    cause: 'A light manager method was given an entity that has no light component.',
    causeProof: [
      cite(
        'cpp/core/RNFLightManagerWrapper.cpp:86',
        'LightManager::Instance lightInstance = _lightManager.getInstance(entity);',
      ),
      cite('cpp/core/RNFLightManagerWrapper.cpp:87', 'if (!lightInstance.isValid()) {'),
    ],
    fix: "Pass the entity a light was created on (`useLightEntity` or the light manager's `createLightEntity` return it; `<Light>` keeps its entity to itself).",
    fixProof: [
      cite('src/hooks/useLightEntity.ts:35', 'return lightManager.createLightEntity('),
      cite('src/hooks/useLightEntity.ts:97', 'return entity'),
      cite('src/react/Light.tsx:13', 'return null'),
    ],
    since: '0.22.0',
    reach: reachable(
      cite(
        'cpp/core/RNFLightManagerWrapper.cpp:158',
        'LightManager::Instance lightInstance = getLightInstance(entityWrapper);',
      ),
    ),
  },
  {
    message: 'Expected exactly two values for scale.',
    group: 'scene',
    cause: '`dynamicResolutionOptions.minScale` or `maxScale` is not a pair of numbers.',
    causeProof: [cite('cpp/core/RNFDynamicResolutionOptions.h:42', 'if (scale.size() != 2)')],
    fix: 'Pass `[x, y]`, e.g. `minScale: [0.5, 0.5]`.',
    fixProof: [cite('src/types/Options.ts:124', 'minScale?: [x: number, y: number]')],
    since: '0.24.0',
    reach: reachable(
      cite('cpp/core/RNFDynamicResolutionOptions.h:23', 'registerHybridSetter("minScale"'),
    ),
  },
  {
    message: 'worldCoordinates must be an array of 3 elements',
    group: 'scene',
    cause: '`view.projectWorldToScreen` got something other than `[x, y, z]`.',
    causeProof: [cite('cpp/core/RNFViewWrapper.cpp:214', 'if (worldCoordinates.size() != 3) {')],
    fix: 'Pass three numbers.',
    fixProof: [
      cite(
        'cpp/core/RNFViewWrapper.cpp:213',
        'ViewWrapper::projectWorldToScreen(std::vector<double> worldCoordinates)',
      ),
    ],
    since: '0.31.0',
    reach: reachable(
      cite('cpp/core/RNFViewWrapper.cpp:27', 'registerHybridMethod("projectWorldToScreen"'),
    ),
  },
  {
    message: 'Point must have 3 elements',
    group: 'scene',
    cause:
      'A position, direction, axis, scale or color array passed to native code does not have exactly three numbers.',
    causeProof: [
      cite('cpp/core/utils/RNFConverter.h:14', 'if (vec.size() != 3) {'),
      cite('cpp/core/RNFLightManagerWrapper.cpp:125', 'Converter::VecToFloat3(color)'),
    ],
    fix: 'Pass `[x, y, z]`.',
    fixProof: [
      cite(
        'cpp/core/utils/RNFConverter.h:13',
        'static math::float3 VecToFloat3(std::vector<double> vec) {',
      ),
    ],
    since: '0.1.0',
    reach: reachable(
      cite(
        'cpp/core/RNFTransformManagerImpl.cpp:76',
        'math::float3 axis = Converter::VecToFloat3(axisVec);',
      ),
    ),
  },
  {
    message: 'Axis cannot be zero',
    group: 'scene',
    cause: 'A rotation axis of `[0, 0, 0]` has no direction.',
    causeProof: [
      cite(
        'cpp/core/RNFTransformManagerImpl.cpp:77',
        'if (axis.x == 0 && axis.y == 0 && axis.z == 0) {',
      ),
    ],
    fix: 'Pass a non-zero axis, e.g. `[0, 1, 0]` to turn around the vertical.',
    fixProof: [
      cite('cpp/core/RNFTransformManagerImpl.cpp:77', 'axis.x == 0 && axis.y == 0 && axis.z == 0'),
    ],
    since: '0.9.0',
    reach: reachable(
      cite(
        'cpp/core/RNFTransformManagerWrapper.cpp:17',
        'registerHybridMethod("setEntityRotation"',
      ),
    ),
  },
  {
    message: 'Entity is not valid / has no transform!',
    group: 'scene',
    cause:
      'A transform method was given an entity without a transform component (or one that was destroyed).',
    causeProof: [
      cite('cpp/core/RNFTransformManagerImpl.cpp:158', 'transformManager.getInstance(entity)'),
      cite('cpp/core/RNFTransformManagerImpl.cpp:159', 'if (!instance.isValid()) {'),
    ],
    fix: "Pass an entity of a loaded model (for example from `getFirstEntityByName` or the asset's entities) while that model is still loaded; removing an entity from the scene does not take its transform away.",
    fixProof: [
      cite(
        'cpp/core/RNFFilamentAssetWrapper.cpp:22',
        'registerHybridMethod("getFirstEntityByName"',
      ),
    ],
    since: '0.41.1',
    reach: reachable(
      cite(
        'cpp/core/RNFTransformManagerWrapper.cpp:17',
        'registerHybridMethod("setEntityRotation"',
      ),
    ),
  },
  {
    message: 'halfExtent must have 3 elements',
    group: 'scene',
    cause: '`createDebugCubeWireframe` got a `halfExtent` that is not `[x, y, z]`.',
    causeProof: [
      cite('cpp/core/RNFRenderableManagerWrapper.cpp:76', 'if (halfExtent.size() != 3) {'),
    ],
    fix: 'Pass three half-sizes.',
    fixProof: [
      cite('cpp/core/RNFRenderableManagerWrapper.cpp:74', 'std::vector<double> halfExtent'),
    ],
    since: '0.30.0',
    reach: reachable(
      cite(
        'cpp/core/RNFRenderableManagerWrapper.cpp:24',
        'registerHybridMethod("createDebugCubeWireframe"',
      ),
    ),
  },
  {
    message: 'Entities are empty',
    group: 'scene',
    cause: '`scene.addEntities` or `scene.removeEntities` was called with an empty array.',
    causeProof: [
      cite('cpp/core/RNFSceneWrapper.cpp:111', 'if (entities.empty()) {'),
      cite('cpp/core/RNFSceneWrapper.cpp:31', 'entityWrapperVectorToEntityVector(entities, count)'),
    ],
    fix: 'Skip the call when there is nothing to add or remove.',
    fixProof: [cite('cpp/core/RNFSceneWrapper.cpp:111', 'entities.empty()')],
    since: '1.4.0',
    reach: reachable(
      cite('cpp/core/RNFSceneWrapper.cpp:9', 'registerHybridMethod("addEntities"'),
      cite('src/types/Scene.ts:39', 'addEntities(entities: Entity[]): void'),
    ),
  },
  {
    message: 'Pointer {_name} has already been manually released!',
    group: 'scene',
    cause: `A native object was used, or released, after it had been released (its \`release()\` was called, or the component or hook that owned it released it when it unmounted). \`{_name}\` names the kind of object: ${names.slice(0, -1).join(', ')} or ${names.at(-1)}.`,
    causeProof: [
      cite('cpp/jsi/RNFPointerHolder.h:57', 'if (_pointer == nullptr) {'),
      cite('cpp/jsi/RNFPointerHolder.h:61', '_pointer = nullptr;'),
      cite('cpp/jsi/RNFPointerHolder.h:71', 'if (_pointer == nullptr) {'),
      ...POINTER_NAMES,
    ],
    fix: 'Do not keep native objects (engines, assets, materials, buffers) past the component or hook that created them, and call `release()` once. `isValid` tells whether an object is still usable.',
    fixProof: [
      cite(
        'cpp/jsi/RNFPointerHolder.h:29',
        'registerHybridGetter("isValid", &PointerHolder<T>::getIsValid, this);',
      ),
    ],
    since: '0.23.0',
    reach: reachable(
      cite(
        'cpp/jsi/RNFPointerHolder.h:28',
        'registerHybridMethod("release", &PointerHolder<T>::release, this);',
      ),
    ),
  },
];
