/**
 * The hand-written half of the error reference: for each message the
 * extractor finds (keyed by its exact text, placeholders as `{name}`), why it
 * happens, what to do, and the first release that has it; and the messages
 * left off the page, each with the reason. Facts come from the library's
 * source at the cited `source` line (path inside the package), which
 * `tests/unit/error-reference.test.ts` opens: it must contain the message's
 * opening words or the `quote` given. The same test fails when the library
 * has a message neither list covers, or a list names one it no longer has.
 *
 * `since`: the first release whose source has the message, found by running
 * the extractor over every tagged release of the library's repository
 * (v0.1.0 … v1.9.0) and the installed 1.11.0. Text in backticks becomes code.
 */

/** The page's sections, in page order. */
export const GROUPS = {
  setup: 'Installation and start-up',
  scene: 'Scene, view and rendering',
  models: 'Models, assets and files',
  materials: 'Materials and textures',
  animation: 'Animation',
  physics: 'Physics',
  recording: 'Recording',
  native: 'Arguments passed to native code',
} as const;

export type Group = keyof typeof GROUPS;

export interface Explanation {
  readonly message: string;
  readonly group: Group;
  readonly cause: string;
  readonly fix: string;
  readonly since: string;
  /** `path:line` inside the package that shows the cause (usually the throw itself). */
  readonly source: string;
  /** Text the cited line contains, when it is not the message's opening words. */
  readonly quote?: string;
}

export interface InternalOnly {
  readonly message: string;
  readonly reason: string;
}

const AFTER_RELEASE =
  'The object was released (its `release()` was called, or the component that owned it unmounted) and then used again.';

/** Material and material-instance parameter setters and getters share two messages each. */
const PARAMETER_MISSING = (method: string, source: string, since: string): Explanation => ({
  message: `${method}: Material does not have parameter "{name}"!`,
  group: 'materials',
  cause: `The material has no parameter called \`{name}\`: \`${method.split('::').at(-1)}\` checks \`hasParameter\` first. Parameter names come from the material's \`.mat\` definition, and are case-sensitive.`,
  fix: "Use a parameter name the material defines (Filament's standard lit material has `baseColorFactor`, `roughnessFactor`, `metallicFactor`, …), or compile the material with the parameter.",
  since,
  source,
});

const VECTOR_SIZE = (
  message: string,
  size: number,
  source: string,
  since: string,
): Explanation => ({
  message,
  group: 'materials',
  cause: `The value array does not have exactly ${size} numbers.`,
  fix: `Pass ${size} numbers${size === 3 ? ' (r, g, b)' : size === 4 ? ' (r, g, b, a)' : ' (a 3×3 matrix, column by column)'}.`,
  since,
  source,
});

export const EXPLANATIONS: readonly Explanation[] = [
  // ── Installation and start-up ─────────────────────────────────────────────
  {
    message:
      "The package 'react-native-filament' doesn't seem to be linked. Make sure: {Platform.select(…)}- You rebuilt the app after installing the package - You are not using Expo Go",
    group: 'setup',
    cause:
      'The native module `FilamentModule` is missing from the app binary, so every access to it throws. The placeholder is a platform line: on iOS it adds "You have run \'pod install\'".',
    fix: "Run `pod install` (iOS), rebuild the native app, and use a development build: Expo Go does not contain the library's native code.",
    since: '0.42.0',
    source: 'src/native/FilamentModule.ts:5',
    quote: "doesn't seem to be linked",
  },
  {
    message:
      'Failed to initialize react-native-filament! The install() method returned false - check the native logs (adb logcat or Xcode logs) for more information.',
    group: 'setup',
    cause:
      'The native module could not install the library into the JavaScript runtime: it could not reach the runtime or React Native\'s call invoker. The native side logs why (see the "Failed to install" lines below).',
    fix: 'Read the native log (`adb logcat`, the Xcode console) for a line starting with "Failed to install react-native-filament". Check that the app runs on the new architecture or the bridge setup the library supports, and that it is not a remote-debugging (Chrome) session, which has no JSI runtime.',
    since: '0.1.0',
    source: 'src/native/FilamentProxy.ts:99',
    quote: 'FilamentModule.install()',
  },
  {
    message:
      'Failed to initialize react-native-filament. The global proxy instance (global.FilamentProxy) is null. Check the native logs (adb logcat or Xcode logs) for more information.',
    group: 'setup',
    cause: 'Installation reported success but did not set `global.FilamentProxy`.',
    fix: 'Read the native logs for an earlier error, rebuild the app, and make sure only one copy of react-native-filament is installed (`npm ls react-native-filament`).',
    since: '0.1.0',
    source: 'src/native/FilamentProxy.ts:111',
  },
  {
    message:
      'Failed to initialize react-native-filament - Worklets are not available (HAS_WORKLETS=false), did you install react-native-worklets-core?',
    group: 'setup',
    cause:
      'The native build of the library found no react-native-worklets-core, so it was compiled without worklet support, which it needs to render.',
    fix: 'Install `react-native-worklets-core` (and its Babel plugin), then run `pod install` and rebuild the native app.',
    since: '0.15.0',
    source: 'src/native/FilamentProxy.ts:115',
    quote: 'proxy.hasWorklets',
  },
  {
    message: '{name} is not installed!',
    group: 'setup',
    cause:
      'An optional dependency was used without being installed: the library reaches `react-native-reanimated` lazily, only when you use its Reanimated integration.',
    fix: 'Install the package the message names (`react-native-reanimated`) and rebuild, or stop using the API that needs it.',
    since: '1.7.0',
    source: 'src/dependencies/ReanimatedProxy.ts:19',
    quote: "OptionalDependencyNotInstalledError('react-native-reanimated')",
  },
  {
    message: 'Failed to initialize react-native-filament! Reason: {cause.getMessage}',
    group: 'setup',
    cause:
      'Android only: installing the library into the JavaScript runtime threw, and the message carries the reason of the error it caught (for example a missing JSI runtime or call invoker, below).',
    fix: 'Act on the reason after "Reason:"; rebuild the app after installing or updating the library.',
    since: '0.1.0',
    source: 'android/src/main/java/com/margelo/filament/FilamentModuleImpl.java:25',
  },
  ...(
    [
      [
        'Failed to install react-native-filament: jsi::Runtime* was null!',
        'ios/src/RNFFilamentInstaller.mm:40',
        '0.1.0',
      ],
      [
        'Failed to install react-native-filament: react::CallInvoker was null!',
        'ios/src/RNFFilamentInstaller.mm:44',
        '0.1.0',
      ],
      [
        'Failed to install react-native-filament: jsi::Runtime is nil (bridgless: {YES|NO})!',
        'ios/src/RNFFilamentModule.mm:62',
        '0.42.0',
      ],
      [
        'Failed to install react-native-filament: react::CallInvoker is nil (bridgless: {YES|NO})!',
        'ios/src/RNFFilamentModule.mm:66',
        '0.42.0',
      ],
      [
        'Failed to install react-native-filament: RCTBridge is not a RCTCxxBridge!',
        'ios/src/RNFFilamentModule.mm:93',
        '0.1.0',
      ],
    ] as const
  ).map(([message, source, since]): Explanation => ({
    message,
    group: 'setup',
    cause:
      'iOS only, written to the Xcode log just before the JavaScript error "The install() method returned false": the module found no synchronous JavaScript runtime to install into. That is the case when the JavaScript runs in a remote debugger, or under a bridge that is not the C++ bridge.',
    fix: 'Stop remote (Chrome) debugging and use the Hermes debugger, and run the app on a React Native architecture the library supports.',
    since,
    source,
  })),
  {
    message: 'Failed to initialize react-native-filament: JSI Runtime Holder is null!',
    group: 'setup',
    cause:
      'Android only: the library found no JSI runtime to install into (for example, under remote debugging).',
    fix: 'Stop remote (Chrome) debugging and use the Hermes debugger; rebuild the app.',
    since: '0.1.0',
    source: 'android/src/main/java/com/margelo/filament/FilamentProxy.java:58',
  },
  {
    message: 'Failed to initialize react-native-filament: JS Call Invoker is null!',
    group: 'setup',
    cause: 'Android only: React Native gave the library no JS call invoker when it installed.',
    fix: 'Rebuild the app; check that the React Native version is one the library supports.',
    since: '0.1.0',
    source: 'android/src/main/java/com/margelo/filament/FilamentProxy.java:63',
  },
  {
    message:
      'You tried to use a Filament hook/component without wrapping your component in a <FilamentScene> component!',
    group: 'setup',
    cause:
      'A Filament hook or component ran outside a `<FilamentScene>`, so it has no engine to use.',
    fix: 'Render the component inside `<FilamentScene>`; a hook that needs the engine must be called by a component inside it, not by the component that renders the scene.',
    since: '1.4.0',
    source: 'src/hooks/useFilamentContext.ts:40',
  },
  // ── Scene, view and rendering ─────────────────────────────────────────────
  {
    message: 'Filament component must be used within a FilamentProvider!',
    group: 'scene',
    cause: '`<FilamentView>` was rendered outside the context `<FilamentScene>` provides.',
    fix: 'Put `<FilamentView>` inside `<FilamentScene>`.',
    since: '0.23.0',
    source: 'src/react/FilamentView.tsx:144',
  },
  {
    message:
      "Could not get the FilamentView's native view tag! Does the FilamentView exist in the native view-tree?",
    group: 'scene',
    cause:
      'The view had no native view behind it when it tried to attach its surface, for example because it unmounted while it was being set up.',
    fix: 'Keep `<FilamentView>` mounted while the scene starts; avoid mounting and unmounting it in the same frame.',
    since: '0.1.0',
    source: 'src/react/FilamentView.tsx:64',
  },
  {
    message: 'Failed to find FilamentView #{handle}!',
    group: 'scene',
    cause:
      'The native view the component had just rendered was gone when the library looked it up: the view was removed again while it was being set up.',
    fix: 'Keep `<FilamentView>` mounted while the scene starts; avoid mounting and unmounting it in the same frame.',
    since: '0.4.0',
    source: 'src/react/FilamentView.tsx:201',
  },
  {
    message: 'Invalid hex color format. Expected format: #RRGGBB or #RRGGBBAA',
    group: 'scene',
    cause:
      'A color string (for example `<Skybox colorInHex>`) does not start with `#` or is not 7 or 9 characters long.',
    fix: 'Write the color as `#RRGGBB` or `#RRGGBBAA`; short forms (`#fff`) and names (`red`) are not accepted.',
    since: '1.3.1',
    source: 'cpp/core/utils/RNFConverter.h:31',
  },
  {
    message: 'Invalid resizeMode: {resizeMode}',
    group: 'scene',
    cause:
      '`<BackgroundImage resizeMode>` is not one of `contain` (the default), `cover` or `scale`.',
    fix: 'Use one of those three values.',
    since: '0.43.0',
    source: 'src/react/BackgroundImage.tsx:85',
  },
  {
    message: 'Unknown boxClipping: {boxClipping}',
    group: 'scene',
    cause: '`temporalAntiAliasingOptions.boxClipping` is not one of the values the type lists.',
    fix: 'Use `ACCURATE`, `CLAMP` or `NONE`.',
    since: '0.38.0',
    source: 'src/types/Options.ts:279',
  },
  {
    message: 'Unknown jitterPattern: {jitterPattern}',
    group: 'scene',
    cause: '`temporalAntiAliasingOptions.jitterPattern` is not one of the values the type lists.',
    fix: 'Use `RGSS_X4`, `UNIFORM_HELIX_X4`, `HALTON_23_X8`, `HALTON_23_X16` or `HALTON_23_X32`.',
    since: '0.38.0',
    source: 'src/types/Options.ts:294',
  },
  {
    message: 'orbitSpeed must have 2 elements',
    group: 'scene',
    cause: "The camera manipulator's `orbitSpeed` is not a pair of numbers.",
    fix: 'Pass `orbitSpeed: [x, y]`.',
    since: '0.41.0',
    source: 'cpp/core/RNFEngineWrapper.cpp:147',
  },
  {
    message: 'Spot light cones must have 2 values',
    group: 'scene',
    cause: "A spot light's `spotLightCone` is not a pair `[inner, outer]`.",
    fix: 'Pass two angles in radians, inner first.',
    since: '0.21.0',
    source: 'cpp/core/RNFLightManagerWrapper.cpp:70',
  },
  {
    message: 'Entity is not a light!',
    group: 'scene',
    cause: 'A light manager method was given an entity that has no light component.',
    fix: "Pass the entity a light was created on (`<Light>` or the light manager's `createLightEntity`).",
    since: '0.22.0',
    source: 'cpp/core/RNFLightManagerWrapper.cpp:88',
  },
  {
    message: 'Expected exactly two values for scale.',
    group: 'scene',
    cause: '`dynamicResolutionOptions.minScale` or `maxScale` is not a pair of numbers.',
    fix: 'Pass `[x, y]`, e.g. `minScale: [0.5, 0.5]`.',
    since: '0.24.0',
    source: 'cpp/core/RNFDynamicResolutionOptions.h:43',
  },
  {
    message: 'worldCoordinates must be an array of 3 elements',
    group: 'scene',
    cause: '`view.projectWorldToScreen` got something other than `[x, y, z]`.',
    fix: 'Pass three numbers.',
    since: '0.31.0',
    source: 'cpp/core/RNFViewWrapper.cpp:216',
  },
  {
    message: 'Point must have 3 elements',
    group: 'scene',
    cause:
      'A position, axis or scale array passed to native code does not have exactly three numbers.',
    fix: 'Pass `[x, y, z]`.',
    since: '0.1.0',
    source: 'cpp/core/utils/RNFConverter.h:15',
  },
  {
    message: 'Axis cannot be zero',
    group: 'scene',
    cause: 'A rotation axis of `[0, 0, 0]` has no direction.',
    fix: 'Pass a non-zero axis, e.g. `[0, 1, 0]` to turn around the vertical.',
    since: '0.9.0',
    source: 'cpp/core/RNFTransformManagerImpl.cpp:78',
  },
  {
    message: 'Entity is not valid / has no transform!',
    group: 'scene',
    cause:
      'A transform method was given an entity without a transform component (or one that was destroyed).',
    fix: "Pass an entity of a loaded model (for example from `getEntityByName` or the asset's entities) that is still in the scene.",
    since: '0.41.1',
    source: 'cpp/core/RNFTransformManagerImpl.cpp:161',
  },
  {
    message: 'halfExtent must have 3 elements',
    group: 'scene',
    cause: '`createDebugCubeWireframe` got a `halfExtent` that is not `[x, y, z]`.',
    fix: 'Pass three half-sizes.',
    since: '0.30.0',
    source: 'cpp/core/RNFRenderableManagerWrapper.cpp:77',
  },
  {
    message: 'Pointer {_name} has already been manually released!',
    group: 'scene',
    cause: `${AFTER_RELEASE} \`{_name}\` names the kind of object: \`FilamentAssetWrapper\` (a model), \`EngineWrapper\`, \`ViewWrapper\`, \`SceneWrapper\`, \`CameraWrapper\`, \`RendererWrapper\`, \`SwapChainWrapper\`, \`MaterialWrapper\`, \`FilamentBuffer\`, \`RenderableManagerWrapper\`, \`TransformManagerWrapper\`, \`ManipulatorWrapper\`, \`ChoreographerWrapper\` or \`LightManager\`.`,
    fix: 'Do not keep native objects (engines, assets, materials, buffers) past the component or hook that created them, and call `release()` once.',
    since: '0.23.0',
    source: 'cpp/jsi/RNFPointerHolder.h:72',
  },
  // ── Models, assets and files ──────────────────────────────────────────────
  {
    message:
      'Failed to load source: {source}. Are you sure that -The asset exists on this path? -The metro bundler is configured correctly as explained in the documentation?',
    group: 'models',
    cause:
      "The `require()` source resolved to nothing: React Native's `Image.resolveAssetSource` found no asset for it.",
    fix: "Check the path of the `require()`, and add the file extension (`glb`, `ktx`, `matc`, …) to Metro's `resolver.assetExts`.",
    since: '1.4.0',
    source: 'src/hooks/useBuffer.ts:44',
    quote: 'throw new Error(',
  },
  {
    message: 'Failed to load asset: {uri}',
    group: 'models',
    cause:
      'Reading the file or URL failed; the error that follows in the log says why. The model or buffer stays unloaded.',
    fix: 'Check that the URL is reachable or the file is bundled, and read the native error after the message.',
    since: '0.41.0',
    source: 'src/hooks/useBuffer.ts:61',
  },
  {
    message: 'Failed to load asset',
    group: 'models',
    cause: "Filament's glTF loader could not parse the buffer, so no asset was created.",
    fix: 'Check the file with the model checker of this site; the library loads binary glTF (`.glb`) with embedded resources.',
    since: '0.1.0',
    source: 'cpp/core/RNFEngineImpl.cpp:250',
  },
  {
    message: 'instanceCount must be greater than 0',
    group: 'models',
    cause: '`useModel` or `<Model>` got `instanceCount` of 0 or less.',
    fix: 'Leave `instanceCount` out (one instance) or pass 1 or more.',
    since: '0.15.0',
    source: 'src/hooks/useModel.ts:69',
  },
  {
    message:
      'The parent Model component has {instances.length} instances. You tried to use index {index}',
    group: 'models',
    cause: "`<ModelInstance index>` is not smaller than the parent model's `instanceCount`.",
    fix: 'Use an index from 0 to `instanceCount - 1`.',
    since: '1.4.0',
    source: 'src/react/ModelInstance.tsx:32',
  },
  {
    message: 'useParentInstancesContext must be used inside a Model component',
    group: 'models',
    cause:
      "A component that works on a model's instances (`<ModelInstance>`, `<Animator>`, `<EntitySelector>`) is not inside a `<Model>`.",
    fix: 'Render it as a child of `<Model>`.',
    since: '1.4.0',
    source: 'src/react/ParentInstancesContext.ts:15',
  },
  {
    message: '<EntitySelector> must be used inside a <Model> or <ModelInstance> component',
    group: 'models',
    cause: '`<EntitySelector>` found no model instance above it.',
    fix: 'Render it inside `<Model>` or `<ModelInstance>`.',
    since: '1.5.0',
    source: 'src/react/EntitySelector.tsx:76',
  },
  {
    message: '<EntitySelector>: Only one of byName or byIndex can be provided',
    group: 'models',
    cause: 'Both props were given.',
    fix: 'Select by `byName` or by `byIndex`, not both.',
    since: '1.5.0',
    source: 'src/react/EntitySelector.tsx:80',
  },
  {
    message:
      '<EntitySelector>: byIndex is out of bounds. Instance only has {entities.length} entities',
    group: 'models',
    cause: '`byIndex` is not smaller than the number of entities of the model instance.',
    fix: 'Use an index below the count the message gives, or select by name.',
    since: '1.5.0',
    source: 'src/react/EntitySelector.tsx:66',
  },
  {
    message: '<EntitySelector>: Could not find entity by {name|index} "{byName ?? byIndex}"',
    group: 'models',
    cause:
      'No entity of the model has that name (names come from the glTF nodes), or the index found none.',
    fix: 'Check the node names of the model (the model checker lists them); names are case-sensitive.',
    since: '1.5.0',
    source: 'src/react/EntitySelector.tsx:84',
  },
  {
    message: 'Entity with name {name} not found!',
    group: 'models',
    cause:
      'Logged when `getFirstEntityByName` finds no node of that name; the call then returns `undefined`.',
    fix: 'Check the node names of the model; names are case-sensitive.',
    since: '0.10.0',
    source: 'cpp/core/RNFFilamentAssetWrapper.cpp:68',
  },
  {
    message: 'File does not exist: {filePath}',
    group: 'models',
    cause: 'Android only: a `file://` URL points to no file.',
    fix: 'Check the path; files written at run time must exist before the model loads.',
    since: '1.1.0',
    source: 'android/src/main/java/com/margelo/filament/FilamentProxy.java:128',
  },
  {
    message: 'Failed to read file: {filePath}',
    group: 'models',
    cause: 'Android only: the file exists but reading it failed; the exception follows in the log.',
    fix: "Check the app's read permission for that path.",
    since: '1.1.0',
    source: 'android/src/main/java/com/margelo/filament/FilamentProxy.java:133',
  },
  {
    message: 'Response was not successful! Code: {response.code}, Body: {responseBody}',
    group: 'models',
    cause: 'Android only: downloading an `http(s)` URL got an HTTP error status.',
    fix: 'Check the URL and the server; the status code is in the message.',
    since: '1.10.0 or 1.11.0',
    source: 'android/src/main/java/com/margelo/filament/FilamentProxy.java:152',
  },
  {
    message: 'Failed to fetch URL {uriString}!',
    group: 'models',
    cause:
      'Android only: the download failed (no network, refused connection, bad certificate); the exception follows.',
    fix: 'Check the network and the URL; plain `http` needs cleartext traffic allowed in the Android manifest.',
    since: '1.1.0',
    source: 'android/src/main/java/com/margelo/filament/FilamentProxy.java:155',
  },
  {
    message: 'Could not load file from URL',
    group: 'models',
    cause: 'iOS only: downloading the remote URL returned no data.',
    fix: 'Check the URL and the network; plain `http` needs an App Transport Security exception.',
    since: '0.41.0',
    source: 'ios/src/RNFAppleFilamentProxy.mm:47',
  },
  {
    message: 'File not found or could not be read, error: {errorPtr.localizedDescription}',
    group: 'models',
    cause: "iOS only: reading a `file://` URL failed; the system's reason is in the message.",
    fix: "Check the path and that the file is inside the app's sandbox.",
    since: '1.1.0',
    source: 'ios/src/RNFAppleFilamentProxy.mm:61',
  },
  {
    message: 'Invalid file path: no extension found',
    group: 'models',
    cause:
      'iOS only: a bundle asset name has no file extension, so the library cannot look it up in the app bundle.',
    fix: 'Give the asset its extension (`model.glb`).',
    since: '0.1.0',
    source: 'ios/src/RNFAppleFilamentProxy.mm:70',
  },
  {
    message: 'File not found',
    group: 'models',
    cause: 'iOS only: the app bundle has no resource of that name.',
    fix: 'Check that the asset is bundled (in a release build Metro copies `require()`d assets into the bundle).',
    since: '0.1.0',
    source: 'ios/src/RNFAppleFilamentProxy.mm:78',
  },
  {
    message: 'File not found or could not be read',
    group: 'models',
    cause: 'iOS only: the bundle resource exists but could not be read.',
    fix: 'Rebuild the app; check the file is not empty.',
    since: '0.1.0',
    source: 'ios/src/RNFAppleFilamentProxy.mm:84',
  },
  // ── Materials and textures ────────────────────────────────────────────────
  {
    message: 'Error loading texture: {error}',
    group: 'materials',
    cause:
      'The image decoder could not read the texture buffer (it decodes PNG and JPEG); `{error}` is its reason. Logged, then thrown.',
    fix: 'Use a PNG or JPEG file and check it opens elsewhere.',
    since: '0.10.0',
    source: 'cpp/core/RNFRenderableManagerImpl.cpp:98',
  },
  {
    message: 'Material not found!',
    group: 'materials',
    cause:
      '`changeMaterialTextureMap` found no primitive of the entity whose material instance has that name.',
    fix: 'Use the material name of the glTF file for that entity (the model checker lists them).',
    since: '0.10.0',
    source: 'cpp/core/RNFRenderableManagerImpl.cpp:134',
  },
  {
    message: 'Material buffer is empty',
    group: 'materials',
    cause: 'The material file loaded as zero bytes.',
    fix: 'Check the `.matc` file and that Metro bundles its extension.',
    since: '0.12.0',
    source: 'cpp/core/RNFEngineImpl.cpp:345',
  },
  {
    message: 'IBL buffer is empty',
    group: 'materials',
    cause: 'The image-based-lighting file loaded as zero bytes.',
    fix: 'Check the `.ktx` file and that Metro bundles its extension.',
    since: '0.1.0',
    source: 'cpp/core/RNFEngineImpl.cpp:287',
  },
  {
    message: 'Texture buffer is empty',
    group: 'materials',
    cause: 'The skybox texture file loaded as zero bytes.',
    fix: 'Check the `.ktx` file and that Metro bundles its extension.',
    since: '1.6.0',
    source: 'cpp/core/RNFEngineImpl.Skybox.cpp:51',
  },
  PARAMETER_MISSING(
    'MaterialWrapper::setFloatParameter',
    'cpp/core/RNFMaterialImpl.cpp:33',
    '1.1.0',
  ),
  PARAMETER_MISSING('MaterialWrapper::setIntParameter', 'cpp/core/RNFMaterialImpl.cpp:43', '1.1.0'),
  PARAMETER_MISSING(
    'MaterialWrapper::setDefaultTextureParameter',
    'cpp/core/RNFMaterialImpl.cpp:53',
    '0.29.0',
  ),
  PARAMETER_MISSING('setFloat3Parameter', 'cpp/core/RNFMaterialImpl.cpp:66', '1.1.0'),
  PARAMETER_MISSING('setFloat4Parameter', 'cpp/core/RNFMaterialImpl.cpp:83', '1.1.0'),
  PARAMETER_MISSING(
    'MaterialWrapper::setMat3fParameter',
    'cpp/core/RNFMaterialImpl.cpp:102',
    '1.1.0',
  ),
  PARAMETER_MISSING(
    'MaterialInstanceWrapper::setFloatParameter',
    'cpp/core/RNFMaterialInstanceWrapper.cpp:67',
    '1.1.0',
  ),
  PARAMETER_MISSING(
    'MaterialInstanceWrapper::setIntParameter',
    'cpp/core/RNFMaterialInstanceWrapper.cpp:78',
    '1.1.0',
  ),
  PARAMETER_MISSING(
    'MaterialInstanceWrapper::setFloat3Parameter',
    'cpp/core/RNFMaterialInstanceWrapper.cpp:92',
    '1.1.0',
  ),
  PARAMETER_MISSING(
    'MaterialInstanceWrapper::setFloat4Parameter',
    'cpp/core/RNFMaterialInstanceWrapper.cpp:110',
    '1.1.0',
  ),
  PARAMETER_MISSING(
    'MaterialInstanceWrapper::setMat3fParameter',
    'cpp/core/RNFMaterialInstanceWrapper.cpp:126',
    '1.1.0',
  ),
  PARAMETER_MISSING(
    'MaterialInstanceWrapper::getFloatParameter',
    'cpp/core/RNFMaterialInstanceWrapper.cpp:147',
    '1.1.0',
  ),
  PARAMETER_MISSING(
    'MaterialInstanceWrapper::getIntParameter',
    'cpp/core/RNFMaterialInstanceWrapper.cpp:156',
    '1.1.0',
  ),
  PARAMETER_MISSING(
    'MaterialInstanceWrapper::getFloat3Parameter',
    'cpp/core/RNFMaterialInstanceWrapper.cpp:165',
    '1.1.0',
  ),
  PARAMETER_MISSING(
    'MaterialInstanceWrapper::getFloat4Parameter',
    'cpp/core/RNFMaterialInstanceWrapper.cpp:175',
    '1.1.0',
  ),
  PARAMETER_MISSING(
    'MaterialInstanceWrapper::getMat3fParameter',
    'cpp/core/RNFMaterialInstanceWrapper.cpp:185',
    '1.1.0',
  ),
  VECTOR_SIZE(
    'setFloat3Parameter: RGB vector must have 3 elements!',
    3,
    'cpp/core/RNFMaterialImpl.cpp:62',
    '1.1.0',
  ),
  VECTOR_SIZE(
    'setFloat4Parameter: RGBA vector must have 4 elements!',
    4,
    'cpp/core/RNFMaterialImpl.cpp:79',
    '1.1.0',
  ),
  VECTOR_SIZE(
    'MaterialWrapper::setMat3fParameter: Value vector must have 9 elements!',
    9,
    'cpp/core/RNFMaterialImpl.cpp:106',
    '1.1.0',
  ),
  VECTOR_SIZE(
    'MaterialInstanceWrapper::setFloat3Parameter: RGB vector must have 3 elements!',
    3,
    'cpp/core/RNFMaterialInstanceWrapper.cpp:87',
    '1.1.0',
  ),
  VECTOR_SIZE(
    'MaterialInstanceWrapper::setFloat4Parameter: RGBA vector must have 4 elements!',
    4,
    'cpp/core/RNFMaterialInstanceWrapper.cpp:105',
    '1.1.0',
  ),
  VECTOR_SIZE(
    'MaterialInstanceWrapper::setMat3fParameter: Value vector must have 9 elements!',
    9,
    'cpp/core/RNFMaterialInstanceWrapper.cpp:130',
    '1.1.0',
  ),
  // ── Arguments passed to native code ───────────────────────────────────────
  {
    message: 'Cannot convert JS Value to Enum: Invalid Union value passed! ("{passedUnion}")',
    group: 'native',
    cause:
      "Native code got a string option it has no value for; the message quotes it. The types do not always agree with native code: in 1.11.0 a light's `type: 'focused_point'` is allowed by the types, but native code only knows `focused_sport`.",
    fix: 'Use another value of the option; for a spot light, `spot`.',
    since: '0.1.0',
    source: 'cpp/core/RNFLightEnum.h:22',
    quote: 'focused_sport',
  },
  // ── Animation ─────────────────────────────────────────────────────────────
  {
    message: 'Animation index out of range! Expected <{max}, received {animationIndex}',
    group: 'animation',
    cause:
      "An animator method got an animation index not below the model's animation count (`{max}`), or a negative one.",
    fix: "Use an index from 0 to `getAnimationCount() - 1`; the model checker lists a model's animations.",
    since: '0.4.0',
    source: 'cpp/core/RNFAnimatorWrapper.cpp:26',
  },
  {
    message:
      'Failed to call animator method, as the internal animator was null. You probably tried to access the animator after calling .release()',
    group: 'animation',
    cause: AFTER_RELEASE,
    fix: 'Stop using the animator once its model unmounts; create a new one for a new model.',
    since: '0.24.3',
    source: 'cpp/core/RNFAnimatorWrapper.cpp:34',
  },
  {
    message:
      'Failed to call animator method, as the internal instance was null. You probably tried to access the animator after calling .release()',
    group: 'animation',
    cause: 'The model instance the animator belongs to was released, then the animator was used.',
    fix: 'Stop using the animator once its model unmounts.',
    since: '0.37.0',
    source: 'cpp/core/RNFAnimatorWrapper.cpp:42',
  },
  {
    message: 'Animator must be used inside a <Model> or <ModelInstance> component.',
    group: 'animation',
    cause: '`<Animator>` found no model instance above it.',
    fix: 'Render `<Animator>` as a child of `<Model>` or `<ModelInstance>`.',
    since: '1.4.0',
    source: 'src/react/Animator.tsx:49',
  },
  {
    message: 'Instance with id {instanceId} not found in sync list',
    group: 'animation',
    cause:
      '`removeFromSyncList` got an id that `addToSyncList` did not return, or one already removed.',
    fix: 'Pass the id `addToSyncList` returned, once.',
    since: '0.37.0',
    source: 'cpp/core/RNFAnimatorWrapper.cpp:116',
  },
  // ── Physics ───────────────────────────────────────────────────────────────
  {
    message: 'Either origin or transform must be provided',
    group: 'physics',
    cause: '`useRigidBody` got neither a full `origin` `[x, y, z]` nor a `transform`.',
    fix: 'Pass `origin` with three numbers, or a `transform`.',
    since: '0.9.0',
    source: 'src/bullet/hooks/useRigidBody.ts:56',
  },
  // ── Recording ─────────────────────────────────────────────────────────────
  {
    message:
      'Failed to stop recorder, were any Frames rendered between startRecording() and stopRecording()? (code -1007)',
    group: 'recording',
    cause: 'Android only: the media recorder had no frame to write when it was stopped.',
    fix: 'Render at least one frame between `startRecording()` and `stopRecording()`.',
    since: '0.34.0',
    source: 'android/src/main/java/com/margelo/filament/FilamentRecorder.java:170',
  },
  {
    message: 'Cannot call stopRecording() when isRecording is false!',
    group: 'recording',
    cause: 'iOS only: `stopRecording()` ran without a recording in progress.',
    fix: 'Call `startRecording()` first, and stop once.',
    since: '0.34.0',
    source: 'ios/src/RNFAppleFilamentRecorder.mm:222',
  },
  {
    message: 'Failed to start recording! Error: {errorMessage}',
    group: 'recording',
    cause:
      "iOS only: the asset writer could not start writing the video file; `{errorMessage}` is the system's reason.",
    fix: "Check the reason; record at a size and frame rate the device's H.264 encoder supports.",
    since: '0.34.0',
    source: 'ios/src/RNFAppleFilamentRecorder.mm:184',
  },
  {
    message: 'MediaRecorder onError(): {string}, extra: {extra}',
    group: 'recording',
    cause: 'Android only: the system media recorder reported an error while recording.',
    fix: "Record at a size, frame rate and bit rate the device's encoder supports.",
    since: '0.34.0',
    source: 'android/src/main/java/com/margelo/filament/FilamentRecorder.java:71',
  },
];

const REGISTRATION =
  'Raised while the library registers its own native methods when an object is created; a duplicate name is a bug in the library, not something app code can cause.';
const OWN_POINTER =
  "Checks a pointer the library's own code passes along; the public API gives app code no way to make it null.";
const DEBUG_CONVERSION =
  'Debug builds only: the typed API converts arguments before native code sees them, so this shows up only when untyped code passes a wrong object to a native method; the stack trace names the call.';
const RECORDER_INTERNAL =
  'iOS recorder plumbing (AVFoundation buffers and writer state) that the library sets up itself; no input of the public API reaches it, and its text says what the system reported.';
const DIAGNOSTIC_LOG =
  "A diagnostic log line of the library's own bookkeeping, followed by a safe fallback; nothing for app code to do.";
const VIEW_LIFECYCLE =
  'Internal view and surface lifecycle: the library creates and tears down the native view and surface itself; a reader cannot cause it through the public API.';

export const INTERNAL_ONLY: readonly InternalOnly[] = [
  ...[
    'Cannot add Hybrid Method "{name}" - a property with that name already exists!',
    'Cannot add Hybrid Method "{name}" - a method with that name already exists!',
    'Cannot add Hybrid Property Getter "{name}" - a getter with that name already exists!',
    'Cannot add Hybrid Property Getter "{name}" - a method with that name already exists!',
    'Cannot add Hybrid Property Setter "{name}" - a setter with that name already exists!',
    'Cannot add Hybrid Property Setter "{name}" - a method with that name already exists!',
  ].map((message) => ({ message, reason: REGISTRATION })),
  ...[
    'Shape is null',
    'RigidBody is null',
    'Instance must not be null',
    'CameraManipulator is null',
    'Texture buffer is null',
    'SurfaceProvider cannot be null!',
    'Scene not initialized',
    'IBL buffer is null',
    'Surface is null',
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
    'Entities are empty',
  ].map((message) => ({ message, reason: OWN_POINTER })),
  ...[
    'Cannot convert "undefined" to HostObject<{getFriendlyTypename}>! It is undefined!',
    'Cannot convert "{stringRepresentation}" to HostObject<{getFriendlyTypename}>! It is not an object!',
    'Cannot convert "{stringRepresentation}" to HostObject<{getFriendlyTypename}>! It is a different HostObject<T>!',
    'Cannot convert "{stringRepresentation}" to HostObject<{getFriendlyTypename}>! It is a different NativeState<T>!',
    'Cannot convert nullptr to HostObject<{getFriendlyTypename}>!',
  ].map((message) => ({ message, reason: DEBUG_CONVERSION })),
  {
    message: 'Function expected {sizeof...(Args)} arguments, but received {count}!',
    reason:
      "Raised when a native method is called with the wrong number of arguments; the library's typed wrappers always pass the declared count, so only untyped calls reach it.",
  },
  {
    message: 'Promise cannot be converted to a native type - it needs to be awaited first!',
    reason:
      'A guard of the argument converter: no native method of the public API takes a Promise.',
  },
  {
    message: 'Cannot convert Enum to JS Value: Invalid Enum passed! (Value #{passedEnum})',
    reason:
      'Native code converting one of its own enum values back; an unknown value is a bug in the library.',
  },
  {
    message: 'Invalid blendMode value',
    reason:
      "Converts a value the library's own bloom options wrapper produced; unreachable with the typed `blendMode` prop.",
  },
  {
    message: 'Invalid boxClipping value',
    reason:
      'Converts a number the library\'s own TypeScript mapped before (`boxClippingToNumber`), which throws "Unknown boxClipping" first.',
  },
  {
    message: 'Failed to format string!',
    reason: "The native logger's own `snprintf` failed; a bug in a log line of the library.",
  },
  {
    message:
      'Failed to get current Dispatcher - the global Dispatcher holder (global.{GLOBAL_DISPATCHER_HOLDER_NAME}) does not exist! Was Dispatcher::installDispatcherIntoRuntime() called for this jsi::Runtime?',
    reason:
      'Debug builds only: the library installs the dispatcher into each runtime it creates before use; an assertion of that order.',
  },
  {
    message: 'Failed to load asset, FilamentProxy has already been destroyed!',
    reason:
      "Raised only while the app's JavaScript runtime is being torn down (reload), when the library's native proxy is already gone.",
  },
  {
    message: 'Failed to find Filament View, FilamentProxy has already been destroyed!',
    reason:
      "Raised only while the app's JavaScript runtime is being torn down (reload), when the library's native proxy is already gone.",
  },
  {
    message: 'No instances found for the parent Model component. This is a bug.',
    reason: 'An assertion: `<Model>` always provides at least one instance to its children.',
  },
  {
    message:
      '[react-native-filament] SwapChain is invalid, cannot render frame. This should never happen, please report an issue with reproduction steps.',
    reason:
      'An assertion of the render loop (the frame listener is removed before the swap chain goes); the message itself asks for a bug report.',
  },
  { message: 'Ref is not set!', reason: VIEW_LIFECYCLE },
  { message: 'Filament View with id {id} cannot be found!', reason: VIEW_LIFECYCLE },
  { message: 'Could not find view with given tag', reason: VIEW_LIFECYCLE },
  { message: 'Surface cannot be null! Was the Surface even created?', reason: VIEW_LIFECYCLE },
  {
    message: 'stopAndRemoveListeners() called but Choreographer is invalid already!',
    reason: VIEW_LIFECYCLE,
  },
  {
    message: '(surfaceSizeChanged) Ignoring invalid surface size: {width} x {height}',
    reason: VIEW_LIFECYCLE,
  },
  {
    message: 'RenderContextProvider not found',
    reason:
      'The default value of an internal context; `<FilamentView>` always provides the real one to the render callbacks.',
  },
  {
    message: 'useRenderContext must be used within a RenderContextProvider',
    reason: 'Unreachable: the context always has its default value, so the check never fails.',
  },
  {
    message: 'An unknown Filament error occurred!',
    reason:
      "The fallback prefix when React Native's `ErrorUtils` is missing (outside a React Native app); the real error is printed after it.",
  },
  {
    message: 'Failed to build wireframe renderable',
    reason:
      'Filament refused a debug wireframe the library builds from fixed geometry; a bug, not an input error.',
  },
  { message: 'Collision object is not a rigid body', reason: DIAGNOSTIC_LOG },
  { message: 'RigidBodyWrapper not found for collision object', reason: DIAGNOSTIC_LOG },
  {
    message: 'Transform instanceToSync is for entity named {name} is invalid',
    reason: DIAGNOSTIC_LOG,
  },
  { message: "Entity wasn't found in NameComponentManager", reason: DIAGNOSTIC_LOG },
  { message: "Instance wasn't found in NameComponentManager", reason: DIAGNOSTIC_LOG },
  { message: "Can't add asset an asset from scene as it was null.", reason: DIAGNOSTIC_LOG },
  { message: "Can't remove an asset from scene as it was null.", reason: DIAGNOSTIC_LOG },
  ...[
    'Failed to create input texture CVPixelBuffer!',
    'Failed to create AVAssetWriter at {path}, error: {domain} (Code: {code})',
    'Failed to add AVAssetWriterInput to AVAssetWriter! Settings used: {settingsJson}',
    'AVAssetWriterInput was not ready for more data!',
    "AVAssetWriterInputPixelBufferAdaptor's pixel buffer pool was nil! Cannot write Frame.",
    'Failed to get a new CVPixelBuffer from the CVPixelBufferPool!',
    'Failed to lock input buffer for read access!',
    'Failed to lock target buffer for write access!',
    'Failed to append buffer to AVAssetWriter! {errorMessage}',
    'Cannot call stopRecording() when AssetWriter status is {_assetWriter.status}!',
    'Recording finished with error; {status}',
    "AVAssetWriter didn't finish properly, status: {statusString}, error: {errorMessage}",
  ].map((message) => ({ message, reason: RECORDER_INTERNAL })),
];
